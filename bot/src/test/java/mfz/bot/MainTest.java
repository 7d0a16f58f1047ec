package mfz.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import mfz.bot.store.Database;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Start-up as a user meets it: every refusal is one line on standard error and exit status 2. */
class MainTest {

    private static final String TOKEN = "fake.token-for-tests_0123456789abcdefghijkl";

    @TempDir
    Path dir;

    @Test
    void discordModeWithoutATokenStopsWithOneLine() {
        MainRunner.Result result = run(List.of("--discord"), Map.of());
        assertEquals(2, result.status());
        assertEquals("mfz-bot: DISCORD_TOKEN is not set: Discord mode needs the bot's token (README: \"Run it on "
                + "Discord\"), or leave out --discord for the console table\n", result.err());
        assertEquals("", result.out());
    }

    @Test
    void aMalformedSettingStopsStartUpNamingIt() {
        MainRunner.Result result = run(List.of(), Map.of("MFZ_COMMAND_GUILD", "abc"));
        assertEquals(2, result.status());
        assertTrue(result.err().startsWith("mfz-bot: MFZ_COMMAND_GUILD"), result.err());
        assertEquals(1, result.err().lines().count(), result.err());
    }

    @Test
    void aMalformedTokenIsNeverEchoed() {
        String bad = TOKEN + " trailing";
        MainRunner.Result result = run(List.of(), Map.of("DISCORD_TOKEN", bad));
        assertEquals(2, result.status());
        assertFalse(result.err().contains(TOKEN), result.err());
        assertFalse(result.out().contains(TOKEN), result.out());
    }

    @Test
    void predictableDiceAreRefusedAgainstTheRealDiscord() {
        MainRunner.Result result = run(List.of("--seed", "1"), Map.of("DISCORD_TOKEN", TOKEN));
        assertEquals(2, result.status());
        assertEquals("mfz-bot: --seed and --dice make rolls predictable: they are for the console table and test "
                + "servers, not for the real Discord\n", result.err());
    }

    /** An address set to Discord's own is the real Discord too (a trust audit, 2026-11-26: any address set let them by). */
    @Test
    void predictableDiceAreRefusedAgainstTheRealDiscordWhateverItsAddress() {
        for (String address : List.of("https://discord.com/api/v10/", "https://CANARY.discord.com/api/",
                "https://discordapp.com/api/", "https://discord.com./api/")) {
            MainRunner.Result result = run(List.of("--dice", "1,2"), Map.of("DISCORD_TOKEN", TOKEN,
                    "MFZ_DISCORD_API_URL", address));
            assertEquals(2, result.status(), address + ": " + result.err());
            assertTrue(result.err().contains("not for the real Discord"), result.err());
        }
        // A stand-in gateway alone: commands are still answered on the real Discord.
        MainRunner.Result gatewayOnly = run(List.of("--dice", "1,2"), Map.of("DISCORD_TOKEN", TOKEN,
                "MFZ_DISCORD_GATEWAY_URL", "ws://127.0.0.1:9/"));
        assertEquals(2, gatewayOnly.status(), gatewayOnly.err());
        assertTrue(gatewayOnly.err().contains("not for the real Discord"), gatewayOnly.err());
    }

    @Test
    void theConsoleOptionWinsOverAToken() {
        MainRunner.Result result = run(List.of("--console"), Map.of("DISCORD_TOKEN", TOKEN));
        assertEquals(0, result.status(), result.err());
        assertTrue(result.out().startsWith("MFZ:RA table bot, console table."));
        assertFalse(result.out().contains(TOKEN));
    }

    @Test
    void badArgumentsStopWithOneLine() {
        assertEquals("mfz-bot: unknown option \"--colour\" (--help lists them)\n",
                run(List.of("--colour"), Map.of()).err());
        assertEquals("mfz-bot: --seed takes a whole number, not \"abc\"\n",
                run(List.of("--seed", "abc"), Map.of()).err());
        assertEquals("mfz-bot: --seed needs a value\n", run(List.of("--seed"), Map.of()).err());
        assertEquals("mfz-bot: use --seed or --dice, not both\n",
                run(List.of("--seed", "1", "--dice", "f"), Map.of()).err());
        assertEquals("mfz-bot: --console and --discord can't be used together\n",
                run(List.of("--console", "--discord"), Map.of()).err());
        assertEquals("mfz-bot: --dice: can't read missing.txt (NoSuchFileException)\n",
                run(List.of("--dice", "missing.txt"), Map.of()).err());
    }

    @Test
    void helpPrintsTheUsage() {
        MainRunner.Result result = run(List.of("--help"), Map.of());
        assertEquals(0, result.status());
        assertTrue(result.out().startsWith("usage: mfz-bot"), result.out());
    }

    /** {@code --help} names every environment variable the README's configuration table lists. */
    @Test
    void helpNamesEveryEnvironmentVariableTheReadmeLists() throws Exception {
        String help = run(List.of("--help"), Map.of()).out();
        Matcher variables = Pattern.compile("^\\| `(DISCORD_TOKEN|MFZ_[A-Z_]+)`",
                Pattern.MULTILINE).matcher(Files.readString(Path.of("../README.md")));
        int named = 0;
        while (variables.find()) {
            named++;
            assertTrue(help.contains(variables.group(1)), variables.group(1) + " is not in --help: " + help);
        }
        assertTrue(named >= 9, "the README's table was read: " + named);
    }

    @Test
    void anUnusableDatabaseStopsStartUpNamingIt() {
        MainRunner.Result result = run(List.of("--console"), Map.of("MFZ_DB", "/proc/nope/mfz.db"));
        assertEquals(2, result.status());
        assertTrue(result.err().startsWith("mfz-bot: MFZ_DB: can't create the folder for the database"), result.err());
    }

    /** A PostgreSQL that can't be reached is said as a failed connection, in the first line, without the password. */
    @Test
    void anUnreachablePostgresqlIsSaidAsAFailedConnectionWithoutThePassword() {
        MainRunner.Result result = run(List.of("--console"), Map.of("MFZ_DB",
                "jdbc:postgresql://127.0.0.1:1/mfz?connectTimeout=1", "MFZ_DB_USER", "bot", "MFZ_DB_PASSWORD", "s3cret"));
        assertEquals(2, result.status());
        String first = result.err().lines().findFirst().orElse("");
        assertTrue(first.startsWith("mfz-bot: MFZ_DB: can't connect to the database jdbc:postgresql://127.0.0.1:1/mfz:"),
                result.err());
        assertFalse(result.err().contains("s3cret") || result.err().contains("hunter2") || result.out().contains("s3cret"),
                result.err());
        // A user and password before the host (which the driver doesn't take) are refused unrepeated.
        MainRunner.Result userInAddress = run(List.of("--console"), Map.of("MFZ_DB",
                "jdbc:postgresql://bot:hunter2@127.0.0.1:1/mfz"));
        assertEquals(2, userInAddress.status());
        assertFalse(userInAddress.err().contains("hunter2"), userInAddress.err());
        assertTrue(userInAddress.err().contains("holds credentials"), userInAddress.err());
    }

    @Test
    void aDatabaseFileAnotherBotUsesStopsStartUpWithOneLine() throws Exception {
        Path file = dir.resolve("owned.db");
        try (var owner = Database.open(file)) {
            MainRunner.Result result = run(List.of("--console"), Map.of("MFZ_DB", file.toString()));
            assertEquals(2, result.status());
            assertEquals("mfz-bot: MFZ_DB: the database " + file + " is in use by another bot process (" + file
                    + ".lock is locked); only one bot may use a database file at a time\n", result.err());
        }
    }

    private MainRunner.Result run(List<String> args, Map<String, String> env) {
        Map<String, String> withDb = new HashMap<>(env);
        withDb.putIfAbsent("MFZ_DB", dir.resolve("mfz.db").toString());
        return MainRunner.run(args, withDb, "");
    }
}
