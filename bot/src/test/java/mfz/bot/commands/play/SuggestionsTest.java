package mfz.bot.commands.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import mfz.bot.commands.GameHarness;
import mfz.bot.core.Caller;
import mfz.bot.core.Request;
import mfz.rules.deployment.DeploymentStep;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Autocomplete offers only what makes sense for who acts, now. */
class SuggestionsTest {

    @TempDir
    Path dir;

    private static List<String> suggest(GameHarness table, String user, String command, String option, String typed,
                                        String... others) {
        Map<String, String> options = new HashMap<>();
        for (int i = 0; i < others.length; i += 2) {
            options.put(others[i], others[i + 1]);
        }
        return table.router().suggest(new Request("a", "g", GameHarness.CHANNEL, new Caller(user, user, false),
                command, options), option, typed);
    }

    @Test
    void deploymentOffersUnplacedFramesStationsToPlaceAndThenPlacedFramesForStationNear() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 5)) {
            String placer = table.deploying();
            assertEquals(DeploymentStep.DEFENDER_SETUP, table.game().deployment().step());
            String prefix = placer.equals("vincent") ? "Anvil-" : "Fang-";
            String stationPrefix = placer.equals("vincent") ? "A" : "F";

            assertEquals(List.of(prefix + "1", prefix + "2", prefix + "3", prefix + "4"),
                    suggest(table, placer, "deploy done", "frame", "").subList(0, 4));
            assertEquals(List.of(stationPrefix + "A", stationPrefix + "B", stationPrefix + "C"),
                    suggest(table, placer, "deploy done", "station", ""), "own stations to place, none on the table yet");
            assertEquals(List.of(), suggest(table, placer, "station near", "frame", ""), "nothing placed yet");

            table.type(placer, "deploy done", "station", stationPrefix + "A");
            table.type(placer, "deploy done", "frame", prefix + "2", "station", stationPrefix + "A");

            assertEquals(List.of(prefix + "2"), suggest(table, placer, "station near", "frame", ""));
            assertEquals(List.of(stationPrefix + "A", "none"), suggest(table, placer, "station near", "station", ""));
            assertTrue(suggest(table, placer, "deploy done", "frame", "").stream().noneMatch(f -> f.equals(prefix + "2")));
            assertEquals(List.of(prefix + "3"), suggest(table, placer, "deploy done", "frame", "3"), "typed text filters");
            assertEquals(List.of(), suggest(table, placer, "bid choose", "frame", ""), "bidding is over");
            assertEquals(List.of(), suggest(table, "nobody", "deploy done", "frame", ""), "a watcher has no frames");
            assertEquals(List.of(), suggest(table, placer, "nosuch", "frame", ""));
        }
    }
}
