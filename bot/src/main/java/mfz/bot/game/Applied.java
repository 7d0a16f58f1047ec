package mfz.bot.game;

import java.util.List;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;

/** An accepted command, stored: the game before and after it, and the events between. */
public record Applied(Game before, Game after, List<Event> events) {

    public Applied {
        events = List.copyOf(events);
    }

    /** True when this command brought the game to doomsday (a campaign battle's end is recorded then). */
    public boolean reachedDoomsday() {
        return after.phase() == Phase.ENDED && before.phase() != Phase.ENDED;
    }
}
