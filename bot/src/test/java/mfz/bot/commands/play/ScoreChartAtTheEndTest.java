package mfz.bot.commands.play;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import mfz.bot.commands.GameHarness;
import mfz.bot.core.Reply;
import mfz.bot.game.GameService;
import mfz.bot.render.pictures.ScoreCharts;
import mfz.rules.game.Event;
import mfz.rules.game.Phase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game's last reply draws its score chart from the timeline kept as the game was played
 * (game.ScoreTrails), not from its log read back: the chart must be the log's, byte for byte,
 * whatever happened on the way.
 */
class ScoreChartAtTheEndTest {

    @TempDir
    Path dir;

    @Test
    void theChartOfAGamesLastReplyIsTheChartOfItsWholeLog() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 11)) {
            table.playUntil(game -> game.phase() == Phase.ENDED);

            assertSameAsTheLogs(table);
        }
    }

    /** An undo takes back a round's end the timeline had marked: the timeline must not keep it. */
    @Test
    void aRoundsEndTakenBackIsNotOnTheChart() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 12)) {
            table.playUntil(game -> game.phase() == Phase.COMBAT && game.round() == 2);
            while (table.games().log(GameHarness.CHANNEL).stream().anyMatch(e -> e.event() instanceof Event.RoundEnded)) {
                long version = table.version();
                table.type("p0", "game undo");
                assertNotEquals(version, table.version(), "a command taken back");
            }

            table.playOn(game -> game.phase() == Phase.ENDED);

            assertSameAsTheLogs(table);
        }
    }

    private static void assertSameAsTheLogs(GameHarness table) {
        List<Reply.Attachment> charts = table.lastReply().files().stream()
                .filter(file -> file.name().startsWith("mfz-scores-")).toList();
        assertEquals(1, charts.size(), "the last reply carries the chart: " + table.lastReply().content());
        Reply.Attachment fromLog = ScoreCharts.ofGame(GameHarness.CHANNEL, table.games().log(GameHarness.CHANNEL)
                .stream().map(GameService.LoggedEvent::event).toList());
        assertEquals(fromLog.name(), charts.getFirst().name());
        assertTrue(fromLog.content().length > 1000, "a picture");
        assertArrayEquals(fromLog.content(), charts.getFirst().content());
    }
}
