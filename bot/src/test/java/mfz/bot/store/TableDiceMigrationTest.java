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
 * Migration 19 on both stores: a round's initiative d20s an undo kept for the player whose
 * command rolled them wait for the table's next round start instead (the d20s went fresh, and the
 * player's next pool took their low values); a player's own kept dice stay theirs, and dice no
 * longer waiting go (migration 24; 25 reads the player's bare values as damage).
 */
class TableDiceMigrationTest {

    @TempDir
    Path dir;

    @ParameterizedTest
    @EnumSource(Dialect.class)
    void keptInitiativeD20sWaitForTheTable(Dialect dialect) throws Exception {
        String url = SchemaAt.version(dialect, dir, "18");
        try (Connection connection = DriverManager.getConnection(url);
             Statement statement = connection.createStatement()) {
            statement.execute("INSERT INTO games (id, channel_id, host_user_id, status, created_at, version_offset) "
                    + "VALUES (7, 'c1', 'u1', 'playing', 'x', 0)");
            String row = "INSERT INTO undone_commands (game_id, undo_seq, at_seq, actor_user_id, events, kept_rolls, "
                    + "undone_at, waits_for) VALUES (7, %d, 5, 'ann', '%s', '[3,17]', 'x', %s)";
            String initiative = "[{\"type\":\"initiative-rolled\",\"slots\":[],\"rolls\":[3,17]}]";
            statement.execute(String.format(row, 1, initiative, "'ann'"));
            statement.execute(String.format(row, 2, "[{\"type\":\"pool-rolled\"}]", "'ann'"));
            statement.execute(String.format(row, 3, initiative, "NULL"));
        }
        try (Database database = SchemaAt.open(dialect, url)) {
            assertEquals(Migrations.latest(), database.schemaVersion());
            GameStore store = new GameStore(database);
            assertEquals(List.of("ann damage 3", "ann damage 17", "@table initiative 3", "@table initiative 17"),
                    store.keptDice(7).stream().map(die -> die.roller() + " " + die.kind() + " " + die.die()).toList(),
                    "the d20s the table's, the pool still ann's");
        }
    }
}
