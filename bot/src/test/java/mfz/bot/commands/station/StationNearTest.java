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
}
