package mfz.bot.core;

import java.util.List;
import java.util.Optional;

/**
 * The public shape of a slash command: its name, what it does, its options, or its
 * subcommands ({@code /game new}, {@code /game join}). One spec serves Discord's command
 * registration, the console's parsing, the router's checks and {@code /help}.
 */
public record CommandSpec(String name, String description, List<OptionSpec> options, List<CommandSpec> subcommands) {

    public CommandSpec {
        options = List.copyOf(options);
        subcommands = List.copyOf(subcommands);
        if (!options.isEmpty() && !subcommands.isEmpty()) {
            throw new IllegalArgumentException("/" + name + ": a command has options or subcommands, not both");
        }
    }

    public static CommandSpec of(String name, String description, OptionSpec... options) {
        return new CommandSpec(name, description, List.of(options), List.of());
    }

    public static CommandSpec group(String name, String description, CommandSpec... subcommands) {
        return new CommandSpec(name, description, List.of(), List.of(subcommands));
    }

    /** The spec that takes options for a full path such as {@code game new}, if there is one. */
    public Optional<CommandSpec> find(String path) {
        String[] words = path.trim().split("\\s+");
        if (!words[0].equals(name)) {
            return Optional.empty();
        }
        if (words.length == 1) {
            return subcommands.isEmpty() ? Optional.of(this) : Optional.empty();
        }
        if (words.length == 2) {
            return subcommands.stream().filter(s -> s.name.equals(words[1])).findFirst();
        }
        return Optional.empty();
    }

    public Optional<OptionSpec> option(String optionName) {
        return options.stream().filter(o -> o.name().equals(optionName)).findFirst();
    }

    /** What a player types, with the required options shown: {@code /roll dice:<pool>}. */
    public String usage(String path) {
        StringBuilder usage = new StringBuilder("/").append(path);
        for (OptionSpec option : options) {
            usage.append(' ').append(option.required() ? "" : "[").append(option.name()).append(":<")
                    .append(option.placeholder()).append('>').append(option.required() ? "" : "]");
        }
        return usage.toString();
    }
}
