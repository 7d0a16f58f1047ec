package mfz.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import mfz.bot.commands.GameHarness;
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
            try (GameHarness bot = new GameHarness(Database.openShared(url, null, null, java.time.Duration.ofSeconds(2)), 7, clock,
                    true);
                 GameHarness other = new GameHarness(Database.openShared(url, null, null), 8, clock, false)) {
                bot.deploying();
                bot.type("vincent", "game options", "remind", "1");
                // Another process's game, in another channel, which this one has never loaded.
                other.router().route(new mfz.bot.core.Request(null, "g", "c2",
                        new mfz.bot.core.Caller("ann", "ann", false), "game new", java.util.Map.of("size", "demo")));

                server.stop();
                String during = bot.refused("vincent", "game options", "remind", "3");
                assertEquals(StorageTrouble.UNREACHABLE, during, "said as such, not as a failure of the bot");
                server.startAgain();

                // The same process, no restart: it plays on, reads, opens, and loads.
                mfz.bot.core.Reply after = bot.type("vincent", "game options", "remind", "2");
                assertTrue(after.content().contains("after 2 hours"), "plays on after the restart: " + after.content());
                assertTrue(bot.games().game("c2").isPresent(), "loads a game it never held");
                assertTrue(bot.type("vincent", "game table").content().length() > 0);
                bot.router().route(new mfz.bot.core.Request(null, "g", "c3",
                        new mfz.bot.core.Caller("bea", "bea", false), "game new", java.util.Map.of("size", "demo")));
                assertTrue(bot.games().game("c3").isPresent(), "opens a new game");

                int notices = new ReminderScheduler(bot.reminders(), bot.games()::peek, sent::add)
                        .tick(clock.advance(Duration.ofHours(3)));
                assertTrue(notices > 0 && !sent.isEmpty(), "its reminders fire: " + sent);
            }
        }
    }
}
