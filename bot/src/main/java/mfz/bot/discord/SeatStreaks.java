package mfz.bot.discord;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;
import java.util.function.ToIntFunction;
import mfz.bot.core.LiveCard;
import mfz.bot.core.Reply;
import net.dv8tion.jda.api.entities.channel.middleman.MessageChannel;
import net.dv8tion.jda.api.utils.messages.MessageEditData;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A bot seat's actions in a row read as one message: each action that asks nobody anything and
 * carries nothing but text is added to the seat's message just above, while nothing else of the
 * bot's went up the channel since (a reply, the table posted anew, the seat's own prompt to a
 * person) and it still fits Discord's limit. A seat's frame turn (its start, defense, attack and
 * end) was four messages, each a notification on every phone in the channel (a drawing of a game
 * against a seat). What pings or asks someone is always a new message: an edit notifies nobody.
 */
final class SeatStreaks {

    private static final Logger log = LoggerFactory.getLogger(SeatStreaks.class);

    /**
     * A streak started longer ago than this is left alone: a person's chat message, which the bot
     * doesn't see, may have come below it meanwhile.
     */
    static final Duration FRESH = Duration.ofSeconds(60);

    /** How a seat's post went out. */
    enum Sent {
        /** Added to the seat's message above. */
        ADDED,
        /** A new message. */
        POSTED
    }

    /**
     * The seat's newest message in a channel: its id, the text it was made from, the channel's
     * count of the bot's posts once it was up ({@link TableMessagePoster#posts}), and when it was posted;
     * or a person's card that handed the game to the seat ({@code aPersonsCard}), which only the seat's
     * turn going on joins (a turn it starts has a card of its own).
     */
    record Open(String messageId, String content, long posts, long atMillis, boolean aPersonsCard) {

        Open(String messageId, String content, long posts, long atMillis) {
            this(messageId, content, posts, atMillis, false);
        }
    }

    private final Map<String, Open> open = new ConcurrentHashMap<>();
    private final LongSupplier clock;

    SeatStreaks(LongSupplier clockMillis) {
        this.clock = clockMillis;
    }

    /**
     * Sends a seat's post: added to its message above when it may be, else as a new message (which
     * may start a streak). An edit Discord refuses (the message deleted meanwhile) falls back to a
     * new message.
     *
     * @param postsNow how many messages of the bot's the channel has had ({@link TableMessagePoster#posts})
     * @param goesOn   the post goes on with the seat's turn under way, so it may join the card of the person who
     *                 handed it over
     * @throws IllegalArgumentException when JDA can't build the message
     */
    CompletableFuture<Sent> send(MessageChannel channel, Reply post, long postsNow, DiceEmojis faces, boolean goesOn) {
        String channelId = channel.getId();
        // Measured with every die as its face, without building the message: JDA refuses to build one
        // over 2,000, and a text whose faces don't fit loses them all, the lines it had too (a review).
        Optional<Open> joined = extended(channelId, post, postsNow, faces::shownLength, goesOn);
        if (joined.isEmpty()) {
            return posted(channel, post, postsNow, faces);
        }
        MessageEditData edit = MessageEditData.fromCreateData(JdaMessages.toMessage(Reply.text(joined.get().content()), faces));
        return channel.editMessageById(joined.get().messageId(), edit).submit()
                .thenApply(done -> {
                    open.put(channelId, joined.get());
                    return Sent.ADDED;
                })
                .exceptionallyCompose(refused -> {
                    log.debug("Could not add to the seat's message in channel {}: {}", channelId, refused.toString());
                    open.remove(channelId);
                    return posted(channel, post, postsNow, faces);
                });
    }

    private CompletableFuture<Sent> posted(MessageChannel channel, Reply post, long postsNow, DiceEmojis faces) {
        String channelId = channel.getId();
        open.remove(channelId);
        return channel.sendMessage(JdaMessages.toMessage(post, faces)).submit().thenApply(message -> {
            if (joins(post)) {
                // The count once it is up: the caller counts this message next.
                open.put(channelId, new Open(message.getId(), post.content(), postsNow + 1, clock.getAsLong()));
            }
            return Sent.POSTED;
        });
    }

    /** Whether a post may join a streak: text alone, with no controls, files, pictures or mention. */
    static boolean joins(Reply post) {
        return !post.ephemeral() && post.rows().isEmpty() && post.files().isEmpty() && post.embeds().isEmpty()
                && post.form() == null && !post.content().isBlank() && !post.content().contains("<@");
    }

    /**
     * The streak this post extends, with the text the message would then have: empty when the post
     * can't join one, or the channel moved on since (its count of posts changed), or the streak is
     * stale, or the joined text as sent ({@code shown}) would pass Discord's limit.
     */
    Optional<Open> extended(String channelId, Reply post, long postsNow, ToIntFunction<String> shown, boolean goesOn) {
        Open streak = open.get(channelId);
        if (streak == null || !joins(post) || streak.posts() != postsNow || streak.aPersonsCard() && !goesOn
                || clock.getAsLong() - streak.atMillis() > FRESH.toMillis()) {
            return Optional.empty();
        }
        // A person's card loses its prompt at its foot ("👉 Still to approve: Rook (bot).") under what the seat did.
        String above = streak.aPersonsCard() ? LiveCard.merge(streak.content(), "").strip() : streak.content();
        String joined = above.isEmpty() ? post.content() : above + "\n" + post.content();
        if (shown.applyAsInt(joined) > LiveCard.MAX_CONTENT) {
            return Optional.empty();
        }
        // (a person's card stays one: a turn the seat starts next has a card of its own)
        return Optional.of(new Open(streak.messageId(), joined, postsNow, streak.atMillis(), streak.aPersonsCard()));
    }

    /**
     * A person's tap edited their card and handed the game to a seat: the seat's turn going on joins
     * that card, as a person's answer goes on in the card that asked them (a phone review counted a
     * new message for each seat's spot and end after a person's card). Anything else posts anew.
     */
    void handedOver(String channelId, Optional<Open> card) {
        if (card.isPresent()) {
            open.put(channelId, card.get());
        } else {
            open.remove(channelId);
        }
    }

    /** Starts a streak at a message already posted (for tests of {@link #extended}). */
    void opened(String channelId, Open streak) {
        open.put(channelId, streak);
    }
}
