package mfz.bot.commands;

import java.util.List;
import java.util.function.Supplier;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Embed;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;

/** {@code /help}: what the bot is, and the commands it has. */
public final class HelpCommand implements SlashCommand {

    private static final CommandSpec SPEC = CommandSpec.of("help", "What this bot does and what you can do now");

    static final String ABOUT = "I run games of **Mobile Frame Zero: Rapid Attack** for groups who can't share a "
            + "table: I roll the coloured dice, keep the order of play, the markers, the scores and the doomsday "
            + "clock. Your frames and terrain stay wherever your group can see them.";

    private final Supplier<List<CommandSpec>> commands;

    /** @param commands every command the bot has (read when asked, so help never goes stale) */
    public HelpCommand(Supplier<List<CommandSpec>> commands) {
        this.commands = commands;
    }

    @Override
    public CommandSpec spec() {
        return SPEC;
    }

    @Override
    public Reply handle(Request request) {
        StringBuilder list = new StringBuilder();
        for (CommandSpec command : commands.get()) {
            if (command.subcommands().isEmpty()) {
                list.append('`').append(command.usage(command.name())).append("` — ")
                        .append(command.description()).append('\n');
            } else {
                for (CommandSpec sub : command.subcommands()) {
                    String path = command.name() + " " + sub.name();
                    list.append('`').append(sub.usage(path)).append("` — ").append(sub.description()).append('\n');
                }
            }
        }
        Embed embed = Embed.of("MFZ:RA table bot", ABOUT)
                .withField("Commands", list.toString().strip(), false)
                .withFooter("Games, companies and campaigns are on their way; for now, try /roll.")
                .withColour(0x5865F2);
        return new Reply("", List.of(embed), List.of(), true);
    }
}
