package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import mfz.bot.fakediscord.SentInteraction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Discord drops an interaction not acknowledged within 3 seconds: a command slower than the
 * deadline (shortened here) is deferred, and its reply delivered afterwards.
 */
class DeferredReplyTest {

    private static final TestCommands commands = new TestCommands();

    @RegisterExtension
    static final BotOnFakeDiscord discord = new BotOnFakeDiscord(
            (fake, database) -> RunningBot.start(fake, database, commands.router(), Duration.ofMillis(500)));

    private static FakeWorld.User vincent() {
        return discord.fake().world().member(0);
    }

    @Test
    void aSlowPublicReplyIsDeferredThenReplacesTheThinkingMessage() {
        SentInteraction slow = discord.fake().slash(vincent(), discord.fake().world().channel(0), "gate", "name", "public");

        RecordedRequest ack = discord.fake().awaitCallback(slow);
        assertEquals(5, ack.callbackType(), "deferred: 'the bot is thinking'");
        assertFalse(ack.ephemeral(), "deferred publicly");

        commands.open("public");
        RecordedRequest edit = discord.fake().awaitOriginalEdit(slow);
        assertEquals("through gate public", edit.message().get("content").asText());
        assertEquals(List.of("POST", "PATCH"), discord.fake().requestsFor(slow).stream().map(RecordedRequest::method).toList(),
                "one acknowledgement, one edit");
    }

    /**
     * Discord notifies no mention in an edit, the deferred reply's included (discord-api-docs
     * #5497): a reply deferred while its channel was busy pinged nobody (the delivery audit,
     * 2026-11-26). Whoever it means is pinged by a short message after it.
     */
    @Test
    void aSlowReplyThatHandsTheDecisionOnStillPingsWhomItMeans() {
        FakeWorld.Channel channel = discord.fake().world().channel(0);
        SentInteraction slow = discord.fake().slash(vincent(), channel, "gate", "name", "ping");
        assertEquals(5, discord.fake().awaitCallback(slow).callbackType());
        commands.open("ping");

        RecordedRequest edit = discord.fake().awaitOriginalEdit(slow);
        assertTrue(edit.message().get("content").asText().contains("<@" + vincent().id() + ">"), edit.toString());
        RecordedRequest ping = discord.fake().await(r -> r.order() > edit.order()
                && r.is("POST", "channels/" + channel.id() + "/messages"), "the ping after the edit");
        assertTrue(ping.body().get("content").asText().contains("<@" + vincent().id() + ">"), ping.toString());
        assertEquals("[\"" + vincent().id() + "\"]", ping.body().get("allowed_mentions").get("users").toString(),
                "only whom the reply means: " + ping);
    }

    /**
     * A company command answers only its player: slow, its "thinking…" is private too, and the reply
     * replaces it. A public one showed the channel who was building a secret company (a secrecy audit).
     */
    @Test
    void aSlowCompanyEditIsDeferredPrivately() {
        SentInteraction slow = discord.fake().slash(vincent(), discord.fake().world().channel(1), "company frame",
                "name", "company");
        RecordedRequest ack = discord.fake().awaitCallback(slow);
        assertEquals(5, ack.callbackType());
        assertTrue(ack.ephemeral(), "deferred privately");
        commands.open("company");
        RecordedRequest edit = discord.fake().awaitOriginalEdit(slow);
        assertEquals("through gate company", edit.message().get("content").asText());
        assertEquals(List.of("POST", "PATCH"), discord.fake().requestsFor(slow).stream().map(RecordedRequest::method).toList(),
                "one private acknowledgement, one edit: nothing public to resolve or delete");
    }

    @Test
    void aSlowPrivateReplyResolvesTheThinkingMessageThenFollowsUpPrivately() {
        SentInteraction slow = discord.fake().slash(vincent(), discord.fake().world().channel(1), "gate", "name", "private",
                "private", true);

        assertEquals(5, discord.fake().awaitCallback(slow).callbackType());
        commands.open("private");

        RecordedRequest resolved = discord.fake().awaitOriginalEdit(slow);
        RecordedRequest followUp = discord.fake().awaitFollowUp(slow);
        RecordedRequest deleted = discord.fake().awaitOriginalDelete(slow);
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
        SentInteraction slow = discord.fake().slash(vincent(), channel, "gate", "name", "queue");
        SentInteraction waiting = discord.fake().slash(discord.fake().world().member(1), channel, "echo", "text", "queued");

        assertEquals(5, discord.fake().awaitCallback(slow).callbackType());
        assertEquals(5, discord.fake().awaitCallback(waiting).callbackType(), "its 3 seconds run while it waits");

        commands.open("queue");
        RecordedRequest first = discord.fake().awaitOriginalEdit(slow);
        RecordedRequest second = discord.fake().awaitOriginalEdit(waiting);
        assertEquals("echo: queued by alice", second.message().get("content").asText());
        assertTrue(first.order() < second.order(), "still in arrival order");
    }

    @Test
    void aQuickCommandIsAnsweredDirectly() {
        SentInteraction quick = discord.fake().slash(vincent(), discord.fake().world().channel(0), "echo", "text", "quick");

        RecordedRequest reply = discord.fake().awaitCallback(quick);

        assertEquals(4, reply.callbackType());
        assertEquals("echo: quick by vincent", reply.message().get("content").asText());
    }

    /**
     * Discord wants the first answer within 3 s, its upload included: a reply whose files are
     * large is deferred at once, and the files go with the answer that replaces "thinking…"; a
     * small file still comes with the first answer (a review of real Discord against the fake).
     */
    @Test
    void aReplyWithLargeFilesIsDeferredFirstAndItsFilesFollow() {
        FakeWorld.Channel channel = discord.fake().world().channel(0);
        SentInteraction big = discord.fake().slash(vincent(), channel, "upload", "kb", 300);
        assertEquals(5, discord.fake().awaitCallback(big).callbackType(), "deferred at once");
        RecordedRequest edit = discord.fake().awaitOriginalEdit(big);
        assertEquals("big.bin", edit.message().path("attachments").get(0).path("filename").asText(), edit.toString());
        assertEquals(300 * 1024, discord.fake().sentFile("big.bin").orElseThrow().length);

        // Private, its "thinking…" is private too, and the answer replaces it: nothing shows in the channel.
        SentInteraction bigPrivately = discord.fake().slash(vincent(), channel, "upload", "kb", 300, "private", true);
        RecordedRequest privateAck = discord.fake().awaitCallback(bigPrivately);
        assertTrue(privateAck.callbackType() == 5 && privateAck.ephemeral(), privateAck.toString());
        RecordedRequest privately = discord.fake().awaitOriginalEdit(bigPrivately);
        assertEquals(1, privately.message().path("attachments").size(), privately.toString());
        assertEquals(List.of("POST", "PATCH"), discord.fake().requestsFor(bigPrivately).stream()
                .map(RecordedRequest::method).toList(), "no public placeholder, no follow-up");

        SentInteraction small = discord.fake().slash(vincent(), channel, "upload", "kb", 40);
        RecordedRequest answer = discord.fake().awaitCallback(small);
        assertEquals(4, answer.callbackType(), "a small file comes with the answer");
        assertEquals(1, answer.message().path("attachments").size(), answer.toString());
    }
}
