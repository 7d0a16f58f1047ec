package mfz.bot.reliability;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import mfz.bot.core.Embed;
import mfz.bot.core.Reply;
import mfz.bot.reliability.Stage.Point;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An undo is in the game log, with who asked for it and whose action it took back, in the order
 * it came: the log showed only what still stands, so a host taking back another player's action
 * left no trace there (an adversarial play, 2026-11-28).
 */
class UndoInTheLogTest {

    @TempDir
    Path dir;

    @Test
    void theLogSaysWhoTookBackWhat() throws Exception {
        try (Stage stage = new Stage(dir.resolve("log.db"), Point.ACTING)) {
            String turnOwner = stage.game().turn().orElseThrow().owner();
            Reply undo = stage.send("p0", false, "game undo", Map.of());
            assertTrue(!undo.ephemeral(), undo.content());
            String log = stage.send("p2", false, "game log", Map.of("count", "3")).embeds().stream()
                    .map(Embed::description).reduce("", String::concat);
            assertTrue(log.contains("↩️ **p0** took back their own: 🛡️"), log);
            assertTrue(log.strip().endsWith(log.lines().filter(line -> line.startsWith("↩️")).findFirst().orElseThrow()),
                    "the undo comes last, after what still stands: " + log + " (" + turnOwner + "'s turn)");
        }
    }

    /** A player whose join was taken back is named as they joined, not by their raw id. */
    @Test
    void aJoinTakenBackNamesItsPlayer() throws Exception {
        try (Stage stage = new Stage(dir.resolve("join.db"), Point.NO_GAME)) {
            stage.send("p0", false, "game new", Map.of("size", "demo"));
            stage.send("p1", false, "game join", Map.of());
            stage.send("p0", false, "game undo", Map.of());
            String log = stage.send("p0", false, "game log", Map.of()).embeds().stream()
                    .map(Embed::description).reduce("", String::concat);
            assertTrue(log.contains("↩️ **p0** took back **p1**'s: "), log);
        }
    }
}
