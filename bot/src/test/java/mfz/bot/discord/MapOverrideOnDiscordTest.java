package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import mfz.bot.game.GameJson;
import mfz.bot.store.Database;
import mfz.bot.store.GameStatus;
import mfz.bot.store.GameStore;
import mfz.bot.store.NewEvent;
import mfz.rules.dice.DieColour;
import mfz.rules.game.Table;
import mfz.rules.map.MapTables;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Overriding the map on Discord, through the real JDA client and the fake (which checks every
 * payload against Discord's API description and limits): Anna's move beyond her die's reach is
 * refused privately with one button that declares it; tapped, the channel is told and the host
 * gets Confirm and Refuse; confirmed, the move stands and the map's picture comes with it.
 */
class MapOverrideOnDiscordTest {

    @TempDir
    Path dir;

    @Test
    void aMoveTheMapRefusesIsDeclaredByATapAndConfirmedByTheHost() throws Exception {
        Table table = MapTables.attackingB1();
        String green = table.game().turn().orElseThrow().left().stream().filter(d -> d.colour() == DieColour.GREEN)
                .findFirst().orElseThrow().notation();
        Path database = dir.resolve("mfz.db");
        try (FakeDiscord fake = FakeDiscord.start()) {
            FakeWorld.User anna = fake.world().members().get(0);
            FakeWorld.User ben = fake.world().members().get(1);
            FakeWorld.Channel channel = fake.world().channel(0);
            store(table, database, fake.world().guildId(), channel.id(), Map.of("a", anna.id(), "b", ben.id()));
            try (RunningBot bot = RunningBot.start(fake, database, Map.of())) {
                RecordedRequest refused = fake.awaitCallback(fake.slash(anna, channel, "turn move", "die", green,
                        "to", "2,12"));
                assertTrue(refused.ephemeral(), refused.toString());
                assertTrue(refused.message().get("content").asText().contains("the die reaches"), refused.toString());
                JsonNode declare = button(refused.message(), "Declare it anyway");

                RecordedRequest declared = fake.awaitCallback(fake.clickPrivateButton(anna, channel,
                        declare.get("custom_id").asText()));
                assertFalse(declared.ephemeral(), declared.toString());
                assertTrue(declared.message().toString().contains("must confirm or refuse"), declared.toString());
                JsonNode confirm = button(declared.message(), "Confirm: a1 to 2,12");
                button(declared.message(), "Refuse: the map stands");

                var click = fake.clickButton(anna, channel, confirm.get("custom_id").asText());
                RecordedRequest confirmed = fake.awaitCallback(click);
                assertTrue(confirmed.message().toString().contains("as declared"), confirmed.toString());
                assertEquals(List.of("map.png"), confirmed.files().keySet().stream().toList(),
                        "the map's picture, a1 where it now stands");
                String capture = System.getProperty("phones.capture");
                if (capture != null) {
                    // For tools/phones/draw.py: the refusal, the declaration, the confirmed card.
                    var json = new com.fasterxml.jackson.databind.ObjectMapper();
                    var out = json.createArrayNode();
                    for (RecordedRequest sent : List.of(refused, declared, confirmed)) {
                        out.addObject().put("edit", sent.callbackType() == 7).put("ephemeral", sent.ephemeral())
                                .set("message", sent.message());
                    }
                    java.nio.file.Files.writeString(Path.of(capture), json.writeValueAsString(out));
                }
            }
        }
    }

    /** The rules fixture's game stored in this channel, its players' ids those of the server's members. */
    private static void store(Table table, Path database, String guild, String channel, Map<String, String> ids)
            throws Exception {
        GameJson json = new GameJson();
        List<NewEvent> events = new ArrayList<>();
        for (var event : table.history()) {
            NewEvent stored = json.toStored(event);
            String payload = stored.payload();
            for (var id : ids.entrySet()) {
                payload = payload.replace("\"" + id.getKey() + "\"", "\"" + id.getValue() + "\"");
            }
            events.add(new NewEvent(stored.type(), payload));
        }
        String host = ids.get(table.game().host());
        try (Database db = Database.open(database)) {
            new GameStore(db).createFromHistory(guild, channel, host, List.of(new GameStore.HistoryCommand(host, null,
                    events)), GameStatus.PLAYING, Instant.now());
        }
    }

    /** The button whose label starts with this text, anywhere in the message's components. */
    private static JsonNode button(JsonNode message, String label) {
        List<JsonNode> found = new ArrayList<>();
        collect(message.path("components"), found);
        return found.stream().filter(b -> b.path("label").asText().startsWith(label)).findFirst()
                .orElseThrow(() -> new AssertionError("no button " + label + " in " + message));
    }

    private static void collect(JsonNode node, List<JsonNode> found) {
        if (node.isArray()) {
            node.forEach(child -> collect(child, found));
        } else if (node.isObject()) {
            if (node.path("type").asInt() == 2) {
                found.add(node);
            }
            node.forEach(child -> collect(child, found));
        }
    }
}
