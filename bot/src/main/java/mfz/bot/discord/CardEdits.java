package mfz.bot.discord;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import mfz.bot.commands.play.BotSeats;
import mfz.bot.core.LiveCard;
import mfz.bot.core.PhoneText;
import mfz.bot.core.Reply;
import net.dv8tion.jda.api.components.Component;
import net.dv8tion.jda.api.components.MessageTopLevelComponentUnion;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessageEditData;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** What a reply does to the public card a tap came from: edits it, finishes it, or leaves it for a new message. */
final class CardEdits {

    private static final Logger log = LoggerFactory.getLogger(CardEdits.class);

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
            // Nothing edits that line later: whose readies are still awaited is said on the lobby's card, not
            // here, where it went stale (a review).
            int prompt = LiveCard.promptAt(reply.content());
            return (prompt > 0 ? reply.withContent(reply.content().substring(0, prompt)) : reply).withRows(List.of())
                    .onNewMessage();
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

    private static final String CHOOSE = "campaign choose";

    /** A campaign's constraints chosen, and said in public, from the menu on a battle's result. */
    private static boolean chosenOnTheResult(TappedCard card, Reply reply) {
        return card != null && !card.privately() && !reply.ephemeral() && card.command().equals(CHOOSE);
    }

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

    /**
     * A card a new public message answered loses its out-of-date controls; its text stays, and
     * gains the reply's result lines when the new message carries only the prompt.
     */
    static void retire(TappedCard card, Reply reply, Optional<LiveCard.Split> finishing, boolean deferred,
                       DiceEmojis faces) {
        if (chosenOnTheResult(card, reply)) {
            // The result's menu of constraints, once they are chosen, goes; its Report and Table stay (a phone
            // review: the menu stayed live under the choice, a second pick refused only once tapped).
            List<MessageTopLevelComponentUnion> kept = card.message().getComponents().stream()
                    .filter(row -> row.getType() != Component.Type.ACTION_ROW || row.asActionRow().getActionComponents()
                            .stream().noneMatch(c -> c.getCustomId() != null && c.getCustomId().startsWith(CHOOSE)))
                    .toList();
            card.message().editMessageComponents(kept).queue(null, failure -> log.debug(
                    "Could not take the constraints' menu off a result: {}", failure.toString()));
            return;
        }
        if (!retires(card, reply)) {
            // Deferred, a reply that goes on in the same card went out as a new message instead
            // (the card can only be edited in the first answer): the card's controls are dead now.
            if (deferred && card != null && !card.privately() && !reply.ephemeral()
                    && (card.versioned() || onAStepsCard(card, reply))) {
                card.message().editMessageComponents().queue(null, failure -> log.debug(
                        "Could not clear the controls of a card answered late: {}", failure.toString()));
            }
            return;
        }
        if (finishing.isPresent()) {
            MessageCreateData finished = JdaMessages.toMessage(Reply.text(
                    PhoneText.finished(finishing.get().finished())), faces);
            // A whole-message edit would drop the card's picture (a map turn's): the finished card keeps it. A
            // placement card's picture letters the points its menus offered, which the next placer's new map
            // replaces: kept, it showed letters for nothing and missed the last placement (a phone review).
            boolean superseded = card.command().equals("deploy done") && !reply.files().isEmpty();
            card.message().editMessage(MessageEditData.fromCreateData(finished)).setComponents()
                    .setAttachments(superseded ? List.of() : JdaMessages.kept(card.message()))
                    .queue(null, failure -> log.debug("Could not finish a card: {}", failure.toString()));
            return;
        }
        String above = LiveCard.merge(card.content(), "").strip();
        // (a card that is its prompt alone, "👉 @bob must choose…" answered by the game's end, keeps it: without
        // it the card would be an empty message, which can't be sent: a review)
        if ((onAStepsCard(card, reply) || onTheCard(card, reply)) && LiveCard.promptAt(card.content()) >= 0
                && !above.isEmpty()) {
            // A card left behind loses its prompt too ("👉 Still to approve: alice." after alice approved: a look at
            // the drawn channel; "👉 @alice must settle the tie…" above her choice, when the new message had no
            // prompt to split at: a phone review), and keeps its picture.
            MessageCreateData results = JdaMessages.toMessage(Reply.text(PhoneText.finished(above)), faces);
            card.message().editMessage(MessageEditData.fromCreateData(results)).setComponents()
                    .setAttachments(JdaMessages.kept(card.message()))
                    .queue(null, failure -> log.debug("Could not finish a step's card: {}", failure.toString()));
            return;
        }
        card.message().editMessageComponents().queue(null,
                failure -> log.debug("Could not clear the controls of a finished card: {}", failure.toString()));
    }

    /** A reply that went on in its card with nothing for a person to tap: a bot seat decides next ({@code SeatHandOff.handedToASeat}). */
    static boolean handsOverOnTheCard(Reply reply) {
        return reply.sameCard() && !reply.ephemeral() && !BotSeats.forSomeone(reply.rows());
    }
}
