package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A Kids' Basic Campaign battle played as a phone player plays it, through the real JDA client
 * and the fake Discord: after {@code /campaign new} and {@code /game new … campaign:}, every step
 * is a tap or a form, the special objective's name and behaviour, where it stands, the battle to
 * doomsday, and the holder's two constraints from the doomsday message's menu. With
 * {@code -Dphones.capture.dir=DIR} the channel goes to {@code DIR/campaign-battle.json}.
 */
class CampaignByTappingOnDiscordTest {

    @TempDir
    Path dir;

    /**
     * Vincent goes for the objective (his frames move near it when they may) and chooses the next
     * battle's constraints; or nobody does, nobody holds it at doomsday, and the next battle, with
     * no constraints, opens from the result.
     */
    @ParameterizedTest(name = "vincent goes for the objective: {0}")
    @ValueSource(booleans = {true, false})
    void aCampaignBattleIsPlayedByTapsFromTheObjectiveToTheNextBattlesConstraints(boolean goesForIt) throws Exception {
        try (FakeDiscord fake = FakeDiscord.start()) {
            FakeWorld.Channel channel = fake.world().channel(0);
            FakeWorld.User vincent = fake.world().member(0);
            FakeWorld.User alice = fake.world().member(1);
            List<FakeWorld.User> users = List.of(vincent, alice);
            TappedGame game = new TappedGame(fake, channel, users);
            try (RunningBot bot = RunningBot.startSeeded(fake, dir.resolve("mfz.db"), 20261128L)) {
                long from = fake.requests().size();
                game.callback(fake.slash(vincent, channel, "campaign new", "name", "Moon"));
                SetupTaps taps = new SetupTaps(fake, channel, game, users);
                JsonNode lobby = game.callback(fake.slash(vincent, channel, "game new", "size", "skirmish", "campaign",
                        "Moon", "ssr", 0, "doomsday", 2)).message();
                lobby = taps.accepted(alice, lobby, "Join", 0);
                taps.company(lobby, vincent, "Ann", "B G Y Rd", "B G Y Rd", "B G Rh", "B Y Ra");
                taps.company(lobby, alice, "Bob", "B G Y Rd", "B G Y Rd", "B G Rh", "B Y Rd");
                lobby = taps.form(vincent, lobby, "Name the special objective", taps.choice(lobby,
                        "Name the special objective", "It follows its holder"), "Beacon");
                assertTrue(lobby.path("content").asText().contains("This battle's special objective is **Beacon**"),
                        lobby.toString());
                lobby = taps.accepted(vincent, lobby, "My company is ready", 0);
                // the lobby's card says whom the start still waits on, as the terrain's card does
                assertTrue(lobby.path("content").asText().endsWith("**vincent** declared their company ready.\n"
                        + "👉 Still to declare their company ready: alice."), lobby.toString());
                lobby = taps.accepted(alice, lobby, "My company is ready", 0);
                JsonNode latest = taps.accepted(vincent, lobby, "Start (host)", 0);
                latest = ScriptedGameOnDiscordTest.deployByTapping(game, users, latest, "mark the frames near Beacon");
                // The tie's card, answered by a new message with no prompt of its own to split at, loses its
                // "👉 … must settle the tie" with its controls (a phone review: it kept asking above the answer).
                assertTrue(fake.requests().stream().anyMatch(r -> r.method().equals("PATCH") && r.body().path("content")
                        .asText().startsWith("The game starts") && r.body().path("content").asText().contains(
                        "Tie for highest score") && !r.body().path("content").asText().contains("👉")),
                        "the tie's card is finished without its prompt");
                // Each step said once: the ping under the line that names the step says its number and rule, not
                // its words.
                assertTrue(fake.requests().stream().anyMatch(r -> r.message().path("content").asText()
                        .startsWith("👉 <@" + alice.id() + "> your placement (step ")), "a placer's short ping: "
                        + fake.requests().stream().map(r -> r.message().path("content").asText())
                        .filter(c -> c.contains("your placement")).toList());

                // What the step asks, said on a phone too (its one sentence with the commands in it was dropped whole).
                // It finishes the last placement's card, and the ping below says whose step it is and what for.
                fake.await(r -> r.method().equals("PATCH") && r.body().path("content").asText().contains(
                        "🎯 **Beacon** goes on the table where you all agree, held by nobody: say which frames stand "
                        + "within 1 unit of it, then each player agrees."), "the step's words, finishing the card above");
                assertEquals("👉 <@" + vincent.id() + "> <@" + alice.id() + ">, over to you: mark the frames near Beacon, "
                        + "then agree.", latest.path("content").asText());
                // Where the objective stands is everyone's step, one card: a frame near it, then each agreement.
                latest = taps.accepted(vincent, latest, "A frame near Beacon", taps.choice(latest, "A frame near Beacon",
                        "Bob-2"));
                // One marked near by mistake comes off by a tap as well (typed only before), then goes back.
                latest = taps.accepted(vincent, latest, "Not near Beacon", taps.choice(latest, "Not near Beacon",
                        "Bob-2"));
                // (in place of the line that said it stood near: the card kept every tap, a phone review)
                assertTrue(latest.path("content").asText().contains("**Bob-2** (alice) no longer stands near the "
                        + "objective **Beacon**.\n👉 Still to agree: vincent, alice."), latest.toString());
                assertFalse(latest.path("content").asText().contains("now stands near"), latest.toString());
                latest = taps.accepted(vincent, latest, "A frame near Beacon", taps.choice(latest, "A frame near Beacon",
                        "Bob-2"));
                RecordedRequest agreed = game.press(vincent, taps.control(latest, "Agree where Beacon stands"), latest);
                assertEquals(7, agreed.callbackType(), "an agreement edits the step's card: " + agreed);
                assertTrue(agreed.message().path("content").asText().endsWith("**vincent** agrees where the objective "
                        + "stands.\n👉 Still to agree: alice."), agreed.toString());
                // The step's ping goes with its first edit: it stayed in the finished card, over both agreements.
                assertFalse(agreed.message().path("content").asText().contains("over to you"), agreed.toString());
                latest = taps.accepted(alice, agreed.message(), "Agree where Beacon stands", 0);
                assertTrue(latest.path("content").asText().contains("Deployment is over. **Round 1** begins"),
                        latest.toString());

                if (!goesForIt) {
                    // Nobody to choose: the result opens the next battle, with no constraints, by a tap.
                    JsonNode over = game.playUntil(latest, 400, "Nobody held **Beacon** at doomsday");
                    JsonNode opens = taps.control(over, "Open battle 2 here: skirmish");
                    JsonNode next = game.callback(fake.clickButton(alice, channel, opens.get("custom_id").asText(),
                            over)).message();
                    assertTrue(next.path("content").asText().contains("📜 This is battle 2 of the campaign **Moon**. "
                            + "Constraints in force: none."), next.toString());
                    return;
                }
                game.prefer(vincent, "then near Beacon");
                // The holder is pinged and told to choose, by the menu, in a message of its own under the result
                // (on a phone the whole sentence was taken out as typing, the ping with it).
                JsonNode over = game.playUntil(latest, 400, "at doomsday");
                assertEquals("👉 <@" + vincent.id() + "> held **Beacon** at doomsday: choose two constraints of different "
                        + "kinds for the next battle, from the menu below or any others typed.",
                        over.path("content").asText());
                assertEquals("🏆 vincent wins", over.path("embeds").get(0).path("title").asText(), over.toString());
                // A move near it names it as the objective ("now near station **Beacon**" before).
                assertTrue(fake.requests().stream().anyMatch(r -> r.message().path("content").asText()
                        .contains("now near the objective **Beacon**.")), "a move near the objective");
                JsonNode picks = taps.control(over, "Two constraints, of different kinds…");
                assertEquals(2, picks.path("min_values").asInt(), picks.toString());
                // each choice says what it is in its label, which a phone shows whole (they were "no-ranged", "vacuum")
                assertEquals("Environment: vacuum over the whole table", picks.path("options").get(9).path("label")
                        .asText(), picks.toString());
                // and what it does in its description, in plain text (a menu shows no markdown) and whole
                assertEquals("without air tanks (E): one white fewer", picks.path("options").get(9)
                        .path("description").asText(), picks.toString());
                picks.path("options").forEach(option -> assertTrue(!option.path("description").asText().contains("`")
                        && option.path("description").asText().length() <= 45, "plain and within a phone's line: "
                        + option));
                RecordedRequest chosen = fake.awaitCallback(fake.select(vincent, channel,
                        picks.get("custom_id").asText(), over, "no-comms", "average-3"));
                assertFalse(chosen.ephemeral(), chosen.toString());
                assertTrue(chosen.message().path("content").asText().startsWith("📜 **vincent** chose the constraints "
                        + "for battle 2 of **Moon**"), chosen.toString());
                // The result loses its menu, chosen from, and keeps its Report (the menu stayed live: a phone review).
                long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
                boolean stripped = false;
                while (!stripped && System.nanoTime() < until) {
                    stripped = fake.requests().stream().anyMatch(r -> r.method().equals("PATCH")
                            && r.body().has("components") && r.body().toString().contains("game report")
                            && !r.body().toString().contains("campaign choose"));
                    Thread.sleep(20);
                }
                assertTrue(stripped, "the constraints' menu is taken off the result");
                PhoneCapture.channelIfAsked("campaign-battle", fake.requests(), channel, from);

                // The next battle opens by a tap here (it was typed only: a phone review), its constraints said.
                JsonNode opens = taps.control(chosen.message(), "Open battle 2 here: skirmish");
                JsonNode next = game.callback(fake.clickButton(alice, channel, opens.get("custom_id").asText(),
                        chosen.message())).message();
                assertTrue(next.path("content").asText().contains("📜 This is battle 2 of the campaign **Moon**. "
                        + "Constraints in force: design constraint: no surveillance/comms systems"), next.toString());
            }
        }
    }
}
