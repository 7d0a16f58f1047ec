package mfz.bot.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.awt.AWTError;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import mfz.bot.core.PlayerError;
import mfz.bot.store.Database;
import mfz.bot.store.GameRecord;
import mfz.bot.store.GameStore;
import mfz.bot.store.StoreException;
import mfz.rules.dice.SeededDice;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.options.GameSize;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GameServiceTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-21T20:00:00Z"), ZoneOffset.UTC);

    @TempDir
    Path dir;

    private Database database;
    private GameService service;

    @BeforeEach
    void open() throws StoreException {
        database = Database.open(dir.resolve("mfz.db"));
        service = new GameService(new GameStore(database), new SeededDice(1), CLOCK);
    }

    @AfterEach
    void close() {
        database.close();
    }

    @Test
    void aGameOpenedInAChannelIsPlayedThereAndNowhereElse() {
        GameServiceCalls.open(service, "g", "c1", new Command.CreateGame("u1", "Vincent", GameSize.SKIRMISH), "i1");
        Applied joined = GameServiceCalls.execute(service, "c1", new Command.JoinGame("u2", "Meguey"), null, "i2");
        assertEquals(Phase.LOBBY, joined.after().phase());
        assertEquals(List.of("u1", "u2"), joined.after().players().stream().map(p -> p.id()).toList());
        assertTrue(service.game("c2").isEmpty());
        PlayerError none = assertThrows(PlayerError.class,
                () -> GameServiceCalls.execute(service, "c2", new Command.JoinGame("u2", "Meguey"), null, null));
        assertEquals("There is no game in this channel. Open one with `/game new size:skirmish`.", none.getMessage());
    }

    /**
     * Nothing stored is ever told as refused (the delivery audit, 2026-11-26): a reply that fails
     * to render after the command was stored comes back as StoredButUnshown, with what was stored,
     * not as a failure a front end would take for "nothing was changed".
     */
    @Test
    void aReplyThatFailsAfterTheStoreSaysTheCommandWasStored() {
        StoredButUnshown unshown = joinRenderedWith(new IllegalStateException("a renderer's bug"));
        assertEquals(List.of("u1", "u2"), unshown.applied().after().players().stream().map(p -> p.id()).toList());
        assertEquals(2, service.game("c1").orElseThrow().players().size(), "it was stored");
    }

    /**
     * An Error while rendering (a font missing for a map picture) is waited out like any failure:
     * the command is stored and said so (a reliability audit: it skipped the wait and the player
     * read "nothing was changed").
     */
    @Test
    void anErrorRenderingTheReplyStillSaysTheCommandWasStored() {
        StoredButUnshown unshown = joinRenderedWith(new AWTError("no fonts"));
        assertTrue(unshown.getCause() instanceof AWTError, unshown.toString());
        assertEquals(2, service.game("c1").orElseThrow().players().size(), "it was stored");
    }

    /** Vincent's game, Meguey's join stored, and its reply's rendering failing with this. */
    private StoredButUnshown joinRenderedWith(Throwable failure) {
        GameServiceCalls.open(service, "g", "c1", new Command.CreateGame("u1", "Vincent", GameSize.SKIRMISH), null);
        return assertThrows(StoredButUnshown.class,
                () -> service.execute("c1", game -> new Submission("c1", List.of(new Command.JoinGame("u2", "Meguey")),
                        null, null), BattleEnd.NONE, applied -> {
                            if (failure instanceof Error error) {
                                throw error;
                            }
                            throw (RuntimeException) failure;
                        }));
    }

    @Test
    void aSecondGameInTheSameChannelIsRefused() {
        GameServiceCalls.open(service, "g", "c1", new Command.CreateGame("u1", "Vincent", GameSize.SKIRMISH), null);
        PlayerError e = assertThrows(PlayerError.class,
                () -> GameServiceCalls.open(service, "g", "c1", new Command.CreateGame("u2", "Meguey", GameSize.BATTLE), null));
        assertTrue(e.getMessage().startsWith("This channel already has a game."), e.getMessage());
    }

    @Test
    void aRefusedCommandStoresAndChangesNothing() throws StoreException {
        GameServiceCalls.open(service, "g", "c1", new Command.CreateGame("u1", "Vincent", GameSize.SKIRMISH), null);
        Game before = service.game("c1").orElseThrow();
        int stored = new GameStore(database).events(service.record("c1").orElseThrow().id()).size();
        assertThrows(PlayerError.class, () -> GameServiceCalls.execute(service, "c1", new Command.SetSsrCount("u9", 4), null, null));
        assertEquals(before, service.game("c1").orElseThrow());
        assertEquals(stored, new GameStore(database).events(service.record("c1").orElseThrow().id()).size());
    }

    @Test
    void aRestartedBotResumesEveryGameExactlyWhereItWas() throws StoreException {
        GameServiceCalls.open(service, "g", "c1", new Command.CreateGame("u1", "Vincent", GameSize.SKIRMISH), null);
        GameServiceCalls.execute(service, "c1", new Command.JoinGame("u2", "Meguey"), null, null);
        GameServiceCalls.execute(service, "c1", new Command.SetSsrCount("u1", 5), null, null);
        Game before = service.game("c1").orElseThrow();
        database.close();
        database = Database.open(dir.resolve("mfz.db"));
        GameService restarted = new GameService(new GameStore(database), new SeededDice(2), CLOCK);
        assertEquals(before, restarted.game("c1").orElseThrow());
    }

    @Test
    void aLongGameLoadsFromItsSnapshotToTheSameState() throws StoreException {
        GameServiceCalls.open(service, "g", "c1", new Command.CreateGame("u1", "Vincent", GameSize.SKIRMISH), null);
        GameServiceCalls.execute(service, "c1", new Command.JoinGame("u2", "Meguey"), null, null);
        for (int i = 0; i < GameService.SNAPSHOT_EVERY + 10; i++) {
            GameServiceCalls.execute(service, "c1", new Command.SetSsrCount("u1", i % 9), null, null);
        }
        Game before = service.game("c1").orElseThrow();
        service.forgetResidentGames();
        assertEquals(before, service.game("c1").orElseThrow());
        assertTrue(new GameStore(database).loadOpen("c1").orElseThrow().eventsAfterSnapshot().size()
                < GameService.SNAPSHOT_EVERY, "only the events after the snapshot are read");
    }

    @Test
    void aSnapshotOfAnOlderShapeIsIgnoredAndTheWholeLogReplayed() throws Exception {
        GameServiceCalls.open(service, "g", "c1", new Command.CreateGame("u1", "Vincent", GameSize.SKIRMISH), null);
        GameServiceCalls.execute(service, "c1", new Command.JoinGame("u2", "Meguey"), null, null);
        GameServiceCalls.execute(service, "c1", new Command.SetSsrCount("u1", 5), null, null);
        Game before = service.game("c1").orElseThrow();
        // Snapshots used to hold the game's fields flat, before they were grouped by phase.
        GameJson json = new GameJson();
        ObjectNode flat = json.mapper().createObjectNode();
        json.mapper().readTree(json.state(before)).properties().forEach(field -> {
            if (field.getValue().isObject() && List.of("lobby", "bidding", "deploying", "combat").contains(field.getKey())) {
                flat.setAll((ObjectNode) field.getValue());
            } else {
                flat.set(field.getKey(), field.getValue());
            }
        });
        String old = json.mapper().writeValueAsString(flat);
        assertThrows(JsonProcessingException.class, () -> json.game(old));
        GameStore store = new GameStore(database);
        GameRecord stored = store.loadOpen("c1").orElseThrow().game();
        store.saveSnapshot(stored.id(), stored.lastSeq(), old, CLOCK.instant());
        assertTrue(store.loadOpen("c1").orElseThrow().eventsAfterSnapshot().isEmpty(), "the old snapshot is the latest");
        service.forgetResidentGames();
        assertEquals(before, service.game("c1").orElseThrow());
    }

    @Test
    void theVersionNeverRepeatsEvenWhenAnUndoTakesTheEventsBack() {
        GameServiceCalls.open(service, "g", "c1", new Command.CreateGame("u1", "Vincent", GameSize.SKIRMISH), null);
        GameServiceCalls.execute(service, "c1", new Command.JoinGame("u2", "Meguey"), null, null);
        long joined = service.version("c1").orElseThrow();
        GameServiceCalls.execute(service, "c1", new Command.SetSsrCount("u1", 5), null, null);
        long withFive = service.version("c1").orElseThrow();
        service.undo("c1", null, null);
        long undone = service.version("c1").orElseThrow();
        GameServiceCalls.execute(service, "c1", new Command.SetSsrCount("u1", 6), null, null);
        long withSix = service.version("c1").orElseThrow();
        assertTrue(joined < withFive && withFive < undone && undone < withSix,
                joined + " " + withFive + " " + undone + " " + withSix);
        service.forgetResidentGames();
        assertEquals(withSix, service.version("c1").orElseThrow(), "the version is stored");
    }

    @Test
    void aStoredInteractionIsRecognised() {
        GameServiceCalls.open(service, "g", "c1", new Command.CreateGame("u1", "Vincent", GameSize.SKIRMISH), "i-1");
        assertTrue(service.alreadyHandled("i-1"));
        assertTrue(!service.alreadyHandled("i-2"));
    }

    @Test
    void theVersionGrowsWithEachAcceptedCommandAndARepeatedInteractionIsNotAppliedAgain() {
        assertTrue(service.version("c1").isEmpty(), "no game, no version");
        GameServiceCalls.open(service, "g", "c1", new Command.CreateGame("u1", "Vincent", GameSize.SKIRMISH), "i-1");
        long opened = service.version("c1").orElseThrow();

        GameServiceCalls.execute(service, "c1", new Command.JoinGame("u2", "Alice"), null, "i-2");
        long joined = service.version("c1").orElseThrow();
        assertTrue(joined > opened);

        service.forgetResidentGames();
        PlayerError repeat = assertThrows(PlayerError.class,
                () -> GameServiceCalls.execute(service, "c1", new Command.LeaveGame("u2"), null, "i-2"));
        assertEquals("That was already done, so nothing more was done.", repeat.getMessage());
        assertEquals(joined, service.version("c1").orElseThrow(), "nothing stored");
        assertThrows(PlayerError.class, () -> GameServiceCalls.open(service, "g", "c2",
                new Command.CreateGame("u1", "Vincent", GameSize.SKIRMISH), "i-1"));
    }

    // The game's watcher (the reminders) is told of each stored change without the command waiting
    // for it: its reads and writes are off the reply's path, each game's changes still in order.

    @Test
    void aCommandReturnsWhileItsWatcherIsStillBusy() throws InterruptedException {
        CountDownLatch release = new CountDownLatch(1);
        List<String> told = new CopyOnWriteArrayList<>();
        service.watch((record, after, actor) -> {
            try {
                release.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            told.add(actor);
        });

        GameServiceCalls.open(service, "g", "c1", new Command.CreateGame("u1", "Vincent", GameSize.SKIRMISH), null);
        GameServiceCalls.execute(service, "c1", new Command.JoinGame("u2", "Meguey"), null, null);

        assertEquals(List.of(), told, "both commands returned before the watcher was done with the first");
        release.countDown();
        service.settleWatcher();
        assertEquals(List.of("u1", "u2"), told, "told once each, in the order they were stored");
    }

    @Test
    void eachGamesChangesAreToldInOrderAndAFailureDoesNotStopTheNext() {
        List<String> told = new CopyOnWriteArrayList<>();
        service.watch((record, after, actor) -> {
            told.add(record.channelId() + ":" + actor + ":" + after.players().size());
            if ("u2".equals(actor) && record.channelId().equals("c1")) {
                throw new IllegalStateException("a reminder's store failed");
            }
        });

        GameServiceCalls.open(service, "g", "c1", new Command.CreateGame("u1", "Vincent", GameSize.SKIRMISH), null);
        GameServiceCalls.open(service, "g", "c2", new Command.CreateGame("u5", "Ann", GameSize.SKIRMISH), null);
        GameServiceCalls.execute(service, "c1", new Command.JoinGame("u2", "Meguey"), null, null);
        GameServiceCalls.execute(service, "c2", new Command.JoinGame("u6", "Bo"), null, null);
        GameServiceCalls.execute(service, "c1", new Command.JoinGame("u3", "Joe"), null, null);
        service.settleWatcher();

        assertEquals(List.of("c1:u1:1", "c1:u2:2", "c1:u3:3"),
                told.stream().filter(line -> line.startsWith("c1:")).toList());
        assertEquals(List.of("c2:u5:1", "c2:u6:2"), told.stream().filter(line -> line.startsWith("c2:")).toList());
    }
}
