package mfz.bot.commands.campaign;

import java.util.List;
import mfz.bot.campaign.CampaignService;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;
import mfz.bot.render.CampaignText;
import mfz.bot.render.pictures.ScoreCharts;

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
        CampaignService.Loaded loaded = WhichCampaign.resolve(play, campaigns, request);
        Reply told = Reply.text(CampaignText.history(loaded.campaign()));
        return CampaignSight.shown(request, loaded.campaign(), ScoreCharts.ofCampaign(loaded.campaign())
                .map(chart -> told.withFiles(List.of(chart))).orElse(told));
    }
}
