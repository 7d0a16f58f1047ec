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
            assertEquals(List.of(new GameStore.SeatedGame("g", "with-seat")), store.openGamesWithSeats());
        }
    }
}
