package mfz.bot.commands.doomsday;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.nio.file.Path;
import mfz.bot.commands.GameHarness;
import mfz.rules.game.Game;
import mfz.rules.game.PendingDecision;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code /doomsday tick} and {@code /doomsday pass} through the router on a real SQLite file. */
class DoomsdayCommandsTest {

    @TempDir
    Path dir;

    private static String other(String player) {
        return player.equals("p0") ? "p1" : "p0";
    }

    private static PendingDecision.DoomsdayChoice choice(GameHarness table) {
        Game at = table.playUntil(g -> g.pending() instanceof PendingDecision.DoomsdayChoice);
        return (PendingDecision.DoomsdayChoice) at.pending();
    }

    @Test
    void tickCountsTheClockDownOneMore() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 3)) {
            PendingDecision.DoomsdayChoice choice = choice(table);
            int clock = table.game().doomsday();
            table.refused(other(choice.player()), "doomsday tick");
            table.type(choice.player(), "doomsday tick");
            assertEquals(clock - 1, table.game().doomsday());
        }
    }

    @Test
    void passLeavesTheClock() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 3)) {
            PendingDecision.DoomsdayChoice choice = choice(table);
            int clock = table.game().doomsday();
            table.refused(other(choice.player()), "doomsday pass");
            table.type(choice.player(), "doomsday pass");
            assertEquals(clock, table.game().doomsday());
            assertNotEquals(choice, table.game().pending());
        }
    }
}
