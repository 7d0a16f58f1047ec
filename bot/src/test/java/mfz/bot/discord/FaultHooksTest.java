package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import mfz.bot.fakediscord.RestFault;
import mfz.bot.fakediscord.SentInteraction;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The fake's faults against the real client, so the load and fault tests can rely on them:
 * a rate limit and an outage are ridden out by JDA's retries, a dropped connection is
 * resumed, and a duplicate delivery reaches the bot again.
 */
class FaultHooksTest {

    @TempDir
    static Path dir;

    private static FakeDiscord fake;
    private static RunningBot bot;

    @BeforeAll
    static void start() throws Exception {
        fake = FakeDiscord.start();
        bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of());
    }

    @AfterAll
    static void stop() {
        if (bot != null) {
            bot.close();
        }
        if (fake != null) {
            fake.close();
        }
    }

    private static FakeWorld.User alice() {
        return fake.world().member(1);
    }

    @Test
    void aRateLimitedReplyIsSentAgainAfterRetryAfter() {
        fake.fail(RestFault.rateLimit("POST", "interactions/\\d+/[^/]+/callback", 0.1), 1);

        SentInteraction roll = fake.slash(alice(), fake.world().channel(0), "roll", "dice", "B");

        RecordedRequest reply = fake.awaitCallback(roll);
        assertEquals(4, reply.callbackType());
        assertEquals(List.of(429, 204), fake.requestsFor(roll).stream().map(RecordedRequest::status).toList());
    }

    @Test
    void aServerErrorOnAReplyIsRetried() {
        fake.fail(RestFault.serverError("POST", "interactions/\\d+/[^/]+/callback", 502), 1);

        SentInteraction roll = fake.slash(alice(), fake.world().channel(1), "roll", "dice", "Y");

        fake.awaitCallback(roll);
        assertEquals(List.of(502, 204), fake.requestsFor(roll).stream().map(RecordedRequest::status).toList());
    }

    @Test
    void aDroppedConnectionIsResumedAndCommandsKeepComing() {
        int resumesBefore = fake.resumes() + fake.identifies();

        fake.dropConnection();
        SentInteraction help = fake.slash(alice(), fake.world().channel(0), "help");

        assertTrue(fake.awaitCallback(help).ephemeral());
        assertTrue(fake.resumes() + fake.identifies() > resumesBefore, "the bot came back");
    }

    @Test
    void aDuplicateDeliveryRunsTheCommandOnce() {
        SentInteraction roll = fake.slash(alice(), fake.world().channel(1), "roll", "dice", "G");
        fake.awaitCallback(roll);

        fake.redeliver(roll);
        // Interactions are read in order: once a later one is answered, the duplicate was seen.
        fake.awaitCallback(fake.slash(alice(), fake.world().channel(1), "roll", "dice", "W"));

        assertEquals(1, fake.requestsFor(roll).size(), "answered once: " + fake.requestsFor(roll));
    }
}
