package mfz.bot.discord;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import mfz.bot.core.Component;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.StandIns;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The player's card a host's stand-in began on ({@link StandIns}): once something is stored in
 * its channel, the card loses its controls, as it would had its player tapped them. The confirm
 * is tapped on the host's private offer, so the card's own buttons stayed under it, out of date
 * (a review); a step shown to the host alone stores nothing, and leaves the card as it is.
 */
final class StandInCards {

    private static final Logger log = LoggerFactory.getLogger(StandInCards.class);

    /** By channel: the card of the latest offer made there, until something is stored. */
    private final Map<String, TappedCard> offered = new ConcurrentHashMap<>();

    /** After a reply is shown: an offer remembers its card; anything stored in the channel clears it. */
    void after(Request request, TappedCard card, Reply shown) {
        String confirm = StandIns.CONFIRM + "|";
        boolean offer = shown.ephemeral() && shown.rows().stream().flatMap(row -> row.components().stream())
                .map(Component::id).anyMatch(id -> id.startsWith(confirm));
        if (offer && card != null && !card.privately() && card.versioned()) {
            offered.put(request.channelId(), card);
        } else if (!shown.ephemeral() && shown.table() != null) {
            TappedCard began = offered.remove(request.channelId());
            if (began != null) {
                began.message().editMessageComponents().queue(null, failure -> log.debug(
                        "Could not clear the controls of a card a host stood in on: {}", failure.toString()));
            }
        }
    }
}
