package mfz.bot;

import java.nio.file.Path;

/**
 * The command line: {@code [--console | --discord] [--seed N | --dice FILE] [--config FILE]}.
 * Read by hand, not by a library: five options with one-line checks need less code than a
 * parser's set-up, and a dependency for them would be one more thing in the jar to keep current.
 *
 * @param mode   which front end was asked for, or {@link Mode#AUTO} (Discord when a token is set)
 * @param seed   a seed for reproducible rolls, or null
 * @param dice   a file of scripted rolls, or null
 * @param config a configuration file to read instead of the default, or null
 */
public record Arguments(Mode mode, Long seed, Path dice, Path config, boolean help) {

    public enum Mode { AUTO, CONSOLE, DISCORD }

    static final String USAGE = """
            usage: mfz-bot [--console | --discord] [--seed N | --dice FILE] [--config FILE]
              --console      the local table in this terminal, even if a Discord token is set
              --discord      connect to Discord (needs DISCORD_TOKEN); the default when a token is set
              --seed N       reproducible rolls from the whole number N
              --dice FILE    take every roll from FILE, in order (numbers separated by spaces or lines)
              --config FILE  read settings from FILE instead of config/mfz.json
            Environment: DISCORD_TOKEN, MFZ_DB, MFZ_DB_USER, MFZ_DB_PASSWORD, MFZ_COMMAND_GUILD, MFZ_DISCORD_API_URL,
              MFZ_DISCORD_GATEWAY_URL, MFZ_SHARD_TOTAL, MFZ_SHARDS, MFZ_SEAT_DELAY_MS, MFZ_TABLE_EDIT_MS, MFZ_CONFIG (README: Configuration)
            JVM options such as -Dmfz.log.level=DEBUG: anywhere on ./run's line (java -jar takes them before -jar).""";

    /** @throws IllegalArgumentException with one line saying what is wrong */
    public static Arguments parse(String... args) {
        Mode mode = Mode.AUTO;
        Long seed = null;
        Path dice = null;
        Path config = null;
        boolean help = false;
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            switch (arg) {
                case "--console", "--discord" -> {
                    Mode asked = arg.equals("--console") ? Mode.CONSOLE : Mode.DISCORD;
                    if (mode != Mode.AUTO && mode != asked) {
                        throw new IllegalArgumentException("--console and --discord can't be used together");
                    }
                    mode = asked;
                }
                case "--seed" -> {
                    String value = value(args, ++i, arg);
                    try {
                        seed = Long.parseLong(value);
                    } catch (NumberFormatException e) {
                        throw new IllegalArgumentException("--seed takes a whole number, not \"" + value + "\"");
                    }
                }
                case "--dice" -> dice = Path.of(value(args, ++i, arg));
                case "--config" -> config = Path.of(value(args, ++i, arg));
                case "--help", "-h" -> help = true;
                default -> throw new IllegalArgumentException("unknown option \"" + arg + "\" (--help lists them)");
            }
        }
        if (seed != null && dice != null) {
            throw new IllegalArgumentException("use --seed or --dice, not both");
        }
        return new Arguments(mode, seed, dice, config, help);
    }

    private static String value(String[] args, int i, String option) {
        if (i >= args.length || args[i].startsWith("--")) {
            throw new IllegalArgumentException(option + " needs a value");
        }
        return args[i];
    }
}
