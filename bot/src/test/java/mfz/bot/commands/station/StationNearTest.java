package mfz.bot.commands.station;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import mfz.bot.commands.GameHarness;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code /station near} through the router on a real SQLite file. */
class StationNearTest {

    @TempDir
    Path dir;

    @Test
    void aPlacedFrameIsMovedAwayFromItsStation() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 5)) {
            String placer = table.deploying();
            String frame = (placer.equals("vincent") ? "Anvil-" : "Fang-") + "2";
            String station = placer.equals("vincent") ? "AA" : "FA";
            table.type(placer, "deploy done", "station", station);
            table.type(placer, "deploy done", "frame", frame, "station", station);
            assertEquals(List.of(placer), table.game().playersNear(station));

            table.refused(placer, "station near", "frame", "Nope", "station", "none");
            table.type(placer, "station near", "frame", frame, "station", "none");
            assertTrue(table.game().playersNear(station).isEmpty());
        }
    }

    /**
     * The host names another player's frame by its name alone (a bot seat's frame has no Discord
     * user to name in {@code owner:}), and is offered every frame on the table; a player only
     * their own.
     */
    @Test
    void theHostCorrectsAnyFrameByItsNameAndIsOfferedThemAll() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 5)) {
            assertEquals("vincent", table.deploying(), "seed 5: vincent places first");
            for (String station : List.of("AA", "AB", "AC")) {
                table.type("vincent", "deploy done", "station", station);
            }
            table.type("vincent", "deploy done", "frame", "Anvil-1", "station", "AA");
            table.type("vincent", "deploy done", "frame", "Anvil-2", "station", "AA");
            table.type("vincent", "deploy done");
            table.type("meguey", "deploy done", "frame", "Fang-2");

            assertEquals(List.of("Anvil-1", "Anvil-2", "Fang-2"), table.suggest("vincent", "station near", "frame"),
                    "the host is offered every placed frame, theirs first");
            assertEquals(List.of("Fang-2"), table.suggest("meguey", "station near", "frame"), "a player only their own");
            // meguey's frame, found by its name: the deployment limits bind the host too (accepted: StationControlTest)
            assertEquals("Attackers deploy outside the defender's perimeter, so `Fang-2` can't stand near AA.",
                    table.refused("vincent", "station near", "frame", "Fang-2", "station", "AA"));
        }
    }
}
