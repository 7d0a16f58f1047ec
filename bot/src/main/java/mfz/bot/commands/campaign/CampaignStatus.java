package mfz.bot.commands.campaign;

import mfz.bot.campaign.CampaignService;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;
import mfz.bot.render.CampaignText;
import mfz.rules.campaign.Campaign;

/** {@code /campaign status [campaign:<n>]}: the campaign so far and the constraints for its next battle. */
public final class CampaignStatus implements SlashCommand {

    private final Play play;
    private final CampaignService campaigns;

    public CampaignStatus(Play play, CampaignService campaigns) {
        this.play = play;
        this.campaigns = campaigns;
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("status", "The campaign so far and the constraints for its next battle", WhichCampaign.OPTION);
    }

    @Override
    public Reply handle(Request request) {
        Campaign campaign = WhichCampaign.resolve(play, campaigns, request).campaign();
        return CampaignSight.shown(request, campaign, Reply.text(CampaignText.status(campaign)));
    }
}
