package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import mfz.bot.fakediscord.SentInteraction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Autocomplete through the real JDA client: the discord.fake() sends the command being typed (type 4),
 * the bot answers with the names that make sense for the caller now (callback type 8).
 */
class AutocompleteOnDiscordTest {


    @RegisterExtension
    static final BotOnFakeDiscord discord = BotOnFakeDiscord.standard();

    private static FakeWorld.User vincent() {
        return discord.fake().world().member(0);
    }

    private static FakeWorld.User alice() {
        return discord.fake().world().member(1);
    }

    @Test
    void theNameOptionsAreRegisteredWithAutocomplete() {
        JsonNode commands = discord.fake().globalRegistrations().getLast();
        assertEquals(List.of("load:name", "near:frame", "near:station", "away:frame", "away:station", "remove:name", "save:name", "done:frame",
                "done:station", "choose:frame", "choose:ssrs-to", "start:frame", "start:target", "start:hazard-kind", "plan:frame", "plan:hazard-kind", "wait:frame",
                "defend:die", "move:die", "move:station", "attack:die", "attack:cover", "spot:frame", "spot:die",
                "take:system", "fall:frame", "shoot:from", "shoot:at", "odds:from", "odds:at", "charge:from", "charge:at",
                "recover:element", "element-hit:name", "element-recover:name", "element-remove:name", "cover:name").stream().sorted().toList(),
                autocompleted(commands).stream().filter(option -> !option.endsWith(":seat")).sorted().toList());
        assertEquals(22, autocompleted(commands).stream().filter(option -> option.endsWith(":seat")).count(),
                "seat:, offering the bot's seats, beside as: on every command a seat may owe");
        int largest = 0;
        for (JsonNode command : commands) {
            largest = Math.max(largest, FakeDiscord.commandSize(command));
        }
        assertTrue(largest <= 8000, "Discord refuses a command larger than 8,000 characters: " + largest);
    }

    private static List<String> autocompleted(JsonNode commands) {
        List<String> found = new ArrayList<>();
        for (JsonNode command : commands) {
            for (JsonNode sub : command.path("options")) {
                for (JsonNode option : sub.path("options")) {
                    if (option.path("autocomplete").asBoolean()) {
                        found.add(sub.get("name").asText() + ":" + option.get("name").asText());
                    }
                }
            }
        }
        return found;
    }

    @Test
    void companyRemoveOffersTheCallersOwnFramesAndStationsMatchingWhatWasTyped() {
        FakeWorld.Channel channel = discord.fake().world().channel(0);
        discord.fake().awaitCallback(discord.fake().slash(vincent(), channel, "game new", "size", "skirmish"));
        discord.fake().awaitCallback(discord.fake().slash(alice(), channel, "game join"));
        for (String[] frame : new String[][] {{"Anvil-1", "B G Y Rd"}, {"Anvil-2", "B G Rh Rh"}, {"Bolt", "G Y Rd"}}) {
            discord.fake().awaitCallback(discord.fake().slash(vincent(), channel, "company frame", "name", frame[0], "loadout", frame[1]));
        }
        discord.fake().awaitCallback(discord.fake().slash(vincent(), channel, "company station", "name", "Anchorage"));
        discord.fake().awaitCallback(discord.fake().slash(alice(), channel, "company frame", "name", "Anvil-9", "loadout", "B G Y Rd"));

        RecordedRequest typedAn = discord.fake().awaitCallback(discord.fake().autocomplete(vincent(), channel, "company remove", "name", "an"));
        assertEquals(8, typedAn.callbackType(), "an autocomplete answer");
        assertEquals(List.of("Anvil-1", "Anvil-2", "Anchorage"), choices(typedAn), "alice's Anvil-9 is not offered");

        RecordedRequest typedNothing = discord.fake().awaitCallback(discord.fake().autocomplete(alice(), channel, "company remove", "name", ""));
        assertEquals(List.of("Anvil-9"), choices(typedNothing));
    }

    @Test
    void companyLoadOffersTheCallersSavedCompaniesAndNothingWhereThereIsNoGame() {
        FakeWorld.Channel channel = discord.fake().world().channel(1);
        discord.fake().awaitCallback(discord.fake().slash(alice(), channel, "game new", "size", "demo"));
        discord.fake().awaitCallback(discord.fake().slash(alice(), channel, "company frame", "name", "A", "loadout", "B G Y Rd"));
        discord.fake().awaitCallback(discord.fake().slash(alice(), channel, "company save", "name", "Night Shift"));
        discord.fake().awaitCallback(discord.fake().slash(alice(), channel, "company save", "name", "Day Shift"));

        SentInteraction load = discord.fake().autocomplete(alice(), channel, "company load", "name", "SHIFT");
        assertEquals(List.of("Day Shift", "Night Shift"), choices(discord.fake().awaitCallback(load)), "sorted as saved, any case");
        assertEquals(List.of(), choices(discord.fake().awaitCallback(
                discord.fake().autocomplete(vincent(), channel, "company load", "name", ""))), "vincent saved none");
        assertEquals(List.of(), choices(discord.fake().awaitCallback(
                discord.fake().autocomplete(alice(), channel, "deploy done", "frame", "A"))), "not deploying yet: nothing");
    }

    private static List<String> choices(RecordedRequest callback) {
        List<String> names = new ArrayList<>();
        for (JsonNode choice : callback.body().path("data").path("choices")) {
            assertEquals(choice.get("name").asText(), choice.get("value").asText());
            names.add(choice.get("value").asText());
        }
        return names;
    }
}
