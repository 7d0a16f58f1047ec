package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** {@code /odds} and {@code /rules} through the real JDA client: answered privately, topics autocompleted. */
class OddsAndRulesOnDiscordTest {

    @RegisterExtension
    static final BotOnFakeDiscord discord = BotOnFakeDiscord.standard();

    private static FakeWorld.User vincent() {
        return discord.fake().world().member(0);
    }

    private static FakeWorld.Channel channel() {
        return discord.fake().world().channel(0);
    }

    @Test
    void oddsWithNumbersAnswerPrivatelyWithTheWholeDistribution() {
        RecordedRequest reply = discord.fake().awaitCallback(discord.fake().slash(vincent(), channel(), "odds",
                "attack", 6, "defense", 2, "situation", "frame-cover", "covering-defense-systems", 2));
        assertEquals(4, reply.callbackType());
        assertTrue(reply.ephemeral());
        JsonNode embed = reply.message().get("embeds").get(0);
        String text = embed.get("description").asText();
        assertTrue(text.startsWith("4 damage dice, covered by a frame with two defense systems: 5 does nothing, 6 hits."), text);
        // only 6s hit: 1 − (5/6)^4 = 51.8 %
        assertTrue(text.contains("**At least one hit on the target: 52 %**"), text);
        assertTrue(text.contains("The covering frame has two defense systems: 5s do nothing."), text);
    }

    @Test
    void rulesTopicsAreOfferedWhileTypingAndAnsweredPrivately() {
        RecordedRequest typed = discord.fake().awaitCallback(discord.fake().autocomplete(vincent(), channel(), "rules",
                "topic", "chart"));
        assertEquals(8, typed.callbackType());
        List<String> offered = new ArrayList<>();
        typed.body().path("data").path("choices").forEach(c -> offered.add(c.get("value").asText()));
        assertEquals(List.of("chart-hand", "chart-open", "chart-terrain-cover", "chart-frame-cover",
                "chart-terrain-target", "chart-fall"), offered);

        RecordedRequest reply = discord.fake().awaitCallback(discord.fake().slash(vincent(), channel(), "rules",
                "topic", "defender-roll"));
        assertTrue(reply.ephemeral());
        JsonNode embed = reply.message().get("embeds").get(0);
        assertEquals("📖 When does the defender roll?", embed.get("title").asText());
        assertEquals("Commands", embed.get("fields").get(0).get("name").asText());
    }
}
