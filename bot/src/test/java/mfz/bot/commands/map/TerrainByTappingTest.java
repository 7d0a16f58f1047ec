package mfz.bot.commands.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import mfz.bot.commands.GameHarness;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.Reply;
import mfz.rules.deployment.DeploymentStep;
import mfz.rules.map.Terrain;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Deployment step 1 on the map by taps only: a ready map, a piece added by its form, one taken off, approved. */
class TerrainByTappingTest {

    @TempDir
    Path dir;

    @Test
    void theTerrainIsLaidAndApprovedWithoutTypingACommand() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 5)) {
            Reply started = table.startedOnTheMap();
            assertEquals(DeploymentStep.TERRAIN, table.game().deployment().step());

            Reply ready = table.tap("meguey", GameHarness.control(started, "Lay out a ready map…"), "Crossroads");
            assertFalse(ready.ephemeral(), ready.content());
            assertEquals(1, ready.files().size(), "the map as it now stands");
            assertEquals(List.of("Block 1", "Block 2", "Block 3", "Block 4"), pieces(table));

            Reply off = table.tap("vincent", GameHarness.control(ready, "Take a piece off…"), "Block 2");
            assertEquals(List.of("Block 1", "Block 3", "Block 4"), pieces(table));
            String stale = table.tap("vincent", GameHarness.control(ready, "Take a piece off…"), "Block 1").content();
            assertTrue(stale.contains("out of date"), "an old menu is out of date, not 'no such piece': " + stale);

            Reply asked = table.tap("meguey", GameHarness.control(off, "Add a piece…"), "6");
            assertNotNull(asked.form(), "a form asks the shape: " + asked);
            assertTrue(asked.ephemeral());
            Component form = new Component.SelectMenu(asked.form().id(), "form", List.of(), 1, 1);
            Reply added = table.tap("meguey", form, "rect 11,11,2,2");
            assertFalse(added.ephemeral(), added.content());
            assertEquals(List.of("Block 1", "Block 3", "Block 4", "Piece 4"), pieces(table));
            assertEquals(6, table.game().map().orElseThrow().piece("Piece 4").orElseThrow().bricks());

            Reply saved = table.tap("vincent", GameHarness.control(added, "Saved maps…"));
            assertTrue(saved.ephemeral() && saved.content().contains("no saved maps"), saved.content());
            assertEquals(4, ((Component.SelectMenu) GameHarness.control(saved, "Lay out a map…")).options().size());

            table.tap("vincent", GameHarness.control(added, "Approve the terrain"));
            table.tap("meguey", GameHarness.control(added, "Approve the terrain"));
            assertTrue(table.game().deployment().step() != DeploymentStep.TERRAIN, "approved");
        }
    }

    @Test
    void theTypedCommandsTakeWhatTheControlsSend() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("typed.db"), 5)) {
            table.lobby("B G Y Rd", "B G Rh Rh", "B B G Ra", "G Y Rd");
            table.type("meguey", "company frame", "name", "Fang-5", "loadout", "B Y Ra");
            table.type("vincent", "game options", "map", "true", "ruler", "6");
            table.type("vincent", "company ready");
            table.type("meguey", "company ready");
            table.type("vincent", "game start");
            table.type("vincent", "map load", "name", "broken RIDGE");
            assertEquals(4, table.game().map().orElseThrow().terrain().size());
            assertTrue(table.game().map().orElseThrow().terrain().stream().allMatch(t -> t.outline().vertices().stream()
                    .allMatch(p -> p.x() <= 18 && p.y() <= 18)), "sized to the small table");
            Reply asked = table.type("meguey", "map terrain", "height", "3");
            assertEquals("map terrain", ComponentIds.decode(asked.form().id()).command());
            assertTrue(table.refused("meguey", "map terrain", "height", "99").contains("must be 1 to 60, not 99"),
                    "refused before the form is filled");
            table.type("meguey", "map terrain", "height", "3", "shape", "rect 1,1,1,1");
            assertTrue(table.game().map().orElseThrow().piece("Piece 5").isPresent());
            assertTrue(table.refused("meguey", "map save", "name", "Crossroads").contains("ready maps"));
        }
    }

    private static List<String> pieces(GameHarness table) {
        return table.game().map().orElseThrow().terrain().stream().map(Terrain::name).toList();
    }
}
