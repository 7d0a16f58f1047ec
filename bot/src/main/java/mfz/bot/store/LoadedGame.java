package mfz.bot.store;

import java.util.List;

/**
 * What loading a game reads: its row, the latest snapshot of its state (or null), and the
 * events after that snapshot, to be applied on top of it.
 */
public record LoadedGame(GameRecord game, Snapshot snapshot, List<StoredEvent> eventsAfterSnapshot) {

    public LoadedGame {
        eventsAfterSnapshot = List.copyOf(eventsAfterSnapshot);
    }

    /** A game's state as JSON, valid as of event {@code seq}. */
    public record Snapshot(long seq, String state) {
    }
}
