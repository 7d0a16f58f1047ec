package mfz.bot.discord;

import java.util.Optional;
import mfz.bot.core.LiveCard;
import mfz.bot.core.PhoneText;
import mfz.bot.core.Reply;

/** What a reply does to the public card a tap came from: edits it, finishes it, or leaves it for a new message. */
final class CardEdits {

    private CardEdits() {
    }

    /**
     * A reply with nothing to tap that would edit the tapped card (a bot seat decides next) goes out
     * as a message of its own when the card's text and it don't fit one: the edit would have
     * replaced the card's whole turn by it (a review).
     */
    static Reply keepingTheCard(TappedCard card, Reply reply) {
        boolean edits = card != null && !card.privately() && card.versioned() && reply.sameCard() && !reply.ephemeral()
                && reply.rows().isEmpty();
        return edits && !LiveCard.fits(card.content(), PhoneText.forButtons(reply).content()) ? reply.onNewMessage()
                : reply;
    }

    /** Whether the reply goes out as a new message below the card, whose controls are then out of date. */
    static boolean retires(TappedCard card, Reply reply) {
        return card != null && !card.privately() && card.versioned() && !reply.ephemeral() && !reply.sameCard();
    }

    /** How a reply finishes the live card it answers, when it does. */
    static Optional<LiveCard.Split> finishing(TappedCard card, Reply reply) {
        return retires(card, reply) && reply.form() == null ? LiveCard.split(card.content(), reply.content())
                : Optional.empty();
    }
}
