package mfz.bot.game;

import mfz.bot.store.GameRecord;
import mfz.rules.game.Game;

/**
 * Told after each change of a game is stored (opened, a command, an undo, abandoned): the one
 * point where what follows a game's progress (reminders) hooks in. The game service tells it
 * without the reply waiting, each game's changes in order ({@link WatchedInOrder}); what reads
 * what it keeps first calls {@link #settledBy}'s wait. It must not throw: the change is stored.
 */
@FunctionalInterface
public interface GameWatcher {

    /** @param actor who acted (null: nobody in particular, as for an undo or the end) */
    void stored(GameRecord record, Game after, String actor);

    /**
     * Given once it is watching: waits until it was told of every change stored so far. A
     * watcher calls it before it reads or changes what it keeps for a player's command.
     */
    default void settledBy(Runnable settle) {
    }

    GameWatcher NONE = (record, after, actor) -> {
    };
}
