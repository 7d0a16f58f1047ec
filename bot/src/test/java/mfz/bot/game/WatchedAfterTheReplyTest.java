package mfz.bot.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import mfz.bot.store.Database;
import mfz.bot.store.GameStore;
import mfz.bot.store.StoreException;
import mfz.rules.dice.SeededDice;
import mfz.rules.game.Command;
import mfz.rules.options.GameSize;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The game's watcher (the reminders) is told of each stored change after the command returns,
 * not before: its reads and writes of the database are no longer on the reply's path. Each
 * game's changes are still told one at a time, in the order they were stored, and a watcher
 * that fails once is told the next change all the same.
 */
class WatchedAfterTheReplyTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-26T06:00:00Z"), ZoneOffset.UTC);

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
