package mfz.bot.commands.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import mfz.bot.commands.GameHarness;
import mfz.bot.core.Component;
import mfz.bot.core.Reply;
import mfz.rules.map.MapRules;
import mfz.rules.map.Ruler;
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

    /** The map's ruler is a tap in the host's options menu once the map is on (a product audit, 2026-11-26: typed only). */
    @Test
    void theRulerIsATapInTheOptionsMenu() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 1)) {
            table.type("vincent", "game new", "size", "skirmish");
            Reply on = table.type("vincent", "game options", "map", "true");
            Component.SelectMenu options = (Component.SelectMenu) GameHarness.control(on,
                    "Host: the game's options");
            Component.Option six = options.options().stream()
                    .filter(o -> o.label().equals("Map ruler: 6 units (a small table)")).findFirst().orElseThrow();
            table.tap("vincent", options, six.value());
            assertEquals(Ruler.SIX, table.game().options().map());
            assertTrue(options.options().size() <= 25);
        }
    }
}
