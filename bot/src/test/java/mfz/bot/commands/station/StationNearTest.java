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
            table.lobby("B G Y Rd", "B G Rh Rh", "B B G Ra", "G Y Rd");
            table.type("meguey", "company frame", "name", "Fang-5", "loadout", "B Y Ra");
            table.type("vincent", "company ready");
            table.type("meguey", "company ready");
            table.type("vincent", "game start");
            table.type("vincent", "deploy done");
            table.type("meguey", "deploy done");
            String placer = table.game().deployment().placer();
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
}
