package mfz.bot.discord;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import mfz.bot.core.LiveCard;
import mfz.bot.core.PhoneText;
import mfz.bot.core.Reply;

/** What a reply does to the public card a tap came from: edits it, finishes it, or leaves it for a new message. */
final class CardEdits {

    private CardEdits() {
    }

    /**
     * A reply that would edit the tapped card goes out as a message of its own when the card's text
     * and it don't fit one: the edit would have replaced the card's whole turn by it (a review; a
     * card holds its player's turns in a row since); or when it pings someone a while after the card
     * was posted.
     */
    static Reply keepingTheCard(TappedCard card, Reply reply, String caller, Instant now) {
        if (card != null && card.privately() && card.command().equals("company ready") && !reply.ephemeral()
                && JdaMessages.meant(reply.content()).isEmpty()) {
            // The lobby's ready tapped on one's private company card: the public card it would edit is
            // another message, whose controls (unversioned) stand above. A line says what happened, and
            // not one more lobby card with every control again for each ready (a phone review). The last
            // ready, which pings the host to tap Start, brings the lobby's controls down with it (a review).
            return reply.withRows(List.of()).onNewMessage();
        }
        if (!onTheCard(card, reply) || !reply.sameCard()) {
            return reply;
        }
        if (!LiveCard.fits(card.content(), PhoneText.forButtons(reply).content())) {
            return reply.onNewMessage();
        }
        // Discord notifies no mention an edit adds: a card that has waited a while on one player (a
        // defender choosing her losses) and now hands the turn back pings its owner in a new message,
        // who may have looked away (a phone review: the attacker was never told). Answered at once, the
        // card is edited as it stands: its owner is watching, and a message each time flooded phones.
        boolean pingsAnother = JdaMessages.meant(reply.content()).stream().anyMatch(user -> !user.equals(caller));
        Instant posted = card.message().getTimeCreated().toInstant();
        return pingsAnother && posted.plus(WATCHED).isBefore(now) ? reply.onNewMessage() : reply;
    }

    /** How long a player waiting on another's decision is taken to be still watching the channel. */
    static final Duration WATCHED = Duration.ofMinutes(2);

    /** Whether the reply goes out as a new message below the card, whose controls are then out of date. */
    static boolean retires(TappedCard card, Reply reply) {
        return (onTheCard(card, reply) || onAStepsCard(card, reply)) && !reply.sameCard();
    }

    /**
     * The commands of the lobby's card and of deployment's terrain step, whose controls carry no
     * version (the lobby's would count the secret company edits): a new message below such a card
     * (the game's start, step 2, the host pinged that every company is ready) carries the controls
     * again or leaves them stale, and the card kept them for the whole game (a phone review).
     */
    private static final Set<String> STEP_CARDS = Set.of("game join", "game leave", "game seat", "game options",
            "company ready", "game start", "map load", "map remove", "map terrain", "deploy done", "campaign objective");

    static boolean onAStepsCard(TappedCard card, Reply reply) {
        return card != null && !card.privately() && !card.versioned() && !reply.ephemeral()
                && STEP_CARDS.contains(card.command());
    }

    /** A public reply to a tap on a public card of one state of the game, which it edits or leaves behind. */
    private static boolean onTheCard(TappedCard card, Reply reply) {
        return card != null && !card.privately() && card.versioned() && !reply.ephemeral();
    }

    /** How a reply finishes the live card it answers, when it does. */
    static Optional<LiveCard.Split> finishing(TappedCard card, Reply reply) {
        // (a step's card only loses its controls: the game's start, far below the lobby, is said whole where it is read)
        return onTheCard(card, reply) && retires(card, reply) && reply.form() == null
                ? LiveCard.split(card.content(), reply.content())
                : Optional.empty();
    }
}
