package mfz.bot.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The secret exports are sealed with (migration 012) is made once and kept: a restart, or a
 * second process on the same PostgreSQL database, seals and checks with the same one, so a
 * file exported by one is recognised by the other.
 */
class ExportKeyOnBothStoresTest {

    private static final Instant NOW = Instant.parse("2026-11-26T18:00:00Z");

    @TempDir
    Path dir;

    @Test
    void sqliteKeepsItsKeyAcrossARestart() throws Exception {
        byte[] first;
        try (Database database = Database.open(dir.resolve("mfz.db"))) {
            first = new GameStore(database).exportKey(NOW);
            assertEquals(32, first.length);
            assertArrayEquals(first, new GameStore(database).exportKey(NOW.plusSeconds(1)));
        }
        try (Database restarted = Database.open(dir.resolve("mfz.db"))) {
            assertArrayEquals(first, new GameStore(restarted).exportKey(NOW.plusSeconds(2)));
        }
        try (Database other = Database.open(dir.resolve("other.db"))) {
            assertEquals(false, Arrays.equals(first, new GameStore(other).exportKey(NOW)),
                    "another installation seals with its own");
        }
    }

    @Test
    void twoProcessesOnOnePostgresqlDatabaseShareTheirKey() throws Exception {
        String unavailable = EmbeddedPostgresServer.unavailable();
        assumeTrue(unavailable == null, unavailable);
        var url = EmbeddedPostgresServer.newMigratedDatabase();
        try (Database one = Database.openShared(url, null, null); Database two = Database.openShared(url, null, null)) {
            // Both make theirs at once: one insert wins, and both read the winner's.
            CyclicBarrier start = new CyclicBarrier(2);
            ExecutorService pool = Executors.newFixedThreadPool(2);
            try {
                var first = pool.submit(() -> {
                    start.await();
                    return new GameStore(one).exportKey(NOW);
                });
                var second = pool.submit(() -> {
                    start.await();
                    return new GameStore(two).exportKey(NOW);
                });
                assertArrayEquals(first.get(), second.get());
                assertArrayEquals(first.get(), new GameStore(two).exportKey(NOW), "and keep it");
            } finally {
                pool.shutdownNow();
            }
        }
    }
}
