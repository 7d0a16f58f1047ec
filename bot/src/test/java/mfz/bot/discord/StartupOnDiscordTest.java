package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import mfz.bot.App;
import mfz.bot.Arguments;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import mfz.bot.fakediscord.RestFault;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Starting {@code mfz-bot --discord}: where the commands are registered, and what reaches the log. */
class StartupOnDiscordTest {

    @TempDir
    Path dir;

    @Test
    void withACommandServerTheCommandsAreRegisteredOnThatServerOnly() throws Exception {
        try (FakeDiscord fake = FakeDiscord.start()) {
            // Registration is part of start-up: it is over once start returns.
            RunningBot.start(fake, dir.resolve("mfz.db"), Map.of("MFZ_COMMAND_GUILD", fake.world().guildId())).close();

            assertEquals(0, fake.globalRegistrations().size(), "nothing registered globally");
            assertEquals(1, fake.guildRegistrations().size());
            RecordedRequest put = fake.requests().stream().filter(r -> r.method().equals("PUT")).findFirst()
                    .orElseThrow();
            assertEquals("applications/" + fake.world().applicationId() + "/guilds/" + fake.world().guildId()
                    + "/commands", put.path());
            JsonNode commands = fake.guildRegistrations().get(0);
            List<String> names = new ArrayList<>();
            commands.forEach(c -> names.add(c.get("name").asText()));
            assertEquals(List.of("game", "company", "bid", "deploy", "turn", "damage", "station", "doomsday", "campaign", "me", "roll", "map", "odds", "rules",
                    "help", "hw"), names);
            JsonNode roll = commands.get(names.indexOf("roll"));
            assertEquals("dice", roll.get("options").get(0).get("name").asText());
            assertTrue(roll.get("options").get(0).get("required").asBoolean());
        }
    }

    @Test
    void aCommandServerTheBotIsNotInStopsStartUpNamingTheSetting() throws Exception {
        try (FakeDiscord fake = FakeDiscord.start()) {
            Map<String, String> env = fake.env(dir.resolve("mfz.db"));
            env.put("MFZ_COMMAND_GUILD", "123456789012345678");

            try (App app = App.create(Arguments.parse("--discord"), env)) {
                App.StartupException stopped = assertThrows(App.StartupException.class, app::startDiscord);
                assertEquals("MFZ_COMMAND_GUILD: the bot is not in server 123456789012345678 (invite it there, or "
                        + "unset MFZ_COMMAND_GUILD)", stopped.getMessage());
            }
            assertTrue(fake.globalRegistrations().isEmpty() && fake.guildRegistrations().isEmpty());
        }
    }

    @Test
    void aTokenDiscordRefusesStopsStartUpAtOnceWithoutQuotingIt() throws Exception {
        try (FakeDiscord fake = FakeDiscord.start(FakeWorld.standard(), "another.token-0123456789abcdef")) {
            Map<String, String> env = fake.env(dir.resolve("mfz.db"));
            env.put("DISCORD_TOKEN", FakeDiscord.TOKEN);

            try (App app = App.create(Arguments.parse("--discord"), env)) {
                App.StartupException refused = assertThrows(App.StartupException.class, app::startDiscord);
                assertEquals("DISCORD_TOKEN was refused by Discord: copy the bot's token again from the Developer "
                        + "Portal (its value is not shown)", refused.getMessage());
                assertFalse(String.valueOf(refused.getMessage()).contains(FakeDiscord.TOKEN));
            }
            assertTrue(fake.globalRegistrations().isEmpty());
            assertEquals(401, fake.requests().get(0).status());
        }
    }

    /** Discord out of reach at start-up: tried again after a wait, said in the log, and then the bot connects. */
    @Test
    void discordOutOfReachAtStartIsTriedAgainAndSaidSo() throws Exception {
        List<String> lines;
        try (CapturedLog log = new CapturedLog(); FakeDiscord fake = FakeDiscord.start()) {
            fake.fail(RestFault.serverError("GET", "gateway/bot", 503), 8);
            RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of());
            fake.awaitCallback(fake.slash(fake.world().member(0), fake.world().channel(0), "roll", "dice", "2W"));
            bot.close();
            lines = log.lines();
        }
        assertTrue(lines.stream().anyMatch(l -> l.contains("Discord can't be reached (") && l.contains("trying again in 1 s")),
                String.join("\n", lines));
        assertTrue(lines.stream().anyMatch(l -> l.contains("Connected to Discord")));
    }

    @Test
    void theTokenReachesNoLogLineEvenAtDebug() throws Exception {
        List<String> lines;
        try (CapturedLog log = new CapturedLog()) {
            try (FakeDiscord fake = FakeDiscord.start()) {
                RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of());
                fake.awaitCallback(fake.slash(fake.world().member(0), fake.world().channel(0), "roll", "dice", "2W"));
                fake.awaitCallback(fake.slash(fake.world().member(0), fake.world().channel(0), "roll", "dice", "2Q"));
                // A reconnect logs the most about the session.
                fake.dropConnection();
                fake.awaitCallback(fake.slash(fake.world().member(1), fake.world().channel(1), "help"));
                bot.close();
            }
            lines = log.lines();
        }

        assertFalse(lines.isEmpty());
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("DEBUG net.dv8tion.jda")), "JDA's debug lines are in");
        assertTrue(lines.stream().anyMatch(l -> l.contains("Connected to Discord")), "the bot's own lines are in");
        List<String> leaks = lines.stream().filter(l -> l.contains(FakeDiscord.TOKEN)).toList();
        assertEquals(List.of(), leaks);
    }
}
