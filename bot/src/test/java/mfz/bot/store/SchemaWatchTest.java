package mfz.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A process on a shared PostgreSQL stops once a newer version of the bot has upgraded the
 * schema under it, where it went on failing commands (an operations audit); the same schema
 * leaves it alone, and a SQLite file, which has one owner, isn't watched.
 */
class SchemaWatchTest {

    @TempDir
    Path dir;

    @Test
    void aProcessStopsOnceANewerBotUpgradedTheSharedSchema() throws Exception {
        AtomicInteger stops = new AtomicInteger();
        try (Database database = Database.openShared(OnPostgresql.newDatabaseOrSkip(), null, null);
             SchemaWatch watch = new SchemaWatch(database, Duration.ofHours(1), stops::incrementAndGet)) {
            assertFalse(watch.check(), "its own schema");
            database.transaction("upgrade as a newer bot would", connection -> connection.createStatement().executeUpdate(
                    "INSERT INTO flyway_schema_history (installed_rank, version, description, type, script, "
                            + "installed_by, execution_time, success) VALUES (999, '999.1', 'newer', 'SQL', "
                            + "'999_newer.sql', 'a newer bot', 0, true)"));
            assertTrue(watch.check(), "a newer schema");
            assertEquals(1, stops.get(), "the process is stopped");
        }
    }

    @Test
    void aSqliteFileIsNotWatched() throws Exception {
        AtomicInteger stops = new AtomicInteger();
        try (Database database = Database.open(dir.resolve("mfz.db"));
             SchemaWatch watch = new SchemaWatch(database, Duration.ofMillis(10), stops::incrementAndGet)) {
            // Even with a newer schema recorded in it (a test audit: without one, a watch would stop nothing either).
            database.transaction("upgrade as a newer bot would", connection -> connection.createStatement().executeUpdate(
                    "INSERT INTO flyway_schema_history (installed_rank, version, description, type, script, "
                            + "installed_by, execution_time, success) VALUES (999, '999.1', 'newer', 'SQL', "
                            + "'999_newer.sql', 'a newer bot', 0, 1)"));
            Thread.sleep(100);
            assertEquals(0, stops.get());
        }
    }
}
