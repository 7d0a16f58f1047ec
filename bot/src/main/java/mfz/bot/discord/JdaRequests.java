package mfz.bot.discord;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import mfz.bot.core.Caller;
import mfz.bot.core.ChannelSight;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.Request;
import mfz.rules.lobby.LobbyRules;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.entities.Member;
import net.dv8tion.jda.api.entities.channel.middleman.GuildChannel;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.Interaction;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.utils.MarkdownSanitizer;

/**
 * Turns Discord's interactions into the bot's {@link Request}: a slash command as typed, and
 * a button or menu as the command its custom id names ({@link ComponentIds}).
 */
final class JdaRequests {

    private JdaRequests() {
    }

    static Request fromSlashCommand(SlashCommandInteractionEvent event) {
        Map<String, String> options = new LinkedHashMap<>();
        for (OptionMapping option : event.getOptions()) {
            options.put(option.getName(), option.getAsString());
        }
        return request(event, event.getFullCommandName(), options);
    }

    /** A command being typed, for autocomplete: the options so far, the focused one with its partial text. */
    static Request fromAutoComplete(CommandAutoCompleteInteractionEvent event) {
        Map<String, String> options = new LinkedHashMap<>();
        for (OptionMapping option : event.getOptions()) {
            options.put(option.getName(), option.getAsString());
        }
        return request(event, event.getFullCommandName(), options);
    }

    /**
     * A button (no values) or a select menu (the chosen values) as its command.
     *
     * @throws UnknownControl when the custom id is not one the bot makes (an old or foreign control)
     */
    static Request fromComponent(Interaction interaction, String customId, List<String> chosen) {
        Map<String, String> options;
        ComponentIds.Action action;
        try {
            action = ComponentIds.decode(customId);
            options = action.optionsWith(chosen);
        } catch (IllegalArgumentException e) {
            throw new UnknownControl(e.getMessage());
        }
        return request(interaction, action.command(), options);
    }

    /** A button or menu whose id the bot can't read: made by an older version, or not by the bot. */
    static final class UnknownControl extends RuntimeException {
        UnknownControl(String message) {
            super(message, null, false, false);
        }
    }

    private static Request request(Interaction interaction, String command, Map<String, String> options) {
        String guild = interaction.getGuild() != null ? interaction.getGuild().getId() : null;
        return new Request(interaction.getId(), guild, interaction.getChannelId(), caller(interaction), command,
                options);
    }

    /** Who acted, with the name shown on this server, and whether they may manage the channel (a host). */
    static Caller caller(Interaction interaction) {
        Member member = interaction.getMember();
        boolean manages = member != null && interaction.getGuildChannel() != null
                && member.hasPermission(interaction.getGuildChannel(), Permission.MANAGE_CHANNEL);
        String name = member != null ? member.getEffectiveName() : interaction.getUser().getEffectiveName();
        boolean managesServer = member != null && member.hasPermission(Permission.MANAGE_SERVER);
        return new Caller(interaction.getUser().getId(), shownName(name), manages, managesServer,
                member == null ? null : new MemberSight(member));
    }

    /**
     * What a member may read, by Discord's View Channel as their roles and the channel's
     * overwrites give it. A channel JDA doesn't hold (deleted, or a thread archived out of its
     * cache) is read by the member but not by everyone: what was played there is told to them
     * alone.
     */
    record MemberSight(Member member) implements ChannelSight {

        @Override
        public boolean callerReads(String channelId) {
            GuildChannel channel = member.getGuild().getGuildChannelById(channelId);
            return channel == null || member.hasAccess(channel);
        }

        @Override
        public boolean everyoneReads(String channelId) {
            GuildChannel channel = member.getGuild().getGuildChannelById(channelId);
            return channel != null && member.getGuild().getPublicRole().hasAccess(channel);
        }
    }

    /**
     * A display name as the bot shows it: Discord formatting and mention syntax in it are
     * escaped, so a name can't ping anyone or restyle the messages it appears in, and it is
     * cut to what a game keeps ({@link LobbyRules#MAX_PLAYER_NAME}).
     */
    static String shownName(String displayName) {
        String escaped = MarkdownSanitizer.escape(displayName)
                .replace("<", "‹")
                .replace("@", "@\u200b");
        return mfz.bot.core.Shortened.to(escaped, LobbyRules.MAX_PLAYER_NAME);
    }
}
