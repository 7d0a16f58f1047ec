package mfz.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Two processes sharing PostgreSQL can lock the same rows in opposite orders (a player's
 * preferences and another's, in two groups of work): PostgreSQL then fails one side as a
 * deadlock's victim. When that is this bot's writer, its work is run again, and the command
 * is stored as if nothing had happened, instead of refused for a race it didn't lose by its
 * own doing. The writer is made the last to wait, so its own check (a second after it
 * starts waiting; the other process's is set to 20) is the one to find the deadlock.
 */
class DeadlockVictimRunsAgainTest {

    @Test
    void workChosenAsADeadlocksVictimIsRunAgainAndStored() throws Exception {
        try (Race race = new Race()) {
            Committing<Integer> mine = race.writerUpdatesBothRows();
            race.deadlock();
            // Twice in all, or (on a busy machine, should the rerun still take row 1 before the other
            // process) three times: either way the work is stored and the caller hears nothing of it.
            int runs = mine.outcome();
            assertTrue(runs == 2 || runs == 3, "the writer's work failed as the victim, then ran again and was stored: " + runs);
            assertEquals(1, race.theirs.get(30, TimeUnit.SECONDS));
            assertEquals(List.of(101, 101), race.values());
        }
    }

    /** In a group, the victim's savepoint is rolled back alone: the rest is stored with the group, the victim after. */
    @Test
    void inAGroupOnlyTheVictimRunsAgain() throws Exception {
        try (Race race = new Race()) {
            CountDownLatch writerHeld = new CountDownLatch(1);
            CountDownLatch go = new CountDownLatch(1);
            Committing<Void> holding = race.database.queue("hold the writer", connection -> {
                writerHeld.countDown();
                await(go);
                return null;
            });
            await(writerHeld);
            Committing<Integer> mine = race.writerUpdatesBothRows();
            int[] bystanderRuns = {0};
            Committing<Integer> bystander = race.database.queue("add a row", connection -> {
                bystanderRuns[0]++;
                try (Statement insert = connection.createStatement()) {
                    insert.executeUpdate("INSERT INTO race VALUES (3, 7)");
                }
                return bystanderRuns[0];
            });
            go.countDown(); // both wait together: one group
            holding.outcome();
            race.deadlock();
            assertEquals(1, bystander.outcome(), "stored with the group, once");
            assertTrue(mine.outcome() >= 2, "run again");
            assertEquals(List.of(101, 101, 7), race.values());
        }
    }

    /** Rows 1 and 2; another process holding row 2 and about to want row 1. */
    private static final class Race implements AutoCloseable {
        final Database database;
        final Connection other;
        final Connection watcher;
        final CountDownLatch rowOneHeld = new CountDownLatch(1);
        final CountDownLatch otherWaits = new CountDownLatch(1);
        CompletableFuture<Integer> theirs;

        Race() throws Exception {
            String unavailable = EmbeddedPostgresServer.unavailable();
            assumeTrue(unavailable == null, unavailable);
            String url = EmbeddedPostgresServer.newMigratedDatabase();
            database = Database.openShared(url, null, null);
            other = DriverManager.getConnection(url);
            watcher = DriverManager.getConnection(url);
            try (Statement setUp = other.createStatement()) {
                setUp.execute("CREATE TABLE race (id INTEGER PRIMARY KEY, v INTEGER NOT NULL)");
                setUp.execute("INSERT INTO race VALUES (1, 0), (2, 0)");
                setUp.execute("SET deadlock_timeout = '20s'");
            }
            other.setAutoCommit(false);
            try (Statement first = other.createStatement()) {
                first.executeUpdate("UPDATE race SET v = v + 100 WHERE id = 2");
            }
        }

        /** The writer's work: row 1, then (the first time, once the other process waits for row 1) row 2. */
        Committing<Integer> writerUpdatesBothRows() {
            int[] runs = {0};
            return database.queue("update both rows", connection -> {
                runs[0]++;
                try (Statement both = connection.createStatement()) {
                    both.executeUpdate("UPDATE race SET v = v + 1 WHERE id = 1");
                    if (runs[0] == 1) {
                        rowOneHeld.countDown();
                        await(otherWaits);
                    }
                    both.executeUpdate("UPDATE race SET v = v + 1 WHERE id = 2");
                }
                return runs[0];
            });
        }

        /** The other process wants row 1, which the writer holds; then the writer wants row 2. */
        void deadlock() throws Exception {
            await(rowOneHeld);
            theirs = CompletableFuture.supplyAsync(() -> {
                try (Statement second = other.createStatement()) {
                    int updated = second.executeUpdate("UPDATE race SET v = v + 100 WHERE id = 1");
                    other.commit();
                    return updated;
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (!otherWaitsForRowOne()) {
                if (System.nanoTime() > deadline) {
                    throw new AssertionError("the other process never waited for row 1");
                }
                Thread.sleep(20);
            }
            otherWaits.countDown();
        }

        private boolean otherWaitsForRowOne() throws Exception {
            try (Statement look = watcher.createStatement();
                 ResultSet waiting = look.executeQuery("SELECT count(*) FROM pg_stat_activity WHERE wait_event_type "
                         + "= 'Lock' AND datname = current_database() AND query LIKE 'UPDATE race SET v = v + 100%'")) {
                waiting.next();
                return waiting.getInt(1) > 0;
            }
        }

        List<Integer> values() throws Exception {
            List<Integer> out = new ArrayList<>();
            try (Statement read = watcher.createStatement();
                 ResultSet rows = read.executeQuery("SELECT v FROM race ORDER BY id")) {
                while (rows.next()) {
                    out.add(rows.getInt(1));
                }
            }
            return out;
        }

        @Override
        public void close() throws Exception {
            try (database; other; watcher) {
                if (theirs != null) {
                    theirs.get(30, TimeUnit.SECONDS);
                }
            }
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            if (!latch.await(30, TimeUnit.SECONDS)) {
                throw new AssertionError("waited 30 s");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }
}
