package mfz.rules.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import mfz.rules.dice.ScriptedDice;
import mfz.rules.game.Command;
import mfz.rules.game.GameQueries;
import mfz.rules.game.Table;
import mfz.rules.options.GameSize;
import org.junit.jupiter.api.Test;

/**
 * The demo on the map (§10 rulings): before placing the frames the host lays the terrain, in the
 * demo's one deployment step; once a frame is placed it is fixed. In the lobby, the map's commands
 * say that the map is laid out in deployment, never that there is no map.
 */
class DemoOnTheMapTest {

    private static Table demoOnTheMap() {
        Table table = Table.lobby(GameSize.DEMO, 2);
        table.play(new Command.SetMap("a", Ruler.EIGHT));
        return table;
    }

    @Test
    void inTheLobbyTheMapIsStillToBeLaidOut() {
        demoOnTheMap().refused(new Command.LayTerrain("a", "Rock", "rect 2,2,2,2", 4), MapRules.LAID_IN_DEPLOYMENT);
    }

    @Test
    void theHostLaysTheTerrainBeforePlacingTheFrames() {
        Table table = demoOnTheMap();
        table.companies(0, new String[] {"B G Y Rd", "G Rh"}, new String[] {"B G Y Rd", "B Y Ra"})
                .start(ScriptedDice.of());
        table.refused(new Command.LayTerrain("b", "Rock", "rect 2,2,2,2", 4), "In the demo the host (Anna) lays out"
                + " the terrain.");
        table.play(new Command.LayTerrain("a", "Rock", "rect 2,2,2,2", 4));
        table.play(new Command.RemoveTerrain("a", "Rock"));
        table.play(new Command.LayTerrain("a", "Hill", "rect 15,11,1,2", 5));
        assertEquals(List.of("Hill"), table.game().map().orElseThrow().terrain().stream().map(Terrain::name).toList());
        table.play(new Command.PlaceFrameAt("a", null, "a1", new Point(18, 12)));
        table.refused(new Command.LayTerrain("a", "Rock", "rect 2,2,2,2", 4), "In the demo the terrain is laid before"
                + " the first frame is placed; it is fixed now.");
        assertEquals(1, table.game().map().orElseThrow().terrain().size(), "the terrain stands as laid");
    }

    /**
     * On the map a piece is placed at a point, never declared by name alone (§10 ruling 1): a
     * placement without one was accepted by the engine (the bot asked for the point first), so a
     * forged import could stand a frame by a station it never stood near.
     */
    @Test
    void aPlacementWithoutAPointIsRefusedOnTheMap() {
        Table table = demoOnTheMap();
        table.companies(0, new String[] {"B G Y Rd", "G Rh"}, new String[] {"B G Y Rd", "B Y Ra"})
                .start(ScriptedDice.of());
        String refusal = "On the map a piece is placed at a point: `at:x,y` in ruler units. The station a frame stands"
                + " near is measured, not named.";
        table.refused(new Command.PlaceFrame("a", null, "a1", "Centre"), refusal);
        table.refused(new Command.PlaceFrame("a", null, "a1", null), refusal);
        assertTrue(GameQueries.acceptsAsUsual(table.game(), new Command.PlaceFrame("a", null, "a1", null)),
                "which frames may be placed is still asked of the usual rules");
    }
}
