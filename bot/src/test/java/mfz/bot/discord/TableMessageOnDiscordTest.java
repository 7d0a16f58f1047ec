package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import mfz.bot.fakediscord.SentInteraction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The channel's table message through the real JDA client: posted once, then edited in
 * place; re-posted by {@code /game table} and when a player deleted it; found again after a
 * restart on the same database. Each change's table write follows its interaction reply.
 */
class TableMessageOnDiscordTest {

    @TempDir
    Path dir;

    @Test
    void oneMessageIsPostedThenEditedInPlaceRepostedOnRequestOrWhenDeletedAndFoundAfterARestart() throws Exception {
        try (FakeDiscord fake = FakeDiscord.start()) {
            FakeWorld.User vincent = fake.world().member(0);
            FakeWorld.User alice = fake.world().member(1);
            FakeWorld.Channel channel = fake.world().channel(0);
            Path database = dir.resolve("mfz.db");
            String lastId;
            try (RunningBot bot = RunningBot.start(fake, database, Map.of())) {
                RecordedRequest posted = tableWriteAfter(fake, channel,
                        fake.slash(vincent, channel, "game new", "size", "skirmish"));
                assertEquals("POST", posted.method(), "a new game posts its table");
                assertTrue(posted.body().get("embeds").get(0).get("title").asText().contains("lobby"),
                        posted.body().toString());
                assertTrue(posted.body().path("allowed_mentions").path("parse").isEmpty(),
                        "the table pings nobody: " + posted.body());
                String first = posted.messageId();

                RecordedRequest joined = tableWriteAfter(fake, channel, fake.slash(alice, channel, "game join"));
                assertEquals("PATCH", joined.method());
                assertEquals("channels/" + channel.id() + "/messages/" + first, joined.path(), "edited in place");
                assertTrue(joined.body().toString().contains("alice"), joined.body().toString());

                RecordedRequest reposted = tableWriteAfter(fake, channel, fake.slash(vincent, channel, "game table"));
                assertEquals("POST", reposted.method(), "/game table posts it again at the bottom");
                String second = reposted.messageId();
                assertNotEquals(first, second);

                RecordedRequest left = tableWriteAfter(fake, channel, fake.slash(alice, channel, "game leave"));
                assertEquals("channels/" + channel.id() + "/messages/" + second, left.path(),
                        "the re-posted message is the one edited from now on");

                fake.deleteMessage(second);
                SentInteraction rejoin = fake.slash(alice, channel, "game join");
                RecordedRequest refused = fake.await(r -> r.order() > left.order() && r.method().equals("PATCH")
                        && r.path().endsWith("/" + second), "an edit of the deleted table");
                assertEquals(404, refused.status());
                RecordedRequest replaced = fake.await(r -> r.order() > refused.order()
                        && r.is("POST", "channels/" + channel.id() + "/messages"), "the table posted again");
                assertTrue(replaced.body().toString().contains("alice"), replaced.body().toString());
                assertTrue(fake.awaitCallback(rejoin).order() < refused.order(), "the reply comes first");
                lastId = replaced.messageId();
            }

            try (RunningBot restarted = RunningBot.start(fake, database, Map.of())) {
                RecordedRequest afterRestart = tableWriteAfter(fake, channel, fake.slash(alice, channel, "game leave"));
                assertEquals("PATCH", afterRestart.method(), "the restarted bot finds its table message");
                assertEquals("channels/" + channel.id() + "/messages/" + lastId, afterRestart.path());
                assertFalse(afterRestart.body().toString().contains("alice"), afterRestart.body().toString());
            }
        }
    }

    @Test
    void anInteractionDeliveredAgainAfterARestartIsNotAppliedAgain() throws Exception {
        try (FakeDiscord fake = FakeDiscord.start()) {
            FakeWorld.User vincent = fake.world().member(0);
            FakeWorld.User alice = fake.world().member(1);
            FakeWorld.Channel channel = fake.world().channel(0);
            Path database = dir.resolve("mfz.db");
            SentInteraction join;
            try (RunningBot bot = RunningBot.start(fake, database, Map.of())) {
                tableWriteAfter(fake, channel, fake.slash(vincent, channel, "game new", "size", "skirmish"));
                join = fake.slash(alice, channel, "game join");
                tableWriteAfter(fake, channel, join);
                tableWriteAfter(fake, channel, fake.slash(alice, channel, "game leave"));
            }
            try (RunningBot restarted = RunningBot.start(fake, database, Map.of())) {
                int before = fake.requestsFor(join).size();
                fake.redeliver(join);
                RecordedRequest second = fake.await(r -> r.is("POST", join.callbackPath())
                        && fake.requestsFor(join).indexOf(r) >= before, "an answer to the join delivered again");
                assertEquals(400, second.status(), "Discord takes one answer per interaction");
                assertTrue(second.ephemeral(), "the restarted bot refused it: " + second.body());
                assertEquals("That was already done, so nothing more was done.",
                        second.message().get("content").asText());

                RecordedRequest table = tableWriteAfter(fake, channel, fake.slash(vincent, channel, "game table"));
                assertFalse(table.body().toString().contains("alice"), "alice did not join again: " + table.body());
            }
        }
    }

    /** The table write (post or edit) that follows this interaction's reply. */
    static RecordedRequest tableWriteAfter(FakeDiscord fake, FakeWorld.Channel channel, SentInteraction sent) {
        RecordedRequest reply = fake.awaitCallback(sent);
        String messages = "channels/" + channel.id() + "/messages";
        return fake.await(r -> r.order() > reply.order() && r.status() < 300
                && (r.is("POST", messages) || r.method().equals("PATCH") && r.path().startsWith(messages + "/"))
                && !outOfDate(r), "the table after " + sent.id());
    }

    /** A replaced table's edit saying it is out of date (not a table). */
    static boolean outOfDate(RecordedRequest write) {
        return write.body().path("embeds").path(0).path("title").asText("").equals(TableMessagePoster.OUT_OF_DATE);
    }
}
