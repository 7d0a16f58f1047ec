package mfz.bot.discord;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import mfz.bot.core.Caller;
import mfz.bot.core.ChannelSight;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.Request;
import mfz.bot.core.Shortened;
import mfz.rules.company.Names;
import mfz.rules.company.PlayerNames;
import mfz.rules.lobby.LobbyRules;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.entities.Member;
import net.dv8tion.jda.api.entities.channel.concrete.ThreadChannel;
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

    static Request fromSlashCommand(SlashCommandInteractionEvent event, Function<String, Optional<String>> parents) {
        Map<String, String> options = new LinkedHashMap<>();
        for (OptionMapping option : event.getOptions()) {
            options.put(option.getName(), option.getAsString());
        }
        return request(event, event.getFullCommandName(), options, parents);
    }

    /** A command being typed, for autocomplete: the options so far, the focused one with its partial text. */
    static Request fromAutoComplete(CommandAutoCompleteInteractionEvent event) {
        Map<String, String> options = new LinkedHashMap<>();
        for (OptionMapping option : event.getOptions()) {
            options.put(option.getName(), option.getAsString());
        }
        return request(event, event.getFullCommandName(), options, threadId -> Optional.empty());
    }

    /**
     * A button (no values) or a select menu (the chosen values) as its command.
     *
     * @throws UnknownControl when the custom id is not one the bot makes (an old or foreign control)
     */
    static Request fromComponent(Interaction interaction, String customId, List<String> chosen,
                                 Function<String, Optional<String>> parents) {
        Map<String, String> options;
        ComponentIds.Action action;
        try {
            action = ComponentIds.decode(customId);
            options = action.optionsWith(chosen);
        } catch (IllegalArgumentException e) {
            throw new UnknownControl(e.getMessage());
        }
        return request(interaction, action.command(), options, parents);
    }

    /** A button or menu whose id the bot can't read: made by an older version, or not by the bot. */
    static final class UnknownControl extends RuntimeException {
        UnknownControl(String message) {
            super(message, null, false, false);
        }
    }

    private static Request request(Interaction interaction, String command, Map<String, String> options,
                                   Function<String, Optional<String>> parents) {
        String guild = interaction.getGuild() != null ? interaction.getGuild().getId() : null;
        return new Request(interaction.getId(), guild, interaction.getChannelId(), caller(interaction, parents), command,
                options);
    }

    /** Who acted, with the name shown on this server, and whether they may manage the channel (a host). */
    static Caller caller(Interaction interaction, Function<String, Optional<String>> parents) {
        Member member = interaction.getMember();
        boolean manages = member != null && interaction.getGuildChannel() != null
                && member.hasPermission(interaction.getGuildChannel(), Permission.MANAGE_CHANNEL);
        String name = member != null ? member.getEffectiveName() : interaction.getUser().getEffectiveName();
        boolean managesServer = member != null && member.hasPermission(Permission.MANAGE_SERVER);
        return new Caller(interaction.getUser().getId(), shownName(name), manages, managesServer,
                member == null ? null : new MemberSight(member, parents));
    }

    /**
     * What a member may read, by Discord's View Channel as their roles and the channel's
     * overwrites give it. A game thread archived out of JDA's cache is judged by the channel it
     * was opened in ({@code parentOf}); a private thread, whose members JDA doesn't keep, is
     * read only by who moderates its threads, and never by everyone; a channel found nowhere
     * (deleted) by nobody.
     */
    record MemberSight(Member member, Function<String, Optional<String>> parentOf) implements ChannelSight {

        @Override
        public boolean callerReads(String channelId) {
            GuildChannel channel = find(channelId);
            if (channel instanceof ThreadChannel thread && !thread.isPublic()) {
                return member.hasPermission(thread.getParentChannel(), Permission.MANAGE_THREADS);
            }
            return channel != null && member.hasAccess(channel);
        }

        @Override
        public boolean everyoneReads(String channelId) {
            GuildChannel channel = find(channelId);
            if (channel == null || channel instanceof ThreadChannel thread && !thread.isPublic()) {
                return false;
            }
            return member.getGuild().getPublicRole().hasAccess(channel);
        }

        @Override
        public Optional<String> nameOf(String channelId) {
            GuildChannel channel = member.getGuild().getGuildChannelById(channelId);
            // Only a channel everyone reads: the page is shared, and a private channel's name would go with it (a review).
            return channel != null && everyoneReads(channelId) ? Optional.of(channel.getName()) : Optional.empty();
        }

        private GuildChannel find(String channelId) {
            GuildChannel channel = member.getGuild().getGuildChannelById(channelId);
            return channel != null ? channel
                    : parentOf.apply(channelId).map(parent -> member.getGuild().getGuildChannelById(parent)).orElse(null);
        }
    }

    /**
     * A display name as the bot shows it: Discord formatting and mention syntax in it are
     * escaped, so a name can't ping anyone or restyle the messages it appears in; its links and
     * masked links (which JDA's sanitizer leaves) are broken invisibly, so a clan tag's brackets
     * still read as written on buttons; and it is cut to what a game keeps
     * ({@link LobbyRules#MAX_PLAYER_NAME}).
     */
    static String shownName(String displayName) {
        // JDA escapes whole regions only: a lone `||` or backtick, harmless in one name, pairs with
        // another name's in the same message (PlayerNames.restylingProblem), so they become lookalikes.
        // The same goes for a lone *, _ or ~, which it leaves too: they are escaped one by one.
        // A line or paragraph separator, which the rules refuse in a name (a log viewer may break a
        // line there), is a space here: a Discord name holding one still plays (a review).
        String lookalikes = PlayerNames.withLookalikes(displayName.replace('\u2028', ' ')
                .replace('\u2029', ' '));
        String escaped = Names.brokenLinks(PlayerNames.withMarksEscaped(
                        MarkdownSanitizer.escape(lookalikes))
                .replace("<", "‹")
                .replace("@", "@\u200b"));
        return Shortened.to(escaped, LobbyRules.MAX_PLAYER_NAME);
    }
}
