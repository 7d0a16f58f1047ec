package mfz.bot.commands.campaign;

import mfz.bot.campaign.CampaignService;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;
import mfz.bot.render.CampaignText;

/** {@code /campaign history [campaign:<n>]}: every battle of the campaign. */
public final class CampaignHistory implements SlashCommand {

    private final Play play;
    private final CampaignService campaigns;

    public CampaignHistory(Play play, CampaignService campaigns) {
        this.play = play;
        this.campaigns = campaigns;
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("history", "Every battle of the campaign: date, players, scores, objective, "
                + "constraints", WhichCampaign.OPTION);
    }

    @Override
    public Reply handle(Request request) {
        return Reply.text(CampaignText.history(WhichCampaign.resolve(play, campaigns, request).campaign()));
    }
}
