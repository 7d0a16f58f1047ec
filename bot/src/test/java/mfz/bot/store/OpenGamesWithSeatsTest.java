package mfz.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The open games with a bot seat, in both stores alike: what the bot wakes after a restart. */
class OpenGamesWithSeatsTest {

    private static final Instant NOW = Instant.parse("2026-11-26T02:00:00Z");

    @TempDir
    Path dir;

    @ParameterizedTest
    @EnumSource(Dialect.class)
    void onlyOpenGamesWhereASeatJoinedAreListed(Dialect dialect) throws Exception {
        try (Database database = BothStores.open(dialect, dir)) {
            GameStore store = new GameStore(database);
            NewEvent seat = new NewEvent("player-joined", "{\"player\":\"bot-easy-1\",\"name\":\"Rook (bot)\"}");
            NewEvent person = new NewEvent("player-joined", "{\"player\":\"42\",\"name\":\"ann\"}");
            store.create("g", "with-seat", "42", null, List.of(person, seat), null, NOW);
            store.create("g", "people-only", "42", null, List.of(person), null, NOW);
            GameRecord ended = store.create("g", "ended", "42", null, List.of(person, seat), null, NOW);
            store.abandon(ended, NOW, null);
            assertEquals(List.of(new GameStore.OpenGameAt("g", "with-seat")), store.openGamesWithSeats());
        }
    }

    /**
     * Undo, undo, and the first command given again: the last change is a command, back at the
     * event number an undo once left, and the seat is woken. It was taken for "the last change was
     * an undo" (any kept undo at that number counted; only the newest says what happened last).
     */
    @ParameterizedTest
    @EnumSource(Dialect.class)
    void aGameBroughtBackByItsCommandAfterTwoUndosIsWoken(Dialect dialect) throws Exception {
        try (Database database = BothStores.open(dialect, dir)) {
            GameStore store = new GameStore(database);
            NewEvent seat = new NewEvent("player-joined", "{\"player\":\"bot-easy-1\",\"name\":\"Rook (bot)\"}");
            NewEvent person = new NewEvent("player-joined", "{\"player\":\"42\",\"name\":\"ann\"}");
            GameRecord game = store.create("g", "c", "42", null, List.of(person, seat), null, NOW);
            GameRecord c = store.append(game, 2, List.of(new NewEvent("t", "{}")), "42", null, null, GameStatus.LOBBY, NOW);
            GameRecord d = store.append(c, 3, List.of(new NewEvent("t", "{}")), "42", null, null, GameStatus.LOBBY, NOW);
            GameStore.UndoneCommand undone = new GameStore.UndoneCommand("42", null, "[]", List.of());
            GameRecord withoutD = store.undoLastCommand(d, 4, 3, GameStatus.LOBBY, undone, NOW);
            GameRecord withoutC = store.undoLastCommand(withoutD, 3, 2, GameStatus.LOBBY, undone, NOW);
            assertEquals(List.of(), store.openGamesWithSeats(), "the last change was an undo: the seat waits");
            store.append(withoutC, 2, List.of(new NewEvent("t", "{}")), "42", null, null, GameStatus.LOBBY, NOW);
            assertEquals(List.of(new GameStore.OpenGameAt("g", "c")), store.openGamesWithSeats(),
                    "the last change was a command: the seat is woken");
        }
    }
}
