package mfz.bot.fakediscord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The validator says no where Discord says no, and yes to what JDA really sends. */
class DiscordApiSpecTest {

    private static final DiscordApiSpec SPEC = DiscordApiSpec.load();
    private static final String CALLBACK = "interactions/123/itoken-123/callback";
    private static final String CHANNEL_MESSAGES = "channels/42/messages";

    private static ObjectNode button(String customId, String label) {
        return Payloads.object().put("type", 2).put("style", 1).put("custom_id", customId).put("label", label);
    }

    private static ObjectNode row(JsonNode... components) {
        ObjectNode row = Payloads.object().put("type", 1);
        ArrayNode list = row.putArray("components");
        for (JsonNode component : components) {
            list.add(component);
        }
        return row;
    }

    private static ObjectNode reply(String content, JsonNode... rows) {
        ObjectNode data = Payloads.object().put("content", content);
        ArrayNode components = data.putArray("components");
        for (JsonNode row : rows) {
            components.add(row);
        }
        ObjectNode callback = Payloads.object().put("type", 4);
        callback.set("data", data);
        return callback;
    }

    private static String problems(List<DiscordApiSpec.Violation> violations) {
        return violations.toString();
    }

    @Test
    void aGoodReplyWithAButtonPasses() {
        assertEquals(List.of(), SPEC.check("POST", CALLBACK, reply("hello", row(button("turn end", "End turn")))));
    }

    @Test
    void aCustomIdOf101CharactersIsRefused() {
        List<DiscordApiSpec.Violation> found = SPEC.check("POST", CALLBACK,
                reply("hello", row(button("x".repeat(101), "Go"))));
        assertTrue(problems(found).contains("100 or fewer in length (is 101)"), problems(found));
        assertEquals(List.of(), SPEC.check("POST", CALLBACK, reply("hello", row(button("x".repeat(100), "Go")))));
    }

    @Test
    void aLabelOver80AndContentOver2000AreRefused() {
        assertTrue(problems(SPEC.check("POST", CALLBACK, reply("hello", row(button("a", "L".repeat(81))))))
                .contains("80 or fewer"));
        List<DiscordApiSpec.Violation> content = SPEC.check("POST", CALLBACK, reply("c".repeat(2001)));
        assertTrue(problems(content).contains("data.content: must be 2000 or fewer in length (is 2001)"),
                problems(content));
        assertEquals(List.of(), SPEC.check("POST", CALLBACK, reply("c".repeat(2000))));
        // The description allows 4,000 on channel messages; Discord's documented 2,000 is DiscordLimits'.
        ObjectNode channelMessage = Payloads.object().put("content", "c".repeat(2001));
        assertEquals(List.of(), SPEC.check("POST", CHANNEL_MESSAGES, channelMessage));
        assertTrue(problems(DiscordLimits.check(channelMessage)).contains("2000 or fewer"));
    }

    @Test
    void sixButtonsInARowAndSixRowsAreRefused() {
        JsonNode[] six = new JsonNode[6];
        for (int i = 0; i < 6; i++) {
            six[i] = button("b" + i, "B" + i);
        }
        assertTrue(problems(SPEC.check("POST", CALLBACK, reply("x", row(six)))).contains("5 or fewer items"));
        JsonNode[] rows = new JsonNode[6];
        for (int i = 0; i < 6; i++) {
            rows[i] = row(button("r" + i, "R" + i));
        }
        // Outside Components V2 a message holds 5 rows: Discord's documented limit, not the description's.
        assertTrue(problems(DiscordLimits.check(reply("x", rows))).contains("5 or fewer rows (has 6)"));
        assertEquals(List.of(), DiscordLimits.check(reply("x", rows[0], rows[1], rows[2], rows[3], rows[4])));
    }

    @Test
    void aSelectMenuOf26OptionsIsRefused() {
        ObjectNode menu = Payloads.object().put("type", 3).put("custom_id", "menu");
        ArrayNode options = menu.putArray("options");
        for (int i = 0; i < 26; i++) {
            options.add(Payloads.object().put("label", "option " + i).put("value", "v" + i));
        }
        List<DiscordApiSpec.Violation> found = SPEC.check("POST", CALLBACK, reply("pick", row(menu)));
        assertTrue(problems(found).contains("25 or fewer items (has 26)"), problems(found));
        options.remove(25);
        assertEquals(List.of(), SPEC.check("POST", CALLBACK, reply("pick", row(menu))));
    }

    /** What Discord refuses and its description can't say: ids and option values repeated, a menu beside a button. */
    @Test
    void repeatedIdsAndValuesAndAMenuBesideAButtonAreRefused() {
        assertTrue(problems(DiscordLimits.check(reply("x", row(button("same", "A")), row(button("same", "B")))))
                .contains("custom_id same is duplicated"));
        ObjectNode menu = Payloads.object().put("type", 3).put("custom_id", "menu").put("max_values", 3);
        menu.putArray("options").add(Payloads.object().put("label", "a").put("value", "v"))
                .add(Payloads.object().put("label", "b").put("value", "v"));
        String found = problems(DiscordLimits.check(reply("x", row(menu))));
        assertTrue(found.contains("repeats the option value v") && found.contains("more choices than its 2 options"),
                found);
        assertTrue(problems(DiscordLimits.check(reply("x", row(menu, button("b", "B")))))
                .contains("one select menu alone"));
        assertEquals(List.of(), DiscordLimits.check(reply("x", row(button("a", "A"), button("b", "B")))));
    }

    @Test
    void twentySixEmbedFieldsAndALongFieldValueAreRefused() {
        ObjectNode embed = Payloads.object().put("title", "table");
        ArrayNode fields = embed.putArray("fields");
        for (int i = 0; i < 26; i++) {
            fields.add(Payloads.object().put("name", "f" + i).put("value", "v"));
        }
        ObjectNode message = Payloads.object();
        message.putArray("embeds").add(embed);
        assertTrue(problems(SPEC.check("POST", CHANNEL_MESSAGES, message)).contains("25 or fewer items"));
        fields.removeAll();
        fields.add(Payloads.object().put("name", "f").put("value", "v".repeat(1025)));
        assertTrue(problems(SPEC.check("POST", CHANNEL_MESSAGES, message)).contains("1024 or fewer"));
        fields.removeAll();
        for (int i = 0; i < 7; i++) {
            fields.add(Payloads.object().put("name", "f" + i).put("value", "v".repeat(1000)));
        }
        assertEquals(List.of(), SPEC.check("POST", CHANNEL_MESSAGES, message));
        assertTrue(problems(DiscordLimits.check(message)).contains("6000 or fewer characters"));
    }

    @Test
    void jdaNumbersWrittenAsStringsAreAcceptedButNotWords() {
        ObjectNode message = Payloads.object().put("content", "hi").put("flags", "64");
        assertEquals(List.of(), SPEC.check("POST", CHANNEL_MESSAGES, message));
        // JDA's nonce, digits in a string, is the spec's string alternative, not also its integer one.
        message.put("nonce", "195435809776676620");
        assertEquals(List.of(), SPEC.check("POST", CHANNEL_MESSAGES, message));
        message.put("flags", "lots");
        assertTrue(!SPEC.check("POST", CHANNEL_MESSAGES, message).isEmpty());
    }

    @Test
    void anUnknownCallbackTypeAndAnUnknownRouteAreRefused() {
        assertTrue(!SPEC.check("POST", CALLBACK, Payloads.object().put("type", 99)).isEmpty());
        assertTrue(!SPEC.check("POST", "channels/42/nonsense", Payloads.object()).isEmpty());
        assertTrue(!SPEC.check("PUT", "users/@me", Payloads.object()).isEmpty());
    }
}
