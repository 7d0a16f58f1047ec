package mfz.bot.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.time.Clock;
import java.util.Map;
import mfz.bot.commands.Features;
import mfz.bot.core.Caller;
import mfz.bot.core.CommandRouter;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.ControlRules;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.store.Database;
import mfz.bot.store.EmbeddedPostgresServer;
import mfz.bot.store.GameStore;
import mfz.bot.store.SavedCompanyStore;
import mfz.rules.dice.SeededDice;
import org.junit.jupiter.api.Test;

/**
 * Two bot processes (two services, each with its own cache) sharing one real PostgreSQL: a
 * command decided on a game another process has changed since is neither lost nor stored
 * twice; the process reads the game again and decides again. Skips, saying why, where embedded
 * PostgreSQL can't run.
 */
class TwoProcessesOnPostgresqlTest {

    @Test
    void aCommandOnAStaleGameIsDecidedAgainOnTheStoredOneAndStoredOnce() throws Exception {
        String url = migratedDatabase();
        try (Database first = Database.openShared(url, null, null);
             Database second = Database.openShared(url, null, null)) {
            CommandRouter one = router(first);
            CommandRouter other = router(second);
            assertFalse(route(one, "game new", Map.of("size", "skirmish")).ephemeral());
            // The first process holds the game in memory; the second changes it behind its back.
            assertFalse(route(other, "game options", Map.of("ssr", "5")).ephemeral());

            Reply stale = route(one, "game options", Map.of("doomsday", "9"));
            assertFalse(stale.ephemeral(), "stored after reading the game again: " + stale.content());

            try (Database fresh = Database.openShared(url, null, null)) {
                assertEquals("Options: skirmish, 5 SSRs per company, doomsday clock starts at 9.",
                        route(router(fresh), "game options", Map.of()).content(),
                        "both processes' changes kept: none lost");
                assertEquals(3, new GameStore(fresh).loadOpen("c").orElseThrow().game().lastCommand(),
                        "three commands stored, each once");
            }
        }
    }

    /**
     * A tapped control is made for the game as it was: decided again on the game read afresh, a
     * tap on a card another process moved past is out of date, not applied to a game it was never
     * made for (a storage audit; a typed command is decided again, above).
     */
    @Test
    void aTapOnAGameAnotherProcessChangedIsOutOfDate() throws Exception {
        String url = migratedDatabase();
        try (Database first = Database.openShared(url, null, null);
             Database second = Database.openShared(url, null, null)) {
            GameService games = new GameService(new GameStore(first), new SeededDice(1), Clock.systemUTC());
            CommandRouter one = Features.router(new SeededDice(1), games,
                    new SavedCompanies(new SavedCompanyStore(first), Clock.systemUTC()));
            CommandRouter other = router(second);
            route(one, "game new", Map.of("size", "skirmish"));
            String postedAt = Long.toString(games.version("c").getAsLong());
            assertFalse(route(other, "game options", Map.of("ssr", "5")).ephemeral());

            Reply tapped = route(one, "game options", Map.of("doomsday", "9", ComponentIds.VERSION,
                    postedAt));
            assertTrue(tapped.ephemeral() && tapped.content().startsWith(ControlRules.OUT_OF_DATE),
                    tapped.content());
            assertTrue(route(one, "game options", Map.of()).content().contains("doomsday clock starts at 11"),
                    "nothing of the tap was stored");
        }
    }

    /**
     * The undo audit (2026-11-26): an undo frees the undone events' numbers, so a process that
     * still held the game from before it appended onto the undone state (the undo lost, a gap
     * in the log). The append now sees the undo and the command is decided again.
     */
    @Test
    void aCommandOnAGameAnotherProcessUndidIsDecidedAgainOnWhatTheUndoLeft() throws Exception {
        String url = migratedDatabase();
        try (Database first = Database.openShared(url, null, null);
             Database second = Database.openShared(url, null, null)) {
            CommandRouter one = router(first);
            CommandRouter other = router(second);
            route(one, "game new", Map.of("size", "skirmish"));
            assertFalse(route(one, "game options", Map.of("ssr", "5")).ephemeral());
            Reply undone = route(other, "game undo", Map.of());
            assertFalse(undone.ephemeral(), undone.content());

            Reply stale = route(one, "game options", Map.of("doomsday", "9"));
            assertFalse(stale.ephemeral(), "stored after reading the game again: " + stale.content());

            try (Database fresh = Database.openShared(url, null, null)) {
                String options = route(router(fresh), "game options", Map.of()).content();
                assertTrue(options.contains("doomsday clock starts at 9") && !options.contains("5 SSRs"),
                        "the undo stands, and the later command too: " + options);
                var loaded = new GameStore(fresh).loadOpen("c").orElseThrow();
                assertEquals(2, loaded.game().lastCommand(), "the opening and the doomsday option");
                long expected = 1;
                for (var event : loaded.eventsAfterSnapshot()) {
                    assertEquals(expected++, event.seq(), "no gap in the log");
                }
            }
        }
    }

    /**
     * A game another process ended: this one's copy is out of date, and its /game end says so
     * once and lets it go, so /game new opens a new game here (a review: the copy was kept, and
     * /game new and /game end sent the player to each other for good).
     */
    @Test
    void aGameAnotherProcessEndedIsLetGoOfHere() throws Exception {
        String url = migratedDatabase();
        try (Database first = Database.openShared(url, null, null);
             Database second = Database.openShared(url, null, null)) {
            CommandRouter one = router(first);
            CommandRouter other = router(second);
            assertFalse(route(one, "game new", Map.of("size", "skirmish")).ephemeral());
            assertFalse(route(other, "game end", Map.of("confirm", "true")).ephemeral());

            Reply ended = route(one, "game end", Map.of("confirm", "true"));
            assertTrue(ended.ephemeral() && ended.content().startsWith("This game ended meanwhile"), ended.content());
            assertFalse(route(one, "game new", Map.of("size", "skirmish")).ephemeral(), "a new game here");
        }
    }

    /** A new database on the embedded PostgreSQL, migrated; the test skips, saying why, where it can't run. */
    private static String migratedDatabase() throws Exception {
        String unavailable = EmbeddedPostgresServer.unavailable();
        assumeTrue(unavailable == null, unavailable);
        return EmbeddedPostgresServer.newMigratedDatabase();
    }

    private static CommandRouter router(Database database) {
        GameService games = new GameService(new GameStore(database), new SeededDice(1), Clock.systemUTC());
        return Features.router(new SeededDice(1), games,
                new SavedCompanies(new SavedCompanyStore(database), Clock.systemUTC()));
    }

    private static Reply route(CommandRouter router, String command, Map<String, String> options) {
        return router.route(new Request(null, "g", "c", new Caller("vincent", "vincent", false), command, options));
    }
}
