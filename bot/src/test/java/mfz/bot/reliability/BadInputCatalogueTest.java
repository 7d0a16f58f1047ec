package mfz.bot.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import mfz.bot.core.Reply;
import mfz.bot.reliability.Stage.Point;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bad-input catalogue: every row is refused privately with exactly its message, and the
 * game (its stored version and its whole state as JSON) is the same afterwards. One game per
 * point of play serves all its rows, so a row that changed anything would also break the
 * rows after it.
 */
class BadInputCatalogueTest {

    @TempDir
    static Path dir;

    private static final Map<Point, Stage> stages = new EnumMap<>(Point.class);

    static List<BadInput> catalogue() {
        List<BadInput> all = new ArrayList<>();
        all.addAll(BadGeneralInputs.all());
        all.addAll(BadImportInputs.all());
        all.addAll(BadLobbyInputs.all());
        all.addAll(BadPlayInputs.all());
        all.addAll(BadCampaignInputs.all());
        all.addAll(BadHwInputs.all());
        return all;
    }

    @BeforeAll
    static void reachEveryPoint() throws Exception {
        for (Point point : Point.values()) {
            stages.put(point, new Stage(dir.resolve(point + ".db"), point));
        }
    }

    @AfterAll
    static void close() {
        stages.values().forEach(Stage::close);
    }

    @Test
    void theCatalogueHoldsAtLeastAHundredDistinctRowsCoveringEveryCommand() {
        List<BadInput> all = catalogue();
        assertTrue(all.size() >= 100, "rows: " + all.size());
        assertEquals(all.size(), all.stream().map(BadInput::name).distinct().count(), "row names are distinct");
        Stage any = stages.get(Point.NO_GAME);
        List<String> missing = any.commandPaths().stream()
                .filter(path -> all.stream().noneMatch(row -> row.command().equals(path))).toList();
        assertEquals(List.of(), missing, "commands without a bad input");
    }

    @TestFactory
    Stream<DynamicTest> everyBadInputIsRefusedWithItsMessageAndChangesNothing() {
        return catalogue().stream().map(row -> DynamicTest.dynamicTest(row.name(), () -> {
            Stage stage = stages.get(row.point());
            String before = stage.fingerprint();
            Reply reply = stage.send(row.user(), false, row.command(), row.options());
            if (Boolean.getBoolean("mfz.catalogue.print")) {
                System.out.println("CATALOGUE\t" + row.name() + "\t" + reply.content().replace("\n", "\\n"));
            }
            assertEquals(row.expected(), reply.content(), row.name());
            assertTrue(reply.ephemeral(), "a refusal is private: " + row.name());
            assertEquals(before, stage.fingerprint(), "the game is unchanged by " + row.name());
        }));
    }
}
