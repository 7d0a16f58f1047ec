package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import mfz.bot.game.GameJson;
import mfz.bot.store.Database;
import mfz.bot.store.GameStatus;
import mfz.bot.store.GameStore;
import mfz.bot.store.NewEvent;
import mfz.rules.dice.DieColour;
import mfz.rules.game.Command;
import mfz.rules.game.Table;
import mfz.rules.map.MapTables;
import mfz.rules.map.Point;
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
                    var json = new ObjectMapper();
                    var out = json.createArrayNode();
                    for (RecordedRequest sent : List.of(refused, declared, confirmed)) {
                        out.addObject().put("edit", sent.callbackType() == 7).put("ephemeral", sent.ephemeral())
                                .set("message", sent.message());
                    }
                    Files.writeString(Path.of(capture), json.writeValueAsString(out));
                }
            }
        }
    }

    /**
     * With several covers the target's owner taps the one hit first: Anna attacks b1, which
     * stands behind the wall and beside Ben's b2; the channel's card carries a button a cover for
     * Ben, and his tap sends the attack in behind b2 (every payload checked by the fake).
     */
    @Test
    void theTargetsOwnerTapsTheCoverHitFirst() throws Exception {
        Table table = MapTables.skirmish("B G Y Rd", List.of(MapTables.NEAR_TARGET), new Point(1.6, 6.4));
        table.play(new Command.StartTurn("a", "a1", "b1", null, null, 0, false, null), 6, 5, 5, 4, 3, 2, 1);
        table.play(new Command.Defend("a", "B3"));
        Path database = dir.resolve("cover.db");
        try (FakeDiscord fake = FakeDiscord.start()) {
            FakeWorld.User anna = fake.world().members().get(0);
            FakeWorld.User ben = fake.world().members().get(1);
            FakeWorld.Channel channel = fake.world().channel(0);
            store(table, database, fake.world().guildId(), channel.id(), Map.of("a", anna.id(), "b", ben.id()));
            try (RunningBot bot = RunningBot.start(fake, database, Map.of())) {
                RecordedRequest attacked = fake.awaitCallback(fake.slash(anna, channel, "turn attack", "die", "R5"));
                assertFalse(attacked.ephemeral(), attacked.toString());
                assertTrue(attacked.message().get("content").asText().contains("must say which cover b1 is hit in first, against a1's attack: Wall or b2 ("), attacked.toString());
                assertFalse(attacked.message().get("content").asText().contains(ben.id() + "/"), "no id shown");
                button(attacked.message(), "Hit first: Wall");
                JsonNode b2 = button(attacked.message(), "Hit first: b2");

                RecordedRequest chosen = fake.awaitCallback(fake.clickButton(ben, channel, b2.get("custom_id").asText()));
                assertFalse(chosen.ephemeral(), chosen.toString());
                // The choice's line finishes the attack's card; the new card is b1's turn, which the attack began.
                assertTrue(chosen.message().get("content").asText().contains("b1 was attacked and acts now"),
                        chosen.toString());
                // The card's edit goes out after the reply: wait for it, a few seconds at most.
                long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
                boolean said = false;
                while (!said && System.nanoTime() < until) {
                    said = fake.requests().stream().anyMatch(r -> r.method().equals("PATCH")
                            && r.body().toString().contains("says **b2** (Ben) is hit first"));
                    Thread.sleep(20);
                }
                assertTrue(said, "the attack's card says so");
                String capture = System.getProperty("phones.capture.cover");
                if (capture != null) {
                    var json = new ObjectMapper();
                    var out = json.createArrayNode();
                    for (RecordedRequest sent : List.of(attacked, chosen)) {
                        out.addObject().put("edit", sent.callbackType() == 7).put("ephemeral", sent.ephemeral())
                                .set("message", sent.message());
                    }
                    Files.writeString(Path.of(capture), json.writeValueAsString(out));
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
                    events)), GameStatus.PLAYING, Set.of(), Instant.now());
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
