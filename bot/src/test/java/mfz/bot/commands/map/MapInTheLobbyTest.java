package mfz.bot.commands.map;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import mfz.bot.commands.GameHarness;
import mfz.rules.map.MapRules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** In the lobby of a game on the map, the map's commands say it is laid out in deployment, never "no map". */
class MapInTheLobbyTest {

    @TempDir
    Path dir;

    @Test
    void theMapIsStillToBeLaidOut() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 1)) {
            table.type("vincent", "game new", "size", "demo");
            table.type("vincent", "game options", "map", "true");
            assertEquals(MapRules.LAID_IN_DEPLOYMENT, table.refused("vincent", "map show"));
            assertEquals(MapRules.LAID_IN_DEPLOYMENT, table.refused("vincent", "map terrain", "name", "Rock",
                    "shape", "rect 2,2,2,2", "height", "4"));
        }
    }
}
