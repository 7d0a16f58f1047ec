package mfz.bot.discord;

import java.util.EnumSet;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import mfz.bot.core.TableMessages;
import mfz.bot.core.TableUpdate;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.MessageEmbed;
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
 */
final class TableMessagePoster {

    private static final Logger log = LoggerFactory.getLogger(TableMessagePoster.class);

    /** Runs each store of a message id on a new virtual thread. */
    private static final Executor STORE = Thread::startVirtualThread;

    private final TableMessages messages;

    TableMessagePoster(TableMessages messages) {
        this.messages = messages;
    }

    /**
     * Shows the table in the channel.
     *
     * @return completes when Discord has it; never exceptionally (a failure is logged: the
     *         next change or {@code /game table} shows the table again)
     */
    CompletableFuture<?> show(MessageChannel channel, TableUpdate update) {
        MessageEmbed embed = JdaMessages.toEmbed(update.embed());
        String channelId = channel.getId();
        Optional<String> existing = update.repost() ? Optional.empty() : messages.messageId(channelId);
        CompletableFuture<?> shown;
        try {
            shown = existing.isPresent() ? edit(channel, existing.get(), embed) : post(channel, embed);
        } catch (RuntimeException unsendable) {
            shown = CompletableFuture.failedFuture(unsendable);
        }
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
                        return post(channel, embed);
                    }
                    return CompletableFuture.failedFuture(failure);
                });
    }

    private CompletableFuture<?> post(MessageChannel channel, MessageEmbed embed) {
        // The table names players but never pings anyone: the announcement does that.
        // The id is stored on a virtual thread of its own, not on the JDA thread that completed
        // the post: that commit waits for the database (an fsync), and under load a JDA worker
        // held there delayed other channels' replies (seen in the end-to-end benchmark's profile).
        return channel.sendMessageEmbeds(embed).setAllowedMentions(EnumSet.noneOf(Message.MentionType.class)).submit()
                .thenAcceptAsync(message -> messages.remember(channel.getId(), message.getId()), STORE);
    }

    private static boolean deleted(Throwable failure) {
        Throwable cause = failure instanceof CompletionException && failure.getCause() != null
                ? failure.getCause() : failure;
        return cause instanceof ErrorResponseException response
                && (response.getErrorResponse() == ErrorResponse.UNKNOWN_MESSAGE
                || response.getResponse() != null && response.getResponse().code == 404);
    }
}
