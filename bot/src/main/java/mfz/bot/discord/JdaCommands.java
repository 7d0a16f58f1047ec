package mfz.bot.discord;

import java.util.List;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import net.dv8tion.jda.api.interactions.IntegrationType;
import net.dv8tion.jda.api.interactions.InteractionContextType;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/** Turns the bot's command specs into Discord's slash command definitions for registration. */
final class JdaCommands {

    private JdaCommands() {
    }

    static List<SlashCommandData> toSlashCommands(List<CommandSpec> specs) {
        return specs.stream().map(JdaCommands::toSlashCommand).toList();
    }

    static SlashCommandData toSlashCommand(CommandSpec spec) {
        // In servers only: a game is a server channel's, and JDA's default also offers every command
        // in a DM with the bot, where a game would have no channel the bot can find again after a
        // restart (a review of real Discord against the fake, which can't send DM interactions).
        SlashCommandData data = Commands.slash(spec.name(), spec.description());
        data.setContexts(InteractionContextType.GUILD);
        data.setIntegrationTypes(IntegrationType.GUILD_INSTALL);
        if (spec.subcommands().isEmpty()) {
            spec.options().forEach(option -> data.addOptions(toOption(option)));
        } else {
            for (CommandSpec sub : spec.subcommands()) {
                SubcommandData subcommand = new SubcommandData(sub.name(), sub.description());
                sub.options().forEach(option -> subcommand.addOptions(toOption(option)));
                data.addSubcommands(subcommand);
            }
        }
        return data;
    }

    private static OptionData toOption(OptionSpec spec) {
        OptionType type = switch (spec.type()) {
            case STRING -> OptionType.STRING;
            case INTEGER -> OptionType.INTEGER;
            case BOOLEAN -> OptionType.BOOLEAN;
            case USER -> OptionType.USER;
            case ATTACHMENT -> OptionType.ATTACHMENT;
        };
        OptionData option = new OptionData(type, spec.name(), spec.description(), spec.required(),
                spec.autocomplete() && spec.choices().isEmpty());
        if (type == OptionType.STRING) {
            option.setMaxLength(Math.min(spec.maxLength(), OptionData.MAX_STRING_OPTION_LENGTH));
        }
        if (type == OptionType.INTEGER && spec.range() != null) {
            option.setRequiredRange(spec.range().min(), spec.range().max());
        }
        spec.choices().forEach(choice -> option.addChoice(choice, choice));
        return option;
    }
}
