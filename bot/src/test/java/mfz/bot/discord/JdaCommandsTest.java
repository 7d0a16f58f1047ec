package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import org.junit.jupiter.api.Test;

/** The registration JSON Discord receives for the bot's command specs. */
class JdaCommandsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode json(CommandSpec spec) throws Exception {
        return JSON.readTree(JdaCommands.toSlashCommand(spec).toData().toString());
    }

    @Test
    void aCommandWithOptionsListsThemTypedWithTheirRequiredFlags() throws Exception {
        CommandSpec odds = CommandSpec.of("odds", "Exact chances of each number of hits",
                new OptionSpec("attack", "Attack dice", OptionSpec.Type.INTEGER, true, "n", List.of(), false, 3),
                new OptionSpec("spot", "Spot dice", OptionSpec.Type.INTEGER, false, "n", List.of(), false, 3),
                new OptionSpec("hazard", "A hazard?", OptionSpec.Type.BOOLEAN, false, "bool", List.of(), false, 5),
                new OptionSpec("as", "Act for", OptionSpec.Type.USER, false, "player", List.of(), false, 40),
                new OptionSpec("situation", "Where", OptionSpec.Type.STRING, false, "situation",
                        List.of("open", "cover"), false, 20));

        JsonNode data = json(odds);

        assertEquals("odds", data.get("name").asText());
        assertEquals("Exact chances of each number of hits", data.get("description").asText());
        assertEquals(1, data.get("type").asInt(), "a slash command");
        JsonNode options = data.get("options");
        assertEquals(5, options.size());
        assertOption(options.get(0), "attack", 4, true);
        assertOption(options.get(1), "spot", 4, false);
        assertOption(options.get(2), "hazard", 5, false);
        assertOption(options.get(3), "as", 6, false);
        assertOption(options.get(4), "situation", 3, false);
        assertEquals(2, options.get(4).get("choices").size());
        assertEquals("open", options.get(4).get("choices").get(0).get("name").asText());
        assertEquals("open", options.get(4).get("choices").get(0).get("value").asText());
        assertEquals(20, options.get(4).get("max_length").asInt());
        assertFalse(options.get(4).path("autocomplete").asBoolean(), "choices and autocomplete exclude each other");
    }

    @Test
    void aGroupBecomesSubcommandsEachWithItsOwnOptions() throws Exception {
        CommandSpec game = CommandSpec.group("game", "Run a game in this channel",
                CommandSpec.of("join", "Join the game"),
                CommandSpec.of("new", "Open a game", new OptionSpec("size", "How big", OptionSpec.Type.STRING, true,
                        "size", List.of("skirmish", "battle", "demo"), false, 10)));

        JsonNode data = json(game);

        JsonNode subcommands = data.get("options");
        assertEquals(2, subcommands.size());
        assertEquals("join", subcommands.get(0).get("name").asText());
        assertEquals(1, subcommands.get(0).get("type").asInt(), "a subcommand");
        assertTrue(subcommands.get(0).path("options").isEmpty());
        JsonNode size = subcommands.get(1).get("options").get(0);
        assertOption(size, "size", 3, true);
        assertEquals(3, size.get("choices").size());
    }

    @Test
    void aLongTextLimitIsCappedAtDiscordsMaximumAndAutocompleteKept() throws Exception {
        CommandSpec frame = CommandSpec.of("frame", "A frame",
                new OptionSpec("name", "Its name", OptionSpec.Type.STRING, true, "name", List.of(), true, 10_000));

        JsonNode option = json(frame).get("options").get(0);

        assertEquals(6000, option.get("max_length").asInt());
        assertTrue(option.get("autocomplete").asBoolean());
    }

    /** A whole number's range goes to Discord, whose keyboard then keeps within it. */
    @Test
    void aWholeNumbersRangeIsRegistered() throws Exception {
        CommandSpec log = CommandSpec.of("log", "The log", OptionSpec.integer("count", "How many").range(1, 25).build());

        JsonNode option = json(log).get("options").get(0);

        assertEquals(4, option.get("type").asInt());
        assertEquals(1, option.get("min_value").asInt());
        assertEquals(25, option.get("max_value").asInt());
    }

    private static void assertOption(JsonNode option, String name, int type, boolean required) {
        assertEquals(name, option.get("name").asText());
        assertEquals(type, option.get("type").asInt(), name + "'s type");
        assertEquals(required, option.path("required").asBoolean(), name + " required");
    }
}
