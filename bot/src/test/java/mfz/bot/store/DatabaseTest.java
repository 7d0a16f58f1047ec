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
            assertEquals(List.of("campaign_events", "campaigns", "events", "games", "saved_companies", "snapshots",
                            "table_messages"),
                    db.tables());
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
            assertEquals(1, db.schemaVersion());
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
    void everyMigrationFileSplitsIntoStatements() {
        List<String> statements = Migrations.statements("-- a comment; with a semicolon\nCREATE TABLE a (x);\n"
                + "CREATE TABLE b (y); -- trailing\n");
        assertEquals(List.of("CREATE TABLE a (x)", "CREATE TABLE b (y)"), statements);
    }
}
