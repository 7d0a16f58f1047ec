package mfz.bot.commands.play;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import mfz.bot.commands.GameHarness;
import mfz.rules.map.MapTables;
import mfz.rules.map.Point;
import mfz.rules.map.Polygon;
import mfz.rules.map.Terrain;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * On the map a turn's target is an enemy frame or a piece of terrain by name; a piece named as
 * an enemy frame is that frame when named (the rules' reading), so it is suggested once.
 */
class TargetSuggestionsTest {

    @TempDir
    Path dir;

    @Test
    void aPieceNamedAsAnEnemyFrameIsSuggestedOnce() throws Exception {
        Terrain b2 = new Terrain("B2", Polygon.rectangle(10, 10, 1, 1), 3);
        try (GameHarness harness = new GameHarness(GameHarness.stored(dir.resolve("mfz.db"),
                MapTables.skirmish("B G Y Rd", List.of(MapTables.NEAR_TARGET, b2), new Point(12, 12))), 3)) {
            assertEquals(List.of("b1", "b2", "Wall", "none"), harness.suggest("a", "turn start", "target", "frame", "a1"));
        }
    }
}
