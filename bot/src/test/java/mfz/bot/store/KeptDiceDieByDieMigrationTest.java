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
 * Migration 24 on both stores: the dice that waited, an undo's row at a time, wait die by die, the
 * latest undo's first and each row's in its order, for the same roller and kept at the same point;
 * a point's spent dice (waiting for nobody) go: the roll that took them holds them.
 */
class KeptDiceDieByDieMigrationTest {

    @TempDir
    Path dir;

    @ParameterizedTest
    @EnumSource(Dialect.class)
    void theWaitingRowsWaitDieByDieTheLatestUndosFirst(Dialect dialect) throws Exception {
        String url = SchemaAt.version(dialect, dir, "23");
        try (Connection connection = DriverManager.getConnection(url);
             Statement statement = connection.createStatement()) {
            statement.execute("INSERT INTO games (id, channel_id, host_user_id, status, created_at, version_offset) "
                    + "VALUES (7, 'c1', 'host', 'playing', 'x', 1)");
            String row = "INSERT INTO undone_commands (game_id, undo_seq, at_seq, actor_user_id, events, kept_rolls, "
                    + "undone_at, waits_for) VALUES (7, %d, %d, 'ann', '[]', '%s', 'x', %s)";
            statement.execute(String.format(row, 1, 5, "[\"B6\",\"d8R7\"]", "'ann'"));
            statement.execute(String.format(row, 2, 5, "[\"B6\",\"d8R7\"]", "NULL"));
            statement.execute(String.format(row, 3, -1, "[4,2]", "'ann'"));
            statement.execute(String.format(row, 4, 6, "[17]", "'@table'"));
            statement.execute(String.format(row, 5, 6, "[]", "'ann'"));
        }
        try (Database database = SchemaAt.open(dialect, url)) {
            assertEquals(Migrations.latest(), database.schemaVersion());
            GameStore store = new GameStore(database);
            assertEquals(List.of("@table 17", "ann 4", "ann 2", "ann B6", "ann d8R7"), store.keptDice(7, "ann").stream()
                    .map(die -> die.roller() + " " + die.die()).toList());
            assertEquals(List.of("2", "4", "17"), store.keptWaiting(7, 6).stream()
                    .map(kept -> kept.keptRolls().replaceAll("[\\[\\]\"]", "")).toList(),
                    "kept from event 6 on (the d20) or carried (the 4 and 2), not the pool kept at 5: "
                            + "the last to be taken first");
        }
    }
}
