package mfz.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Migration 2 on a file written by the first schema: every game keeps its version (so the
 * buttons already posted keep working, and older ones stay refused), its last event and
 * command, and the interactions stored so far still count as done.
 */
class LeanAppendsMigrationTest {

    private static final Instant NOW = Instant.parse("2026-11-21T20:00:00Z");

    @TempDir
    Path dir;

    @Test
    void gamesKeepTheirVersionsLastEventsAndInteractions() throws Exception {
        Path file = dir.resolve("mfz.db");
        try (Connection connection = PreFlywayDatabase.create(file, 1);
             Statement statement = connection.createStatement()) {
            // Three commands (two of two events, each event carrying its interaction), and one undo: version 4.
            statement.execute("INSERT INTO games (id, channel_id, host_user_id, status, created_at, last_seq, version) "
                    + "VALUES (7, 'c1', 'u1', 'playing', 'x', 5, 4)");
            String[][] events = {{"1", "1", "i-1"}, {"2", "1", "i-1"}, {"3", "2", "i-2"}, {"4", "3", "i-3"},
                    {"5", "3", "i-3"}};
            for (String[] e : events) {
                statement.execute("INSERT INTO events (game_id, seq, command_seq, type, payload, actor_user_id, "
                        + "interaction_id, created_at) VALUES (7, " + e[0] + ", " + e[1] + ", 't', '{}', 'u1', '"
                        + e[2] + "', '2026-11-01T10:00:00Z')");
            }
        }
        try (Database database = Database.open(file)) {
            assertEquals(Migrations.latest(), database.schemaVersion());
            GameStore store = new GameStore(database);
            GameRecord game = store.loadOpen("c1").orElseThrow().game();
            assertEquals(4, game.version(), "the version stays what it was");
            assertEquals(5, game.lastSeq());
            assertEquals(3, game.lastCommand());
            assertTrue(store.seenInteraction("i-3"));

            StoreException repeat = assertThrows(StoreException.class, () -> store.append(game, 5,
                    List.of(new NewEvent("t", "{}")), "u1", null, "i-3", GameStatus.PLAYING, NOW));
            assertInstanceOf(StoreException.InteractionAlreadyStored.class, repeat);

            GameRecord next = store.append(game, 5, List.of(new NewEvent("t", "{}"), new NewEvent("t", "{}")), "u1",
                    null, "i-4", GameStatus.PLAYING, NOW);
            assertEquals(4, next.lastCommand());
            assertEquals(6, next.version(), "two events on: the version moves on by two");
            GameRecord undone = store.undoLastCommand(next, 7, 4, GameStatus.PLAYING,
                    new GameStore.UndoneCommand("p1", null, "[]", List.of()), Instant.EPOCH);
            assertEquals(7, undone.version(), "an undo moves the version on too");
            assertEquals(5, undone.lastSeq());
            assertEquals(undone, store.loadOpen("c1").orElseThrow().game());
        }
    }
}
