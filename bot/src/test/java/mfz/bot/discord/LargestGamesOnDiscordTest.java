package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import mfz.bot.core.CommandRouter;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import mfz.bot.fakediscord.SentInteraction;
import mfz.bot.play.TablePlayer;
import mfz.rules.game.Phase;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The largest games the rules allow, played to the end through the real JDA client against
 * the fake Discord, typing and tapping: 5 players in a battle, and 2 players with 8 frames
 * each, every player, frame and station name 32 characters long with emoji among its words, each company's SSRs all
 * carried. The fake answers 400 to any request Discord would refuse (its OpenAPI description
 * and its documented limits: ids ≤ 100, text ≤ 2,000, embeds ≤ 6,000 in all, 5 rows of 5,
 * 25 options, labels ≤ 80), so one such payload fails the test; {@code /help} is asked too.
 */
class LargestGamesOnDiscordTest {

    private static final int NAME = 32;

    @TempDir
    Path dir;

    @Test
    void fivePlayersInABattleWithTheLongestNamesStayWithinDiscordsLimits() throws Exception {
        playToTheEnd(5, 11);
    }

    /** The other largest game, by frames: with {@code -Pbench}, to keep the suite under four minutes. */
    @Test
    @Tag("bench")
    void twoPlayersWithEightFramesEachStayWithinDiscordsLimits() throws Exception {
        playToTheEnd(2, 12);
    }

    private void playToTheEnd(int players, long seed) throws Exception {
        try (FakeDiscord fake = FakeDiscord.start(longNamed(players), FakeDiscord.TOKEN);
             RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of());
             PlayedOnDiscord table = new PlayedOnDiscord(fake, fake.world().channel(0), dir.resolve("mfz.db"), seed,
                     players, true)) {
            FakeWorld.Channel channel = fake.world().channel(0);
            table.lobby("battle");
            int plansTapped = 0;
            int turnOffers = 0;
            int oneTapStarts = 0;
            boolean helpAsked = false;
            int commands = 0;
            while (table.play(1)) {
                assertTrue(commands++ < 3000, "the game ends within 3,000 commands");
                JsonNode latest = table.answer(table.accepted().getLast()).message();
                if (latest == null) {
                    continue;
                }
                // Every message that offers turns offers a one-tap start (a menu of targets), many opponents or not.
                if (controls(latest).stream().anyMatch(c -> c.path("custom_id").asText().startsWith("turn plan"))) {
                    turnOffers++;
                    if (controls(latest).stream().anyMatch(c -> c.path("custom_id").asText().startsWith("turn start|"))) {
                        oneTapStarts++;
                    }
                }
                for (JsonNode control : controls(latest)) {
                    String id = control.path("custom_id").asText();
                    if (id.startsWith("turn plan") && plansTapped < 6) {
                        plansTapped++;
                        tapPlanAndStart(fake, channel, control);
                        break;
                    }
                }
                if (!helpAsked && table.game().orElseThrow().phase() == Phase.COMBAT) {
                    helpAsked = true;
                    RecordedRequest help = fake.awaitCallback(fake.slash(fake.world().member(players - 1), channel,
                            "help"));
                    assertTrue(help.status() < 300, "Discord took /help in the largest game: " + help);
                    for (Object[] longest : List.of(new Object[] {"game log", "count", 25},
                            new Object[] {"game table"})) {
                        RecordedRequest answer = fake.awaitCallback(fake.slash(fake.world().member(0), channel,
                                (String) longest[0], Arrays.copyOfRange(longest, 1, longest.length)));
                        assertTrue(answer.status() < 300, "Discord took /" + longest[0] + ": " + answer);
                        // What the player reads: the answer itself, not the bot's apology for a failure.
                        assertFalse(answer.message().toString().contains(CommandRouter.UNEXPECTED
                                .substring(0, 20)), "/" + longest[0] + " answered: " + answer.message());
                        assertTrue(answer.message().toString().contains(longest[0].equals("game log") ? "Game log"
                                : "The table"), "/" + longest[0] + " answered: " + answer.message());
                    }
                }
            }
            assertTrue(helpAsked, "/help was asked in combat");
            assertTrue(plansTapped > 0, "a turn was started by tapping");
            assertTrue(turnOffers > 0 && oneTapStarts == turnOffers,
                    "a one-tap start wherever turns are offered: " + oneTapStarts + " of " + turnOffers);

            List<RecordedRequest> sent = fake.requests();
            assertEquals(List.of(), fake.takeApiViolations(), "Discord would refuse none of the bot's requests");
            // (how many of its cards a tap edits depends on the game's path: CardMergeTest is the certain check)
            cardEditsKeepingTheirStart(sent);
            assertTrue(sent.stream().allMatch(r -> r.status() < 400 || r.status() == 404 && r.method().equals("GET")),
                    "every request was accepted");
            List<String> ids = new ArrayList<>();
            sent.forEach(r -> collectIds(r.body(), ids));
            assertTrue(ids.stream().anyMatch(id -> id.contains("=~")), "names travel as tokens: " + ids.size());
            assertTrue(ids.stream().allMatch(id -> id.length() <= 100), "every id fits");
            String frame = TablePlayer.longest("P0-F0 🔥of🚀the🎯Very💥Long🔥Named🚀Company🎯");
            assertTrue(sent.stream().anyMatch(r -> r.body() != null && r.body().toString().contains(frame)),
                    "the 32-character names were shown");
        }
    }

    /**
     * A live card that shows its turn's start keeps it through every edit (a phone audit: merged
     * with the typed lines the card never shows, a big game's reply passed 2,000 and the card was
     * replaced by the reply alone); returns how many such edits were checked, none on some paths.
     */
    private static int cardEditsKeepingTheirStart(List<RecordedRequest> sent) {
        int checked = 0;
        for (RecordedRequest request : sent) {
            String content = request.message().path("content").asText("");
            // a tap's answer that edits its card (callback 7) in a turn under way: it defends, moves, attacks
            if (request.callbackType() == 7 && request.status() < 300 && content.contains("🛡️")) {
                assertTrue(content.startsWith("▶️"), "the card lost its turn's start: " + content);
                checked++;
            }
        }
        return checked;
    }

    /** Taps a frame's turn button (a private plan), then the plan's first target: the turn starts. */
    private static void tapPlanAndStart(FakeDiscord fake, FakeWorld.Channel channel, JsonNode control) {
        String id = control.get("custom_id").asText();
        FakeWorld.User player = fake.world().members().stream().filter(u -> id.contains("for=" + u.id()))
                .findFirst().orElseThrow();
        RecordedRequest plan = fake.awaitCallback(fake.clickButton(player, channel, id));
        assertTrue(plan.ephemeral(), plan.toString());
        List<JsonNode> choices = controls(plan.message());
        assertFalse(choices.isEmpty(), "a plan offers targets: " + plan);
        JsonNode first = choices.getFirst();
        SentInteraction start = first.path("type").asInt() == 3
                ? fake.select(player, channel, first.get("custom_id").asText(),
                        first.get("options").get(0).get("value").asText())
                : fake.clickButton(player, channel, first.get("custom_id").asText());
        RecordedRequest started = fake.awaitCallback(start);
        assertFalse(started.ephemeral(), "the turn starts in public: " + started);
    }

    /** A server whose players' names are as long as Discord's 32 characters. */
    private static FakeWorld longNamed(int players) {
        FakeWorld standard = FakeWorld.standard();
        List<FakeWorld.User> users = new ArrayList<>();
        for (int i = 1; i <= players; i++) {
            users.add(new FakeWorld.User(Long.toString(700000000000000000L + i),
                    TablePlayer.longest("🔥player" + i + "🚀with🎯the💥longest🔥name🚀allowed")));
        }
        return new FakeWorld(standard.botId(), standard.botName(), standard.applicationId(), standard.guildId(),
                standard.guildName(), users.getFirst().id(), standard.channels(), users);
    }

    private static List<JsonNode> controls(JsonNode message) {
        List<JsonNode> controls = new ArrayList<>();
        for (JsonNode row : message.path("components")) {
            row.path("components").forEach(controls::add);
        }
        return controls;
    }

    private static void collectIds(JsonNode node, List<String> ids) {
        if (node == null) {
            return;
        }
        if (node.isObject() && node.has("custom_id")) {
            ids.add(node.get("custom_id").asText());
        }
        node.forEach(child -> collectIds(child, ids));
    }
}
