package mfz.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The PostgreSQL schema, on a real PostgreSQL: Flyway builds it from db/postgresql, it has
 * every table and column the SQLite one has (a migration added to one folder only fails here),
 * and the differences the {@link Dialect} speaks for hold: duplicate keys by SQLState 23505,
 * names unique by their key.
 */
class PostgresqlSchemaTest {

    @TempDir
    Path dir;

    private String url;

    @BeforeEach
    void database() throws Exception {
        String unavailable = EmbeddedPostgresServer.unavailable();
        assumeTrue(unavailable == null, unavailable);
        url = EmbeddedPostgresServer.newDatabase();
    }

    @Test
    void bothStoresHaveTheSameTablesAndColumnsAtTheSameVersion() throws Exception {
        Migrations.applyToPostgresql(url, null, null);
        Migrations.applyToPostgresql(url, null, null);
        Map<String, List<String>> postgresql;
        try (Connection connection = DriverManager.getConnection(url)) {
            postgresql = columns(connection, "public");
            assertEquals(Migrations.latest(), Migrations.version(connection), "applied once, to the latest");
        }
        Path file = dir.resolve("mfz.db");
        Database.open(file).close();
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + file)) {
            Map<String, List<String>> sqlite = columns(connection, null);
            sqlite.remove(Migrations.HISTORY_TABLE);
            postgresql.remove(Migrations.HISTORY_TABLE);
            assertEquals(sqlite, postgresql);
        }
    }

    /**
     * A channel's games start their versions a block of 2^20 apart: its 2049th passed 32 bits,
     * which PostgreSQL's INTEGER refused (a storage audit; SQLite's INTEGER is 64 bits).
     */
    @Test
    void aChannelsVersionsGoPast32Bits() throws Exception {
        Migrations.applyToPostgresql(url, null, null);
        try (Connection connection = DriverManager.getConnection(url);
             var statement = connection.createStatement()) {
            long offset = 2049L * GameRecord.VERSION_BLOCK;
            statement.execute("INSERT INTO games (channel_id, host_user_id, status, created_at, version_offset) "
                    + "VALUES ('c1', 'u1', 'playing', 'x', " + offset + ")");
            try (var row = statement.executeQuery("SELECT version_offset FROM games")) {
                assertTrue(row.next());
                assertEquals(offset, row.getLong(1));
            }
        }
    }

    @Test
    void aDuplicateKeyIsToldBySqlStateAndNamesAreUniqueIgnoringCase() throws Exception {
        Migrations.applyToPostgresql(url, null, null);
        try (Connection connection = DriverManager.getConnection(url);
             var statement = connection.createStatement()) {
            statement.execute("INSERT INTO games (channel_id, host_user_id, status, created_at) "
                    + "VALUES ('c1', 'u1', 'playing', 'x')");
            String event = "INSERT INTO events (game_id, seq, command_seq, type, payload, actor_user_id, created_at) "
                    + "SELECT id, 1, 1, 't', '{}', 'u1', 'x' FROM games";
            statement.execute(event);
            SQLException twice = assertThrows(SQLException.class, () -> statement.execute(event));
            assertTrue(Dialect.POSTGRESQL.duplicateKey(new StoreException("append", twice)), twice.getMessage());
            assertFalse(Dialect.SQLITE.duplicateKey(twice));

            statement.execute("INSERT INTO saved_companies (user_id, name, name_key, company, updated_at) "
                    + "VALUES ('42', 'Möön', 'möön', '{}', 'x')");
            SQLException sameName = assertThrows(SQLException.class, () -> statement.execute(
                    "INSERT INTO saved_companies (user_id, name, name_key, company, updated_at) "
                            + "VALUES ('42', 'MÖÖN', 'möön', '{}', 'x')"));
            assertTrue(Dialect.POSTGRESQL.duplicateKey(sameName));

            SQLException secondOpenGame = assertThrows(SQLException.class, () -> statement.execute(
                    "INSERT INTO games (channel_id, host_user_id, status, created_at) VALUES ('c1', 'u2', 'lobby', 'x')"));
            assertTrue(Dialect.POSTGRESQL.duplicateKey(secondOpenGame), "one open game per channel");
        }
    }

    @Test
    void theDialectIsChosenByTheAddress() {
        assertEquals(Dialect.POSTGRESQL, Dialect.of("jdbc:postgresql://db:5432/mfz"));
        assertEquals(Dialect.SQLITE, Dialect.of("jdbc:sqlite:data/mfz.db"));
    }

    /** Table name to its column names, lower case, sorted. */
    private static Map<String, List<String>> columns(Connection connection, String schema) throws SQLException {
        Map<String, List<String>> tables = new TreeMap<>();
        DatabaseMetaData meta = connection.getMetaData();
        try (var rows = meta.getTables(null, schema, "%", new String[] {"TABLE"})) {
            while (rows.next()) {
                tables.put(rows.getString("TABLE_NAME").toLowerCase(), new ArrayList<>());
            }
        }
        for (var table : tables.entrySet()) {
            try (var rows = meta.getColumns(null, schema, table.getKey(), "%")) {
                while (rows.next()) {
                    table.getValue().add(rows.getString("COLUMN_NAME").toLowerCase());
                }
            }
            table.getValue().sort(null);
        }
        return tables;
    }
}
