package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
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
            MapTaps taps = new MapTaps(fake, channel, game, players);
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
                for (FakeWorld.User player : players) {
                    latest = taps.accepted(player, latest, "Approve the terrain", 0);
                }
                latest = taps.deployAtOfferedPoints(latest);
                taps.captureSetup();

                game.startMeasuring();
                JsonNode result = game.playToDoomsday(latest, 300);
                TappedGame.Measure measure = game.measure();
                System.out.println("map 2 x 4 " + measure);
                String capture = System.getProperty("phones.capture");
                if (capture != null) {
                    game.capture(Path.of(capture));
                }
                assertTrue(result.path("content").asText().contains("Doomsday!"), result.toString());
                assertEquals(List.of(), fake.takeApiViolations(), "Discord would refuse none of the bot's requests");
                long typed = game.sent().stream().filter(sent -> sent.path("type").asInt() == 2).count();
                assertEquals(1, typed, "only /game new is typed");
                assertTrue(measure.frameTurns() >= 8, "every frame took a turn: " + measure);
                assertTrue(measure.shownP90() <= 600, "p90 message at most 600 characters as shown: " + measure);
                assertTrue(measure.newMessages() <= 2, "at most 2 new public messages a frame turn: " + measure);
                assertTrue(measure.taps() <= 5, "at most 5 taps a frame turn on average: " + measure);
            }
        }
    }

    /** Taps before combat, each of which must be accepted: a refusal of an offered control fails the game. */
    private static final class MapTaps {
        private final FakeDiscord fake;
        private final FakeWorld.Channel channel;
        private final TappedGame game;
        private final List<FakeWorld.User> players;
        private final com.fasterxml.jackson.databind.node.ArrayNode setup =
                new com.fasterxml.jackson.databind.ObjectMapper().createArrayNode();

        MapTaps(FakeDiscord fake, FakeWorld.Channel channel, TappedGame game, List<FakeWorld.User> players) {
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
            RecordedRequest answer = game.callback(fake.submitForm(player, channel, form.get("custom_id").asText(),
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
            RecordedRequest card = game.press(player, control(lobby, "My company"), lobby);
            assertTrue(card.ephemeral(), card.toString());
            StringBuilder lines = new StringBuilder();
            for (int i = 0; i < loadouts.length; i++) {
                lines.append(prefix).append('-').append(i + 1).append(": ").append(loadouts[i]).append('\n');
            }
            JsonNode built = privateForm(player, card.message(), "Add frames", lines.toString());
            for (String station : List.of("a", "b", "c")) {
                built = privateForm(player, built, "Add a station", prefix + "-" + station);
            }
        }

        private JsonNode privateForm(FakeWorld.User player, JsonNode card, String label, String text) {
            String id = control(card, label).get("custom_id").asText();
            RecordedRequest asked = fake.awaitCallback(fake.clickPrivateButton(player, channel, id));
            assertEquals(9, asked.callbackType(), "the button opens a form: " + asked);
            JsonNode form = asked.body().get("data");
            String box = form.get("components").get(0).get("component").get("custom_id").asText();
            RecordedRequest answer = game.callback(fake.submitForm(player, channel, form.get("custom_id").asText(),
                    Map.of(box, text)));
            assertTrue(answer.ephemeral() && !answer.message().path("content").asText().contains("can't"),
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
                        java.nio.file.Files.createDirectories(picture.getParent());
                        java.nio.file.Files.write(picture, png);
                    } catch (java.io.IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                    entry.putArray("images").add(picture.toString());
                });
            }
        }

        /** With {@code -Dphones.capture=FILE}: the messages before combat, to {@code FILE-setup.json}. */
        void captureSetup() throws java.io.IOException {
            String file = System.getProperty("phones.capture");
            if (file != null) {
                Path path = Path.of(file.replaceFirst("\\.json$", "") + "-setup.json");
                java.nio.file.Files.createDirectories(path.toAbsolutePath().getParent());
                java.nio.file.Files.writeString(path, setup.toPrettyString());
            }
        }
    }
}
