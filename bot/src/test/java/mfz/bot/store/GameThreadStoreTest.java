package mfz.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A channel points to the thread its game is played in only while that game is open: one ended
 * without its thread being told (abandoned from another channel, {@code /campaign abandon}) no
 * longer points there, nor hides a newer thread's game (a review).
 */
class GameThreadStoreTest {

    private static final Instant NOW = Instant.parse("2026-11-27T08:00:00Z");

    @TempDir
    Path dir;

    /** The store's database: a SQLite file here, PostgreSQL in {@code GameThreadStoreOnPostgresqlTest}. */
    Database open() throws Exception {
        return Database.open(dir.resolve("mfz.db"));
    }

    @Test
    void aChannelPointsOnlyToTheThreadOfAnOpenGame() throws Exception {
        try (Database database = open()) {
            GameStore games = new GameStore(database);
            GameThreadStore threads = new GameThreadStore(database);
            GameRecord first = games.create("g1", "t1", "u1", null, List.of(new NewEvent("created", "{}")), null, NOW);
            threads.opened("c1", "t1");
            assertEquals(Optional.of("t1"), threads.threadOf("c1"));

            games.abandon(first, NOW, null);
            assertEquals(Optional.empty(), threads.threadOf("c1"), "its game ended without the thread being closed");

            games.create("g1", "t2", "u1", null, List.of(new NewEvent("created", "{}")), null, NOW);
            threads.opened("c1", "t2");
            assertEquals(Optional.of("t2"), threads.threadOf("c1"), "the newer thread's game, not the stale one");
        }
    }
}
