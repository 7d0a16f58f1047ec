package mfz.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.time.Instant;
import java.util.List;
import mfz.rules.hw.Element;
import mfz.rules.hw.ElementKind;
import mfz.rules.hw.Stats;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A charge writes both its sides in one transaction (a storage audit): the attacker's damage
 * stored alone, the database failing before the defender's, was told as nothing stored, and the
 * player's retry hurt the attacker twice. Here the second write is made to fail (a trigger).
 */
class HwElementsTogetherTest {

    @TempDir
    Path dir;

    @Test
    void bothElementsAreWrittenOrNeither() throws Exception {
        Path file = dir.resolve("mfz.db");
        Element hound = Element.fresh("Hound", ElementKind.INFANTRY, new Stats(3, 4, 2, 2, 5));
        Element jackal = Element.fresh("Jackal", ElementKind.MECH, new Stats(3, 4, 2, 2, 5));
        try (Database database = Database.open(file)) {
            HwElementStore store = new HwElementStore(database);
            store.add("c1", "u1", hound, Instant.EPOCH);
            store.add("c1", "u2", jackal, Instant.EPOCH);
            store.update("c1", List.of(hound.owingHits(1), jackal.owingHits(2)));
            assertEquals(1, store.find("c1", "Hound").orElseThrow().element().hitsOwed());
            assertEquals(2, store.find("c1", "Jackal").orElseThrow().element().hitsOwed());

            try (Connection sideways = DriverManager.getConnection("jdbc:sqlite:" + file);
                 var statement = sideways.createStatement()) {
                statement.execute("CREATE TRIGGER jackal_fails BEFORE UPDATE ON hw_elements WHEN NEW.name = 'Jackal' "
                        + "BEGIN SELECT RAISE(ABORT, 'the disk filled'); END");
            }
            assertThrows(StoreException.class, () -> store.update("c1", List.of(hound.owingHits(3),
                    jackal.owingHits(4))));
            assertEquals(1, store.find("c1", "Hound").orElseThrow().element().hitsOwed(), "the first side rolled back");
        }
    }
}
