package mfz.bot.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConfigLoaderTest {

    private static final String TOKEN = "fake.token-for-tests_0123456789abcdefghijkl";

    @TempDir
    Path dir;

    @Test
    void builtInDefaultsNeedNoFileAndNoEnvironment() throws Exception {
        Config config = ConfigLoader.load(null, Map.of());
        assertEquals(Path.of("data", "mfz.db"), config.database());
        assertEquals(Optional.empty(), config.token());
        assertEquals(Optional.empty(), config.commandGuild());
        assertFalse(config.usesStandInDiscord());
        assertEquals(Duration.ofSeconds(1), config.tableEdits(), "a table edit a second at most");
    }

    @Test
    void theTableEditIntervalIsMillisecondsUpToTenSeconds() throws Exception {
        assertEquals(Duration.ZERO, ConfigLoader.load(null, Map.of("MFZ_TABLE_EDIT_MS", "0")).tableEdits());
        assertEquals("MFZ_TABLE_EDIT_MS (\"tableEditMs\") must be a number of milliseconds from 0 to 10000, like 1000; "
                + "got \"fast\"", refusal(null, Map.of("MFZ_TABLE_EDIT_MS", "fast")));
        assertEquals("MFZ_TABLE_EDIT_MS (\"tableEditMs\") must be a number of milliseconds from 0 to 10000, like 1000; "
                + "got \"20000\"", refusal(null, Map.of("MFZ_TABLE_EDIT_MS", "20000")));
    }

    @Test
    void environmentOverridesTheFile() throws Exception {
        Path file = write("{\"database\": \"from-file.db\", \"commandGuild\": \"111111111111111111\"}");
        Config config = ConfigLoader.load(file, Map.of("MFZ_DB", "from-env.db",
                "MFZ_DISCORD_API_URL", "http://127.0.0.1:8080/api/v10/",
                "MFZ_DISCORD_GATEWAY_URL", "ws://127.0.0.1:8081/", "DISCORD_TOKEN", TOKEN));
        assertEquals(Path.of("from-env.db"), config.database());
        assertEquals(Optional.of("111111111111111111"), config.commandGuild());
        assertEquals(Optional.of(URI.create("http://127.0.0.1:8080/api/v10/")), config.discordApiUrl());
        assertEquals(Optional.of(URI.create("ws://127.0.0.1:8081/")), config.gatewayUrl());
        assertEquals(TOKEN, config.token().orElseThrow().reveal());
        assertTrue(config.usesStandInDiscord());
    }

    /**
     * A PostgreSQL address is used as PostgreSQL wherever it is given (the file or MFZ_DB), never
     * as a SQLite file named after it; the console's exports then go to data/exports. Another
     * JDBC address is refused with the reason.
     */
    @Test
    void aPostgresqlAddressInTheFileIsUsedAsPostgresql() throws Exception {
        Path file = write("{\"database\": \"jdbc:postgresql://db.example/mfz\"}");
        Config config = ConfigLoader.load(file, Map.of());
        assertEquals(Optional.of("jdbc:postgresql://db.example/mfz"), config.postgresql());
        assertEquals(Path.of("data", "exports").toAbsolutePath(), config.exports());
        assertEquals(Optional.of("jdbc:postgresql://h/m"),
                ConfigLoader.load(null, Map.of("MFZ_DB", "jdbc:postgresql://h/m")).postgresql());
        assertEquals(Path.of("x", "exports").toAbsolutePath(), ConfigLoader.load(null, Map.of("MFZ_DB", "x/m.db")).exports());
        assertEquals("MFZ_DB (\"database\") is an address of a database this bot doesn't use: give a SQLite file's "
                + "path, like data/mfz.db, or a PostgreSQL address, like jdbc:postgresql://host/mfz",
                refusal(write("{\"database\": \"jdbc:mysql://h/m\"}"), Map.of()));
        // Credentials in a PostgreSQL address are refused, unrepeated: only MFZ_DB_PASSWORD's value is hidden in logs.
        for (String address : List.of("jdbc:postgresql://bot:hunt/er2@db/mfz", "jdbc:postgresql://bot:a?b@db/mfz",
                "jdbc:postgresql://db/mfz?user=bot&Password=hunter2",
                // after a ';' the driver reads no parameter, and its error printed the address whole (a storage audit)
                "jdbc:postgresql://127.0.0.1:9/db;password=SuperSecretPW123")) {
            String refused = refusal(null, Map.of("MFZ_DB", address));
            assertEquals("MFZ_DB (\"database\") holds credentials: give the address alone, like jdbc:postgresql://host/mfz, "
                    + "with the user and password in MFZ_DB_USER and MFZ_DB_PASSWORD", refused, address);
        }
        assertEquals(Optional.of("jdbc:postgresql://db/mfz?sslmode=verify-full&sslpassword=k"), ConfigLoader.load(null,
                Map.of("MFZ_DB", "jdbc:postgresql://db/mfz?sslmode=verify-full&sslpassword=k")).postgresql(),
                "the key's password has no other way in");
        assertEquals(Optional.of("jdbc:postgresql://db:5432/mfz?sslmode=require"), ConfigLoader.load(null,
                Map.of("MFZ_DB", "jdbc:postgresql://db:5432/mfz?sslmode=require")).postgresql());
        // A hosting service's address, password and all, is no file's path, and isn't repeated.
        for (String address : List.of("postgres://mfz:s3cret@db/mfz", "postgresql://mfz:s3cret@db:5432/mfz")) {
            String refused = refusal(null, Map.of("MFZ_DB", address));
            assertEquals("MFZ_DB (\"database\") is an address, not a file's path: for PostgreSQL give "
                    + "jdbc:postgresql://host/mfz, with the user and password in MFZ_DB_USER and MFZ_DB_PASSWORD", refused);
        }
    }

    @Test
    void byDefaultOneProcessConnectsEveryShard() throws Exception {
        assertEquals(Shards.ALL, ConfigLoader.load(null, Map.of()).shards());
        assertTrue(Shards.ALL.owns(5, 8), "all shards, however many Discord recommends");
    }

    @Test
    void aProcessTakesARangeOfTheShards() throws Exception {
        Shards second = ConfigLoader.load(null, Map.of("MFZ_SHARDS", "2-3", "MFZ_SHARD_TOTAL", "4")).shards();
        assertEquals(new Shards(2, 3, 4), second);
        assertFalse(second.owns(1, 4));
        assertTrue(second.owns(3, 4));
        assertEquals(new Shards(1, 1, 2), ConfigLoader.load(null, Map.of("MFZ_SHARDS", "1", "MFZ_SHARD_TOTAL", "2")).shards());
        assertEquals(new Shards(0, 2, 3), ConfigLoader.load(null, Map.of("MFZ_SHARD_TOTAL", "3")).shards(),
                "a total alone: this process connects all of them");
        // Discord's own formula: a server's id shifted right by 22 bits, modulo the total.
        assertEquals(1, Shards.of(1L << 22, 2));
        assertEquals(0, Shards.of(2L << 22, 2));
    }

    @Test
    void aBadShardSettingStopsStartUpNamingIt() {
        assertEquals("MFZ_SHARDS (\"shards\") needs MFZ_SHARD_TOTAL (\"shardTotal\"): how many shards the bot has "
                + "in all, the same in every process", refusal(null, Map.of("MFZ_SHARDS", "0-1")));
        assertEquals("MFZ_SHARDS (\"shards\") 2-4 is not a range within shards 0-3 (MFZ_SHARD_TOTAL is 4)",
                refusal(null, Map.of("MFZ_SHARDS", "2-4", "MFZ_SHARD_TOTAL", "4")));
        assertEquals("MFZ_SHARDS (\"shards\") 3-1 is not a range within shards 0-3 (MFZ_SHARD_TOTAL is 4)",
                refusal(null, Map.of("MFZ_SHARDS", "3-1", "MFZ_SHARD_TOTAL", "4")));
        assertEquals("MFZ_SHARDS (\"shards\") must be a shard or a range of shards, like 0-1 or 2; got \"first\"",
                refusal(null, Map.of("MFZ_SHARDS", "first", "MFZ_SHARD_TOTAL", "4")));
        assertEquals("MFZ_SHARD_TOTAL (\"shardTotal\") must be a number of shards from 1, like 4; got \"0\"",
                refusal(null, Map.of("MFZ_SHARD_TOTAL", "0")));
    }

    @Test
    void aBlankVariableCountsAsUnset() throws Exception {
        Config config = ConfigLoader.load(null, Map.of("DISCORD_TOKEN", "  ", "MFZ_COMMAND_GUILD", ""));
        assertEquals(Optional.empty(), config.token());
        assertEquals(Optional.empty(), config.commandGuild());
    }

    @Test
    void theConfigFileCanBeNamedByMfzConfig() throws Exception {
        Path file = write("{\"database\": \"named.db\"}");
        assertEquals(Path.of("named.db"), ConfigLoader.load(null, Map.of("MFZ_CONFIG", file.toString())).database());
    }

    @Test
    void theTokenNeverShowsWhenTheConfigIsPrinted() throws Exception {
        Config config = ConfigLoader.load(null, Map.of("DISCORD_TOKEN", TOKEN));
        assertFalse(config.toString().contains(TOKEN), config.toString());
        assertFalse(String.valueOf(config.token().orElseThrow()).contains(TOKEN));
    }

    @Test
    void aMalformedGuildIdIsNamed() {
        assertEquals("MFZ_COMMAND_GUILD (\"commandGuild\") must be a Discord server id, a number like "
                        + "123456789012345678; got \"my-server\"",
                refusal(null, Map.of("MFZ_COMMAND_GUILD", "my-server")));
    }

    @Test
    void aMalformedApiUrlIsNamed() {
        assertEquals("MFZ_DISCORD_API_URL (\"discordApiUrl\") must be an http:// or https:// address, like "
                        + "https://discord.com/api/v10/; got \"ftp://example\"",
                refusal(null, Map.of("MFZ_DISCORD_API_URL", "ftp://example")));
        assertTrue(refusal(null, Map.of("MFZ_DISCORD_API_URL", "not a url")).startsWith("MFZ_DISCORD_API_URL"));
    }

    @Test
    void aMalformedGatewayUrlIsNamed() {
        assertTrue(refusal(null, Map.of("MFZ_DISCORD_GATEWAY_URL", "http://127.0.0.1:1/"))
                .startsWith("MFZ_DISCORD_GATEWAY_URL (\"discordGatewayUrl\") must be a ws:// or wss:// address"));
    }

    @Test
    void aMalformedTokenIsRefusedWithoutQuotingIt() {
        String bad = "has spaces in it and is long enough";
        String message = refusal(null, Map.of("DISCORD_TOKEN", bad));
        assertTrue(message.startsWith("DISCORD_TOKEN is malformed"), message);
        assertFalse(message.contains(bad));
    }

    @Test
    void aDatabaseThatIsAFolderIsRefused() {
        assertEquals("MFZ_DB (\"database\") names a folder, not a file: " + dir,
                refusal(null, Map.of("MFZ_DB", dir.toString())));
    }

    @Test
    void anUnknownSettingInTheFileIsNamed() throws IOException {
        Path file = write("{\"token\": \"x\"}");
        assertEquals(file + ": unknown setting \"token\" (known: database, commandGuild, discordApiUrl, "
                + "discordGatewayUrl, shards, shardTotal, seatDelayMs, tableEditMs; the token comes only from DISCORD_TOKEN)", refusal(file, Map.of()));
    }

    @Test
    void malformedJsonNamesTheFileAndLine() throws IOException {
        Path file = write("{\n  \"database\": \n}");
        assertEquals(file + " is not valid JSON (line 3, column 1)", refusal(file, Map.of()));
    }

    @Test
    void aSettingOfTheWrongTypeIsNamed() throws IOException {
        Path file = write("{\"database\": 42}");
        assertEquals(file + ": \"database\" must be text or null", refusal(file, Map.of()));
    }

    @Test
    void aMissingNamedFileIsNamed() {
        Path missing = dir.resolve("nope.json");
        assertEquals("config file " + missing + " does not exist (named by --config)", refusal(missing, Map.of()));
    }

    private Path write(String json) throws IOException {
        Path file = Files.createTempFile(dir, "mfz", ".json");
        Files.writeString(file, json);
        return file;
    }

    private static String refusal(Path file, Map<String, String> env) {
        return assertThrows(ConfigException.class, () -> ConfigLoader.load(file, env)).getMessage();
    }
}
