package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import mfz.bot.core.CommandRouter;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import mfz.bot.fakediscord.RestFault;
import mfz.bot.fakediscord.SentInteraction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A command stored in the game whose reply Discord then refuses (as it refuses a message over
 * its limits) is never reported as refused: the channel is told it was recorded, gets the
 * table again, and the game goes on from what was stored.
 */
class StoredReplyRefusedOnDiscordTest {

    @RegisterExtension
    static final BotOnFakeDiscord discord = BotOnFakeDiscord.standard();

    @Test
    void aRefusedReplyAfterTheStoreSaysTheActionWasRecordedAndPostsTheTableAgain() {
        FakeDiscord fake = discord.fake();
        FakeWorld.Channel channel = fake.world().channel(0);
        FakeWorld.User vincent = fake.world().member(0);
        FakeWorld.User alice = fake.world().member(1);
        fake.awaitCallback(fake.slash(vincent, channel, "game new", "size", "skirmish"));
        int tableWritesBefore = fake.channelMessageWrites(channel).size();

        fake.fail(RestFault.invalid("POST", "interactions/\\d+/[^/]+/callback"), 1);
        SentInteraction join = fake.slash(alice, channel, "game join");

        RecordedRequest notice = fake.await(r -> r.is("POST", "channels/" + channel.id() + "/messages")
                && r.message().path("content").asText().equals(ReplyDelivery.RECORDED), "the recorded notice");
        assertEquals(400, fake.requestsFor(join).getFirst().status(), "Discord refused the reply");
        RecordedRequest table = fake.await(r -> r.order() > notice.order()
                && r.is("POST", "channels/" + channel.id() + "/messages")
                && r.message().path("embeds").size() > 0, "the table posted again");
        assertTrue(fake.channelMessageWrites(channel).size() > tableWritesBefore + 1, "notice and table: " + table);

        RecordedRequest again = fake.awaitCallback(fake.slash(alice, channel, "game join"));
        String answer = again.message().path("content").asText();
        assertTrue(again.ephemeral(), "joining twice is refused: the first join was kept");
        assertFalse(answer.equals(CommandRouter.UNEXPECTED), answer);
        assertTrue(answer.toLowerCase().contains("already"), answer);
    }

    /**
     * The delivery audit (2026-11-26): /game table answers privately with the table to post, and
     * a refused answer was taken for a stored command's, so the channel read "Your action was
     * recorded" though nothing was. Nothing is said to have been recorded; the table is posted.
     */
    @Test
    void aRefusedAnswerToACommandThatStoresNothingNeverSaysItWasRecorded() {
        FakeDiscord fake = discord.fake();
        FakeWorld.Channel channel = fake.world().channel(1);
        FakeWorld.User vincent = fake.world().member(0);
        fake.awaitCallback(fake.slash(vincent, channel, "game new", "size", "skirmish"));
        fake.await(r -> r.is("POST", "channels/" + channel.id() + "/messages")
                && r.message().path("embeds").size() > 0, "the new game's table");

        fake.fail(RestFault.invalid("POST", "interactions/\\d+/[^/]+/callback"), 1);
        SentInteraction asked = fake.slash(vincent, channel, "game table");
        RecordedRequest refused = fake.await(r -> fake.requestsFor(asked).contains(r), "the answer Discord refuses");
        assertEquals(400, refused.status(), refused.toString());
        RecordedRequest table = fake.await(r -> r.order() > refused.order() && r.is("POST", "channels/" + channel.id()
                + "/messages") && r.message().path("embeds").size() > 0, "the table, posted as asked");
        assertTrue(fake.requests().stream().noneMatch(r -> r.order() > refused.order() && r.is("POST", "channels/"
                + channel.id() + "/messages") && r.message().path("content").asText().equals(ReplyDelivery.RECORDED)),
                "nothing was recorded, and nothing says so: " + table);
    }
}
