package mfz.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Migration 23 on both stores: dice kept while they waited for the host who acted for a player
 * (`as:`, rows written between migration 17 and the fix that named the player) wait for that
 * player; the table's d20s stay the table's, and dice no longer waiting go (migration 24) (a review).
 */
class KeptDiceWaitForTheirPlayerMigrationTest {

    @TempDir
    Path dir;

    @ParameterizedTest
    @EnumSource(Dialect.class)
    void diceKeptForTheHostActingForAPlayerWaitForThePlayer(Dialect dialect) throws Exception {
        String url = SchemaAt.version(dialect, dir, "22");
        try (Connection connection = DriverManager.getConnection(url);
             Statement statement = connection.createStatement()) {
            statement.execute("INSERT INTO games (id, channel_id, host_user_id, status, created_at, version_offset) "
                    + "VALUES (7, 'c1', 'host', 'playing', 'x', 0)");
            String row = "INSERT INTO undone_commands (game_id, undo_seq, at_seq, actor_user_id, events, kept_rolls, "
                    + "undone_at, waits_for) VALUES (7, %d, 5, '%s', '[]', '[3,5]', 'x', %s)";
            statement.execute(String.format(row, 1, "ann", "'host'"));
            statement.execute(String.format(row, 2, "bob", "'@table'"));
            statement.execute(String.format(row, 3, "ann", "NULL"));
        }
        try (Database database = SchemaAt.open(dialect, url)) {
            assertEquals(Migrations.latest(), database.schemaVersion());
            GameStore store = new GameStore(database);
            assertEquals(List.of("@table initiative 3", "@table initiative 5", "ann damage 3", "ann damage 5"),
                    store.keptDice(7).stream().map(die -> die.roller() + " " + die.kind() + " " + die.die()).toList(),
                    "ann's dice hers, the d20s the table's");
        }
    }
}
