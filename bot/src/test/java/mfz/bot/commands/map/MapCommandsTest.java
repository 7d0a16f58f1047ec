package mfz.bot.commands.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import mfz.bot.commands.GameHarness;
import mfz.rules.map.ReadyLayouts;
import mfz.bot.commands.play.Controls;
import mfz.bot.core.Component;
import mfz.bot.core.Reply;
import mfz.bot.render.map.MapPicture;
import mfz.rules.deployment.DeploymentStep;
import mfz.rules.map.MapLayout;
import mfz.rules.map.Ruler;
import mfz.rules.map.Terrain;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code /map} commands and {@code /game options map:} through the router on a real SQLite file. */
class MapCommandsTest {

    @TempDir
    Path dir;

    /** vincent's and meguey's game in map mode with this ruler, started: deployment step 1. */
    private static void layingOut(GameHarness table, String ruler) {
        table.lobby("B G Y Rd", "B G Rh Rh", "B B G Ra", "G Y Rd");
        table.type("meguey", "company frame", "name", "Fang-5", "loadout", "B Y Ra");
        Reply on = table.type("vincent", "game options", "map", "true", "ruler", ruler);
        assertFalse(on.ephemeral(), on.content());
        table.type("vincent", "company ready");
        table.type("meguey", "company ready");
        table.type("vincent", "game start");
        assertEquals(DeploymentStep.TERRAIN, table.game().deployment().step());
    }

    private static BufferedImage picture(Reply reply) throws Exception {
        assertEquals(1, reply.files().size(), reply.content());
        assertEquals("map.png", reply.files().getFirst().name());
        return ImageIO.read(new ByteArrayInputStream(reply.files().getFirst().content()));
    }

    @Test
    void mapModeIsAnOptionWithItsRulerAndTerrainIsLaidInStepOne() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 5)) {
            table.type("vincent", "game new", "size", "skirmish");
            String alone = table.refused("vincent", "game options", "ruler", "6");
            assertTrue(alone.contains("map:true"), alone);
            String seven = table.refused("vincent", "game options", "map", "true", "ruler", "7");
            assertTrue(seven.contains("8, 6"), seven);
        }
        try (GameHarness table = new GameHarness(dir.resolve("laid.db"), 5)) {
            layingOut(table, "6");
            assertEquals(Ruler.SIX, table.game().options().map());
            assertTrue(table.game().map().orElseThrow().terrain().isEmpty());

            Reply laid = table.type("meguey", "map terrain", "name", "Hill", "shape", "rect 2,2,3,2", "height", "6");
            assertFalse(laid.ephemeral(), laid.content());
            assertTrue(laid.content().contains("Hill"), laid.content());
            assertEquals(MapPicture.WIDTH, picture(laid).getWidth(), "the change comes with the map as it stands");
            Terrain hill = table.game().map().orElseThrow().piece("hill").orElseThrow();
            assertTrue(hill.givesCover());

            // laid again under its name, the piece takes the earlier one's place, and says so (an audit)
            Reply again = table.type("meguey", "map terrain", "name", "hill", "shape", "rect 3,3,3,2", "height", "6");
            assertTrue(again.content().contains(", in place of the earlier **Hill**."), again.content());
            assertTrue(table.type("meguey", "map terrain", "name", "Hill", "shape", "rect 2,2,3,2", "height", "6")
                    .content().contains("in place of the earlier **hill**"));
            assertFalse(laid.content().contains("in place of"), laid.content());
            String log = table.type("vincent", "game log").embeds().getFirst().description();
            assertTrue(log.contains("in place of the earlier **Hill**") && log.contains("in place of the earlier **hill**"),
                    "the log says it too (a review): " + log);
            assertTrue(table.refused("meguey", "map terrain", "name", "Wall", "shape", "rect 17,1,3,1", "height", "3")
                    .contains("off the table"), "the small table is 18 units square");
            assertTrue(table.refused("vincent", "map remove", "name", "Pond").contains("No terrain called `Pond`"));

            table.type("vincent", "deploy done");
            table.type("meguey", "map terrain", "name", "Crate", "shape", "poly 8,8 9,8 9,9", "height", "2");
            assertTrue(table.game().deployment().approved().isEmpty(), "a change voids the approvals so far");
            table.type("meguey", "map remove", "name", "crate");
            assertEquals(List.of("Hill"), table.game().map().orElseThrow().terrain().stream().map(Terrain::name).toList());

            Reply shown = table.type("vincent", "map show");
            assertTrue(shown.content().contains("18 units square"), shown.content());
            assertEquals(MapPicture.WIDTH, picture(shown).getWidth());

            table.type("vincent", "deploy done");
            table.type("meguey", "deploy done");
            assertTrue(table.refused("meguey", "map terrain", "name", "Late", "shape", "rect 1,1,1,1", "height", "3")
                    .contains("step 1 only"));
        }
    }

    @Test
    void aSavedLayoutAndTheGamesOwnMapOutliveARestart() throws Exception {
        Path file = dir.resolve("mfz.db");
        MapLayout before;
        try (GameHarness table = new GameHarness(file, 5)) {
            layingOut(table, "8");
            table.type("vincent", "map terrain", "name", "Ridge", "shape", "poly 4,4 10,4 10,6", "height", "4");
            table.type("vincent", "map terrain", "name", "Rubble", "shape", "rect 12,12,2,2", "height", "1");
            before = table.game().map().orElseThrow();
            Reply saved = table.type("meguey", "map save", "name", "Ridgeway");
            assertTrue(saved.content().contains("Ridgeway"), saved.content());
            table.type("vincent", "map remove", "name", "Ridge");
            table.type("vincent", "map remove", "name", "Rubble");
        }
        try (GameHarness table = new GameHarness(file, 5)) {
            assertTrue(table.game().map().orElseThrow().terrain().isEmpty(), "the game's map as it was left");
            Reply loaded = table.type("meguey", "map load", "name", "ridgeway");
            assertFalse(loaded.ephemeral(), loaded.content());
            assertEquals(before, table.game().map().orElseThrow());
            table.type("meguey", "map remove", "name", "Rubble");
        }
        try (GameHarness table = new GameHarness(file, 5)) {
            assertEquals(List.of("Ridge"), table.game().map().orElseThrow().terrain().stream().map(Terrain::name).toList());
        }
        try (GameHarness table = new GameHarness(dir.resolve("other.db"), 5)) {
            layingOut(table, "8");
            assertTrue(table.refused("vincent", "map load", "name", "Ridgeway").contains("no saved map"),
                    "layouts belong to the server (and database) they were saved in");
        }
    }

    /** A server keeps up to 50 saved maps, a menu 25: the ready ones first, and the rest named to type (an audit). */
    @Test
    void savedMapsPastTheMenuAreNamedToType() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 5)) {
            layingOut(table, "8");
            table.type("vincent", "map terrain", "name", "Ridge", "shape", "poly 4,4 10,4 10,6", "height", "4");
            for (int i = 1; i <= 23; i++) {
                String name = String.format("M%02d", i);
                Reply saved = table.type("vincent", "map save", "name", name);
                assertTrue(saved.content().contains(name), saved.content());
            }
            Reply menu = table.type("vincent", "map load");
            Component.SelectMenu maps = (Component.SelectMenu) GameHarness.control(menu, "Lay out a map");
            assertEquals(Controls.MAX_OPTIONS, maps.options().size());
            assertEquals(ReadyLayouts.all().getFirst().name(), maps.options().getFirst().label());
            assertTrue(menu.content().contains("the rest by name, `/map load name:`: `M22`, `M23`."), menu.content());
            assertTrue(maps.options().stream().noneMatch(o -> o.label().equals("M22")), "named, not offered");
        }
    }
}
