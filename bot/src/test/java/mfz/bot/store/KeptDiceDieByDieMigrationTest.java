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
 * Migrations 24 and 25 on both stores: the dice that waited, an undo's row at a time, wait die by
 * die, the latest undo's first and each row's in its order, for the same roller, kept at the same
 * point, each for a kind of roll read from what it shows; a point's spent dice (waiting for nobody)
 * go, and so does a later row at a point whose first row of the same roller and kind still waits and
 * holds its dice already (the old `keep` grew it: copied too, they were handed out twice).
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
                    + "undone_at, waits_for) VALUES (7, %d, %d, 'ann', '[{\"n\":%1$d}]', '%s', 'x', %s)";
            statement.execute(String.format(row, 1, 5, "[\"B6\",\"d8R7\"]", "'ann'"));
            statement.execute(String.format(row, 2, 5, "[\"B6\",\"d8R7\"]", "NULL"));
            statement.execute(String.format(row, 3, -1, "[4,2]", "'ann'"));
            statement.execute(String.format(row, 4, 6, "[17]", "'@table'"));
            statement.execute(String.format(row, 5, 6, "[]", "'ann'"));
            statement.execute(String.format(row, 6, 8, "[\"B1\",\"B2\",\"R3\",\"R4\"]", "'ann'"));
            statement.execute(String.format(row, 7, 8, "[\"R3\",\"R4\"]", "'ann'"));
            // At 9: the first row there spent (it grew by the third's dice), a second still waiting, and the
            // third waiting too: the first, copied by nobody, holds them, so the third's stay (a review).
            statement.execute(String.format(row, 8, 9, "[\"W5\",\"G2\",\"Y4\"]", "NULL"));
            statement.execute(String.format(row, 9, 9, "[\"W5\"]", "'ann'"));
            statement.execute(String.format(row, 10, 9, "[\"G2\",\"Y4\"]", "'ann'"));
        }
        try (Database database = SchemaAt.open(dialect, url)) {
            assertEquals(Migrations.latest(), database.schemaVersion());
            GameStore store = new GameStore(database);
            assertEquals(List.of("ann pool G2", "ann pool Y4", "ann pool W5", "ann pool B1", "ann pool B2", "ann pool R3",
                    "ann pool R4", "@table initiative 17", "ann damage 4", "ann damage 2", "ann pool B6", "ann pool d8R7"),
                    store.keptDice(7).stream()
                    .map(die -> die.roller() + " " + die.kind() + " " + die.die()).toList(),
                    "the R3 and R4 of the later row at 8 once");
            assertEquals(List.of("B1", "B2", "R3", "R4", "4", "2"), store.origins().keptWaiting(7, 8).stream()
                    .filter(die -> !die.die().matches("[GYW]\\d")).map(GameStore.KeptDie::die).toList(),
                    "kept from event 8 on, or carried");
        }
    }
}
