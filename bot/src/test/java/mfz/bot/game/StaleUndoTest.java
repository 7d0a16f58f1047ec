package mfz.bot.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import mfz.bot.commands.Features;
import mfz.bot.core.Caller;
import mfz.bot.core.CommandRouter;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.store.BothStores;
import mfz.bot.store.Database;
import mfz.bot.store.Dialect;
import mfz.bot.store.GameRecord;
import mfz.bot.store.GameStatus;
import mfz.bot.store.GameStore;
import mfz.bot.store.NewEvent;
import mfz.bot.store.SavedCompanyStore;
import mfz.bot.store.StoreException;
import mfz.bot.store.StoredEvent;
import mfz.rules.dice.SeededDice;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * An undo from a process whose cached game is out of date takes back the game's real last
 * command, the one its reply names, on both stores: a compare-and-delete on the last command
 * as read, never the cached command number.
 */
class StaleUndoTest {

    @TempDir
    Path dir;

    private Database open(Dialect dialect) throws Exception {
        return BothStores.open(dialect, dir);
    }

    @ParameterizedTest
    @EnumSource(Dialect.class)
    void anUndoFromTheStaleSideTakesBackTheCommandItNames(Dialect dialect) throws Exception {
        try (Database database = open(dialect)) {
            // Two processes: each its own service and cache, one store.
            CommandRouter one = router(database);
            CommandRouter other = router(database);
            assertFalse(route(one, "vincent", "game new", Map.of("size", "skirmish")).ephemeral());
            assertFalse(route(one, "bob", "game join", Map.of()).ephemeral());
            // The other process stores carl's join: the first one's cache still ends at bob's.
            assertFalse(route(other, "carl", "game join", Map.of()).ephemeral());

            Reply undo = route(one, "vincent", "game undo", Map.of());
            assertTrue(undo.content().contains("took back") && undo.content().contains("carl"), undo.content());
            assertFalse(undo.content().contains("bob"), undo.content());

            GameStore store = new GameStore(database);
            GameRecord game = store.loadOpen("c").orElseThrow().game();
            List<StoredEvent> events = store.events(game.id());
            for (int i = 0; i < events.size(); i++) {
                assertEquals(i + 1, events.get(i).seq(), "no gap in the event numbers: " + events);
            }
            assertTrue(events.stream().anyMatch(e -> e.payload().contains("\"bob\"")), "bob's join stays");
            assertFalse(events.stream().anyMatch(e -> e.payload().contains("\"carl\"")), "carl's join is gone");
            GameService fresh = new GameService(store, new SeededDice(1), Clock.systemUTC());
            assertTrue(fresh.game("c").orElseThrow().player("bob").isPresent());
            assertTrue(fresh.game("c").orElseThrow().player("carl").isEmpty());
        }
    }

    /** The store's own check: an undo of a command that is no longer the last deletes nothing. */
    @ParameterizedTest
    @EnumSource(Dialect.class)
    void theStoreTakesBackOnlyTheLastCommandAsRead(Dialect dialect) throws Exception {
        try (Database database = open(dialect)) {
            GameStore store = new GameStore(database);
            Instant now = Instant.EPOCH;
            GameRecord opened = store.create("g", "c", "host", null, List.of(new NewEvent("t", "{}")), null, now);
            GameRecord second = store.append(opened, 1, List.of(new NewEvent("t", "{\"n\":2}")), "host", null, null,
                    GameStatus.LOBBY, now, null);
            GameRecord third = store.append(second, 2, List.of(new NewEvent("t", "{\"n\":3}")), "host", null, null,
                    GameStatus.LOBBY, now, null);
            StoreException stale = assertThrows(StoreException.class, () -> store.undoLastCommand(second, 2, 2,
                    GameStatus.LOBBY, new GameStore.UndoneCommand("host", null, "[]", List.of()), now));
            assertInstanceOf(StoreException.GameChanged.class, stale);
            assertEquals(3, store.events(opened.id()).size(), "nothing was taken back");
            GameRecord undone = store.undoLastCommand(third, 3, 3, GameStatus.LOBBY,
                    new GameStore.UndoneCommand("host", null, "[]", List.of()), now);
            assertEquals(2, undone.lastSeq());
            assertEquals(third.version() + 1, undone.version(), "the version moves on");
        }
    }

    private static CommandRouter router(Database database) {
        GameService games = new GameService(new GameStore(database), new SeededDice(1), Clock.systemUTC());
        return Features.router(new SeededDice(1), games,
                new SavedCompanies(new SavedCompanyStore(database), Clock.systemUTC()));
    }

    private static Reply route(CommandRouter router, String user, String command, Map<String, String> options) {
        return router.route(new Request(null, "g", "c", new Caller(user, user, false), command, options));
    }
}
