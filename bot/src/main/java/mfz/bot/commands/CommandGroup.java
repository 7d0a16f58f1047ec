package mfz.bot.commands;

import java.util.List;
import java.util.Optional;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;

/** A command made of subcommands ({@code /game new}, {@code /game join}), one class each. */
public final class CommandGroup implements SlashCommand {

    private final CommandSpec spec;
    private final List<SlashCommand> subcommands;

    public CommandGroup(String name, String description, List<SlashCommand> subcommands) {
        this.subcommands = List.copyOf(subcommands);
        this.spec = CommandSpec.group(name, description,
                subcommands.stream().map(SlashCommand::spec).toArray(CommandSpec[]::new));
    }

    @Override
    public CommandSpec spec() {
        return spec;
    }

    /** The router has already checked the path against the spec, so the subcommand exists. */
    @Override
    public Reply handle(Request request) {
        return subcommand(request).orElseThrow(() -> new IllegalStateException("no subcommand " + request.command()))
                .handle(request);
    }

    @Override
    public List<String> suggest(Request request, String option) {
        return subcommand(request).map(s -> s.suggest(request, option)).orElse(List.of());
    }

    private Optional<SlashCommand> subcommand(Request request) {
        String name = request.command().substring(request.command().indexOf(' ') + 1);
        return subcommands.stream().filter(s -> s.spec().name().equals(name)).findFirst();
    }
}
