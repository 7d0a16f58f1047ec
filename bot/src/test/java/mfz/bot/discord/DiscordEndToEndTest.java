package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.util.ArrayList;
import java.util.List;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import mfz.bot.fakediscord.SentInteraction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The packaged bot's own start-up ({@code mfz-bot --discord}) through the real JDA client
 * against the discord.fake() Discord: registration, /roll and /help as a player sees them.
 */
class DiscordEndToEndTest {


    @RegisterExtension
    static final BotOnFakeDiscord discord = BotOnFakeDiscord.standard();

    private static FakeWorld.User vincent() {
        return discord.fake().world().member(0);
    }

    private static FakeWorld.Channel channel() {
        return discord.fake().world().channel(0);
    }

    @Test
    void connectsWithTheConfiguredTokenAndRegistersEveryCommandGlobally() {
        assertEquals(FakeDiscord.TOKEN, discord.fake().lastIdentifyToken());
        assertTrue(discord.fake().requests().stream().anyMatch(r -> r.is("GET", "users/@me")
                && ("Bot " + FakeDiscord.TOKEN).equals(r.authorization())));
        assertEquals(1, discord.fake().globalRegistrations().size());
        assertEquals(0, discord.fake().guildRegistrations().size());
        ArrayNode commands = discord.fake().globalRegistrations().get(0);
        assertEquals(List.of("game", "company", "bid", "deploy", "turn", "damage", "station", "doomsday", "campaign", "me", "roll", "map", "odds", "rules",
                        "help", "hw"),
                names(commands));

        for (JsonNode command : commands) {
            // Offered in servers only (context 0), installed to servers only (type 0): never in a DM with the bot.
            // (JDA writes them as strings of digits, which Discord reads as the numbers.)
            for (String field : List.of("contexts", "integration_types")) {
                JsonNode values = command.path(field);
                assertTrue(values.size() == 1 && values.get(0).asInt(-1) == 0, command.path("name").asText() + " " + field
                        + ": " + values);
            }
        }

        JsonNode roll = named(commands, "roll");
        assertEquals(1, roll.get("type").asInt());
        JsonNode dice = roll.get("options").get(0);
        assertEquals("dice", dice.get("name").asText());
        assertEquals(3, dice.get("type").asInt(), "a text option");
        assertTrue(dice.get("required").asBoolean());
        assertEquals(100, dice.get("max_length").asInt());

        JsonNode help = named(commands, "help");
        assertEquals(1, help.path("options").size(), "/help takes one option, step");
        assertEquals("step", help.path("options").get(0).get("name").asText());
        assertTrue(!help.path("options").get(0).path("required").asBoolean(), "and it is optional");
    }

    @Test
    void rollIsAnsweredPubliclyWithTheDiceByColour() {
        SentInteraction roll = discord.fake().slash(vincent(), channel(), "roll", "dice", "2W 2R d8R B Y");

        RecordedRequest reply = discord.fake().awaitCallback(roll);

        assertEquals(4, reply.callbackType(), "an immediate reply");
        assertFalse(reply.ephemeral(), "everyone sees a roll");
        JsonNode embed = reply.message().get("embeds").get(0);
        assertTrue(embed.get("title").asText().startsWith("🎲 vincent rolled "), embed.get("title").asText());
        String[] lines = embed.get("description").asText().split("\n");
        assertEquals(4, lines.length, "one line per colour: " + embed);
        // Each die as its face, the bot's own emoji (the console keeps the letters).
        assertTrue(lines[0].matches("\\*\\*White\\*\\* (<:mfzdie1_d6W[1-6]:\\d+>){2} — total \\d+"), lines[0]);
        assertTrue(lines[1].matches("\\*\\*Red\\*\\* (<:mfzdie1_d6R[1-6]:\\d+>){2}<:mfzdie1_d8R[1-8]:\\d+> — total \\d+"),
                lines[1]);
        assertTrue(lines[2].matches("\\*\\*Blue\\*\\* <:mfzdie1_d6B[1-6]:\\d+> — total \\d+"), lines[2]);
        assertTrue(lines[3].matches("\\*\\*Yellow\\*\\* <:mfzdie1_d6Y[1-6]:\\d+> — total \\d+"), lines[3]);
        assertEquals(0x5865F2, embed.get("color").asInt());
    }

    @Test
    void aRollOfAnUnknownColourIsRefusedPrivately() {
        SentInteraction roll = discord.fake().slash(vincent(), channel(), "roll", "dice", "2Q");

        RecordedRequest reply = discord.fake().awaitCallback(roll);

        assertEquals(4, reply.callbackType());
        assertEquals(64, reply.flags() & 64, "only the caller sees a refusal");
        assertEquals("`Q` is not a die colour: use W, R, G, B or Y.", reply.message().get("content").asText());
    }

    @Test
    void helpIsAnsweredPrivatelyAndListsTheCommands() {
        SentInteraction help = discord.fake().slash(discord.fake().world().member(1), discord.fake().world().channel(1), "help");

        RecordedRequest reply = discord.fake().awaitCallback(help);

        assertTrue(reply.ephemeral());
        JsonNode embed = reply.message().get("embeds").get(0);
        assertTrue(embed.get("fields").get(0).get("value").asText().startsWith("There is no game in this channel."));
        String commands = embed.get("fields").get(2).get("value").asText() + "\n"
                + embed.get("fields").get(3).get("value").asText();
        assertTrue(commands.contains("/roll dice:<pool>"), commands);
        assertTrue(commands.contains("`/game` new · join"), commands);
        assertTrue(commands.contains("/help"), commands);
    }

    private static JsonNode named(ArrayNode commands, String name) {
        for (JsonNode command : commands) {
            if (command.get("name").asText().equals(name)) {
                return command;
            }
        }
        throw new AssertionError("no command " + name + " in " + commands);
    }

    private static List<String> names(ArrayNode commands) {
        List<String> names = new ArrayList<>();
        commands.forEach(c -> names.add(c.get("name").asText()));
        return names;
    }
}
