package mfz.bot.render.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import mfz.bot.commands.GameHarness;
import mfz.bot.game.GameService;
import mfz.bot.game.GameTransfer;
import mfz.bot.game.GameTransfer.ReadCommand;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report is the game as it stands, and says each undo where it came, as the game log does: a
 * host's undo was in no report, so a shared report hid what the host took back.
 */
class UndosInTheReportTest {

    @TempDir
    Path dir;

    @Test
    void aReportSaysWhereTheHostTookAnActionBack() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 3)) {
            table.playUntil(Map.of(), game -> game.phase() == Phase.COMBAT && game.turn().isPresent()
                    && game.turn().get().owner().equals("p1"));
            table.type("p0", "game undo");
            table.playOn(game -> game.phase() == Phase.ENDED);
            GameTransfer transfer = table.games().transfer();
            List<GameService.LoggedUndo> undos = transfer.undosOfFinished(GameHarness.CHANNEL);
            assertEquals(1, undos.size(), undos.toString());
            String page = new String(Reports.ofGame(GameHarness.CHANNEL, transfer.finished(GameHarness.CHANNEL),
                    undos).content(), StandardCharsets.UTF_8);
            assertTrue(page.contains("↩️ <b>p0</b> took back <b>p1</b>&#39;s: <del>▶️ <b>P1-F"), page);
            // its dice are kept, as the channel said: the same dice came again unexplained (a report audit)
            assertTrue(page.contains("</del><br>These dice are kept for the next roll of their kind"), page);
            int undo = page.indexOf("took back");
            assertTrue(page.indexOf("id=\"game-round-1\"") < undo && undo < page.indexOf("id=\"game-round-2\""),
                    "in round 1, where it came");
        }
    }

    /** An undo in the lobby took back a secret draft (or a join): the report leaves the lobby out. */
    @Test
    void anUndoInTheLobbyIsNotInTheReport() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 3)) {
            Game ended = table.playUntil(Map.of(), game -> game.phase() == Phase.ENDED);
            List<ReadCommand> history = table.games().transfer().finished(GameHarness.CHANNEL);
            // p1's draft, taken back before the start: as a lobby's undo is stored
            GameService.LoggedUndo draft = new GameService.LoggedUndo("p0", history.get(1).at(), "p1",
                    List.of(new Event.CompanyChanged("p1", ended.player("p1").orElseThrow().company())));
            String page = new String(Reports.ofGame(GameHarness.CHANNEL, history, List.of(draft)).content(),
                    StandardCharsets.UTF_8);
            assertFalse(page.contains("took back"), page);
        }
    }

    /** A channel manager's undo names them so, never by their raw id (a review). */
    @Test
    void aChannelManagersUndoIsNotShownByTheirId() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 3)) {
            table.playUntil(Map.of(), game -> game.phase() == Phase.ENDED);
            List<ReadCommand> history = table.games().transfer().finished(GameHarness.CHANNEL);
            ReadCommand played = history.get(history.size() / 2);
            GameService.LoggedUndo byAManager = new GameService.LoggedUndo("987654321098765432", played.at(),
                    played.actor(), played.events());
            String page = new String(Reports.ofGame(GameHarness.CHANNEL, history, List.of(byAManager)).content(),
                    StandardCharsets.UTF_8);
            assertTrue(page.contains("↩️ <b>a channel manager</b> took back"), page);
            assertFalse(page.contains("987654321098765432"), page);
        }
    }
}
