package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.StreamSupport;
import javax.imageio.ImageIO;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import mfz.bot.fakediscord.SentInteraction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A demo game's combat played by taps alone, through the real JDA client against the fake
 * Discord: from the first round to doomsday, every move is a button or a menu the bot's own
 * replies carried, for the player pinged to act: taking a turn (a menu of targets
 * and ranges under the message that pings them), defending, attacking, choosing what a hit takes, ending turns, the doomsday
 * choice. Nobody types a die.
 */
class CombatOnDiscordTest {

    @TempDir
    Path dir;

    private TappedGame game;

    @Test
    void aWholeRoundToDoomsdayIsPlayedByTappingOnly() throws Exception {
        try (FakeDiscord started = FakeDiscord.start(FakeWorld.threePlayers(), FakeDiscord.TOKEN)) {
            FakeDiscord fake = started;
            FakeWorld.Channel channel = fake.world().channel(0);
            FakeWorld.User vincent = fake.world().member(0);
            FakeWorld.User alice = fake.world().member(1);
            game = new TappedGame(fake, channel, List.of(vincent, alice));
            try (RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of())) {
                publicReply(fake.slash(vincent, channel, "game new", "size", "demo", "doomsday", 2));
                publicReply(fake.slash(alice, channel, "game join"));
                for (FakeWorld.User player : List.of(vincent, alice)) {
                    String prefix = player == vincent ? "Anvil" : "Fang";
                    game.callback(fake.slash(player, channel, "company frame", "name", prefix + "-1", "loadout",
                            "B G Rh Rh", "ssr", 3));
                    game.callback(fake.slash(player, channel, "company frame", "name", prefix + "-2", "loadout",
                            "B G Y Rd"));
                    publicReply(fake.slash(player, channel, "company ready"));
                }
                publicReply(fake.slash(vincent, channel, "game start"));
                // every demo frame starts away from the centre station (docs/rules.md §9)
                for (String frame : List.of("Anvil-1", "Anvil-2")) {
                    publicReply(fake.slash(vincent, channel, "deploy done", "frame", frame));
                }
                for (String frame : List.of("Fang-1", "Fang-2")) {
                    publicReply(fake.slash(vincent, channel, "deploy done", "frame", frame, "owner", alice.id()));
                }
                JsonNode latest = publicReply(fake.slash(vincent, channel, "deploy done"));
                assertTrue(latest.get("content").asText().contains("**Round 1** begins"), latest.toString());

                game.startMeasuring();
                latest = game.playToDoomsday(latest, 120);
                String all = game.said();
                assertTrue(all.contains("rolls:"), all);
                assertTrue(all.contains("🛡️"), "someone defended: " + all);
                assertTrue(all.contains("💥"), "someone attacked: " + all);
                assertTrue(all.contains("⏳"), "the doomsday clock moved: " + all);
                assertEquals(List.of("game rematch|game=", "game report|game=", "game table|private=true"), TappedGame.controls(latest)
                        .stream().map(c -> c.get("custom_id").asText().replaceAll("\\|game=\\d+$", "|game=")).toList(),
                        "a finished game offers its rematch, its report (of this game) and its final table, privately");
                JsonNode card = latest.path("embeds").get(0);
                assertTrue(card.path("title").asText().startsWith("🏆"), "the result card: " + latest);
                assertTrue(card.path("description").asText().contains("frames lost"), card.toString());
                // The result comes with the chart of the scores, drawn and sent byte for byte.
                JsonNode result = latest;
                String chart = StreamSupport.stream(result.path("attachments").spliterator(), false)
                        .map(a -> a.path("filename").asText()).filter(n -> n.startsWith("mfz-scores-"))
                        .findFirst().orElseThrow(() -> new AssertionError("no score chart with " + result));
                BufferedImage png = ImageIO.read(new ByteArrayInputStream(
                        fake.sentFile(chart).orElseThrow()));
                assertTrue(png != null && png.getWidth() > 0, "the chart is a PNG");
                assertTrue(game.cardEdits() > 0, "a turn's taps edit its card rather than post anew");
                TappedGame.Measure measure = game.measure();
                // The report: anyone taps it and gets the whole game as one page, privately (docs/report.md).
                RecordedRequest report = game.press(vincent, TappedGame.controls(latest).get(1),
                        latest);
                assertTrue(report.ephemeral(), report.toString());
                String page = report.message().path("attachments").get(0).path("filename").asText();
                assertTrue(page.startsWith("mfz-report-") && page.endsWith(".html"), report.toString());
                String html = new String(fake.sentFile(page).orElseThrow(), StandardCharsets.UTF_8);
                assertTrue(html.contains("Round 1") && html.contains("🏆"), "the report tells the game to its result");
                // Rematch: the same options, tapped by either player, who then hosts it; the other is
                // pinged to join, never seated by another's tap (an authorization audit).
                JsonNode rematch = game.press(alice, TappedGame.controls(latest).getFirst(), latest).message();
                assertTrue(rematch.get("content").asText().contains("demo"), rematch.toString());
                assertTrue(rematch.get("content").asText().endsWith("👉 <@" + vincent.id() + ">, your last game's "
                        + "rematch: **Join** (`/game join`) to play it again."), rematch.toString());
                assertEquals(List.of(vincent.id()), StreamSupport.stream(rematch.path("allowed_mentions").path("users")
                        .spliterator(), false).map(JsonNode::asText).toList(), "the ping reaches vincent: " + rematch);
                assertEquals("game join", TappedGame.controls(rematch).getFirst().get("custom_id").asText());
                JsonNode joined = game.press(vincent, TappedGame.controls(rematch).getFirst(), rematch).message();
                assertEquals("**alice** opened a demo game here.\n**vincent** joined the game.",
                        joined.get("content").asText(), "the lobby's message, its ping answered: " + joined);
                // The report button still gives its game's report, the rematch open in the channel (a report audit).
                RecordedRequest again = game.press(alice, TappedGame.controls(latest).get(1), latest);
                assertTrue(again.ephemeral() && again.message().path("attachments").get(0).path("filename").asText()
                        .startsWith("mfz-report-"), again.toString());
                // The figures docs/phones.md quotes: read them in the test's output.
                System.out.println("demo " + measure);
            }
        }
    }

    private JsonNode publicReply(SentInteraction sent) {
        RecordedRequest reply = game.callback(sent);
        assertFalse(reply.ephemeral(), reply.toString());
        return reply.message();
    }
}
