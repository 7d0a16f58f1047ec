package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;

/**
 * A game set up by taps alone, as a phone player does it: every control offered before combat
 * must be accepted (a refusal fails the game). The lobby's buttons and menus, the private
 * company card and its forms, the map's step 1, deployment at the points the menus offer.
 */
final class SetupTaps {
    private final FakeDiscord fake;
    private final FakeWorld.Channel channel;
    private final TappedGame game;
    private final List<FakeWorld.User> players;
    private final ArrayNode setup =
            new ObjectMapper().createArrayNode();

    SetupTaps(FakeDiscord fake, FakeWorld.Channel channel, TappedGame game, List<FakeWorld.User> players) {
        this.fake = fake;
        this.channel = channel;
        this.game = game;
        this.players = players;
    }

    /** The control whose label or placeholder starts so. */
    JsonNode control(JsonNode message, String label) {
        return TappedGame.controls(message).stream().filter(c -> c.path("label").asText().startsWith(label)
                        || c.path("placeholder").asText().startsWith(label)).findFirst()
                .orElseThrow(() -> new AssertionError("no control " + label + " under " + message));
    }

    int choice(JsonNode message, String menu, String label) {
        JsonNode options = control(message, menu).path("options");
        for (int i = 0; i < options.size(); i++) {
            if (options.get(i).path("label").asText().startsWith(label)) {
                return i;
            }
        }
        throw new AssertionError("no choice " + label + " in " + menu);
    }

    /** Taps it and expects a new public message or the same card edited, never a refusal. */
    JsonNode accepted(FakeWorld.User player, JsonNode under, String label, int choice) {
        RecordedRequest answer = game.press(player, control(under, label), under, choice);
        assertFalse(answer.ephemeral(), "a control offered is accepted: " + label + " → " + answer);
        keep(answer);
        return answer.message();
    }

    /** Taps a control that opens a form, and fills its one box. */
    JsonNode form(FakeWorld.User player, JsonNode under, String label, int choice, String text) {
        JsonNode control = control(under, label);
        String id = control.get("custom_id").asText();
        RecordedRequest asked = fake.awaitCallback(control.get("type").asInt() == 3
                ? fake.select(player, channel, id, under, control.get("options").get(choice).get("value").asText())
                : fake.clickButton(player, channel, id, under));
        assertEquals(9, asked.callbackType(), "the control opens a form: " + asked);
        JsonNode form = asked.body().get("data");
        String box = form.get("components").get(0).get("component").get("custom_id").asText();
        RecordedRequest answer = game.callback(fake.submitForm(player, channel, form.get("custom_id").asText(), under,
                Map.of(box, text)));
        assertFalse(answer.ephemeral(), "the form's command is accepted: " + answer);
        keep(answer);
        return answer.message();
    }

    /**
     * A company by its private card: "Add frames…" (a form, one frame a line), then "Add a
     * station…" three times; the card's answers are private and change nothing public.
     */
    void company(JsonNode lobby, FakeWorld.User player, String prefix, String... loadouts) {
        LinkedHashMap<String, String> frames = new LinkedHashMap<>();
        for (int i = 0; i < loadouts.length; i++) {
            frames.put(prefix + "-" + (i + 1), loadouts[i]);
        }
        company(lobby, player, frames, List.of(prefix + "-a", prefix + "-b", prefix + "-c"));
    }

    /** The same with these frames (name to loadout) and stations. */
    void company(JsonNode lobby, FakeWorld.User player, Map<String, String> frames, List<String> stations) {
        RecordedRequest card = game.press(player, control(lobby, "My company"), lobby);
        assertTrue(card.ephemeral(), card.toString());
        StringBuilder lines = new StringBuilder();
        frames.forEach((name, loadout) -> lines.append(name).append(": ").append(loadout).append('\n'));
        JsonNode built = privateForm(player, card.message(), "Add frames", lines.toString());
        for (String station : stations) {
            built = privateForm(player, built, "Add a station", station);
        }
    }

    private JsonNode privateForm(FakeWorld.User player, JsonNode card, String label, String text) {
        String id = control(card, label).get("custom_id").asText();
        RecordedRequest asked = fake.awaitCallback(fake.clickPrivateButton(player, channel, id));
        assertEquals(9, asked.callbackType(), "the button opens a form: " + asked);
        JsonNode form = asked.body().get("data");
        String box = form.get("components").get(0).get("component").get("custom_id").asText();
        // the card as Discord sends it along: still private once edited (an edit's body says flags 0)
        JsonNode shown = ((ObjectNode) card.deepCopy()).put("flags", 64);
        RecordedRequest answer = game.callback(fake.submitForm(player, channel, form.get("custom_id").asText(), shown,
                Map.of(box, text)));
        // on the private card it was filled in from (an edit of it, which only its player sees), not a private
        // card more each form (a phone review)
        assertEquals(7, answer.callbackType(), "the form's answer edits the private card: " + answer);
        assertTrue(answer.message().path("embeds").get(0).path("title").asText().endsWith("'s company"),
                "built privately: " + answer);
        return answer.message();
    }

    /**
     * Every station and frame at the first point its menu offers (never "somewhere else…",
     * which would ask for a typed point), each step finished by its button.
     */
    JsonNode deployAtOfferedPoints(JsonNode latest) {
        for (int step = 0; !latest.path("content").asText().contains("holds the initiative"); step++) {
            assertTrue(step < 60, "deployment ends within 60 taps: " + latest);
            List<JsonNode> mine = TappedGame.controls(latest).stream()
                    .filter(c -> c.get("custom_id").asText().contains("|for=")).toList();
            assertFalse(mine.isEmpty(), "someone places: " + latest);
            String id = mine.getFirst().get("custom_id").asText();
            FakeWorld.User placer = players.stream().filter(p -> id.contains("for=" + p.id())).findFirst()
                    .orElseThrow();
            JsonNode menu = mine.stream().filter(c -> c.get("type").asInt() == 3).findFirst().orElse(null);
            if (menu == null) {
                latest = accepted(placer, latest, mine.getFirst().path("label").asText(), 0);
                continue;
            }
            int point = -1;
            for (int i = 0; i < menu.path("options").size() && point < 0; i++) {
                point = menu.path("options").get(i).path("label").asText().endsWith("somewhere else…") ? -1 : i;
            }
            assertTrue(point >= 0, "the menu offers a point: " + menu);
            latest = accepted(placer, latest, menu.path("placeholder").asText(), point);
        }
        return latest;
    }

    private void keep(RecordedRequest answer) {
        var entry = setup.addObject().put("edit", answer.callbackType() == 7).put("ephemeral", answer.ephemeral());
        entry.set("message", answer.message());
        String file = System.getProperty("phones.capture");
        if (file != null && !answer.message().path("attachments").isEmpty()) {
            // The map picture as sent, beside the capture: draw.py shows it where the message has it.
            fake.sentFile("map.png").ifPresent(png -> {
                Path picture = Path.of(file).toAbsolutePath().resolveSibling("map-" + setup.size() + ".png");
                try {
                    Files.createDirectories(picture.getParent());
                    Files.write(picture, png);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                entry.putArray("images").add(picture.toString());
            });
        }
    }

    /** With {@code -Dphones.capture=FILE}: the messages before combat, to {@code FILE-setup.json}. */
    void captureSetup() throws IOException {
        String file = System.getProperty("phones.capture");
        if (file != null) {
            Path path = Path.of(file.replaceFirst("\\.json$", "") + "-setup.json");
            Files.createDirectories(path.toAbsolutePath().getParent());
            Files.writeString(path, setup.toPrettyString());
        }
    }
}
