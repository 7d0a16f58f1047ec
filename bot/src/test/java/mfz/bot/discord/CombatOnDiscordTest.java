package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import mfz.bot.fakediscord.SentInteraction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A demo game's combat played by taps alone, through the real JDA client against the fake
 * Discord: from the first round to doomsday, every move is a button or a menu the bot's own
 * replies carried, for the player pinged to act: taking a turn (a private plan of targets
 * and ranges), defending, attacking, choosing what a hit takes, ending turns, the doomsday
 * choice. Nobody types a die.
 */
class CombatOnDiscordTest {

    /** What a player taps first when several controls are theirs: act before passing or ending. */
    static final List<String> PREFERENCE = List.of("Turn:", "Target", "Defend", "Attack", "Lose", "Retreat", "Move",
            "Spot", "End the turn", "Tick", "Pass");

    @TempDir
    Path dir;

    private FakeDiscord fake;
    private FakeWorld.Channel channel;
    private int cardEdits;
    private int taps;
    private int newMessages;
    private final List<Integer> lengths = new ArrayList<>();
    private final List<String> labels = new ArrayList<>();

    @Test
    void aWholeRoundToDoomsdayIsPlayedByTappingOnly() throws Exception {
        try (FakeDiscord started = FakeDiscord.start(FakeWorld.threePlayers(), FakeDiscord.TOKEN)) {
            fake = started;
            channel = fake.world().channel(0);
            FakeWorld.User vincent = fake.world().member(0);
            FakeWorld.User alice = fake.world().member(1);
            try (RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of())) {
                publicReply(fake.slash(vincent, channel, "game new", "size", "demo", "doomsday", 2));
                publicReply(fake.slash(alice, channel, "game join"));
                for (FakeWorld.User player : List.of(vincent, alice)) {
                    String prefix = player == vincent ? "Anvil" : "Fang";
                    callback(fake.slash(player, channel, "company frame", "name", prefix + "-1", "loadout",
                            "B G Rh Rh", "ssr", 3));
                    callback(fake.slash(player, channel, "company frame", "name", prefix + "-2", "loadout",
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

                List<String> said = new ArrayList<>();
                int steps = 0;
                while (!latest.get("content").asText().contains("Doomsday!")) {
                    assertTrue(steps++ < 120, "the game ends within 120 taps: " + said);
                    latest = tap(latest, List.of(vincent, alice));
                    said.add(latest.get("content").asText());
                }
                String all = String.join("\n", said);
                assertTrue(all.contains("rolls:"), all);
                assertTrue(all.contains("🛡️"), "someone defended: " + all);
                assertTrue(all.contains("💥"), "someone attacked: " + all);
                assertTrue(all.contains("⏳"), "the doomsday clock moved: " + all);
                assertTrue(all.contains("Scores: "), "the doomsday choice shows the scores: " + all);
                assertTrue(labels.stream().anyMatch(l -> l.startsWith("Tick to 0: the game ends, ")),
                        "a tick that ends the game says so and who wins: " + labels);
                assertTrue(latest.path("components").isEmpty(), "a finished game offers no controls");
                // The result comes with the chart of the scores, drawn and sent byte for byte.
                JsonNode result = latest;
                String chart = java.util.stream.StreamSupport.stream(result.path("attachments").spliterator(), false)
                        .map(a -> a.path("filename").asText()).filter(n -> n.startsWith("mfz-scores-"))
                        .findFirst().orElseThrow(() -> new AssertionError("no score chart with " + result));
                java.awt.image.BufferedImage png = javax.imageio.ImageIO.read(new java.io.ByteArrayInputStream(
                        fake.sentFile(chart).orElseThrow()));
                assertTrue(png != null && png.getWidth() > 0, "the chart is a PNG");
                assertTrue(cardEdits > 0, "a turn's taps edit its card rather than post anew");
                // A card edited again still shows its roll: each turn's roll line counts once.
                long turns = said.stream().flatMap(text -> text.lines()).filter(line -> line.contains("rolls:"))
                        .distinct().count();
                List<Integer> sorted = lengths.stream().sorted().toList();
                // The figures docs/phones.md quotes: read them in the test's output.
                System.out.printf("phones: %d frame turns, %.1f taps and %.1f new public messages a turn "
                                + "(%d card edits), message length median %d, p90 %d%n", turns,
                        (double) taps / turns, (double) newMessages / turns, cardEdits,
                        sorted.get(sorted.size() / 2), sorted.get(sorted.size() * 9 / 10));
            }
        }
    }

    /** The pinged player taps their most useful control; a plan opens privately and its first target is chosen. */
    private JsonNode tap(JsonNode reply, List<FakeWorld.User> players) {
        List<JsonNode> mine = controls(reply).stream().filter(c -> c.get("custom_id").asText().contains("|for="))
                .sorted(Comparator.comparingInt(CombatOnDiscordTest::preference)).toList();
        assertFalse(mine.isEmpty(), "the reply offers the player to act some control: " + reply);
        mine.forEach(c -> labels.add(c.path("label").asText()));
        JsonNode control = mine.getFirst();
        String id = control.get("custom_id").asText();
        FakeWorld.User player = players.stream().filter(p -> id.contains("for=" + p.id())).findFirst().orElseThrow();
        RecordedRequest answer = press(player, control);
        if (answer.ephemeral()) {
            JsonNode plan = answer.message();
            assertTrue(id.startsWith("turn plan"), "only a plan is private: " + plan);
            JsonNode first = controls(plan).getFirst();
            answer = press(player, first);
            assertFalse(answer.ephemeral(), answer.toString());
        }
        return answer.message();
    }

    private RecordedRequest press(FakeWorld.User player, JsonNode control) {
        taps++;
        String id = control.get("custom_id").asText();
        SentInteraction sent = control.get("type").asInt() == 3
                ? fake.select(player, channel, id, control.get("options").get(0).get("value").asText())
                : fake.clickButton(player, channel, id);
        return callback(sent);
    }

    private static int preference(JsonNode control) {
        String label = control.has("label") ? control.get("label").asText() : control.path("placeholder").asText();
        for (int i = 0; i < PREFERENCE.size(); i++) {
            if (label.startsWith(PREFERENCE.get(i))) {
                return i;
            }
        }
        return PREFERENCE.size();
    }

    private RecordedRequest callback(SentInteraction sent) {
        RecordedRequest reply = fake.awaitCallback(sent);
        assertTrue(reply.callbackType() == 4 || reply.callbackType() == 7, "a new message or the card edited: " + reply);
        if (reply.callbackType() == 7) {
            cardEdits++;
        } else if (!reply.ephemeral()) {
            newMessages++;
        }
        if (!reply.ephemeral()) {
            lengths.add(reply.message().path("content").asText().length());
        }
        return reply;
    }

    private JsonNode publicReply(SentInteraction sent) {
        RecordedRequest reply = callback(sent);
        assertFalse(reply.ephemeral(), reply.toString());
        return reply.message();
    }

    private static List<JsonNode> controls(JsonNode message) {
        List<JsonNode> controls = new ArrayList<>();
        for (JsonNode row : message.path("components")) {
            row.path("components").forEach(controls::add);
        }
        return controls;
    }
}
