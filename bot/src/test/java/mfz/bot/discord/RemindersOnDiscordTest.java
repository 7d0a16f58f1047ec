package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.NoticeIds;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import mfz.bot.reminders.NextInLine;
import mfz.bot.reminders.Waited;
import mfz.rules.game.Game;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A reminder through the real JDA client: posted in the game's channel by id (the bot keeps no
 * channel cache), pinging whoever the game waits on, with a Snooze button that works.
 */
class RemindersOnDiscordTest {

    @TempDir
    Path dir;

    @Test
    void aDueReminderIsPostedInTheChannelAndItsSnoozeButtonAnswers() throws Exception {
        try (FakeDiscord fake = FakeDiscord.start();
             RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of());
             PlayedOnDiscord table = new PlayedOnDiscord(fake, fake.world().channel(0), dir.resolve("mfz.db"), 3, 2)) {
            FakeWorld.Channel channel = fake.world().channel(0);
            Game game = waitingOnOne(table);
            String waitedOn = Waited.on(game).getFirst();
            FakeWorld.User host = member(fake, game.host());
            RecordedRequest set = table.answer(fake.slash(host, channel, "game options", "remind", 1));
            assertTrue(set.message().get("content").asText().startsWith("**" + host.name() + "** set the reminders: "
                    + "whoever must decide is pinged after 1 hour"), set.toString());

            assertEquals(1, bot.app().sendRemindersDue(Instant.now().plus(Duration.ofMinutes(61))));
            RecordedRequest posted = fake.await(r -> r.is("POST", "channels/" + channel.id() + "/messages")
                    && r.message().path("content").asText().contains("has waited on you"), "the reminder");
            JsonNode message = posted.message();
            assertTrue(message.get("content").asText().startsWith("<@" + waitedOn + ">"), message.toString());
            assertEquals(waitedOn, message.get("allowed_mentions").get("users").get(0).asText(), "only the player is pinged");
            assertEquals(1, message.get("allowed_mentions").get("users").size(), message.toString());
            JsonNode rows = message.get("components");
            JsonNode button = rows.get(rows.size() - 1).get("components").get(0);
            assertEquals("game snooze", button.get("custom_id").asText());
            // The controls the player may use come with it, to act from the reminder (a phone audit):
            // here approving the terrain, which each player taps for themselves.
            String approve = rows.get(0).get("components").get(0).get("custom_id").asText();
            assertTrue(NoticeIds.is(approve)
                    && ComponentIds.decode(approve).command().equals("deploy done"), rows.toString());
            assertEquals(List.of(), fake.takeApiViolations(), "a reminder Discord takes");

            FakeWorld.User player = member(fake, waitedOn);
            RecordedRequest snoozed = table.answer(fake.clickButton(player, channel, "game snooze"));
            assertTrue(snoozed.ephemeral() && snoozed.message().get("content").asText().startsWith("Snoozed"),
                    snoozed.toString());
            assertEquals(0, bot.app().sendRemindersDue(Instant.now().plus(Duration.ofMinutes(62))), "sent once");
            RecordedRequest approved = table.answer(fake.clickButton(player, channel, approve));
            assertTrue(approved.message().get("content").asText().contains("approves the terrain"),
                    "tapped from the reminder: " + approved);
            assertEquals(4, approved.callbackType(), "answered in a new message, the reminder left as it is");
            PhoneCapture.ifAsked("reminder", List.of(posted, snoozed));
        }
    }

    /**
     * A player who asked for reminders by direct message gets them there: Discord opens the
     * direct-message channel and the reminder arrives in it, naming the game's channel, with
     * nothing posted in the game's channel and no Snooze button (a button in a direct message
     * would run where there is no game). Once the player closes direct messages, Discord refuses
     * the next one and it goes to the game's channel instead.
     */
    @Test
    void aDirectReminderReachesThePlayerAndGoesToTheChannelOnceDiscordRefusesIt() throws Exception {
        try (FakeDiscord fake = FakeDiscord.start();
             RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of());
             PlayedOnDiscord table = new PlayedOnDiscord(fake, fake.world().channel(0), dir.resolve("mfz.db"), 3, 2)) {
            FakeWorld.Channel channel = fake.world().channel(0);
            Game game = waitingOnOne(table);
            String waitedOn = Waited.on(game).getFirst();
            FakeWorld.User player = member(fake, waitedOn);
            FakeWorld.User host = member(fake, game.host());
            assertTrue(table.answer(fake.slash(player, channel, "me dm", "on", true)).ephemeral());
            table.answer(fake.slash(host, channel, "game options", "remind", 1));
            Instant start = Instant.now();

            assertEquals(1, bot.app().sendRemindersDue(start.plus(Duration.ofMinutes(61))));
            RecordedRequest opened = fake.await(r -> r.is("POST", "users/@me/channels"), "the direct message opened");
            assertEquals(waitedOn, opened.body().path("recipient_id").asText());
            String direct = fake.directChannelOf(player).orElseThrow();
            RecordedRequest delivered = fake.await(r -> r.is("POST", "channels/" + direct + "/messages"),
                    "the reminder in the direct message");
            String text = delivered.message().path("content").asText();
            assertTrue(text.startsWith("<@" + waitedOn + "> the game in <#" + channel.id() + "> has waited on you"), text);
            assertTrue(delivered.message().path("components").isEmpty(), "no Snooze button: " + delivered);
            assertEquals(List.of(), fake.takeApiViolations(), "Discord would refuse none of the bot's requests");

            fake.closeDirectMessages(player);
            assertEquals(1, bot.app().sendRemindersDue(start.plus(Duration.ofMinutes(61 + 121))), "the second reminder");
            fake.await(r -> r.is("POST", "channels/" + direct + "/messages") && r.order() > delivered.order(),
                    "the second reminder tried by direct message");
            RecordedRequest posted = fake.await(r -> r.is("POST", "channels/" + channel.id() + "/messages")
                    && r.message().path("content").asText().contains("has waited on you"), "the reminder in the channel");
            assertTrue(posted.message().path("content").asText().startsWith("<@" + waitedOn + ">"), posted.toString());
            // in the channel the button works, so the reminder keeps it there (an audit: it lost it)
            assertTrue(posted.message().path("components").toString().contains("Snooze"), "its Snooze button: " + posted);
            assertEquals(1, fake.requests().stream().filter(r -> r.is("POST", "channels/" + channel.id() + "/messages")
                    && r.message().path("content").asText().contains("has waited on you")).count(),
                    "the first reminder reached the direct message alone");
            PhoneCapture.ifAsked("reminder-direct", List.of(delivered, posted));
        }
    }

    /**
     * A heads-up asked for by direct message arrives there through JDA: the direct-message
     * channel opened, the text naming the player, whom they follow and the game's channel,
     * pinging nobody else, and nothing posted in the game's channel.
     */
    @Test
    void aHeadsUpByDirectMessageReachesThePlayerNextInLine() throws Exception {
        try (FakeDiscord fake = FakeDiscord.start();
             RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of());
             PlayedOnDiscord table = new PlayedOnDiscord(fake, fake.world().channel(0), dir.resolve("mfz.db"), 3, 2)) {
            FakeWorld.Channel channel = fake.world().channel(0);
            for (FakeWorld.User player : fake.world().members().subList(0, 2)) {
                assertTrue(table.answer(fake.slash(player, channel, "me dm", "on", true)).ephemeral());
                assertTrue(table.answer(fake.slash(player, channel, "me headsup", "on", true)).ephemeral());
            }
            table.lobby("skirmish");
            for (int i = 0; i < 80 && NextInLine.of(table.game().orElseThrow()).isEmpty(); i++) {
                table.play(1);
            }
            Game game = table.game().orElseThrow();
            NextInLine line = NextInLine.of(game).orElseThrow(() -> new AssertionError("nobody next in line"));

            // A second on: the heads-up is due once the watcher has stored it, which may come after this line is read.
            assertEquals(1, bot.app().sendRemindersDue(Instant.now().plusSeconds(1)), "one heads-up");
            RecordedRequest opened = fake.await(r -> r.is("POST", "users/@me/channels"), "the direct message opened");
            assertEquals(line.userId(), opened.body().path("recipient_id").asText());
            String direct = fake.directChannelOf(member(fake, line.userId())).orElseThrow();
            RecordedRequest delivered = fake.await(r -> r.is("POST", "channels/" + direct + "/messages"),
                    "the heads-up in the direct message");
            String text = delivered.message().path("content").asText();
            assertTrue(text.startsWith("<@" + line.userId() + "> heads-up: you're next in line after **"
                    + game.nameOf(line.afterUserId()) + "**"), text);
            assertTrue(text.contains("<#" + channel.id() + ">"), "it names the game's channel: " + text);
            assertEquals(List.of(line.userId()), delivered.message().path("allowed_mentions").path("users")
                    .valueStream().map(JsonNode::asText).toList(), "only the player is pinged: " + delivered);
            assertTrue(fake.requests().stream().noneMatch(r -> r.is("POST", "channels/" + channel.id() + "/messages")
                    && r.message().path("content").asText().contains("heads-up")), "nothing in the game's channel");
            assertEquals(List.of(), fake.takeApiViolations(), "Discord would refuse none of the bot's requests");
            assertEquals(0, bot.app().sendRemindersDue(Instant.now().plus(Duration.ofHours(1))), "told once");
        }
    }

    /** Opens a skirmish and plays on until it waits on one player (the terrain waits on both). */
    private static Game waitingOnOne(PlayedOnDiscord table) throws Exception {
        table.lobby("skirmish");
        for (int i = 0; i < 40 && Waited.on(table.game().orElseThrow()).size() != 1; i++) {
            table.play(1);
        }
        return table.game().orElseThrow();
    }

    private static FakeWorld.User member(FakeDiscord fake, String id) {
        return fake.world().members().stream().filter(u -> u.id().equals(id)).findFirst().orElseThrow();
    }
}
