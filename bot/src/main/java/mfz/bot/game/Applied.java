package mfz.bot.game;

import java.util.List;
import java.util.OptionalLong;
import mfz.bot.store.GameRecord;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;

/**
 * An accepted command, stored: the game before and after it, the events between, and the
 * game's row as stored now, so a reply needs nothing more from the service.
 */
public record Applied(Game before, Game after, List<Event> events, GameRecord record) {

    public Applied {
        events = List.copyOf(events);
    }

    /** True when this command brought the game to doomsday (a campaign battle's end is recorded then). */
    public boolean reachedDoomsday() {
        return reachesDoomsday(before, after);
    }

    static boolean reachesDoomsday(Game before, Game after) {
        return after.phase() == Phase.ENDED && before.phase() != Phase.ENDED;
    }

    /** The game's version now, for the controls of the reply; none once the game is over. */
    public OptionalLong version() {
        return record.open() ? OptionalLong.of(record.version()) : OptionalLong.empty();
    }
}
