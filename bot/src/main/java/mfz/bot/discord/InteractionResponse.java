package mfz.bot.discord;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;
import mfz.bot.core.LiveCard;
import mfz.bot.core.PhoneText;
import mfz.bot.core.Reply;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.interactions.InteractionHook;
import net.dv8tion.jda.api.interactions.callbacks.IMessageEditCallback;
import net.dv8tion.jda.api.interactions.callbacks.IModalCallback;
import net.dv8tion.jda.api.interactions.callbacks.IReplyCallback;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessageEditBuilder;
import net.dv8tion.jda.api.utils.messages.MessageEditData;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one answer an interaction gets. Discord drops an interaction not acknowledged within 3
 * seconds, so a watchdog may {@link #deferIfWaiting() defer} it first ("the bot is thinking",
 * public); the reply then arrives later through the interaction's webhook:
 * <ul>
 * <li>a public reply replaces the "thinking" message (edit of the original response);</li>
 * <li>a private reply can't: a deferred response keeps the visibility it was deferred with,
 * and so does the first follow-up while the response is still "thinking" (Discord takes it
 * as resolving the loading state and ignores its ephemeral flag). So the "thinking" message
 * is first resolved with a neutral {@value #ANSWERED_PRIVATELY}, then the reply is sent as an
 * ephemeral follow-up, then the neutral message is deleted. Each step waits for the one
 * before: if resolving fails, the private reply is not sent at all rather than risk showing
 * it to everyone; if only the deletion fails, the neutral line stays, which tells nothing.</li>
 * </ul>
 * Deferring publicly is the right bet because slow commands are game actions whose answers
 * everyone sees. The state changes under a lock, so the watchdog and the reply never both
 * answer first.
 */
final class InteractionResponse {

    private static final Logger log = LoggerFactory.getLogger(InteractionResponse.class);

    /** What stays public of a deferred command whose answer was private, until it is deleted. */
    static final String ANSWERED_PRIVATELY = "(answered privately)";

    private enum State { WAITING, DEFERRED, ANSWERED }

    /**
     * Files larger than this in all are sent after a deferral, not in the first answer: Discord
     * wants that answer within 3 s of the interaction, and its upload counts (a report of several
     * MB takes seconds on a home line; on the fake's localhost it never did). 256 KB is a second
     * at 2 Mbit/s up; the score chart (about 43 KB) still comes with the answer.
     */
    static final long UPLOAD_IN_TIME = 256 * 1024;

    private final IReplyCallback interaction;
    private final String description;
    private final DiceEmojis faces;
    private IMessageEditCallback card;
    private Message cardMessage;
    private String cardContent;
    private boolean cardPrivate;
    private State state = State.WAITING;
    private boolean deferredOnce;
    private boolean editedPublicCard;
    /** The public card's text as the edit made it (before the die faces are drawn in); null: none, or it has a picture. */
    private String editedText;
    /** Deferred for a private reply: its "thinking…" is the caller's alone, and the reply replaces it. */
    private boolean deferredPrivately;
    /** The command always answers privately (a company's), so a deferral is private too. */
    private boolean answersPrivately;

    /** @param description what to call the interaction in log lines, such as {@code /roll in channel 123} */
    InteractionResponse(IReplyCallback interaction, String description) {
        this(interaction, description, DiceEmojis.none(), null);
    }

    /** @param faces the die faces to show dice with, where Discord has them */
    InteractionResponse(IReplyCallback interaction, String description, DiceEmojis faces) {
        this(interaction, description, faces, null);
    }

    /**
     * @param faces the die faces to show dice with, where Discord has them
     * @param card  the message a tap came from (or a form opened by a tap), which a reply going on in the
     *              same turn edits (Discord's update-message response), with its text, whose result lines
     *              the edit keeps; a private one (a turn's plan) only a private reply goes on in, replacing
     *              it whole
     */
    InteractionResponse(IReplyCallback interaction, String description, DiceEmojis faces, TappedCard card) {
        this.interaction = interaction;
        this.description = description;
        this.faces = faces;
        this.card = card == null ? null : card.event();
        this.cardMessage = card == null ? null : card.message();
        this.cardContent = card == null ? null : card.content();
        this.cardPrivate = card != null && card.privately();
    }

    /** The reply goes below, as if no card were tapped: the card is out of date (a form's, the game moved on). */
    synchronized void leaveCard() {
        card = null;
        cardMessage = null;
        cardContent = null;
        cardPrivate = false;
    }

    /** The reply will be private, whatever it says: the watchdog's "thinking…" is private too. */
    synchronized void expectPrivateAnswer() {
        answersPrivately = true;
    }

    /** The watchdog's move: acknowledge now unless the reply went out already. */
    void deferIfWaiting() {
        synchronized (this) {
            if (state != State.WAITING) {
                return;
            }
            deferNow(answersPrivately);
        }
        log.debug("Deferred {}: no answer within the deadline", description);
    }

    /**
     * Acknowledges ("thinking…"), publicly unless the reply is known to be private; the answer then
     * replaces it (JDA's hook waits for the acknowledgement).
     */
    private void deferNow(boolean privately) {
        assert Thread.holdsLock(this);
        state = State.DEFERRED;
        deferredOnce = true;
        deferredPrivately = privately;
        interaction.deferReply(privately).queue(null,
                failure -> log.warn("Could not defer {}: {}", description, failure.toString()));
    }

    /**
     * Sends the reply in whichever way is still open. The message is built before anything is
     * sent, so a reply JDA refuses to build leaves the interaction unanswered for a fallback.
     *
     * @return completes when Discord has the reply (exceptionally when it refused it)
     * @throws IllegalArgumentException when the reply can't be made into a Discord message
     */
    CompletableFuture<?> send(Reply reply) {
        if (reply.form() != null) {
            synchronized (this) {
                // A form opens only as the first answer; once deferred, the player is told how to type it instead.
                if (state == State.WAITING && interaction instanceof IModalCallback opens) {
                    var modal = JdaMessages.toModal(reply.form());
                    state = State.ANSWERED;
                    return opens.replyModal(modal).submit();
                }
            }
            reply = Reply.privately(reply.content());
        }
        if (reply.sameCard() && !reply.ephemeral() && reply.table() == null && (card == null || cardPrivate)) {
            // A second step (what covers, which station…) typed rather than tapped: nothing was
            // stored and its public card is above, so only the player who decides sees its menu.
            reply = reply.toCallerOnly();
        }
        // Each way builds only the message it sends (a card's edit used to build the plain one
        // too, unused), always before the state moves to ANSWERED.
        MessageCreateData message;
        synchronized (this) {
            if (state == State.ANSWERED) {
                throw new IllegalStateException(description + " is answered already");
            }
            if (state == State.WAITING && reply.files().stream().mapToLong(f -> f.content().length).sum() > UPLOAD_IN_TIME) {
                // A private reply's "thinking…" is private too: known now, unlike the watchdog's (a review).
                deferNow(reply.ephemeral());
            }
            if (state == State.WAITING) {
                if (card != null && reply.sameCard() && reply.ephemeral() && cardPrivate) {
                    MessageEditData edit = MessageEditData.fromCreateData(JdaMessages.toMessage(reply, faces));
                    state = State.ANSWERED;
                    return card.editMessage(edit).submit();
                }
                if (card != null && reply.sameCard() && !reply.ephemeral() && !cardPrivate) {
                    Reply mergedReply = mergedCard(cardContent, reply);
                    // (a card with a picture or an embed is joined by nobody: a text edit would drop what it carries)
                    editedText = reply.files().isEmpty() && reply.embeds().isEmpty() && cardMessage.getAttachments().isEmpty()
                            && cardMessage.getEmbeds().isEmpty() ? mergedReply.content() : null;
                    MessageCreateData merged = JdaMessages.toMessage(mergedReply, faces);
                    MessageEditData edit = keepingPictures(MessageEditData.fromCreateData(merged), reply);
                    state = State.ANSWERED;
                    editedPublicCard = true;
                    return card.editMessage(edit).submit();
                }
                MessageCreateData plain = JdaMessages.toMessage(reply, faces);
                state = State.ANSWERED;
                return interaction.reply(plain).setEphemeral(reply.ephemeral()).submit();
            }
            // Deferred by the watchdog: the reply replaces the "thinking…" placeholder.
            message = JdaMessages.toMessage(reply, faces);
            state = State.ANSWERED;
        }
        InteractionHook hook = interaction.getHook();
        if (deferredPrivately) {
            return hook.editOriginal(MessageEditData.fromCreateData(message)).submit();
        }
        if (!reply.ephemeral()) {
            CompletableFuture<?> edited = hook.editOriginal(MessageEditData.fromCreateData(message)).submit();
            List<String> meant = JdaMessages.meant(message.getContent());
            // Discord notifies no mention in an edit, the deferred reply's included: whoever must
            // decide now would never hear of it. A short message after it pings them.
            return meant.isEmpty() ? edited : edited.thenCompose(done -> pingAfterDeferral(meant));
        }
        return hook.editOriginal(ANSWERED_PRIVATELY).submit()
                .thenCompose(resolved -> hook.sendMessage(message).setEphemeral(true).submit())
                .thenCompose(sent -> hook.deleteOriginal().submit().exceptionally(failure -> {
                    log.warn("Could not delete the placeholder of {}: {}", description, failure.toString());
                    return null;
                }));
    }

    /** Pings whom a deferred reply means; a ping that fails is logged, the reply itself is delivered. */
    private CompletableFuture<?> pingAfterDeferral(List<String> users) {
        String mentions = users.stream().map(id -> "<@" + id + ">").collect(Collectors.joining(" "));
        // as every message: it allows exactly the users its text mentions
        MessageCreateData ping = JdaMessages.toMessage(Reply.text("🔔 " + mentions + ": your move, just above."));
        try {
            return interaction.getMessageChannel().sendMessage(ping).submit().exceptionally(failure -> {
                log.warn("Could not ping {} after the deferred reply of {}: {}", users, description, failure.toString());
                return null;
            });
        } catch (RuntimeException refused) {
            log.warn("Could not ping {} after the deferred reply of {}: {}", users, description, refused.toString());
            return CompletableFuture.completedFuture(null);
        }
    }

    /** True when the reply edited the public card it answers: no new message went up the channel. */
    synchronized boolean editedPublicCard() {
        return editedPublicCard;
    }

    /**
     * The edited public card's id and text, when the reply edited one, as fresh as its posting: a card
     * tapped long after it went up may have a people's chat below it, or a reminder (a review).
     */
    synchronized Optional<SeatStreaks.Open> editedCard(long postsNow) {
        return editedPublicCard && cardMessage != null && editedText != null
                ? Optional.of(new SeatStreaks.Open(cardMessage.getId(), editedText, postsNow,
                cardMessage.getTimeCreated().toInstant().toEpochMilli(), true))
                : Optional.empty();
    }

    /** True when the watchdog deferred it: the reply then went out as a new message, whatever it was. */
    synchronized boolean deferred() {
        return deferredOnce;
    }

    /** True until the reply has been handed to JDA (deferring does not count as answering). */
    synchronized boolean unanswered() {
        return state != State.ANSWERED;
    }

    /**
     * An edit made from a whole message replaces the card's files too: without files of its own
     * the edit keeps the card's (the map a turn's card was sent with stays while its menu does).
     */
    private MessageEditData keepingPictures(MessageEditData edit, Reply reply) {
        if (!reply.files().isEmpty() || cardMessage == null || cardMessage.getAttachments().isEmpty()) {
            return edit;
        }
        return new MessageEditBuilder().applyData(edit).setAttachments(JdaMessages.kept(cardMessage)).build();
    }

    /**
     * A tapped card's new message: its result lines, then the reply, as the phone shows it, with
     * the reply's files (the map's picture after a move). Merged as shown: the typed lines the card
     * never shows took a big game's reply past 2,000 beside the card, and the card lost its turn's
     * start (a phone audit).
     */
    static Reply mergedCard(String cardContent, Reply reply) {
        Reply shown = PhoneText.forButtons(reply);
        return new Reply(LiveCard.merge(cardContent, shown.content()), reply.embeds(), shown.rows(), false, null,
                reply.files());
    }
}
