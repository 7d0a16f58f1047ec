package mfz.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Two processes sharing PostgreSQL can lock the same rows in opposite orders (a player's
 * preferences and another's, in two groups of work): PostgreSQL then fails one side as a
 * deadlock's victim. When that is this bot's writer, its work is run again, and the command
 * is stored as if nothing had happened, instead of refused for a race it didn't lose by its
 * own doing.
 */
class DeadlockVictimRunsAgainTest {

    @Test
    void workChosenAsADeadlocksVictimIsRunAgainAndStored() throws Exception {
        String unavailable = EmbeddedPostgresServer.unavailable();
        assumeTrue(unavailable == null, unavailable);
        String url = EmbeddedPostgresServer.newMigratedDatabase();
        try (Database database = Database.openShared(url, null, null);
             Connection other = DriverManager.getConnection(url);
             Connection watcher = DriverManager.getConnection(url)) {
            try (Statement setUp = other.createStatement()) {
                setUp.execute("CREATE TABLE race (id INTEGER PRIMARY KEY, v INTEGER NOT NULL)");
                setUp.execute("INSERT INTO race VALUES (1, 0), (2, 0)");
                // The other process checks for deadlocks late, so this bot's writer is the one to see it, and fail.
                setUp.execute("SET deadlock_timeout = '20s'");
            }
            other.setAutoCommit(false);
            try (Statement first = other.createStatement()) {
                first.executeUpdate("UPDATE race SET v = v + 100 WHERE id = 2");
            }
            int[] runs = {0};
            Committing<Integer> mine = database.queue("update both rows", connection -> {
                runs[0]++;
                try (Statement both = connection.createStatement()) {
                    both.executeUpdate("UPDATE race SET v = v + 1 WHERE id = 1");
                    both.executeUpdate("UPDATE race SET v = v + 1 WHERE id = 2"); // waits for the other process
                }
                return runs[0];
            });
            awaitALockWait(watcher);
            // The other process now wants row 1, which the writer holds: a deadlock the writer finds.
            CompletableFuture<Integer> theirs = CompletableFuture.supplyAsync(() -> {
                try (Statement second = other.createStatement()) {
                    int updated = second.executeUpdate("UPDATE race SET v = v + 100 WHERE id = 1");
                    other.commit();
                    return updated;
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            assertEquals(2, mine.outcome(), "the writer's work failed once as the victim, then ran again and was stored");
            assertEquals(1, theirs.get(30, TimeUnit.SECONDS));
            try (Statement read = watcher.createStatement();
                 ResultSet rows = read.executeQuery("SELECT v FROM race ORDER BY id")) {
                rows.next();
                assertEquals(101, rows.getInt(1));
                rows.next();
                assertEquals(101, rows.getInt(1));
            }
        }
    }

    /** Until some session waits for a row lock: the writer, on row 2. */
    private static void awaitALockWait(Connection watcher) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (System.nanoTime() < deadline) {
            try (Statement look = watcher.createStatement();
                 ResultSet waiting = look.executeQuery("SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock'")) {
                waiting.next();
                if (waiting.getInt(1) > 0) {
                    return;
                }
            }
            Thread.sleep(20);
        }
        throw new AssertionError("the writer never waited for the row");
    }
}
