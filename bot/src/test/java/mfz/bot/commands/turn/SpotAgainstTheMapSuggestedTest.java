package mfz.bot.commands.turn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import mfz.bot.commands.GameHarness;
import mfz.rules.game.Command;
import mfz.rules.game.Table;
import mfz.rules.map.MapTables;
import mfz.rules.map.Point;
import mfz.rules.turn.Pool;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * On the map a turn whose frame sees nobody has no spot choice; a spot declared against the map
 * (`override:true`) is still suggested its frames and dice, not typed blind (a review).
 */
class SpotAgainstTheMapSuggestedTest {

    @TempDir
    Path dir;

    @Test
    void aSpotAgainstTheMapIsSuggestedTheEnemyFramesAndTheSpotDice() throws Exception {
        // a1 (one comms system) at 2,2: b1 at 2,14 and b2 at 12,12, both beyond direct fire
        Table table = MapTables.skirmish("B G Y Rd", List.of(), new Point(2, 14), new Point(12, 12));
        int[] dice = new int[Pool.of(table.game().frame("a", "a1").orElseThrow(), null, 0, false).size()];
        Arrays.fill(dice, 4);
        table.play(new Command.StartTurn("a", "a1", "none", null, null, 0, false, null), dice);
        table.play(new Command.Defend("a", "none"));
        try (GameHarness harness = new GameHarness(GameHarness.stored(dir.resolve("mfz.db"), table), 3)) {
            assertEquals(List.of("b1", "b2"), harness.suggest("a", "turn spot", "frame"));
            assertEquals(List.of("W4", "Y4"), harness.suggest("a", "turn spot", "die").stream().sorted().toList());
            assertEquals(List.of(), harness.suggest("b", "turn spot", "frame"), "not b's turn");
        }
    }
}
