package mfz.bot.config;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Reads the configuration: built-in defaults, then the JSON file ({@code config/mfz.json},
 * or the one named by {@code --config} / {@code MFZ_CONFIG}), then environment variables,
 * each overriding the one before. Every value is checked here, so a bad one stops start-up
 * with one line naming it, before anything connects.
 */
public final class ConfigLoader {

    /** The file read when none is named and it exists in the working directory. */
    public static final Path DEFAULT_FILE = Path.of("config", "mfz.json");

    /** Setting names in the file, and the environment variable that overrides each. */
    static final Map<String, String> SETTINGS = new LinkedHashMap<>();

    static {
        SETTINGS.put("database", "MFZ_DB");
        SETTINGS.put("commandGuild", "MFZ_COMMAND_GUILD");
        SETTINGS.put("discordApiUrl", "MFZ_DISCORD_API_URL");
        SETTINGS.put("discordGatewayUrl", "MFZ_DISCORD_GATEWAY_URL");
        SETTINGS.put("shards", "MFZ_SHARDS");
        SETTINGS.put("shardTotal", "MFZ_SHARD_TOTAL");
        SETTINGS.put("seatDelayMs", "MFZ_SEAT_DELAY_MS");
        SETTINGS.put("tableEditMs", "MFZ_TABLE_EDIT_MS");
    }


    private ConfigLoader() {
    }

    /**
     * @param file the file named on the command line, or null for {@code MFZ_CONFIG} or the default
     * @param env  the environment (a map, so tests need not touch the real one)
     */
    public static Config load(Path file, Map<String, String> env) throws ConfigException {
        Map<String, String> values = new LinkedHashMap<>();
        readJson("the built-in defaults", ConfigLoader.class.getResourceAsStream("/mfz.json"), values);

        Path named = file != null ? file : env(env, "MFZ_CONFIG").map(Path::of).orElse(null);
        if (named != null) {
            if (!Files.isRegularFile(named)) {
                throw new ConfigException("config file " + named + " does not exist (named by "
                        + (file != null ? "--config" : "MFZ_CONFIG") + ")");
            }
            readFile(named, values);
        } else if (Files.isRegularFile(DEFAULT_FILE)) {
            readFile(DEFAULT_FILE, values);
        }
        SETTINGS.forEach((setting, variable) -> env(env, variable).ifPresent(v -> values.put(setting, v)));

        String database = values.get("database");
        boolean postgresql = database != null && database.strip().startsWith(POSTGRESQL);
        return new Config(
                token(env),
                postgresql ? Path.of("data", "mfz.db") : database(database),
                postgresql ? Optional.of(postgresqlAddress(database.strip())) : Optional.empty(),
                commandGuild(values.get("commandGuild")),
                url("discordApiUrl", values.get("discordApiUrl"), List.of("http", "https"), "an", "https://discord.com/api/v10/"),
                url("discordGatewayUrl", values.get("discordGatewayUrl"), List.of("ws", "wss"), "a", "wss://gateway.discord.gg/"),
                shards(values.get("shards"), values.get("shardTotal")),
                seatDelay(values.get("seatDelayMs")), tableEdits(values.get("tableEditMs")));
    }

    /** The longest between two edits of a table message: longer and the table would look stuck. */
    static final int MOST_TABLE_EDIT_MS = 10_000;

    /** The least time between two edits of one channel's table message (0: each at once, as in tests). */
    private static Duration tableEdits(String value) throws ConfigException {
        return millis(value, "tableEditMs", 1000, MOST_TABLE_EDIT_MS);
    }

    /** The longest a bot seat may wait before acting: longer would only look stuck. */
    static final int MOST_SEAT_DELAY_MS = 60_000;

    /** A bot seat's pause before each action on Discord (0: at once, as in tests). */
    private static Duration seatDelay(String value) throws ConfigException {
        return millis(value, "seatDelayMs", 1500, MOST_SEAT_DELAY_MS);
    }

    /** A setting in milliseconds, from 0 to {@code most}; {@code usual} when not set. */
    private static Duration millis(String value, String setting, int usual, int most) throws ConfigException {
        if (value == null || value.isBlank()) {
            return Duration.ofMillis(usual);
        }
        String v = value.strip();
        if (!v.matches("\\d{1,5}") || Integer.parseInt(v) > most) {
            throw new ConfigException(SETTINGS.get(setting) + " (\"" + setting + "\") must be a number of milliseconds "
                    + "from 0 to " + most + ", like " + usual + "; got \"" + v + "\"");
        }
        return Duration.ofMillis(Integer.parseInt(v));
    }

    /** The shard range: none given means all; a range needs the total it is a range of. */
    private static Shards shards(String range, String total) throws ConfigException {
        boolean noRange = range == null || range.isBlank();
        if (total == null || total.isBlank()) {
            if (noRange) {
                return Shards.ALL;
            }
            throw new ConfigException("MFZ_SHARDS (\"shards\") needs MFZ_SHARD_TOTAL (\"shardTotal\"): "
                    + "how many shards the bot has in all, the same in every process");
        }
        if (!total.strip().matches("\\d{1,4}") || Integer.parseInt(total.strip()) < 1) {
            throw new ConfigException("MFZ_SHARD_TOTAL (\"shardTotal\") must be a number of shards from 1, like 4; got \""
                    + total + "\"");
        }
        int count = Integer.parseInt(total.strip());
        if (noRange) {
            return new Shards(0, count - 1, count);
        }
        var m = Pattern.compile("(\\d{1,4})(?:-(\\d{1,4}))?").matcher(range.strip());
        if (!m.matches()) {
            throw new ConfigException("MFZ_SHARDS (\"shards\") must be a shard or a range of shards, like 0-1 or 2; got \""
                    + range + "\"");
        }
        int from = Integer.parseInt(m.group(1));
        int to = m.group(2) == null ? from : Integer.parseInt(m.group(2));
        if (from > to || to >= count) {
            throw new ConfigException("MFZ_SHARDS (\"shards\") " + range.strip() + " is not a range within shards 0-"
                    + (count - 1) + " (MFZ_SHARD_TOTAL is " + count + ")");
        }
        return new Shards(from, to, count);
    }

    private static void readFile(Path path, Map<String, String> values) throws ConfigException {
        try (InputStream in = Files.newInputStream(path)) {
            readJson(path.toString(), in, values);
        } catch (IOException e) {
            throw new ConfigException("config file " + path + " can't be read: " + e.getMessage());
        }
    }

    private static void readJson(String source, InputStream in, Map<String, String> values) throws ConfigException {
        if (in == null) {
            throw new ConfigException(source + " are missing from the program (mfz.json is not on the classpath)");
        }
        JsonNode root;
        try (in) {
            root = new ObjectMapper().readTree(in);
        } catch (JsonProcessingException e) {
            throw new ConfigException(source + " is not valid JSON (line " + e.getLocation().getLineNr()
                    + ", column " + e.getLocation().getColumnNr() + ")");
        } catch (IOException e) {
            throw new ConfigException(source + " can't be read: " + e.getMessage());
        }
        if (root == null || !root.isObject()) {
            throw new ConfigException(source + " must hold one JSON object, like {\"database\": \"data/mfz.db\"}");
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = root.properties().iterator(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> field = it.next();
            String name = field.getKey();
            if (name.startsWith("_")) {
                continue; // "_comment" and the like
            }
            if (!SETTINGS.containsKey(name)) {
                throw new ConfigException(source + ": unknown setting \"" + name + "\" (known: "
                        + String.join(", ", SETTINGS.keySet()) + "; the token comes only from DISCORD_TOKEN)");
            }
            JsonNode value = field.getValue();
            if (value.isNull()) {
                values.remove(name);
            } else if (value.isTextual()) {
                values.put(name, value.asText());
            } else {
                throw new ConfigException(source + ": \"" + name + "\" must be text or null");
            }
        }
    }

    private static Optional<Secret> token(Map<String, String> env) throws ConfigException {
        Optional<String> token = env(env, "DISCORD_TOKEN");
        if (token.isEmpty()) {
            return Optional.empty();
        }
        // Checked without ever quoting it: the message names the problem, not the value.
        if (!token.get().matches("[A-Za-z0-9._-]{20,200}")) {
            throw new ConfigException("DISCORD_TOKEN is malformed: a bot token is 20 or more letters, digits, "
                    + "dots, dashes and underscores (its value is not shown)");
        }
        return Optional.of(new Secret(token.get()));
    }

    private static final String POSTGRESQL = "jdbc:postgresql://";
    private static final Pattern URI_SCHEME = Pattern.compile("[A-Za-z][A-Za-z0-9+.-]*://");

    /**
     * A PostgreSQL address with no credentials in it: a user and password before the host (which
     * the driver takes for a host name, and says so, password included, in its errors) or a
     * password parameter would reach messages and logs that only know MFZ_DB_PASSWORD's value to
     * hide (a review). Refused without repeating it.
     */
    private static String postgresqlAddress(String value) throws ConfigException {
        // Any '@': a password may hold '/' or '?', so where the host ends can't be told.
        // After a ';' too: the driver reads no parameter there, and its error printed the address whole
        // (sslpassword, the key's, has no other way in and stays).
        if (value.contains("@") || value.toLowerCase(Locale.ROOT).matches("(?s).*[?&;]password=.*")) {
            throw new ConfigException("MFZ_DB (\"database\") holds credentials: give the address alone, like "
                    + POSTGRESQL + "host/mfz, with the user and password in MFZ_DB_USER and MFZ_DB_PASSWORD");
        }
        return value;
    }

    private static Path database(String value) throws ConfigException {
        if (value == null || value.isBlank()) {
            throw new ConfigException("MFZ_DB (\"database\") is empty: give the SQLite file's path, like data/mfz.db");
        }
        if (value.strip().startsWith("jdbc:")) {
            throw new ConfigException("MFZ_DB (\"database\") is an address of a database this bot doesn't use: give "
                    + "a SQLite file's path, like data/mfz.db, or a PostgreSQL address, like " + POSTGRESQL + "host/mfz");
        }
        // A hosting service's address (postgres://user:password@host/db) was taken for a file's
        // path: the bot ran on an empty SQLite file in a folder named after it, password included
        // (an operations audit). Refused without repeating it.
        if (URI_SCHEME.matcher(value.strip()).lookingAt()) {
            throw new ConfigException("MFZ_DB (\"database\") is an address, not a file's path: for PostgreSQL give "
                    + POSTGRESQL + "host/mfz, with the user and password in MFZ_DB_USER and MFZ_DB_PASSWORD");
        }
        Path path;
        try {
            path = Path.of(value);
        } catch (RuntimeException e) {
            throw new ConfigException("MFZ_DB (\"database\") is not a usable file path: " + value);
        }
        if (Files.isDirectory(path)) {
            throw new ConfigException("MFZ_DB (\"database\") names a folder, not a file: " + value);
        }
        return path;
    }

    private static Optional<String> commandGuild(String value) throws ConfigException {
        if (value == null || value.isBlank()) {
            return Optional.empty();
        }
        if (!value.matches("\\d{15,21}")) {
            throw new ConfigException("MFZ_COMMAND_GUILD (\"commandGuild\") must be a Discord server id, "
                    + "a number like 123456789012345678; got \"" + value + "\"");
        }
        return Optional.of(value);
    }

    private static Optional<URI> url(String setting, String value, List<String> schemes, String article,
                                     String example) throws ConfigException {
        if (value == null || value.isBlank()) {
            return Optional.empty();
        }
        String variable = SETTINGS.get(setting);
        String expected = variable + " (\"" + setting + "\") must be " + article + " " + String.join(":// or ", schemes)
                + ":// address, like " + example + "; got \"" + value + "\"";
        URI uri;
        try {
            uri = new URI(value);
        } catch (URISyntaxException e) {
            throw new ConfigException(expected);
        }
        if (uri.getScheme() == null || !schemes.contains(uri.getScheme().toLowerCase()) || uri.getHost() == null) {
            throw new ConfigException(expected);
        }
        return Optional.of(uri);
    }

    private static Optional<String> env(Map<String, String> env, String name) {
        String value = env.get(name);
        return value == null || value.isBlank() ? Optional.empty() : Optional.of(value.strip());
    }
}
