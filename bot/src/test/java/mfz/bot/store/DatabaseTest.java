package mfz.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.DriverManager;
import java.util.List;
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
                            "games", "heads_ups", "hw_elements", "map_layouts", "player_preferences", "reminder_settings",
                            "reminders", "saved_companies", "seats_to_take", "server_settings", "snapshots", "table_messages",
                            "undone_commands"),
                    db.tables());
            // Its owner's alone: it holds secret companies and the export key (an operations audit).
            if (Files.getFileStore(dir).supportsFileAttributeView("posix")) {
                assertEquals("rw-------", java.nio.file.attribute.PosixFilePermissions.toString(
                        Files.getPosixFilePermissions(file)));
                assertEquals("rwx------", java.nio.file.attribute.PosixFilePermissions.toString(
                        Files.getPosixFilePermissions(file.getParent())));
                assertEquals("rwx------", java.nio.file.attribute.PosixFilePermissions.toString(
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
            assertThrows(java.sql.SQLException.class, () -> statement.execute(
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
            java.util.concurrent.CountDownLatch writing = new java.util.concurrent.CountDownLatch(1);
            java.util.concurrent.CountDownLatch readDone = new java.util.concurrent.CountDownLatch(1);
            Thread writer = Thread.ofVirtual().start(() -> {
                try {
                    database.transaction("update", c -> {
                        c.createStatement().executeUpdate("UPDATE table_messages SET message_id = 'm2'");
                        writing.countDown();
                        // Held open until the read finished: the read must not wait for it.
                        try {
                            if (!readDone.await(10, java.util.concurrent.TimeUnit.SECONDS)) {
                                throw new java.sql.SQLException("the read waited for the write");
                            }
                        } catch (InterruptedException e) {
                            throw new java.sql.SQLException(e);
                        }
                        return null;
                    });
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            assertTrue(writing.await(10, java.util.concurrent.TimeUnit.SECONDS));
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
            java.util.concurrent.CountDownLatch start = new java.util.concurrent.CountDownLatch(1);
            java.util.Map<Integer, Object> outcomes = new java.util.concurrent.ConcurrentHashMap<>();
            List<Thread> threads = new java.util.ArrayList<>();
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
                                throw new java.sql.SQLException("refused " + n);
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
                List<String> ids = new java.util.ArrayList<>();
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
            java.util.Set<String> writers = java.util.concurrent.ConcurrentHashMap.newKeySet();
            List<Thread> callers = new java.util.ArrayList<>();
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
            assertEquals(java.util.Set.of("sqlite-writer"), writers);
        }
    }

    @Test
    void aTransactionInsideATransactionIsAProgrammingError() throws Exception {
        try (Database database = Database.open(dir.resolve("mfz.db"))) {
            assertThrows(IllegalStateException.class, () -> database.transaction("outer", c -> {
                try {
                    return database.transaction("inner", inner -> null);
                } catch (StoreException e) {
                    throw new java.sql.SQLException(e);
                }
            }));
            assertEquals("still writes", database.transaction("after", c -> "still writes"));
        }
    }

    @Test
    void workQueuedBeforeCloseIsCommittedAndWorkAfterItIsRefused() throws Exception {
        Database database = Database.open(dir.resolve("mfz.db"));
        java.util.concurrent.CountDownLatch inside = new java.util.concurrent.CountDownLatch(1);
        java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
        Thread slow = Thread.ofVirtual().start(() -> {
            try {
                database.transaction("a slow write", c -> {
                    inside.countDown();
                    try {
                        release.await();
                    } catch (InterruptedException e) {
                        throw new java.sql.SQLException(e);
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
