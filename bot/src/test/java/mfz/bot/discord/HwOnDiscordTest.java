package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The Horizon Wars helper through the real JDA client: in a channel without a game, with the owner's buttons. */
class HwOnDiscordTest {

    @RegisterExtension
    static final BotOnFakeDiscord discord = BotOnFakeDiscord.standard();

    private static final Pattern TITLE = Pattern.compile("🎯 Hound shoots at Wall: (\\d+) hits?");

    @Test
    void aShotBetweenElementsShowsItsGroupsAndTheTargetsOwnerPlacesTheHits() {
        FakeWorld.User vincent = discord.fake().world().member(0);
        FakeWorld.User alice = discord.fake().world().member(1);
        FakeWorld.Channel channel = discord.fake().world().channel(0);
        discord.fake().awaitCallback(discord.fake().slash(vincent, channel, "hw element-add", "name", "Hound",
                "fire", 8, "move", 4, "armour", 3, "defense", 1, "presence", 2));
        discord.fake().awaitCallback(discord.fake().slash(alice, channel, "hw element-add", "name", "Wall",
                "fire", 1, "move", 1, "armour", 20, "defense", 0, "presence", 1, "kind", "vehicle"));

        // Range 0 against Armour 20: each hit needs dice adding up to 20, so the groups show.
        RecordedRequest shot = discord.fake().awaitCallback(discord.fake().slash(vincent, channel, "hw shoot",
                "from", "Hound", "at", "Wall", "range", 0));
        assertFalse(shot.ephemeral());
        JsonNode embed = shot.message().get("embeds").get(0);
        Matcher title = TITLE.matcher(embed.get("title").asText());
        assertTrue(title.matches(), embed.toString());
        int hits = Integer.parseInt(title.group(1));
        String description = embed.get("description").asText();
        assertTrue(description.startsWith("Effective range 20 (range 0 + Armour 20)\nFire 8d12: "), description);
        assertEquals(hits, description.split("= ", -1).length - 1, "one group a hit: " + description);
        assertTrue(embed.get("fields").get(0).get("value").asText().contains("average"), embed.toString());

        RecordedRequest listed = discord.fake().awaitCallback(discord.fake().slash(vincent, channel, "hw elements"));
        String elements = listed.message().get("embeds").get(0).get("description").asText();
        assertTrue(elements.contains("**Wall** (vehicle) F 1/1 · M 1/1 · A 20/20"), elements);
        if (hits > 0) {
            assertTrue(elements.contains(hits + (hits == 1 ? " hit" : " hits") + " to take"), elements);
            JsonNode button = shot.message().get("components").get(0).get("components").get(2);
            assertEquals("Wall: −1 Armour", button.get("label").asText());
            String id = button.get("custom_id").asText();
            RecordedRequest notHers = discord.fake().awaitCallback(discord.fake().clickButton(vincent, channel, id));
            assertTrue(notHers.ephemeral(), "the button is for Wall's owner");
            RecordedRequest placed = discord.fake().awaitCallback(discord.fake().clickButton(alice, channel, id));
            assertTrue(placed.message().get("content").asText().startsWith("💥 Wall loses 1 Armour."),
                    placed.message().toString());
        }
    }

    @Test
    void theOddsNeedNoGameAndNoElements() {
        FakeWorld.Channel channel = discord.fake().world().channel(1);
        RecordedRequest odds = discord.fake().awaitCallback(discord.fake().slash(discord.fake().world().member(0),
                channel, "hw odds", "fire", 1, "armour", 1, "incoming", 0, "range", 11));
        assertEquals("Effective range 12 (range 11 + Armour 1).\n0 hits 91.7%\n1 hit 8.3%\naverage 0.08 hits; at least "
                + "one 8.3%", odds.message().get("embeds").get(0).get("description").asText());
    }
}
