package mfz.bot.commands.game;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import mfz.bot.commands.GameHarness;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code /game rematch} refused where it can't follow a finished game. Its effect, after a
 * whole game: {@code CombatOnDiscordTest}, which taps the result's Rematch button.
 */
class GameRematchTest {

    @TempDir
    Path dir;

    @Test
    void aRematchFollowsOnlyAFinishedGame() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 7)) {
            assertTrue(table.refused("vincent", "game rematch").contains("finished game"));
            table.type("vincent", "game new", "size", "skirmish");
            assertTrue(table.refused("vincent", "game rematch").contains("finished game"));
        }
    }
}
