package mfz.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** On SQLite; {@link GameStoreOnPostgresqlTest} runs the same tests on PostgreSQL. */
class GameStoreTest {

    private static final Instant NOW = Instant.parse("2026-11-21T20:00:00Z");

    @TempDir
    Path dir;

    private Database database;
    private GameStore store;

    @BeforeEach
    void open() throws Exception {
        database = openDatabase();
        store = new GameStore(database);
    }

    /** A new, empty store; the same one again after {@link #reopen()}. */
    Database openDatabase() throws Exception {
        return Database.open(dir.resolve("mfz.db"));
    }

    /** Opens the same store again, as a restarted bot would. */
    Database reopen() throws Exception {
        return Database.open(dir.resolve("mfz.db"));
    }

    @AfterEach
    void close() {
        if (database != null) {
            database.close();
        }
    }

    /** An imported game's seats to take are stored with it, taken one by one, and read again after a restart. */
    @Test
    void anImportedGamesSeatsAreTakenOneByOneAndKeptAcrossARestart() throws Exception {
        GameRecord game = store.createFromHistory("g1", "c1", "u1", List.of(new GameStore.HistoryCommand("u1", null,
                List.of(new NewEvent("created", "{}")))), GameStatus.PLAYING, Set.of("u2", "u3"), NOW);
        assertEquals(Set.of("u2", "u3"), game.seatsToTake());
        assertEquals(game, store.loadOpen("c1").orElseThrow().game());
        GameRecord taken = store.takeSeat(game, "u2");
        assertEquals(Set.of("u3"), taken.seatsToTake());
        assertEquals(Set.of("u3"), store.takeSeat(game, "u9").seatsToTake(), "a seat nobody kept: no change");
        database.close();
        database = reopen();
        store = new GameStore(database);
        assertEquals(Set.of("u3"), store.loadOpen("c1").orElseThrow().game().seatsToTake());
        assertEquals(Set.of(), store.takeSeat(taken, "u3").seatsToTake());
        assertEquals(Set.of(), store.seatsToTake(game.id()));
    }

    @Test
    void aNewGameStartsInTheLobbyWithAnEmptyLog() throws StoreException {
        GameRecord game = store.create("g1", "c1", "u1", null, List.of(), null, NOW);
        LoadedGame loaded = store.loadOpen("c1").orElseThrow();
        assertEquals(game, loaded.game());
        assertEquals(GameStatus.LOBBY, loaded.game().status());
        assertNull(loaded.snapshot());
        assertEquals(List.of(), loaded.eventsAfterSnapshot());
        assertTrue(store.loadOpen("c2").isEmpty(), "another channel has no game");
    }

    @Test
    void nothingIsAppendedToAGameClosedMeanwhile() throws StoreException {
        GameRecord game = store.create("g1", "c1", "u1", null, List.of(new NewEvent("created", "{}")), null, NOW);
        store.abandon(game, NOW, null);
        StoreException refused = assertThrows(StoreException.GameNotOpen.class, () -> store.append(game,
                game.lastSeq(), List.of(new NewEvent("joined", "{}")), "u2", null, "i-1", GameStatus.LOBBY, NOW));
        assertEquals("game " + game.id() + " is no longer open", refused.getMessage());
        assertEquals(List.of("created"), store.events(game.id()).stream().map(StoredEvent::type).toList());
        assertFalse(store.seenInteraction("i-1"));
        // nor abandoned twice: from another channel (/campaign abandon), the second would have told its campaign
        assertThrows(StoreException.GameNotOpen.class, () -> store.abandon(game, NOW, null));
        assertTrue(store.loadOpen("c1").isEmpty(), "the game stays abandoned");
    }

    @Test
    void theOpeningCommandsEventsAreStoredWithTheGame() throws StoreException {
        GameRecord game = store.create("g1", "c1", "u1", null,
                List.of(new NewEvent("created", "{}"), new NewEvent("joined", "{}")), "i-0", NOW);
        assertEquals(2, game.lastSeq());
        LoadedGame loaded = store.loadOpen("c1").orElseThrow();
        assertEquals(List.of("created", "joined"), loaded.eventsAfterSnapshot().stream().map(StoredEvent::type).toList());
        assertEquals(List.of(1L, 1L), loaded.eventsAfterSnapshot().stream().map(StoredEvent::commandSeq).toList());
        assertTrue(store.seenInteraction("i-0"));
    }

    @Test
    void aCommandsEventsAreAppendedTogetherInOrder() throws StoreException {
        GameRecord game = store.create("g1", "c1", "u1", null, List.of(), null, NOW);
        game = store.append(game, 0, List.of(new NewEvent("a", "{\"n\":1}"), new NewEvent("b", "{\"n\":2}")),
                "u1", null, "i-1", GameStatus.LOBBY, NOW);
        game = store.append(game, 2, List.of(new NewEvent("c", "{\"n\":3}")), "u1", "u2", "i-2", GameStatus.PLAYING, NOW);
        assertEquals(3, game.lastSeq());
        List<StoredEvent> events = store.events(game.id());
        assertEquals(List.of(1L, 2L, 3L), events.stream().map(StoredEvent::seq).toList());
        assertEquals(List.of(1L, 1L, 2L), events.stream().map(StoredEvent::commandSeq).toList());
        assertEquals("u2", events.get(2).onBehalfOf());
        assertEquals(NOW, events.get(0).createdAt());
        assertEquals(GameStatus.PLAYING, store.loadOpen("c1").orElseThrow().game().status());
    }

    /**
     * An undone command's dice wait, die by die, each for its roll (whose, and which kind), at
     * whatever point it comes (docs/rules.md, "Undo"): a roll takes only the dice it shows, and a
     * later undo's dice wait in front of the older ones. An export reads those kept from a point on,
     * and whether the game once held a command.
     */
    @Test
    void anUndoneCommandsDiceWaitForTheirRoll() throws StoreException {
        GameRecord game = store.create("g1", "c1", "host", null, List.of(new NewEvent("created", "{}")), null, NOW);
        game = store.append(game, 1, List.of(new NewEvent("rolled", "{}")), "host", "ann", null, GameStatus.PLAYING,
                NOW);
        game = store.undoLastCommand(game, 2, 2, GameStatus.PLAYING, new GameStore.UndoneCommand("host", null,
                "[{\"n\":1}]", List.of(die("ann", "pool", "B4"), die("bob", "damage", "2"))), NOW);
        assertEquals(List.of("ann pool B4", "bob damage 2"), kept(game), "each die for its roller and kind");
        game = store.appending(game, 1, List.of(new NewEvent("bob-rolled", "{}")), "bob", null, null,
                GameStatus.PLAYING, NOW, null, null, List.of()).outcome();
        assertEquals(List.of("ann pool B4", "bob damage 2"), kept(game), "a roll that took none");
        long blue = store.keptDice(game.id()).getFirst().place();
        game = store.appending(game, 2, List.of(new NewEvent("ann-rolled", "{}")), "ann", null, null,
                GameStatus.PLAYING, NOW, null, null, List.of(blue)).outcome();
        assertEquals(List.of("bob damage 2"), kept(game), "her roll took the blue");
        GameRecord twice = game;
        assertThrows(StoreException.class, () -> store.appending(twice, 3, List.of(new NewEvent("again", "{}")),
                "ann", null, null, GameStatus.PLAYING, NOW, null, null, List.of(blue)).outcome(),
                "a die taken already is never taken again: the append is refused whole");
        assertEquals(3, store.events(game.id()).size());
        game = store.undoLastCommand(game, 3, 3, GameStatus.PLAYING, new GameStore.UndoneCommand("ann", null,
                "[{\"n\":3}]", List.of(die("ann", "pool", "B4"), die("ann", "pool", "d8R7"))), NOW);
        assertEquals(List.of("ann pool B4", "ann pool d8R7", "bob damage 2"), kept(game), "the latest undo's in front");
        assertEquals(List.of("B4", "d8R7"), store.origins().keptWaiting(game.id(), 2).stream()
                .map(GameStore.KeptDie::die).toList(), "those kept from event 2 on");
        assertTrue(store.origins().tookBack(game.id(), 2, "[{\"n\":3}]"),
                "the game once held that command after event 2");
        assertFalse(store.origins().tookBack(game.id(), 2, "[{\"n\":1}]"));
        assertEquals(Optional.of(game.id()), store.origins().lineage(game.id()), "a game opened here begins its line");
        assertEquals(3, store.origins().keptWaiting(game.id(), 0).size());
    }

    /**
     * A round's initiative d20s are the table's: they wait for the next round's start, whoever's
     * command starts it (a review: a player's pool took their values), and come back when it is
     * taken back.
     */
    @Test
    void theTablesKeptDiceWaitForTheTable() throws StoreException {
        GameRecord game = store.create("g1", "c1", "host", null, List.of(new NewEvent("created", "{}")), null, NOW);
        game = store.append(game, 1, List.of(new NewEvent("initiative-rolled", "{}")), "ann", null, null,
                GameStatus.PLAYING, NOW);
        List<GameStore.KeptDie> d20s = List.of(die(GameStore.TABLE, "initiative", "17"),
                die(GameStore.TABLE, "initiative", "3"));
        game = store.undoLastCommand(game, 2, 2, GameStatus.PLAYING, new GameStore.UndoneCommand("ann", null,
                "[{\"type\":\"initiative-rolled\"}]", d20s), "undo-1", "host", NOW);
        // The undo's own interaction is remembered: delivered again, it is a repeat, whatever else refuses it.
        assertTrue(store.seenInteraction("undo-1"));
        // And who asked for it, for the log (migration 021).
        assertEquals(List.of(new GameStore.Undone("host", NOW, "ann", "[{\"type\":\"initiative-rolled\"}]")),
                store.undos(game.id()));
        GameRecord undoneOnce = game;
        assertThrows(StoreException.InteractionAlreadyStored.class, () -> store.undoLastCommand(undoneOnce, 1, 1,
                GameStatus.PLAYING, new GameStore.UndoneCommand("host", null, "[]", List.of()), "undo-1", "host", NOW));
        assertEquals(List.of("@table initiative 17", "@table initiative 3"), kept(game));
        List<Long> both = store.keptDice(game.id()).stream().map(GameStore.KeptDie::place).toList();
        game = store.appending(game, 1, List.of(new NewEvent("initiative-rolled", "{}")), "bob", null, null,
                GameStatus.PLAYING, NOW, null, null, both).outcome();
        assertEquals(List.of(), kept(game), "taken");
        game = store.undoLastCommand(game, 2, 2, GameStatus.PLAYING, new GameStore.UndoneCommand("bob", null,
                "[{\"type\":\"initiative-rolled\"}]", d20s), NOW);
        assertEquals(List.of("@table initiative 17", "@table initiative 3"), kept(game), "back, once");
    }

    private static GameStore.KeptDie die(String roller, String kind, String die) {
        return GameStore.KeptDie.of(roller, kind, die);
    }

    private List<String> kept(GameRecord game) throws StoreException {
        return store.keptDice(game.id()).stream().map(die -> die.roller() + " " + die.kind() + " " + die.die())
                .toList();
    }

    /**
     * A game opened or imported where another process opened one a moment before (its cache still
     * saw none) is refused as that, not as a failure of the store (an audit of two processes).
     */
    @Test
    void aSecondOpenGameInAChannelIsRefusedAsTaken() throws StoreException {
        store.create("g", "busy", "u1", null, List.of(new NewEvent("created", "{}")), null, NOW);
        assertThrows(StoreException.ChannelTaken.class, () -> store.create("g", "busy", "u2", null,
                List.of(new NewEvent("created", "{}")), null, NOW));
        assertThrows(StoreException.ChannelTaken.class, () -> store.createFromHistory("g", "busy", "u2", List.of(
                new GameStore.HistoryCommand("u2", null, List.of(new NewEvent("created", "{}")))), GameStatus.PLAYING,
                Set.of(), false, List.of(), null, NOW));
    }

    /**
     * The games an import may come from are found by their start, in any server or at the console
     * (no server: a sealed file imported into another server re-rolled all since, an adversarial
     * audit); an import carrying kept dice counts as undone, so its commands read them; each game
     * says the line it belongs to, its own unless it carries on a sealed file's (migration 26).
     */
    @Test
    void anImportFindsTheGamesThatStartedAsItsFileAndCarriesTheirDice() throws StoreException {
        NewEvent started = new NewEvent("game-started", "{\"n\":7}");
        for (String guild : Arrays.asList("g1", null)) {
            GameRecord source = store.create(guild, "c-" + guild, "u1", null, List.of(new NewEvent("created", "{}")),
                    null, NOW);
            source = store.append(source, 1, List.of(started), "u1", null, null, GameStatus.PLAYING, NOW);
            assertEquals(new ExportedFrom.StartedAlike(source.id(), true, false, null, source.id()),
                    store.origins().gamesStartedWith(started).getLast(), "server " + guild);
            store.abandon(source, NOW, null);
            assertEquals(new ExportedFrom.StartedAlike(source.id(), false, false, null, source.id()),
                    store.origins().gamesStartedWith(started).getLast(), "ended: an import may come from it");
            GameRecord imported = store.createFromHistory(guild, "d-" + guild, "u1", List.of(
                    new GameStore.HistoryCommand("u1", null, List.of(new NewEvent("created", "{}"))),
                    new GameStore.HistoryCommand("u1", null, List.of(started))), GameStatus.PLAYING,
                    Set.of(), true, List.of(die("ann", "damage", "5")), null, NOW);
            assertFalse(imported.neverUndone(), "carrying dice, it reads them");
            assertEquals(new ExportedFrom.StartedAlike(imported.id(), true, true, 2L, imported.id()),
                    store.origins().gamesStartedWith(started).getLast(), "restored from a file without the seal");
            assertEquals(List.of("ann damage 5"), kept(imported));
            assertEquals("5", store.origins().keptWaiting(imported.id(), 0).getFirst().die(), "carried");
        }
        assertEquals(4, store.origins().gamesStartedWith(started).size(), "both servers' games, oldest first");
    }

    /**
     * A channel's next game goes on counting versions above its last one's, so a button left on a
     * card of the earlier game never matches the later game's version (a trust audit, 2026-11-26:
     * each game counted from 1 again, and an old card's button worked once the new game got there).
     */
    @Test
    void aChannelsNextGameCountsItsVersionsAboveTheLastOnes() throws StoreException {
        GameRecord first = store.create("g1", "c1", "u1", null, List.of(new NewEvent("created", "{}")), null, NOW);
        first = store.append(first, 1, List.of(new NewEvent("a", "{}"), new NewEvent("b", "{}")), "u1", null, null,
                GameStatus.LOBBY, NOW);
        long reached = first.version();
        store.abandon(first, NOW, null);
        GameRecord second = store.create("g1", "c1", "u1", null, List.of(new NewEvent("created", "{}")), null, NOW);
        assertTrue(second.version() > reached, second.version() + " after " + reached);
        assertEquals(second.version(), store.loadOpen("c1").orElseThrow().game().version(), "as stored");
        store.abandon(second, NOW, null);
        GameRecord elsewhere = store.create("g1", "c2", "u1", null, List.of(new NewEvent("created", "{}")), null, NOW);
        assertEquals(1, elsewhere.version(), "another channel counts its own");
        GameRecord imported = store.createFromHistory("g1", "c1", "u1", List.of(new GameStore.HistoryCommand("u1", null,
                List.of(new NewEvent("created", "{}")))), GameStatus.LOBBY, Set.of(), NOW);
        assertTrue(imported.version() > second.version(), "an import too");
        assertEquals(imported.version(), store.loadOpen("c1").orElseThrow().game().version());
        // Its offset starts a block: nothing of it undone yet, so its commands skip the reads an
        // undone game needs (a review: any offset but 0 had read as undone).
        assertTrue(second.neverUndone() && imported.neverUndone(), "offsets " + second.versionOffset() + ", "
                + imported.versionOffset());
        GameRecord undone = store.undoLastCommand(store.append(imported, 1, List.of(new NewEvent("a", "{}")), "u1",
                null, null, GameStatus.LOBBY, NOW), 2, 2, GameStatus.LOBBY,
                new GameStore.UndoneCommand("u1", null, "[]", List.of()), NOW);
        assertFalse(undone.neverUndone(), "after an undo, offset " + undone.versionOffset());
        assertTrue(undone.version() > imported.version() + 1, "versions still move forward");
    }

    @Test
    void aStaleWriteIsRefusedWhole() throws StoreException {
        GameRecord game = store.create("g1", "c1", "u1", null, List.of(), null, NOW);
        GameRecord after = store.append(game, 0, List.of(new NewEvent("a", "{}")), "u1", null, null, GameStatus.LOBBY, NOW);
        StoreException e = assertThrows(StoreException.GameChanged.class, () -> store.append(after, 0,
                List.of(new NewEvent("b", "{}"), new NewEvent("c", "{}")), "u1", null, null, GameStatus.LOBBY, NOW));
        assertTrue(e.getCause().getMessage().contains("changed since event 0"), e.getCause().getMessage());
        assertEquals(1, store.events(game.id()).size(), "nothing of the refused write was kept");
    }

    @Test
    void anInteractionIsRememberedOnceStored() throws StoreException {
        GameRecord game = store.create("g1", "c1", "u1", null, List.of(), null, NOW);
        assertFalse(store.seenInteraction("i-9"));
        store.append(game, 0, List.of(new NewEvent("a", "{}")), "u1", null, "i-9", GameStatus.LOBBY, NOW);
        assertTrue(store.seenInteraction("i-9"));
        assertFalse(store.seenInteraction(null));
    }

    @Test
    void anInteractionStoredOnceCantBeStoredAgainAndNothingOfTheRepeatIsKept() throws StoreException {
        GameRecord game = store.create("g1", "c1", "u1", null, List.of(new NewEvent("created", "{}")), "i-0", NOW);
        GameRecord after = store.append(game, 1, List.of(new NewEvent("a", "{}"), new NewEvent("b", "{}")), "u1",
                null, "i-1", GameStatus.LOBBY, NOW);
        StoreException repeat = assertThrows(StoreException.class, () -> store.append(after, 3,
                List.of(new NewEvent("c", "{}")), "u1", null, "i-1", GameStatus.PLAYING, NOW));
        assertTrue(repeat instanceof StoreException.InteractionAlreadyStored, repeat.toString());
        assertEquals(3, store.events(game.id()).size(), "nothing of the repeat was kept");
        assertEquals(GameStatus.LOBBY, store.loadOpen("c1").orElseThrow().game().status());
        assertThrows(StoreException.InteractionAlreadyStored.class,
                () -> store.create("g1", "c2", "u1", null, List.of(new NewEvent("created", "{}")), "i-0", NOW));
        assertTrue(store.loadOpen("c2").isEmpty(), "the repeated opening opened nothing");
    }

    @Test
    void loadingReadsOnlyTheEventsAfterTheSnapshot() throws StoreException {
        GameRecord game = store.create("g1", "c1", "u1", null, List.of(), null, NOW);
        game = store.append(game, 0, List.of(new NewEvent("a", "{}"), new NewEvent("b", "{}")), "u1", null, null,
                GameStatus.PLAYING, NOW);
        store.saveSnapshot(game.id(), 2, "{\"state\":2}", NOW);
        store.append(game, 2, List.of(new NewEvent("c", "{}")), "u1", null, null, GameStatus.PLAYING, NOW);
        LoadedGame loaded = store.loadOpen("c1").orElseThrow();
        assertEquals(new LoadedGame.Snapshot(2, "{\"state\":2}"), loaded.snapshot());
        assertEquals(List.of("c"), loaded.eventsAfterSnapshot().stream().map(StoredEvent::type).toList());
        store.saveSnapshot(game.id(), 3, "{\"state\":3}", NOW);
        assertEquals(3, store.loadOpen("c1").orElseThrow().snapshot().seq(), "the newer snapshot replaces the old");
    }

    @Test
    void aSnapshotGivenWithACommandIsStoredWithItOrNotAtAll() throws StoreException {
        GameRecord game = store.create("g1", "c1", "u1", null, List.of(), null, NOW);
        GameRecord after = store.append(game, 0, List.of(new NewEvent("a", "{}"), new NewEvent("b", "{}")), "u1",
                null, null, GameStatus.PLAYING, NOW, "{\"state\":2}");
        assertEquals(new LoadedGame.Snapshot(2, "{\"state\":2}"), store.loadOpen("c1").orElseThrow().snapshot());
        assertThrows(StoreException.class, () -> store.append(after, 0, List.of(new NewEvent("c", "{}")), "u1",
                null, null, GameStatus.PLAYING, NOW, "{\"state\":3}"));
        assertEquals(2, store.loadOpen("c1").orElseThrow().snapshot().seq(), "a refused append keeps no snapshot");
    }

    @Test
    void aFinishedGameFreesItsChannelAndSurvivesReopening() throws Exception {
        GameRecord game = store.create("g1", "c1", "u1", null, List.of(), null, NOW);
        store.append(game, 0, List.of(new NewEvent("end", "{}")), "u1", null, null, GameStatus.FINISHED, NOW);
        assertTrue(store.loadOpen("c1").isEmpty());
        GameRecord next = store.create("g1", "c1", "u2", null, List.of(), null, NOW);
        database.close();
        database = reopen();
        store = new GameStore(database);
        assertEquals(next.id(), store.loadOpen("c1").orElseThrow().game().id());
        assertEquals(1, store.events(game.id()).size());
    }

    @Test
    void aSecondOpenGameInAChannelIsRefused() throws StoreException {
        store.create("g1", "c1", "u1", null, List.of(), null, NOW);
        assertThrows(StoreException.class, () -> store.create("g1", "c1", "u2", null, List.of(), null, NOW));
    }
}
