package mfz.bot.discord;

import java.util.LinkedHashMap;
import java.util.Map;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.StandIns;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The player's card a host's stand-in began on ({@link StandIns}): once the host confirms, the
 * card loses its controls as it would had its player tapped them. The confirm is tapped on the
 * host's private offer, so the card's own buttons stayed under it, out of date (a review).
 */
final class StandInCards {

    private static final Logger log = LoggerFactory.getLogger(StandInCards.class);
    private static final int MOST = 256;

    private final Map<String, ReplyDelivery.Card> offered = new LinkedHashMap<>(16, 0.75f, false) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, ReplyDelivery.Card> eldest) {
            return size() > MOST;
        }
    };

    /** After a reply is shown: an offer remembers its card; a confirm shown in the channel clears it. */
    void after(Request request, ReplyDelivery.Card card, Reply shown) {
        String confirm = StandIns.CONFIRM + "|";
        if (card != null && !card.privately() && card.versioned() && shown.ephemeral()) {
            shown.rows().stream().flatMap(row -> row.components().stream()).map(Component::id)
                    .filter(id -> id.startsWith(confirm)).findFirst().ifPresent(id -> {
                        synchronized (offered) {
                            offered.put(ComponentIds.decode(id).options().get(StandIns.KEY), card);
                        }
                    });
        } else if (request.command().equals(StandIns.CONFIRM) && !shown.ephemeral()) {
            ReplyDelivery.Card began;
            synchronized (offered) {
                began = offered.remove(request.options().getOrDefault(StandIns.KEY, ""));
            }
            if (began != null) {
                began.event().getMessage().editMessageComponents().queue(null, failure -> log.debug(
                        "Could not clear the controls of a card a host stood in on: {}", failure.toString()));
            }
        }
    }
}
