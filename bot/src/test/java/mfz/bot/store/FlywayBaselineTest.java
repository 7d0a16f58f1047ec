package mfz.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A file from the releases before Flyway (schema version 3 in {@code user_version}, no Flyway
 * table) opens in place: Flyway takes version 3 as its baseline, runs only what came after,
 * and every row is still there and usable.
 */
class FlywayBaselineTest {

    private static final Instant NOW = Instant.parse("2026-11-23T20:00:00Z");

    @TempDir
    Path dir;

    @Test
    void aFileAtVersionThreeIsBaselinedAndKeepsEveryRow() throws Exception {
        Path file = dir.resolve("mfz.db");
        try (Connection connection = PreFlywayDatabase.create(file, 3);
             Statement statement = connection.createStatement()) {
            statement.execute("INSERT INTO games (id, channel_id, host_user_id, status, created_at, version_offset) "
                    + "VALUES (7, 'c1', 'u1', 'playing', 'x', 1)");
            statement.execute("INSERT INTO events (game_id, seq, command_seq, type, payload, actor_user_id, "
                    + "interaction_id, created_at) VALUES (7, 1, 1, 't', '{}', 'u1', 'i-1', '2026-11-01T10:00:00Z')");
            statement.execute("INSERT INTO saved_companies (user_id, name, company, updated_at) "
                    + "VALUES ('42', 'Anvil', '{}', '2026-11-21')");
            statement.execute("INSERT INTO hw_elements (channel_id, name, kind, owner_user_id, f0, m0, a0, d, p, "
                    + "f, m, a, created_at) VALUES ('c2', 'Rook', 'mech', 'u1', 3, 2, 4, 5, 1, 3, 2, 4, 'x')");
        }
        try (Database database = Database.open(file)) {
            assertEquals(Migrations.latest(), database.schemaVersion());
            GameStore store = new GameStore(database);
            GameRecord game = store.loadOpen("c1").orElseThrow().game();
            assertEquals(1, game.lastSeq());
            assertEquals(2, game.version(), "the version stays what it was");
            assertTrue(store.seenInteraction("i-1"));
            GameRecord next = store.append(game, 1, List.of(new NewEvent("t", "{}")), "u1", null, "i-2",
                    GameStatus.PLAYING, NOW);
            assertEquals(2, next.lastSeq());
        }
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + file);
             Statement statement = connection.createStatement()) {
            List<String> history = new ArrayList<>();
            try (var rows = statement.executeQuery(
                    "SELECT version, type FROM flyway_schema_history ORDER BY installed_rank")) {
                while (rows.next()) {
                    history.add(rows.getString(1) + " " + rows.getString(2));
                }
            }
            assertEquals("3 BASELINE", history.getFirst(), "version 3 is the baseline: " + history);
            assertTrue(history.stream().skip(1).noneMatch(row -> Integer.parseInt(row.split(" ")[0]) <= 3),
                    "no file up to 3 ran again: " + history);
            try (var rows = statement.executeQuery("SELECT count(*) FROM saved_companies WHERE name = 'Anvil'")) {
                assertEquals(1, rows.getInt(1));
            }
            try (var rows = statement.executeQuery("SELECT a FROM hw_elements WHERE name = 'Rook'")) {
                assertEquals(4, rows.getInt(1));
            }
            try (var rows = statement.executeQuery("PRAGMA user_version")) {
                assertEquals(Migrations.latest(), rows.getInt(1), "a bot from before Flyway still reads the version");
            }
        }
    }

    @Test
    void aFreshFileRunsEveryFileThroughFlyway() throws Exception {
        Path file = dir.resolve("mfz.db");
        Database.open(file).close();
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + file);
             Statement statement = connection.createStatement();
             var rows = statement.executeQuery(
                     "SELECT version FROM flyway_schema_history WHERE success = 1 ORDER BY installed_rank")) {
            List<Integer> versions = new ArrayList<>();
            while (rows.next()) {
                versions.add(Integer.parseInt(rows.getString(1)));
            }
            assertEquals(List.of(1, 2, 3), versions.subList(0, 3));
            assertEquals(Migrations.latest(), versions.getLast(), "the newest file is the schema version (numbers may skip)");
        }
    }
}
