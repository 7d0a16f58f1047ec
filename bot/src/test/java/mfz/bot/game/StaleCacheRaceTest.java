package mfz.bot.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Path;
import java.time.Clock;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import mfz.bot.commands.Features;
import mfz.bot.core.Caller;
import mfz.bot.core.CommandRouter;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.store.Database;
import mfz.bot.store.GameRecord;
import mfz.bot.store.GameStatus;
import mfz.bot.store.GameStore;
import mfz.bot.store.SavedCompanyStore;
import mfz.rules.dice.SeededDice;
import mfz.rules.game.Game;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A load outside the channel's queue (autocomplete) that read the game before a command
 * stored a change must not put its older game over the newer one the command kept: the
 * next command would then append to a stale game and fail.
 */
class StaleCacheRaceTest {

    @TempDir
    Path dir;

    @Test
    void aLoadFinishingAfterACommandStoredNeverReplacesTheNewerGame() throws Exception {
        try (Database database = Database.open(dir.resolve("mfz.db"))) {
            GameService games = games(database);
            CommandRouter router = router(database, games);
            route(router, "vincent", "game new", Map.of("size", "skirmish"));
            games.forgetResidentGames();

            CountDownLatch commandStored = new CountDownLatch(1);
            Thread autocomplete = loadHeldUntil(games, commandStored);

            Reply changed = route(router, "vincent", "game options", Map.of("ssr", "5"));
            assertFalse(changed.ephemeral(), changed.content());
            commandStored.countDown();
            autocomplete.join();

            Reply next = route(router, "vincent", "game options", Map.of("ssr", "4"));
            assertFalse(next.ephemeral(), "the command after the race is stored: " + next.content());
            assertEquals("Options: skirmish, 4 SSRs per company, doomsday clock starts at 11.",
                    route(router, "vincent", "game options", Map.of()).content());
        }
    }

    /**
     * A game abandoned from another channel (a campaign's battle) never comes back into memory:
     * neither a load that read it just before, nor a command of its own channel that stored just
     * before and keeps its copy just after (a storage audit: an open game was back, refusing
     * {@code /game new} and reminding its players).
     */
    @Test
    void aGameAbandonedFromElsewhereNeverComesBackIntoMemory() throws Exception {
        try (Database database = Database.open(dir.resolve("mfz.db"))) {
            GameService games = games(database);
            CommandRouter router = router(database, games);
            OpenGame before = openedThenForgotten(games, router);

            CountDownLatch abandoned = new CountDownLatch(1);
            Thread autocomplete = loadHeldUntil(games, abandoned);
            games.abandonFromElsewhere("c", before.record().id(), BattleEnd.NONE);
            abandoned.countDown();
            autocomplete.join();
            assertEquals(Optional.empty(), games.game("c"), "the load read before the abandonment");

            games.residents().keep("c", before.record(), before.game());
            assertEquals(Optional.empty(), games.game("c"), "a command's keep just after it");
            assertFalse(route(router, "vincent", "game new", Map.of("size", "skirmish")).ephemeral(),
                    "the channel opens its next game");
        }
    }

    /**
     * A game played to its end in its own channel while a load off the queue (autocomplete) had
     * read it open: the load doesn't put the open copy back (an audit: {@code /game new} and
     * Rematch were refused as if the channel still had a game, and the reminders went on).
     */
    @Test
    void aGameEndedWhileALoadReadItNeverComesBackIntoMemory() throws Exception {
        try (Database database = Database.open(dir.resolve("mfz.db"))) {
            GameService games = games(database);
            CommandRouter router = router(database, games);
            OpenGame before = openedThenForgotten(games, router);

            CountDownLatch ended = new CountDownLatch(1);
            Thread autocomplete = loadHeldUntil(games, ended);
            GameRecord was = before.record();
            // what the command that reaches doomsday keeps: the game, finished
            games.residents().keep("c", new GameRecord(was.id(), was.guildId(), was.channelId(),
                    was.hostUserId(), was.campaignId(), GameStatus.FINISHED, was.lastSeq() + 1,
                    was.lastCommand(), was.versionOffset()), before.game());
            ended.countDown();
            autocomplete.join();
            assertEquals(Optional.empty(), games.game("c"), "the load read before the game ended");
        }
    }

    /**
     * A game abandoned from a copy another process (or a command of its channel) made out of date
     * is read again first: a campaign records the battle from it (started or not, its scores), and
     * recorded it from the old copy (an audit).
     */
    @Test
    void anAbandonmentReadsTheGameAgainWhenItsCopyIsOutOfDate() throws Exception {
        try (Database database = Database.open(dir.resolve("mfz.db"))) {
            GameService here = games(database);
            GameService there = games(database);
            route(router(database, here), "vincent", "game new", Map.of("size", "skirmish"));
            assertEquals(1, here.current("c").orElseThrow().game().players().size());
            assertFalse(route(router(database, there), "meguey", "game join", Map.of()).ephemeral(), "stored there");

            Game abandoned = here.abandon("c", BattleEnd.NONE);
            assertEquals(2, abandoned.players().size(), "abandoned as it stood, after the join stored there");
        }
    }

    /** Channel c's new game, as opened, then dropped from memory: the next read loads it from the store. */
    private static OpenGame openedThenForgotten(GameService games, CommandRouter router) {
        route(router, "vincent", "game new", Map.of("size", "skirmish"));
        OpenGame opened = games.current("c").orElseThrow();
        games.forgetResidentGames();
        return opened;
    }

    private static GameService games(Database database) {
        return new GameService(new GameStore(database), new SeededDice(1), Clock.systemUTC());
    }

    private static CommandRouter router(Database database, GameService games) {
        return Features.router(new SeededDice(1), games, new SavedCompanies(new SavedCompanyStore(database),
                Clock.systemUTC()));
    }

    /**
     * A load of channel c's game off its queue (as autocomplete loads), held between reading the
     * store and keeping what it read until {@code released}; returns once it has read.
     */
    private static Thread loadHeldUntil(GameService games, CountDownLatch released) throws InterruptedException {
        CountDownLatch read = new CountDownLatch(1);
        AtomicBoolean first = new AtomicBoolean(true);
        games.residents().afterStoreRead(() -> {
            if (first.getAndSet(false)) {
                read.countDown();
                try {
                    released.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        });
        Thread load = Thread.startVirtualThread(() -> games.game("c"));
        read.await();
        return load;
    }

    private static Reply route(CommandRouter router, String user, String command, Map<String, String> options) {
        return router.route(new Request(null, "g", "c", new Caller(user, user, false), command, options));
    }
}
