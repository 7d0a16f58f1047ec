package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import mfz.bot.MainRunner;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RestFault;
import mfz.bot.store.Database;
import mfz.bot.store.DiscordApplication;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How the bot's own start ends when it can't go on, from an operations audit (2026-11-27): a
 * connection Discord ends for good (its token reset in the developer portal: the gateway closes
 * with 4004 and won't take it back) stops it with a failure, so whatever supervises it (Docker's
 * restart policy, systemd's {@code Restart=on-failure}) sees one, where it exited 0 as after a
 * requested stop; and another application's database stops its start-up.
 */
class StartEndsOnDiscordTest {

    @TempDir
    Path dir;

    @Test
    void aBotWhoseTokenIsResetStopsWithAFailure() throws Exception {
        try (FakeDiscord fake = FakeDiscord.start()) {
            // On a thread of its own, as the bot's main thread is: on the common pool it held the
            // pool's one worker (two cores) while it waited, and JDA's callbacks, run there, never came.
            CompletableFuture<MainRunner.Result> running = CompletableFuture.supplyAsync(() ->
                    MainRunner.run(List.of("--discord"), fake.env(dir.resolve("mfz.db")), ""),
                    task -> Thread.ofPlatform().name("main-of-the-bot").start(task));
            fake.await(r -> r.method().equals("PUT") && r.path().endsWith("/commands"), "the commands registered");
            fake.resetToken();
            MainRunner.Result stopped = running.get(60, TimeUnit.SECONDS);
            assertEquals(1, stopped.status(), stopped.err());
            assertEquals("mfz-bot: Discord closed the connection and the bot stopped (details in the log)\n",
                    stopped.err());
            assertFalse(stopped.err().contains(fake.token()), "the token is never shown");
            assertTrue(stopped.out().isEmpty(), stopped.out());
        }
    }

    /**
     * A request still on its way when Discord ends the connection for good (the die emojis'
     * list, held back by a rate limit) doesn't keep the bot up: JDA's rate limiter, stopped with
     * a request left and another route's bucket empty, finished only at its second cleanup, 30
     * to 60 s later (the 60 s this class's first test took now and then; {@code PromptRestStop}).
     */
    @Test
    void aRequestOnItsWayWhenTheTokenIsResetDoesntKeepTheBotUp() throws Exception {
        try (FakeDiscord fake = FakeDiscord.start()) {
            fake.fail(RestFault.rateLimit("GET", "applications/\\d+/emojis", 2), 1);
            CompletableFuture<MainRunner.Result> running = CompletableFuture.supplyAsync(() ->
                    MainRunner.run(List.of("--discord"), fake.env(dir.resolve("mfz.db")), ""),
                    task -> Thread.ofPlatform().name("main-of-the-bot").start(task));
            fake.await(r -> r.method().equals("PUT") && r.path().endsWith("/commands"), "the commands registered");
            fake.await(r -> r.path().endsWith("/emojis") && r.status() == 429, "the emojis' list held back");
            fake.resetToken();
            // Well under JDA's first cleanup (30 s), and over the retry (2 s) it waits for.
            MainRunner.Result stopped = running.get(20, TimeUnit.SECONDS);
            assertEquals(1, stopped.status(), stopped.err());
        }
    }

    /**
     * A second application (for development, say) started on the first one's database stops at
     * start-up, naming both bots, and changes nothing: it took every game of a server it wasn't
     * in for one whose server had removed the bot, and ended them all.
     */
    @Test
    void anotherApplicationsDatabaseStopsStartUp() throws Exception {
        Path file = dir.resolve("theirs.db");
        try (Database database = Database.open(file)) {
            new DiscordApplication(database).claim("123456789012345678", Instant.EPOCH);
        }
        try (FakeDiscord fake = FakeDiscord.start()) {
            MainRunner.Result refused = MainRunner.run(List.of("--discord"), fake.env(file), "");
            assertEquals(2, refused.status(), refused.err());
            assertTrue(refused.err().startsWith("mfz-bot: MFZ_DB: this database is another Discord application's (its "
                    + "bot is user 123456789012345678, this token's is "), refused.err());
            assertEquals(List.of(), fake.requests().stream().filter(r -> r.path().endsWith("/commands")).toList(),
                    "no commands registered");
        }
        try (Database database = Database.open(file)) {
            assertEquals("123456789012345678", new DiscordApplication(database).claim("1",
                    Instant.EPOCH), "still the first application's");
        }
    }

    /**
     * A real token says which bot it is for (its first part is the bot's id in base64): another
     * application's database is then refused before connecting, so a restart loop on the refusal
     * spends none of the day's gateway logins (Discord resets a token past 1,000).
     */
    @Test
    void aTokenThatSaysItsBotIsRefusedAnotherApplicationsDatabaseBeforeConnecting() throws Exception {
        Path file = dir.resolve("theirs.db");
        try (Database database = Database.open(file)) {
            new DiscordApplication(database).claim("123456789012345678", Instant.EPOCH);
        }
        FakeWorld world = FakeWorld.standard();
        String token = Base64.getEncoder().withoutPadding().encodeToString(world.botId().getBytes(
                StandardCharsets.US_ASCII)) + ".GxYz12.abcdefghijklmnopqrstuvwxyz0123456789AB";
        try (FakeDiscord fake = FakeDiscord.start(world, token)) {
            MainRunner.Result refused = MainRunner.run(List.of("--discord"), fake.env(file), "");
            assertEquals(2, refused.status(), refused.err());
            assertEquals("mfz-bot: MFZ_DB: this database is another Discord application's (its bot is user "
                    + "123456789012345678, this token's is " + world.botId() + "): give each application a database of "
                    + "its own (docs/storage.md)\n", refused.err());
            assertEquals(0, fake.identifies(), "no gateway login spent");
            assertEquals(List.of(), fake.requests(), "nothing asked of Discord");
        }
    }

    /**
     * A token Discord refuses claims no database, whatever bot it says it is for: the database
     * is recorded as an application's only once Discord has taken its token (a docs audit: a
     * mistyped or wrong application's token, tried first on a new database, would have locked
     * the right one out).
     */
    @Test
    void aTokenDiscordRefusesClaimsNoDatabase() throws Exception {
        Path file = dir.resolve("fresh.db");
        FakeWorld world = FakeWorld.standard();
        Base64.Encoder base64 = Base64.getEncoder().withoutPadding();
        String right = base64.encodeToString(world.botId().getBytes(StandardCharsets.US_ASCII))
                + ".GxYz12.abcdefghijklmnopqrstuvwxyz0123456789AB";
        String wrong = base64.encodeToString("123456789012345678".getBytes(StandardCharsets.US_ASCII))
                + ".GxYz12.abcdefghijklmnopqrstuvwxyz0123456789AB";
        try (FakeDiscord fake = FakeDiscord.start(world, right)) {
            Map<String, String> env = new HashMap<>(fake.env(file));
            env.put("DISCORD_TOKEN", wrong);
            MainRunner.Result refused = MainRunner.run(List.of("--discord"), env, "");
            assertEquals(2, refused.status(), refused.err());
            assertTrue(refused.err().contains("DISCORD_TOKEN was refused"), refused.err());
        }
        try (Database database = Database.open(file)) {
            assertEquals(Optional.empty(), new DiscordApplication(database).owner(),
                    "nobody's yet");
        }
    }
}
