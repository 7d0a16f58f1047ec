package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 33's map game: two players on the battlefield map, from {@code /game new} (the only
 * command typed) through the lobby, companies, the terrain (a ready map and a piece added by
 * its form), deployment at the points the menus offer, and combat to doomsday, by taps alone
 * through the real JDA client and the fake Discord. Every tap must be accepted (a control
 * offered and then refused fails the game), and it prints the same {@code phones:} line as the
 * other tapped games. With {@code -Dphones.capture=FILE} it writes the combat's payloads, and
 * beside it {@code FILE-setup.json} the lobby to the first turn, for {@code tools/phones/draw.py}.
 */
class MapGameByTappingOnDiscordTest {

    private static final long SEED = 20261126L;

    @TempDir
    Path dir;

    @Test
    void twoPlayersPlayAMapGameByTappingWithinThePhoneTargets() throws Exception {
        try (FakeDiscord fake = FakeDiscord.start(FakeWorld.threePlayers(), FakeDiscord.TOKEN)) {
            FakeWorld.Channel channel = fake.world().channel(0);
            List<FakeWorld.User> players = fake.world().members().subList(0, 2);
            TappedGame game = new TappedGame(fake, channel, players);
            SetupTaps taps = new SetupTaps(fake, channel, game, players);
            try (RunningBot bot = RunningBot.startSeeded(fake, dir.resolve("mfz.db"), SEED)) {
                FakeWorld.User host = players.getFirst();
                JsonNode lobby = game.callback(fake.slash(host, channel, "game new", "size", "skirmish", "ssr", 0,
                        "doomsday", 2)).message();
                lobby = taps.accepted(players.get(1), lobby, "Join", 0);
                lobby = taps.accepted(host, lobby, "Host: the game's options", taps.choice(lobby,
                        "Host: the game's options", "Map: on"));
                // one system fewer for the second player: different scores, no tie to settle
                taps.company(lobby, host, "Anvil", "B G Y Rd", "B G Y Rd", "B G Y Rd", "B G Y Rd");
                taps.company(lobby, players.get(1), "Fang", "B G Y Rd", "B G Y Rd", "B G Y Rd", "B G Rh");
                for (FakeWorld.User player : players) {
                    lobby = taps.accepted(player, lobby, "My company is ready", 0);
                }
                JsonNode latest = taps.accepted(host, lobby, "Start (host)", 0);

                // Deployment step 1 by its controls: a ready map, a low piece added by its form, approved.
                latest = taps.accepted(players.get(1), latest, "Lay out a ready map", taps.choice(latest,
                        "Lay out a ready map", "Two hills"));
                latest = taps.form(host, latest, "Add a piece", taps.choice(latest, "Add a piece", "Add a piece 1 brick"),
                        "rect 11,11,2,2");
                assertTrue(latest.path("content").asText().contains("Piece 3"), latest.toString());
                // The form's answer edits the step's one card, as its taps do (a phone review: a new card, the
                // first one's menus left out of date).
                assertTrue(latest.path("content").asText().contains("lays out the ready map **Two hills**"),
                        "the step's card, edited: " + latest);
                // ... its foot says whom it waits on, a change to the terrain included (a docs check)
                assertTrue(latest.path("content").asText().endsWith("👉 Still to approve: vincent, alice."), latest.toString());

                // A form opened from a reminder is answered below it, as its taps are: never an edit of the
                // reminder (a review). The step's card as a reminder carries it: its controls marked as a notice's.
                JsonNode menu = taps.control(latest, "Add a piece");
                RecordedRequest asked = fake.awaitCallback(fake.select(host, channel, menu.get("custom_id").asText(),
                        latest, menu.get("options").get(taps.choice(latest, "Add a piece", "Add a piece 1 brick"))
                                .get("value").asText()));
                JsonNode form = asked.body().get("data");
                String box = form.get("components").get(0).get("component").get("custom_id").asText();
                ObjectNode reminder = latest.deepCopy();
                reminder.put("content", "<@" + host.id() + "> the game has waited on you for 5 hours.");
                reminder.findParents("custom_id").forEach(control -> ((ObjectNode) control).put("custom_id",
                        control.get("custom_id").asText() + "|n=r"));
                RecordedRequest fromTheReminder = fake.awaitCallback(fake.submitForm(host, channel,
                        form.get("custom_id").asText(), reminder, Map.of(box, "rect 1,1,1,1")));
                assertEquals(4, fromTheReminder.callbackType(), "a message below the reminder: " + fromTheReminder);
                // A form opened from a card the game has since moved on from (the reminder's piece came after
                // it) answers below too: its old card, up the channel, is never given fresh controls.
                RecordedRequest fromAnOldCard = fake.awaitCallback(fake.submitForm(host, channel,
                        form.get("custom_id").asText(), latest, Map.of(box, "rect 20,1,1,1")));
                assertEquals(4, fromAnOldCard.callbackType(), "a message below the old card: " + fromAnOldCard);
                // ... and the old card loses its controls: its Approve carries no version, and would edit it (a review)
                long below = fromAnOldCard.order();
                fake.await(r -> r.order() > below && r.method().equals("PATCH") && r.path().contains("/messages/")
                        && r.body().path("components").isArray() && r.body().path("components").isEmpty()
                        && !r.body().has("embeds"), "the old card's controls cleared");
                latest = fromAnOldCard.message();
                assertTrue(latest.path("content").asText().contains("Piece 5"), latest.toString());
                for (FakeWorld.User player : players) {
                    latest = taps.accepted(player, latest, "Approve the terrain", 0);
                }
                latest = taps.deployAtOfferedPoints(latest);
                taps.captureSetup();

                game.startMeasuring();
                // one player stays where it stands when offered (the menus list that last now: a phone review)
                game.prefer(players.get(1), "stays near");
                JsonNode result = game.playToDoomsday(latest, 300);
                TappedGame.Measure measure = game.withinThePhoneGoals("map 2 x 4", result);
                assertTrue(measure.frameTurns() >= 8, "every frame took a turn: " + measure);
                // The map a turn's card came with stays through the card's edits: they keep it, not send it again.
                long kept = fake.requests().stream().filter(r -> r.callbackType() == 7 && r.files().isEmpty()
                        && r.body().path("data").path("attachments").size() > 0).count();
                assertTrue(kept > 0, "a card's edit keeps its map");
                // A die spent where the frame stands (its menu's "→ stays near …") reads as staying, not as a move
                // "up to 4 units … to" the point it stood at (a phone review).
                List<String> said = fake.requests().stream().map(r -> r.body() == null ? ""
                        : r.body().path("data").path("content").asText() + r.body().path("content").asText()).toList();
                assertTrue(said.stream().anyMatch(text -> text.matches("(?s).*🦿 (\\*\\*[^*]+\\*\\*|It) stays at [0-9.,]+ "
                        + "\\([^)]+ spent\\).*")), "a stay is said as one");
                long finishedWithIt = fake.requests().stream().filter(r -> r.method().equals("PATCH")
                        && r.path().startsWith("webhooks/") && !r.path().endsWith("@original")
                        && r.body().path("components").isEmpty() && r.body().path("attachments").size() > 0).count();
                assertTrue(finishedWithIt > 0, "a card finished by the next message keeps its map too");
                // ... but a placement card's, lettered for menus it no longer has, goes: the next placer's map is below
                List<RecordedRequest> placementsFinished = fake.requests().stream().filter(r -> r.method().equals("PATCH")
                        && r.path().startsWith("webhooks/") && !r.path().endsWith("@original")
                        && r.body().path("components").isEmpty()
                        && r.body().path("content").asText().contains("is on the table at")).toList();
                assertTrue(!placementsFinished.isEmpty() && placementsFinished.stream()
                        .allMatch(r -> r.body().path("attachments").isEmpty()), placementsFinished.toString());
            }
        }
    }
}
