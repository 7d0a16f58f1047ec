package mfz.bot.discord;

import java.time.Duration;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import mfz.bot.core.Embed;
import mfz.bot.core.TableMessages;
import mfz.bot.core.TableUpdate;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.MessageEmbed;
import net.dv8tion.jda.api.entities.channel.middleman.GuildChannel;
import net.dv8tion.jda.api.entities.channel.middleman.MessageChannel;
import net.dv8tion.jda.api.exceptions.ErrorResponseException;
import net.dv8tion.jda.api.requests.ErrorResponse;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps one table message per channel: edits it in place when the channel has one, posts a
 * new one when it has none, when a re-post is asked for, or when the old one was deleted (a
 * player may delete it; Discord then answers the edit with "unknown message"). The message's
 * id is kept in {@link TableMessages} (SQLite), so a restarted bot edits the same message.
 *
 * <p>The table stays in reach: where the bot may pin messages, each table message it posts is
 * pinned (and the one it replaces unpinned); where it may not, the table is posted again when
 * the initiative changes hands after {@value #SCROLLED_AWAY} or more of the bot's messages
 * went up the channel since it (about a phone screen).
 */
final class TableMessagePoster {

    private static final Logger log = LoggerFactory.getLogger(TableMessagePoster.class);

    /** Runs each store of a message id on a new virtual thread. */
    private static final Executor STORE = Thread::startVirtualThread;

    /** The bot's new messages below the table after which it has scrolled off a phone's screen. */
    static final int SCROLLED_AWAY = 4;

    private final TableMessages messages;
    /** The table's edits, spaced out per channel where the bot is set to ({@code MFZ_TABLE_EDIT_MS}). */
    private volatile TableEdits edits = new TableEdits(Duration.ZERO);
    /** The bot's messages posted in each channel since its table message (not kept across restarts). */
    private final Map<String, Integer> below = new ConcurrentHashMap<>();
    /** The bot's messages posted in each channel, its tables included (not kept across restarts). */
    private final Map<String, Long> posts = new ConcurrentHashMap<>();

    TableMessagePoster(TableMessages messages) {
        this.messages = messages;
    }

    /** At most one edit of a channel's table per {@code interval}, the newest winning (zero: each at once). */
    void spaceEdits(Duration interval) {
        edits = new TableEdits(interval);
    }

    /** Sends the table edits still waiting for their interval, before the bot disconnects. */
    void flushEdits(Duration limit) {
        edits.flush(limit);
    }

    /** A new public message of the bot went up the channel, below its table. */
    void messagePosted(String channelId) {
        below.merge(channelId, 1, Integer::sum);
        posts.merge(channelId, 1L, Long::sum);
    }

    /** How many messages of the bot went up the channel, its tables included: a bot seat's streak goes on while it stands still. */
    long posts(String channelId) {
        return posts.getOrDefault(channelId, 0L);
    }

    /**
     * Shows the table in the channel.
     *
     * @return completes when Discord has it; never exceptionally (a failure is logged: the
     *         next change or {@code /game table} shows the table again)
     */
    CompletableFuture<?> show(MessageChannel channel, TableUpdate update) {
        String channelId = channel.getId();
        Optional<String> previous = messages.messageId(channelId);
        boolean repost = update.repost() || update.handsChanged() && !mayPin(channel)
                && below.getOrDefault(channelId, 0) >= SCROLLED_AWAY;
        Optional<String> existing = repost ? Optional.empty() : previous;
        TableEdits spaced = edits;
        if (existing.isPresent() && spaced.spaced()) {
            // Edited later, with the message the channel then has (a repost may have replaced it).
            spaced.submit(channelId, () -> logged(channelId, editNow(channel, update)));
            return CompletableFuture.completedFuture(null);
        }
        // Posted anew, after the reply: it shows the newest table, so an edit still waiting is dropped.
        spaced.drop(channelId);
        MessageEmbed embed = JdaMessages.toEmbed(update.embed());
        CompletableFuture<?> shown;
        try {
            shown = existing.isPresent() ? edit(channel, existing.get(), embed)
                    : post(channel, embed, previous, !update.isOpening());
        } catch (RuntimeException unsendable) {
            shown = CompletableFuture.failedFuture(unsendable);
        }
        return logged(channelId, shown);
    }

    /** The channel's table edited as it now stands, in its current message (or posted, when it has none). */
    private CompletableFuture<?> editNow(MessageChannel channel, TableUpdate update) {
        MessageEmbed embed = JdaMessages.toEmbed(update.embed());
        Optional<String> message = messages.messageId(channel.getId());
        return message.isPresent() ? edit(channel, message.get(), embed) : post(channel, embed, Optional.empty(), false);
    }

    private static CompletableFuture<?> logged(String channelId, CompletableFuture<?> shown) {
        return shown.exceptionally(failure -> {
            log.warn("Could not show the table in channel {}: {}", channelId, failure.toString());
            return null;
        });
    }

    private CompletableFuture<?> edit(MessageChannel channel, String messageId, MessageEmbed embed) {
        return channel.editMessageEmbedsById(messageId, embed).submit()
                .handle((edited, failure) -> failure)
                .thenCompose(failure -> {
                    if (failure == null) {
                        return CompletableFuture.completedFuture(null);
                    }
                    if (deleted(failure)) {
                        log.info("The table message {} of channel {} is gone; posting it again", messageId,
                                channel.getId());
                        return post(channel, embed, Optional.empty(), false).thenApply(posted -> null);
                    }
                    if (inArchivedThread(failure)) {
                        // Only a new message reaches an archived thread (and unarchives it): the table
                        // stayed as it was, its edits refused (a review of real Discord against the fake).
                        log.info("The thread {} is archived; posting its table again", channel.getId());
                        return post(channel, embed, Optional.of(messageId), true).thenApply(posted -> null);
                    }
                    return CompletableFuture.failedFuture(failure);
                });
    }

    /**
     * Posts the table as a new message, pinned in place of {@code replaced} where the bot may pin;
     * {@code pointing}: the replaced table, of the same game, then links down to it.
     */
    private CompletableFuture<?> post(MessageChannel channel, MessageEmbed embed, Optional<String> replaced,
                                      boolean pointing) {
        posts.merge(channel.getId(), 1L, Long::sum);
        // The table names players but never pings anyone: the announcement does that.
        // The id is stored on a virtual thread of its own, not on the JDA thread that completed
        // the post: that commit waits for the database (an fsync), and under load a JDA worker
        // held there delayed other channels' replies (seen in the end-to-end benchmark's profile).
        return channel.sendMessageEmbeds(embed).setAllowedMentions(EnumSet.noneOf(Message.MentionType.class)).submit()
                .thenApplyAsync(message -> {
                    messages.remember(channel.getId(), message.getId());
                    below.remove(channel.getId());
                    return message;
                }, STORE)
                .thenCompose(posted -> {
                    replaced.filter(old -> pointing && !old.equals(posted.getId()))
                            .ifPresent(old -> pointBelow(channel, old, posted));
                    return mayPin(channel) ? pin(channel, posted.getId(), replaced) : CompletableFuture.completedFuture(null);
                });
    }

    /**
     * The table it replaces says it is out of date, with a link to the new one: old tables of a
     * long game piled up up the channel, and a phone player scrolling up read round 2's scores as
     * the game's (a phone audit). Best effort: a table already deleted is left alone.
     */
    private static void pointBelow(MessageChannel channel, String replaced, Message posted) {
        MessageEmbed pointer = JdaMessages.toEmbed(Embed.of(OUT_OF_DATE,
                "The table now stands [further down](" + posted.getJumpUrl() + ")."));
        channel.editMessageEmbedsById(replaced, pointer).submit().whenComplete((edited, failure) -> {
            if (failure != null && !deleted(failure)) {
                log.info("Could not mark table {} of channel {} out of date: {}", replaced, channel.getId(),
                        failure.toString());
            }
        });
    }

    /** The title a replaced table takes. */
    static final String OUT_OF_DATE = "📋 An earlier table";

    /** Pins the new table, then unpins the one it replaces; a refusal is logged, the table stays shown. */
    private static CompletableFuture<?> pin(MessageChannel channel, String posted, Optional<String> replaced) {
        CompletableFuture<?> pinned = channel.pinMessageById(posted).submit();
        CompletableFuture<?> done = replaced.filter(old -> !old.equals(posted))
                .<CompletableFuture<?>>map(old -> pinned.thenCompose(ok -> channel.unpinMessageById(old).submit()))
                .orElse(pinned);
        return done.handle((ok, failure) -> {
            if (failure != null) {
                log.info("Could not pin the table in channel {}: {}", channel.getId(), failure.toString());
            }
            return null;
        });
    }

    /** Whether the bot's permissions let it pin here (JDA knows them from the server's roles). */
    static boolean mayPin(MessageChannel channel) {
        return channel instanceof GuildChannel guildChannel && !guildChannel.isDetached()
                && guildChannel.getGuild().getSelfMember().hasPermission(guildChannel, Permission.PIN_MESSAGES);
    }

    private static boolean inArchivedThread(Throwable failure) {
        Throwable cause = failure instanceof CompletionException && failure.getCause() != null
                ? failure.getCause() : failure;
        return cause instanceof ErrorResponseException response
                && response.getErrorResponse() == ErrorResponse.ILLEGAL_OPERATION_ARCHIVED_THREAD;
    }

    private static boolean deleted(Throwable failure) {
        Throwable cause = failure instanceof CompletionException && failure.getCause() != null
                ? failure.getCause() : failure;
        return cause instanceof ErrorResponseException response
                && (response.getErrorResponse() == ErrorResponse.UNKNOWN_MESSAGE
                || response.getResponse() != null && response.getResponse().code == 404);
    }
}
