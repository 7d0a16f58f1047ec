package mfz.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import mfz.rules.hw.Element;
import mfz.rules.hw.ElementKind;
import mfz.rules.hw.Stat;
import mfz.rules.hw.Stats;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HwElementStoreTest {

    private static final Instant NOW = Instant.parse("2026-11-23T18:00:00Z");

    @TempDir
    Path dir;

    /** The store's database: a SQLite file here, PostgreSQL in {@code HwElementStoreOnPostgresqlTest}. */
    Database open() throws Exception {
        return Database.open(dir.resolve("mfz.db"));
    }

    /** The same database again, as after a restart. */
    Database reopen() throws Exception {
        return open();
    }

    @Test
    void elementsArePerChannelAndKeepTheirDamageAcrossARestart() throws Exception {
        Element hound = Element.fresh("Hound", ElementKind.INFANTRY, new Stats(3, 4, 2, 2, 5));
        try (Database database = open()) {
            HwElementStore store = new HwElementStore(database);
            assertTrue(store.add("c1", "u1", hound, NOW));
            assertFalse(store.add("c1", "u2", Element.fresh("HOUND", ElementKind.MECH, hound.start()), NOW),
                    "names ignore case within a channel");
            assertTrue(store.add("c2", "u2", hound, NOW), "another channel has its own");
            store.update("c1", hound.owingHits(2).hit(Stat.MOVE));
        }
        try (Database database = reopen()) {
            HwElementStore store = new HwElementStore(database);
            HwElementStore.Owned found = store.find("c1", "hound").orElseThrow();
            assertEquals("u1", found.ownerUserId());
            Element element = found.element();
            assertEquals(hound.start(), element.start());
            assertEquals(3, element.now().move());
            assertEquals(1, element.damage());
            assertEquals(1, element.hitsOwed());
            assertEquals(ElementKind.INFANTRY, element.kind());
            assertEquals(4, store.find("c2", "Hound").orElseThrow().element().now().move());
            assertTrue(store.remove("c1", "HOUND"));
            assertEquals(0, store.all("c1").size());
            assertEquals(1, store.all("c2").size());
        }
    }

    /**
     * Elements are listed in the order they were added, even within one second: a time stored as
     * text sorted "…:00.500Z" before "…:00Z" (PostgreSQL ordered by that text; an HW audit).
     */
    @Test
    void elementsAreListedInTheOrderTheyWereAdded() throws Exception {
        try (Database database = open()) {
            HwElementStore store = new HwElementStore(database);
            Stats stats = new Stats(1, 1, 1, 1, 1);
            store.add("c1", "u1", Element.fresh("Zeta", ElementKind.MECH, stats), NOW);
            store.add("c1", "u1", Element.fresh("Alpha", ElementKind.MECH, stats), NOW.plusMillis(500));
            store.add("c1", "u1", Element.fresh("Mid", ElementKind.MECH, stats), NOW.plusMillis(500).plusNanos(1_000));
            store.add("c1", "u1", Element.fresh("Beta", ElementKind.MECH, stats), NOW.plusSeconds(1));
            assertEquals(List.of("Zeta", "Alpha", "Mid", "Beta"),
                    store.all("c1").stream().map(owned -> owned.element().name()).toList());
        }
    }
}
