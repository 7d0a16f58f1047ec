package mfz.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A reminder is claimed or postponed only from the state it was read in, on both stores: the
 * comparison with its due time (which may be none) must be one both SQL dialects accept.
 */
class RemindersOnBothStoresTest {

    private static final Instant NOW = Instant.parse("2026-11-23T20:00:00Z");

    @TempDir
    Path dir;

    private Database open(Dialect dialect) throws Exception {
        return BothStores.open(dialect, dir);
    }

    @ParameterizedTest
    @EnumSource(Dialect.class)
    void aReminderIsClaimedOnceFromWhatWasRead(Dialect dialect) throws Exception {
        try (Database database = open(dialect)) {
            long gameId = new GameStore(database).create("g1", "c1", "host", null, List.of(), null, NOW).id();
            ReminderStore reminders = new ReminderStore(database);
            Instant due = NOW.plus(Duration.ofHours(1));
            Instant stallAt = NOW.plus(Duration.ofHours(15));
            reminders.replaceWaiting(gameId, List.of(new StoredReminder(gameId, "ann", "c1", "host", NOW, due, 60, 0,
                    stallAt)));

            StoredReminder read = reminders.due(due).getFirst();
            assertEquals(stallAt, read.stallAt(), "the stall deadline is kept");
            assertTrue(reminders.claim(read, due.plus(Duration.ofHours(2))), "the first claim");
            assertFalse(reminders.claim(read, due.plus(Duration.ofHours(2))), "a second claim from the same read");
            assertEquals(1, reminders.waiting(gameId).getFirst().sent());
        }
    }

    /** A repair writes only over the rows it read: a newer change's rows, written meanwhile, stay. */
    @ParameterizedTest
    @EnumSource(Dialect.class)
    void aRepairNeverOverwritesRowsWrittenSinceItRead(Dialect dialect) throws Exception {
        try (Database database = open(dialect)) {
            long gameId = new GameStore(database).create("g1", "c1", "host", null, List.of(), null, NOW).id();
            ReminderStore reminders = new ReminderStore(database);
            Instant due = NOW.plus(Duration.ofHours(1));
            List<StoredReminder> read = List.of(new StoredReminder(gameId, "ann", "c1", "host", NOW, due, 60, 0));
            reminders.replaceWaiting(gameId, read);
            List<StoredReminder> newer = List.of(new StoredReminder(gameId, "ben", "c1", "host", NOW, due, 60, 0));
            reminders.replaceWaiting(gameId, newer);
            List<StoredReminder> repair = List.of(new StoredReminder(gameId, "cleo", "c1", "host", NOW, due, 60, 0));
            assertFalse(reminders.replaceWaitingIf(gameId, read, repair), "the rows moved on since they were read");
            assertEquals(newer, reminders.waiting(gameId));
            assertTrue(reminders.replaceWaitingIf(gameId, newer, repair));
            assertEquals(repair, reminders.waiting(gameId));
        }
    }

    @ParameterizedTest
    @EnumSource(Dialect.class)
    void aReminderWithNoDueTimeIsPostponedFromThatState(Dialect dialect) throws Exception {
        try (Database database = open(dialect)) {
            long gameId = new GameStore(database).create("g1", "c1", "host", null, List.of(), null, NOW).id();
            ReminderStore reminders = new ReminderStore(database);
            StoredReminder quiet = new StoredReminder(gameId, "ann", "c1", "host", NOW, null, 60, 0);
            reminders.replaceWaiting(gameId, List.of(quiet));

            assertTrue(reminders.postpone(quiet, NOW.plus(Duration.ofHours(3))));
            assertEquals(NOW.plus(Duration.ofHours(3)), reminders.waiting(gameId).getFirst().due());
            assertFalse(reminders.postpone(quiet, NOW), "the read no longer matches");
        }
    }

    /**
     * Two bot processes sharing PostgreSQL both see a reminder fall due: the claim is a
     * compare-and-set on the row as read, so exactly one of them sends it (no lease needed).
     */
    @Test
    void twoProcessesOnOneDatabaseClaimADueReminderOnce() throws Exception {
        String url = sharedDatabase();
        try (Database first = Database.openShared(url, null, null);
             Database second = Database.openShared(url, null, null)) {
            long gameId = new GameStore(first).create("g1", "c1", "host", null, List.of(), null, NOW).id();
            Instant due = NOW.plus(Duration.ofHours(1));
            new ReminderStore(first).replaceWaiting(gameId,
                    List.of(new StoredReminder(gameId, "ann", "c1", "host", NOW, due, 60, 0)));
            StoredReminder readByFirst = new ReminderStore(first).due(due).getFirst();
            StoredReminder readBySecond = new ReminderStore(second).due(due).getFirst();
            boolean firstSends = new ReminderStore(first).claim(readByFirst, due.plus(Duration.ofHours(2)));
            boolean secondSends = new ReminderStore(second).claim(readBySecond, due.plus(Duration.ofHours(2)));
            assertTrue(firstSends ^ secondSends, "exactly one process sends it: " + firstSends + ", " + secondSends);
        }
    }

    /** The same for a heads-up: two processes read it due, one claim wins, and it is told once. */
    @Test
    void twoProcessesOnOneDatabaseClaimADueHeadsUpOnce() throws Exception {
        String url = sharedDatabase();
        try (Database first = Database.openShared(url, null, null);
             Database second = Database.openShared(url, null, null)) {
            long gameId = new GameStore(first).create("g1", "c1", "host", null, List.of(), null, NOW).id();
            new HeadsUpStore(first).put(new StoredHeadsUp(gameId, "ann", "ben", "c1", NOW));
            StoredHeadsUp readByFirst = new HeadsUpStore(first).due(NOW).getFirst();
            StoredHeadsUp readBySecond = new HeadsUpStore(second).due(NOW).getFirst();
            boolean firstTells = new HeadsUpStore(first).move(readByFirst, null);
            boolean secondTells = new HeadsUpStore(second).move(readBySecond, null);
            assertTrue(firstTells ^ secondTells, "exactly one process tells it: " + firstTells + ", " + secondTells);
            assertEquals(List.of(), new HeadsUpStore(second).due(NOW.plus(Duration.ofDays(1))), "told once, due no more");
        }
    }

    /** A new migrated PostgreSQL database, for two processes to open (skipped, saying why, where it can't run). */
    private static String sharedDatabase() throws Exception {
        String unavailable = EmbeddedPostgresServer.unavailable();
        assumeTrue(unavailable == null, unavailable);
        return EmbeddedPostgresServer.newMigratedDatabase();
    }
}
