package mfz.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DatabaseTest {

    @TempDir
    Path dir;

    @Test
    void aFreshFileGetsEveryMigrationAndItsFolders() throws Exception {
        Path file = dir.resolve("deep/er/mfz.db");
        try (Database db = Database.open(file)) {
            assertTrue(Files.isRegularFile(file));
            assertEquals(Migrations.latest(), db.schemaVersion());
            assertEquals(List.of("campaign_events", "campaigns", "discord_application", "events", "export_key", "flyway_schema_history", "game_threads",
                            "games", "heads_ups", "hw_elements", "kept_dice", "map_layouts", "player_preferences", "reminder_settings",
                            "reminders", "saved_companies", "seats_to_take", "server_settings", "snapshots", "table_messages",
                            "undone_commands"),
                    db.tables());
            // Its owner's alone: it holds secret companies and the export key (an operations audit).
            if (Files.getFileStore(dir).supportsFileAttributeView("posix")) {
                assertEquals("rw-------", PosixFilePermissions.toString(
                        Files.getPosixFilePermissions(file)));
                assertEquals("rwx------", PosixFilePermissions.toString(
                        Files.getPosixFilePermissions(file.getParent())));
                assertEquals("rwx------", PosixFilePermissions.toString(
                        Files.getPosixFilePermissions(dir.resolve("deep"))));
            }
        }
    }

    @Test
    void theDatabaseUsesWriteAheadLoggingForeignKeysAndFullSync() throws Exception {
        try (Database db = Database.open(dir.resolve("mfz.db"))) {
            assertEquals("wal", db.pragma("journal_mode"));
            assertEquals("1", db.pragma("foreign_keys"));
            assertEquals("2", db.pragma("synchronous"));
        }
    }

    @Test
    void reopeningAnExistingFileKeepsItsDataAndAppliesNothingTwice() throws Exception {
        Path file = dir.resolve("mfz.db");
        try (Database db = Database.open(file)) {
            assertEquals(Migrations.latest(), db.schemaVersion());
        }
        try (var connection = DriverManager.getConnection("jdbc:sqlite:" + file);
             var statement = connection.createStatement()) {
            statement.execute("INSERT INTO saved_companies (user_id, name, company, updated_at) "
                    + "VALUES ('42', 'Anvil', '{}', '2026-11-21')");
        }
        try (Database db = Database.open(file)) {
            assertEquals(Migrations.latest(), db.schemaVersion());
        }
        try (var connection = DriverManager.getConnection("jdbc:sqlite:" + file);
             var statement = connection.createStatement();
             var rows = statement.executeQuery("SELECT name FROM saved_companies WHERE user_id = '42'")) {
            assertTrue(rows.next());
            assertEquals("Anvil", rows.getString(1));
        }
    }

    @Test
    void aChannelHasOneOpenGameAtATime() throws Exception {
        Path file = dir.resolve("mfz.db");
        Database.open(file).close();
        try (var connection = DriverManager.getConnection("jdbc:sqlite:" + file);
             var statement = connection.createStatement()) {
            statement.execute("INSERT INTO games (channel_id, host_user_id, status, created_at) "
                    + "VALUES ('c1', 'u1', 'finished', 'now'), ('c1', 'u1', 'playing', 'now')");
            assertThrows(SQLException.class, () -> statement.execute(
                    "INSERT INTO games (channel_id, host_user_id, status, created_at) VALUES ('c1', 'u2', 'lobby', 'now')"));
        }
    }

    @Test
    void aDatabaseFromANewerBotIsRefused() throws Exception {
        Path file = dir.resolve("mfz.db");
        try (var connection = DriverManager.getConnection("jdbc:sqlite:" + file);
             var statement = connection.createStatement()) {
            statement.execute("PRAGMA user_version = 999");
        }
        StoreException e = assertThrows(StoreException.class, () -> Database.open(file));
        assertEquals("the database has schema version 999 but this bot knows only up to " + Migrations.latest()
                + ": it was written by a newer version of the bot", e.getMessage());
    }

    @Test
    void aReadGoesOnWhileAWriteIsUnderWayAndSeesOnlyCommittedWork() throws Exception {
        try (Database database = Database.open(dir.resolve("mfz.db"))) {
            database.transaction("create", c -> c.createStatement().executeUpdate(
                    "INSERT INTO table_messages (channel_id, message_id) VALUES ('c1', 'm1')"));
            CountDownLatch writing = new CountDownLatch(1);
            CountDownLatch readDone = new CountDownLatch(1);
            Thread writer = Thread.ofVirtual().start(() -> {
                try {
                    database.transaction("update", c -> {
                        c.createStatement().executeUpdate("UPDATE table_messages SET message_id = 'm2'");
                        writing.countDown();
                        // Held open until the read finished: the read must not wait for it.
                        try {
                            if (!readDone.await(10, TimeUnit.SECONDS)) {
                                throw new SQLException("the read waited for the write");
                            }
                        } catch (InterruptedException e) {
                            throw new SQLException(e);
                        }
                        return null;
                    });
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            assertTrue(writing.await(10, TimeUnit.SECONDS));
            String seen = database.read("read", c -> {
                try (var row = c.createStatement().executeQuery("SELECT message_id FROM table_messages")) {
                    row.next();
                    return row.getString(1);
                }
            });
            readDone.countDown();
            writer.join(10_000);
            assertEquals("m1", seen, "the uncommitted update is not seen");
            assertEquals("m2", database.read("read again", c -> {
                try (var row = c.createStatement().executeQuery("SELECT message_id FROM table_messages")) {
                    row.next();
                    return row.getString(1);
                }
            }), "once committed, it is");
        }
    }

    @Test
    void manyWritersAtOnceEachGetTheirOwnOutcomeAndAFailureUndoesOnlyItsOwnWork() throws Exception {
        try (Database database = Database.open(dir.resolve("mfz.db"))) {
            int writers = 40;
            CountDownLatch start = new CountDownLatch(1);
            Map<Integer, Object> outcomes = new ConcurrentHashMap<>();
            List<Thread> threads = new ArrayList<>();
            for (int i = 0; i < writers; i++) {
                int n = i;
                threads.add(Thread.ofVirtual().start(() -> {
                    try {
                        start.await();
                        outcomes.put(n, database.transaction("write " + n, c -> {
                            try (var insert = c.prepareStatement(
                                    "INSERT INTO table_messages (channel_id, message_id) VALUES (?, ?)")) {
                                insert.setString(1, "c" + n);
                                insert.setString(2, "m" + n);
                                insert.executeUpdate();
                            }
                            if (n % 3 == 0) {
                                throw new SQLException("refused " + n);
                            }
                            return "ok " + n;
                        }));
                    } catch (Exception e) {
                        outcomes.put(n, e);
                    }
                }));
            }
            start.countDown();
            for (Thread thread : threads) {
                thread.join(10_000);
            }
            assertEquals(writers, outcomes.size(), "every writer got an answer");
            List<String> stored = database.read("list", c -> {
                List<String> ids = new ArrayList<>();
                try (var rows = c.createStatement().executeQuery("SELECT channel_id FROM table_messages")) {
                    while (rows.next()) {
                        ids.add(rows.getString(1));
                    }
                }
                return ids;
            });
            for (int n = 0; n < writers; n++) {
                if (n % 3 == 0) {
                    assertTrue(outcomes.get(n) instanceof StoreException e && e.getMessage().contains("refused " + n),
                            "writer " + n + ": " + outcomes.get(n));
                    assertTrue(!stored.contains("c" + n), "a failed write leaves nothing: c" + n);
                } else {
                    assertEquals("ok " + n, outcomes.get(n));
                    assertTrue(stored.contains("c" + n), "a committed write is there: c" + n);
                }
            }
        }
    }

    @Test
    void writingRunsOnOnePlatformThreadSoAVirtualCallerDoesNotHoldItsCarrierThroughTheFsync() throws Exception {
        try (Database database = Database.open(dir.resolve("mfz.db"))) {
            Set<String> writers = ConcurrentHashMap.newKeySet();
            List<Thread> callers = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                callers.add(Thread.ofVirtual().start(() -> {
                    try {
                        database.transaction("note the thread", c -> {
                            Thread thread = Thread.currentThread();
                            writers.add(thread.getName() + (thread.isVirtual() ? " (virtual)" : ""));
                            return null;
                        });
                    } catch (StoreException e) {
                        throw new IllegalStateException(e);
                    }
                }));
            }
            for (Thread caller : callers) {
                caller.join(10_000);
            }
            assertEquals(Set.of("sqlite-writer"), writers);
        }
    }

    @Test
    void aTransactionInsideATransactionIsAProgrammingError() throws Exception {
        try (Database database = Database.open(dir.resolve("mfz.db"))) {
            assertThrows(IllegalStateException.class, () -> database.transaction("outer", c -> {
                try {
                    return database.transaction("inner", inner -> null);
                } catch (StoreException e) {
                    throw new SQLException(e);
                }
            }));
            assertEquals("still writes", database.transaction("after", c -> "still writes"));
        }
    }

    @Test
    void workQueuedBeforeCloseIsCommittedAndWorkAfterItIsRefused() throws Exception {
        Database database = Database.open(dir.resolve("mfz.db"));
        CountDownLatch inside = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        Thread slow = Thread.ofVirtual().start(() -> {
            try {
                database.transaction("a slow write", c -> {
                    inside.countDown();
                    try {
                        release.await();
                    } catch (InterruptedException e) {
                        throw new SQLException(e);
                    }
                    try (var insert = c.prepareStatement(
                            "INSERT INTO table_messages (channel_id, message_id) VALUES ('c', 'm')")) {
                        insert.executeUpdate();
                    }
                    return null;
                });
            } catch (StoreException | RuntimeException e) {
                throw new IllegalStateException(e);
            }
        });
        inside.await();
        Thread closing = Thread.ofVirtual().start(database::close);
        Thread.sleep(50);
        release.countDown();
        slow.join(10_000);
        closing.join(10_000);
        StoreException refused = assertThrows(StoreException.class,
                () -> database.transaction("write late", c -> null));
        assertEquals("can't write late: the database is closed", refused.getMessage());
        try (var connection = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("mfz.db"));
             var rows = connection.createStatement().executeQuery("SELECT count(*) FROM table_messages")) {
            assertEquals(1, rows.getInt(1), "the write under way when close began was committed");
        }
    }
}
