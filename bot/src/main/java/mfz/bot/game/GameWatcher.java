package mfz.bot.game;

import mfz.bot.store.GameRecord;
import mfz.rules.game.Game;

/**
 * Told after each change of a game is stored (opened, a command, an undo, abandoned), on the
 * channel's thread, before the reply: the one point where what follows a game's progress
 * (reminders) hooks in. It must not throw: the change is already stored.
 */
@FunctionalInterface
public interface GameWatcher {

    /** @param actor who acted (null: nobody in particular, as for an undo or the end) */
    void stored(GameRecord record, Game after, String actor);

    GameWatcher NONE = (record, after, actor) -> {
    };
}
