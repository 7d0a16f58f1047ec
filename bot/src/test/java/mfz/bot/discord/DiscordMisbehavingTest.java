package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import mfz.bot.fakediscord.RestFault;
import mfz.bot.fakediscord.SentInteraction;
import mfz.rules.game.Phase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A whole game on a Discord that misbehaves: rate limits (429 with Retry-After) and outages
 * (5xx) on replies and on the table message's edits, the gateway connection dropped mid-game,
 * interactions delivered twice, before and after a restart (then only the database knows them).
 * The game stays right (what the players were told was accepted is exactly what is stored),
 * the bot reconnects and play goes on, and a table message that could not be edited is
 * brought back by {@code /game table}.
 */
class DiscordMisbehavingTest {

    private static final String CALLBACK = "interactions/\\d+/[^/]+/callback";
    private static final String TABLE_EDIT = "channels/\\d+/messages/\\d+";

    @TempDir
    Path dir;

    @Test
    void aGameGoesOnRightThroughRateLimitsOutagesADroppedConnectionAndDuplicates() throws Exception {
        Path file = dir.resolve("mfz.db");
        try (FakeDiscord fake = FakeDiscord.start();
             PlayedOnDiscord table = new PlayedOnDiscord(fake, fake.world().channel(0), file, 5, 2)) {
            RunningBot bot = RunningBot.start(fake, file, Map.of());
            try {
                FakeWorld.Channel channel = fake.world().channel(0);
                fake.fail(RestFault.rateLimit("POST", CALLBACK, 0.2), 1);
                fake.fail(RestFault.serverError("POST", CALLBACK, 503), 1);
                table.lobby("demo");

                fake.fail(RestFault.rateLimit("PATCH", TABLE_EDIT, 0.2), 1);
                fake.fail(RestFault.serverError("PATCH", TABLE_EDIT, 502), 1);
                table.play(5);

                int connectionsBefore = fake.resumes() + fake.identifies();
                fake.dropConnection();
                table.play(5);
                assertTrue(fake.resumes() + fake.identifies() > connectionsBefore, "the bot came back");

                // Discord delivers accepted interactions again: nothing is applied twice.
                OptionalLong version = table.version();
                List<SentInteraction> accepted = table.accepted();
                for (SentInteraction again : accepted.subList(accepted.size() - 3, accepted.size())) {
                    fake.redeliver(again);
                }
                table.answer(fake.slash(fake.world().member(0), channel, "help"));
                assertEquals(version, table.version(), "a duplicate delivery changed the game");
                for (SentInteraction again : accepted.subList(accepted.size() - 3, accepted.size())) {
                    assertEquals(1, fake.requestsFor(again).stream().filter(r -> r.status() < 300 && r.method()
                            .equals("POST")).count(), "answered once: " + fake.requestsFor(again));
                }

                // An outage long enough that the table's edit is given up: /game table shows it again.
                int postsBefore = fake.channelMessageWrites(channel).size();
                fake.fail(RestFault.serverError("PATCH", TABLE_EDIT, 500), 5);
                table.play(2);
                RecordedRequest reposted = table.answer(fake.slash(fake.world().member(1), channel, "game table"));
                assertEquals(4, reposted.callbackType());
                RecordedRequest post = fake.await(r -> r.is("POST", "channels/" + channel.id() + "/messages")
                        && r.status() == 200 && r.order() > reposted.order() - 5, "the table posted again");
                assertTrue(post.body().toString().contains("embeds"), post.toString());
                assertTrue(fake.channelMessageWrites(channel).size() > postsBefore);

                // Every fault was met: the fake answered with each of them.
                for (int status : List.of(429, 503, 502, 500)) {
                    assertTrue(fake.requests().stream().anyMatch(r -> r.status() == status),
                            "a " + status + " was sent");
                }
                boolean going = table.play(40);
                assertTrue(fake.requests().stream().noneMatch(r -> String.valueOf(r.body()).contains(FakeDiscord.TOKEN)
                        || r.path().contains(FakeDiscord.TOKEN)),
                        "the token only ever travels in the authorization header");
                assertEquals(table.accepted().stream().map(SentInteraction::id).toList(), table.storedInteractions(),
                        "what the players were told was accepted is what was stored, each once, in order");
                assertTrue(!going || table.game().orElseThrow().phase() == Phase.COMBAT);

                // After a restart the bot's memory of interactions is gone: the database must refuse repeats.
                bot.close();
                bot = RunningBot.start(fake, file, Map.of());
                List<String> stored = table.storedInteractions();
                accepted = table.accepted();
                for (SentInteraction again : accepted.subList(accepted.size() - 3, accepted.size())) {
                    long mark = fake.requests().getLast().order();
                    fake.redeliver(again);
                    RecordedRequest answer = fake.await(r -> r.order() > mark && r.is("POST", again.callbackPath()),
                            "the answer to the repeat of " + again.id());
                    assertEquals("That was already done, so nothing more was done.",
                            answer.message().path("content").asText(), answer.toString());
                }
                assertEquals(stored, table.storedInteractions(), "nothing stored twice after the restart");
            } finally {
                bot.close();
            }
        }
    }
}
