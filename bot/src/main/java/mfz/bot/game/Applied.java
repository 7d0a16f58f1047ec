package mfz.bot.game;

import java.util.List;
import mfz.rules.game.Event;
import mfz.rules.game.Game;

/** An accepted command, stored: the game before and after it, and the events between. */
public record Applied(Game before, Game after, List<Event> events) {

    public Applied {
        events = List.copyOf(events);
    }
}
