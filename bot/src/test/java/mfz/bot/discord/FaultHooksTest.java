package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import mfz.bot.fakediscord.RestFault;
import mfz.bot.fakediscord.SentInteraction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The fake's faults against the real client, so the load and fault tests can rely on them:
 * a rate limit and an outage are ridden out by JDA's retries, a dropped connection is
 * resumed, and a duplicate delivery reaches the bot again.
 */
class FaultHooksTest {


    @RegisterExtension
    static final BotOnFakeDiscord discord = BotOnFakeDiscord.standard();

    private static FakeWorld.User alice() {
        return discord.fake().world().member(1);
    }

    @Test
    void aRateLimitedReplyIsSentAgainAfterRetryAfter() {
        discord.fake().fail(RestFault.rateLimit("POST", "interactions/\\d+/[^/]+/callback", 0.1), 1);

        SentInteraction roll = discord.fake().slash(alice(), discord.fake().world().channel(0), "roll", "dice", "B");

        RecordedRequest reply = discord.fake().awaitCallback(roll);
        assertEquals(4, reply.callbackType());
        assertEquals(List.of(429, 204), discord.fake().requestsFor(roll).stream().map(RecordedRequest::status).toList());
    }

    @Test
    void aServerErrorOnAReplyIsRetried() {
        discord.fake().fail(RestFault.serverError("POST", "interactions/\\d+/[^/]+/callback", 502), 1);

        SentInteraction roll = discord.fake().slash(alice(), discord.fake().world().channel(1), "roll", "dice", "Y");

        discord.fake().awaitCallback(roll);
        assertEquals(List.of(502, 204), discord.fake().requestsFor(roll).stream().map(RecordedRequest::status).toList());
    }

    @Test
    void aDroppedConnectionIsResumedAndCommandsKeepComing() {
        int resumesBefore = discord.fake().resumes() + discord.fake().identifies();

        discord.fake().dropConnection();
        SentInteraction help = discord.fake().slash(alice(), discord.fake().world().channel(0), "help");

        assertTrue(discord.fake().awaitCallback(help).ephemeral());
        assertTrue(discord.fake().resumes() + discord.fake().identifies() > resumesBefore, "the bot came back");
    }

    @Test
    void aDuplicateDeliveryRunsTheCommandOnce() {
        SentInteraction roll = discord.fake().slash(alice(), discord.fake().world().channel(1), "roll", "dice", "G");
        discord.fake().awaitCallback(roll);

        discord.fake().redeliver(roll);
        // Interactions are read in order: once a later one is answered, the duplicate was seen.
        discord.fake().awaitCallback(discord.fake().slash(alice(), discord.fake().world().channel(1), "roll", "dice", "W"));

        assertEquals(1, discord.fake().requestsFor(roll).size(), "answered once: " + discord.fake().requestsFor(roll));
    }
}
