package mfz.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import mfz.bot.commands.GameHarness;
import mfz.bot.core.Caller;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.StorageTrouble;
import mfz.bot.reminders.Notice;
import mfz.bot.reminders.ReminderScheduler;
import mfz.bot.reminders.TestClock;
import org.junit.jupiter.api.Test;

/**
 * A restart of PostgreSQL costs at most the commands in flight, never a restart of the bot:
 * while the server is down a command is answered that nothing was stored; once it is back, the
 * same process plays on, loads a game it doesn't hold in memory, opens a new one, and its
 * reminders fire. Its connections are a pool that validates and replaces them (HikariCP).
 */
class PostgresqlRestartTest {

    private static final Instant NOON = Instant.parse("2026-01-05T12:00:00Z");

    @Test
    void theSameBotPlaysOnAfterTheDatabaseRestarts() throws Exception {
        String unavailable = EmbeddedPostgresServer.unavailable();
        assumeTrue(unavailable == null, unavailable);
        TestClock clock = new TestClock(NOON);
        List<Notice> sent = new ArrayList<>();
        try (EmbeddedPostgresServer.Restartable server = EmbeddedPostgresServer.Restartable.start()) {
            String url = server.newMigratedDatabase();
            try (GameHarness bot = new GameHarness(Database.openShared(url, null, null, Duration.ofSeconds(2)), 7, clock,
                    true);
                 GameHarness other = new GameHarness(Database.openShared(url, null, null), 8, clock, false)) {
                bot.deploying();
                bot.type("vincent", "game options", "remind", "1");
                // Another process's game, in another channel, which this one has never loaded.
                other.router().route(new Request(null, "g", "c2",
                        new Caller("ann", "ann", false), "game new", Map.of("size", "demo")));

                server.stop();
                String during = bot.refused("vincent", "game options", "remind", "3");
                assertEquals(StorageTrouble.UNREACHABLE, during, "said as such, not as a failure of the bot");
                server.startAgain();

                // The same process, no restart: it plays on, reads, opens, and loads.
                Reply after = bot.type("vincent", "game options", "remind", "2");
                assertTrue(after.content().contains("after 2 hours"), "plays on after the restart: " + after.content());
                assertTrue(bot.games().game("c2").isPresent(), "loads a game it never held");
                assertTrue(bot.type("vincent", "game table").content().length() > 0);
                bot.router().route(new Request(null, "g", "c3",
                        new Caller("bea", "bea", false), "game new", Map.of("size", "demo")));
                assertTrue(bot.games().game("c3").isPresent(), "opens a new game");

                int notices = new ReminderScheduler(bot.reminders(), bot.games()::peek, sent::add)
                        .tick(clock.advance(Duration.ofHours(3)));
                assertTrue(notices > 0 && !sent.isEmpty(), "its reminders fire: " + sent);
            }
        }
    }

    /**
     * A store that failed while the database was down keeps the game it had in memory, the best
     * there is meanwhile; but that copy may be behind (a commit whose outcome was unknown, or, as
     * here, another process's commands), so once the database answers the game is read again
     * before anything is decided on it: a command the old copy refused was refused for good (an
     * audit of two processes on PostgreSQL).
     */
    @Test
    void aGameKeptThroughAFailedStoreIsReadAgainOnceTheDatabaseAnswers() throws Exception {
        String unavailable = EmbeddedPostgresServer.unavailable();
        assumeTrue(unavailable == null, unavailable);
        TestClock clock = new TestClock(NOON);
        try (EmbeddedPostgresServer.Restartable server = EmbeddedPostgresServer.Restartable.start()) {
            String url = server.newMigratedDatabase();
            try (GameHarness bot = new GameHarness(Database.openShared(url, null, null, Duration.ofSeconds(2)), 7, clock,
                    false);
                 GameHarness other = new GameHarness(Database.openShared(url, null, null), 8, clock, false)) {
                bot.type("vincent", "game new", "size", "skirmish");
                // Stored by the other process: meguey at the table.
                other.type("meguey", "game join");

                server.stop();
                assertEquals(StorageTrouble.UNREACHABLE, bot.refused("vincent", "game options", "ssr", "2"));
                server.startAgain();

                // The copy kept through the failure had no meguey, and refused her for good. (Its
                // connections come back within a few seconds: until then she is told so.)
                Reply built = bot.type("meguey", "company frame", "name", "Fang", "loadout", "B G Y Rd");
                for (int tries = 0; StorageTrouble.UNREACHABLE.equals(built.content()) && tries < 20; tries++) {
                    Thread.sleep(250);
                    built = bot.type("meguey", "company frame", "name", "Fang", "loadout", "B G Y Rd");
                }
                assertTrue(bot.game().player("meguey").isPresent(), "decided on the game as stored");
                assertEquals(1, bot.game().player("meguey").orElseThrow().company().frames().size(), built.content());
            }
        }
    }
}
