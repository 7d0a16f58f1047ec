package mfz.bot.discord;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import mfz.bot.core.LiveCard;
import mfz.bot.core.Reply;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.entities.channel.middleman.GuildChannel;
import net.dv8tion.jda.api.interactions.Interaction;

/**
 * Whether the bot can play a game in the channel it is asked to open one in. Slash commands show
 * wherever a player may use them, whatever the bot itself may do there, and every reply to them
 * works; but a game's table, its bot seats' moves, its reminders and the ping after a slow reply are
 * the bot's own messages, which Discord refuses in a channel the bot can't see or post in. Those
 * failures were only logged: the players got a game with no table and seats that never spoke (a
 * review of real Discord against the fake). So a game isn't opened there, and the refusal says
 * what to grant.
 */
final class ChannelAccess {

    /** Said when the bot was added to the server with its commands only, not as a member. */
    static final String NOT_A_MEMBER = "The bot was added to this server with its commands only, so it can't post a "
            + "game's table or its messages here. Someone who manages the server should invite it again with "
            + "the link in the README (the `bot` and `applications.commands` scopes).";

    private ChannelAccess() {
    }

    /**
     * True when the interaction comes from a server the bot is not a member of (installed with its
     * commands only): JDA knows nothing of it, and nothing the bot keeps of a game could work there.
     */
    static boolean notAMember(Interaction interaction) {
        return interaction.isFromGuild() && !interaction.isFromAttachedGuild();
    }

    /**
     * What the bot may not do in the interaction's channel that a game needs, said for the
     * players; empty when it may.
     *
     * @param inAThread the game goes to a thread of this channel: the bot posts there, not in it
     */
    static Optional<String> cannotPlay(Interaction interaction, boolean inAThread) {
        return missing(interaction, inAThread).map(names -> "The bot can't play a game here: it needs " + names
                + " in this channel for the game's table and messages. Someone who manages the channel should "
                + "allow it, then open the game again.");
    }

    /**
     * A game's public reply in a channel where the bot has lost a permission the game needs since
     * it opened, with a line saying so when it fits: the table, the seats' moves and the reminders
     * fail there, and were only logged (a review).
     */
    static Reply warnedIfLost(Interaction interaction, Reply reply) {
        if (reply.ephemeral() || reply.table() == null) {
            return reply;
        }
        return missing(interaction, false).map(names -> reply.withContent(reply.content() + "\n⚠️ The bot can't "
                        + "post this game's table or notices here any more: it needs " + names + " in this channel."))
                .filter(warned -> warned.content().length() <= LiveCard.MAX_CONTENT)
                .orElse(reply);
    }

    /** The permissions a game needs that the bot lacks in the interaction's channel, named in bold; empty when none. */
    private static Optional<String> missing(Interaction interaction, boolean inAThread) {
        if (!interaction.isFromGuild() || notAMember(interaction)) {
            return Optional.empty(); // servers only; one without the bot is refused before anything is read
        }
        GuildChannel channel = interaction.getGuildChannel();
        if (channel == null || channel.isDetached()) {
            // A channel JDA doesn't hold (a thread archived out of its cache): its permissions can't
            // be read, and a check that threw here would lose the reply of a command already stored.
            return Optional.empty();
        }
        Set<Permission> missing = EnumSet.noneOf(Permission.class);
        try {
            for (Permission needed : needed(channel, inAThread)) {
                if (!interaction.getGuild().getSelfMember().hasPermission(channel, needed)) {
                    missing.add(needed);
                }
            }
        } catch (RuntimeException unreadable) {
            return Optional.empty(); // as above: the reply matters more than the warning
        }
        if (missing.isEmpty()) {
            return Optional.empty();
        }
        List<String> names = new ArrayList<>();
        missing.forEach(permission -> names.add("**" + permission.getName() + "**"));
        return Optional.of(String.join(", ", names));
    }

    /**
     * What a game needs of the bot: to see the channel, post and edit its table, show pictures and
     * read back its messages. For a game opened in a thread of its own, opening it and posting there
     * are the thread's to check (it says to open the game with {@code thread:false} instead), and
     * posting in the channel isn't needed (a channel may allow threads and refuse messages: a review).
     */
    private static List<Permission> needed(GuildChannel channel, boolean inAThread) {
        List<Permission> send = inAThread ? List.of()
                : List.of(channel.getType().isThread() ? Permission.MESSAGE_SEND_IN_THREADS : Permission.MESSAGE_SEND);
        List<Permission> all = new ArrayList<>(List.of(Permission.VIEW_CHANNEL));
        all.addAll(send);
        all.addAll(List.of(Permission.MESSAGE_EMBED_LINKS, Permission.MESSAGE_ATTACH_FILES, Permission.MESSAGE_HISTORY));
        return all;
    }
}
