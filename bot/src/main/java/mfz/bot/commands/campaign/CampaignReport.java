package mfz.bot.commands.campaign;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import mfz.bot.campaign.CampaignService;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;
import mfz.bot.game.GameService;
import mfz.bot.game.GameTransfer.ReadCommand;
import mfz.bot.render.report.Reports;
import mfz.rules.campaign.Battle;

/**
 * {@code /campaign report [campaign:<n>]}: the campaign's battles and objectives, with the
 * story of each battle played to doomsday, as one HTML page (docs/report.md).
 */
public final class CampaignReport implements SlashCommand {

    private final Play play;
    private final CampaignService campaigns;

    public CampaignReport(Play play, CampaignService campaigns) {
        this.play = play;
        this.campaigns = campaigns;
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("report", "The campaign's battles, objectives and stories as one page to keep",
                WhichCampaign.OPTION);
    }

    @Override
    public Reply handle(Request request) {
        CampaignService.Loaded loaded = WhichCampaign.resolve(play, campaigns, request);
        Map<Integer, List<ReadCommand>> finished = new LinkedHashMap<>();
        Map<Integer, List<GameService.LoggedUndo>> undos = new LinkedHashMap<>();
        for (Battle battle : loaded.campaign().battles()) {
            if (battle.status() == Battle.Status.FINISHED) {
                play.games().transfer().finishedGame(battle.gameId()).ifPresent(history -> {
                    finished.put(battle.number(), history);
                    undos.put(battle.number(), play.games().transfer().undosOf(battle.gameId()));
                });
            }
        }
        if (finished.isEmpty()) {
            throw new PlayerError("No battle of " + loaded.campaign().name() + " has reached doomsday yet: its "
                    + "report comes after the first one's end.");
        }
        return Reply.privately("📜 The campaign report of **" + loaded.campaign().name() + "**: one page to keep, "
                + "share or print, readable offline.").withFiles(List.of(Reports.ofCampaign(loaded.campaign(),
                finished, undos, request.caller().sight()::nameOf)));
    }
}
