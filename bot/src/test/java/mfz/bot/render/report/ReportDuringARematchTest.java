package mfz.bot.render.report;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import mfz.bot.commands.GameHarness;
import mfz.rules.game.Phase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * While a rematch's lobby is open, a plain {@code /game report} names the game played to its end
 * before it, whose report is still to be had: it only said this one wasn't over (a report audit).
 */
class ReportDuringARematchTest {

    @TempDir
    Path dir;

    @Test
    void aReportAskedInARematchsLobbyNamesTheLastFinishedGame() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 3)) {
            table.playUntil(Map.of("doomsday", "1"), game -> game.phase() == Phase.ENDED); // (a short one)
            long finished = table.games().recordOrLastFinished(GameHarness.CHANNEL).orElseThrow().id();
            table.type("p0", "game rematch");
            String refused = table.refused("p1", "game report");
            assertTrue(refused.startsWith("The report comes after the end: this game is still being played.")
                    && refused.endsWith(" The last one played to its end here: `/game report game:" + finished + "`."),
                    refused);
            assertTrue(table.type("p1", "game report", "game", Long.toString(finished)).files().size() == 1,
                    "the named one is given");
        }
    }
}
