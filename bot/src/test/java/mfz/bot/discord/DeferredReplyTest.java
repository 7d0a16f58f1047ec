package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import mfz.bot.fakediscord.SentInteraction;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Discord drops an interaction not acknowledged within 3 seconds: a command slower than the
 * deadline (shortened here) is deferred, and its reply delivered afterwards.
 */
class DeferredReplyTest {

    @TempDir
    static Path dir;

    private static final TestCommands commands = new TestCommands();
    private static FakeDiscord fake;
    private static RunningBot bot;

    @BeforeAll
    static void start() throws Exception {
        fake = FakeDiscord.start();
        bot = RunningBot.start(fake, dir.resolve("mfz.db"), commands.router(), Duration.ofMillis(500));
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

    private static FakeWorld.User vincent() {
        return fake.world().member(0);
    }

    @Test
    void aSlowPublicReplyIsDeferredThenReplacesTheThinkingMessage() {
        SentInteraction slow = fake.slash(vincent(), fake.world().channel(0), "gate", "name", "public");

        RecordedRequest ack = fake.awaitCallback(slow);
        assertEquals(5, ack.callbackType(), "deferred: 'the bot is thinking'");
        assertFalse(ack.ephemeral(), "deferred publicly");

        commands.open("public");
        RecordedRequest edit = fake.awaitOriginalEdit(slow);
        assertEquals("through gate public", edit.message().get("content").asText());
        assertEquals(List.of("POST", "PATCH"), fake.requestsFor(slow).stream().map(RecordedRequest::method).toList(),
                "one acknowledgement, one edit");
    }

    @Test
    void aSlowPrivateReplyResolvesTheThinkingMessageThenFollowsUpPrivately() {
        SentInteraction slow = fake.slash(vincent(), fake.world().channel(1), "gate", "name", "private",
                "private", true);

        assertEquals(5, fake.awaitCallback(slow).callbackType());
        commands.open("private");

        RecordedRequest resolved = fake.awaitOriginalEdit(slow);
        RecordedRequest followUp = fake.awaitFollowUp(slow);
        RecordedRequest deleted = fake.awaitOriginalDelete(slow);
        assertEquals(InteractionResponse.ANSWERED_PRIVATELY, resolved.message().get("content").asText(),
                "nothing private is shown publicly");
        assertTrue(followUp.ephemeral());
        assertEquals("through gate private", followUp.message().get("content").asText());
        assertTrue(resolved.order() < followUp.order() && followUp.order() < deleted.order(),
                "resolve, then follow up (Discord would take a first follow-up as the public answer), then tidy up");
    }

    @Test
    void aCommandWaitingBehindASlowOneInItsChannelIsDeferredToo() {
        FakeWorld.Channel channel = new FakeWorld.Channel("810000000000000002", "game-two");
        SentInteraction slow = fake.slash(vincent(), channel, "gate", "name", "queue");
        SentInteraction waiting = fake.slash(fake.world().member(1), channel, "echo", "text", "queued");

        assertEquals(5, fake.awaitCallback(slow).callbackType());
        assertEquals(5, fake.awaitCallback(waiting).callbackType(), "its 3 seconds run while it waits");

        commands.open("queue");
        RecordedRequest first = fake.awaitOriginalEdit(slow);
        RecordedRequest second = fake.awaitOriginalEdit(waiting);
        assertEquals("echo: queued by alice", second.message().get("content").asText());
        assertTrue(first.order() < second.order(), "still in arrival order");
    }

    @Test
    void aQuickCommandIsAnsweredDirectly() {
        SentInteraction quick = fake.slash(vincent(), fake.world().channel(0), "echo", "text", "quick");

        RecordedRequest reply = fake.awaitCallback(quick);

        assertEquals(4, reply.callbackType());
        assertEquals("echo: quick by vincent", reply.message().get("content").asText());
    }
}
