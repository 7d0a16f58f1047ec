package mfz.bot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Discord's documented message limits that its OpenAPI description cannot say or says more
 * loosely: a message's text at most 2,000 characters (the description allows 4,000 on channel
 * messages, a limit only some users have), at most 5 action rows outside Components V2, and at
 * most 6,000 characters across all of a message's embeds (titles, descriptions, field names and
 * values, footers, authors), an action row of up to five buttons or one select menu alone, no
 * control's custom_id twice in one message, and in a select menu
 * no option value twice nor more choices asked than it has options. Discord refuses
 * such a message with 400 like a schema violation.
 */
public final class DiscordLimits {

    static final int CONTENT = 2000;
    static final int ROWS = 5;
    static final int EMBEDS_TOTAL = 6000;
    /** The message flag that turns on Components V2 (then 40 components and no row count). */
    private static final long IS_COMPONENTS_V2 = 1L << 15;

    private DiscordLimits() {
    }

    /** The problems of a request body that carries a message, directly or as a callback's data. */
    static List<DiscordApiSpec.Violation> check(JsonNode body) {
        List<DiscordApiSpec.Violation> found = new ArrayList<>();
        if (body == null || !body.isObject()) {
            return found;
        }
        if (body.has("data") && body.get("data").isObject() && body.has("type")) {
            checkMessage(body.get("data"), "data.", found);
        } else {
            checkMessage(body, "", found);
        }
        return found;
    }

    /** The same for a message a test built without Discord, each problem as "where: what". */
    public static List<String> problems(JsonNode message) {
        return check(message).stream().map(v -> v.where() + ": " + v.problem()).toList();
    }

    private static void checkMessage(JsonNode message, String where, List<DiscordApiSpec.Violation> found) {
        JsonNode content = message.path("content");
        if (content.isTextual() && length(content.asText()) > CONTENT) {
            found.add(new DiscordApiSpec.Violation(where + "content",
                    "must be " + CONTENT + " or fewer in length (is " + length(content.asText()) + ")"));
        }
        boolean v2 = (message.path("flags").asLong(0) & IS_COMPONENTS_V2) != 0;
        JsonNode components = message.path("components");
        if (!v2 && components.isArray() && components.size() > ROWS) {
            found.add(new DiscordApiSpec.Violation(where + "components",
                    "must have " + ROWS + " or fewer rows (has " + components.size() + ")"));
        }
        // An action row holds up to five buttons, or one select menu alone.
        for (JsonNode row : v2 ? components.findParents("components") : components) {
            if (row.path("type").asInt() != 1) {
                continue;
            }
            JsonNode children = row.path("components");
            int menus = 0;
            for (JsonNode child : children) {
                menus += child.path("type").asInt() >= 3 && child.path("type").asInt() <= 8
                        && child.path("type").asInt() != 4 ? 1 : 0;
            }
            if (children.size() > 5 || menus > 0 && children.size() > 1) {
                found.add(new DiscordApiSpec.Violation(where + "components", "an action row holds up to 5 buttons or "
                        + "one select menu alone (has " + children.size() + " components, " + menus + " menus)"));
            }
        }
        Set<String> ids = new HashSet<>();
        for (JsonNode id : components.findValues("custom_id")) {
            if (!ids.add(id.asText())) {
                found.add(new DiscordApiSpec.Violation(where + "components",
                        "custom_id " + id.asText() + " is duplicated (COMPONENT_CUSTOM_ID_DUPLICATED)"));
            }
        }
        // A select menu's option values are its choices: Discord refuses two alike, and more
        // choices required (or allowed) than it has.
        for (JsonNode menu : components.findParents("options")) {
            Set<String> values = new HashSet<>();
            JsonNode options = menu.path("options");
            for (JsonNode option : options) {
                if (!values.add(option.path("value").asText())) {
                    found.add(new DiscordApiSpec.Violation(where + "components",
                            "select menu " + menu.path("custom_id").asText() + " repeats the option value "
                                    + option.path("value").asText() + " (SELECT_COMPONENT_OPTION_VALUE_DUPLICATED)"));
                }
            }
            if (menu.path("max_values").asInt(1) > options.size() || menu.path("min_values").asInt(1) > options.size()) {
                found.add(new DiscordApiSpec.Violation(where + "components", "select menu "
                        + menu.path("custom_id").asText() + " asks for more choices than its " + options.size()
                        + " options"));
            }
        }
        int total = 0;
        for (JsonNode embed : message.path("embeds")) {
            total += length(embed.path("title").asText("")) + length(embed.path("description").asText(""))
                    + length(embed.path("footer").path("text").asText(""))
                    + length(embed.path("author").path("name").asText(""));
            for (JsonNode field : embed.path("fields")) {
                total += length(field.path("name").asText("")) + length(field.path("value").asText(""));
            }
        }
        if (total > EMBEDS_TOTAL) {
            found.add(new DiscordApiSpec.Violation(where + "embeds",
                    "must total " + EMBEDS_TOTAL + " or fewer characters (has " + total + ")"));
        }
    }

    private static int length(String text) {
        return text.codePointCount(0, text.length());
    }
}
