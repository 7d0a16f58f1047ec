package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import mfz.bot.MainRunner;
import mfz.bot.fakediscord.FakeDiscord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A bot whose connection Discord ends for good (its token reset in the developer portal: the
 * gateway closes with 4004 and won't take it back) stops with a failure, so whatever supervises
 * it (Docker's restart policy, systemd's {@code Restart=on-failure}) sees one. It exited 0, as
 * after a requested stop (an operations audit, 2026-11-27).
 */
class TokenResetOnDiscordTest {

    @TempDir
    Path dir;

    @Test
    void aBotWhoseTokenIsResetStopsWithAFailure() throws Exception {
        try (FakeDiscord fake = FakeDiscord.start()) {
            CompletableFuture<MainRunner.Result> running = CompletableFuture.supplyAsync(() ->
                    MainRunner.run(List.of("--discord"), fake.env(dir.resolve("mfz.db")), ""));
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
}
