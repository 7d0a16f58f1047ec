package mfz.bot.commands.play;

import mfz.bot.core.Caller;
import mfz.bot.core.PlayerError;
import mfz.rules.game.Game;

/** The one rule of who hosts a game: whoever opened it, or anyone who manages the channel. */
public final class Host {

    private Host() {
    }

    public static boolean is(Caller caller, Game game) {
        return caller.id().equals(game.host()) || caller.managesChannel();
    }

    /** Refuses anyone but the host: "Only the host (Vincent) can undo." */
    public static void require(Caller caller, Game game, String what) {
        if (!is(caller, game)) {
            throw new PlayerError("Only the host (" + game.nameOf(game.host()) + ") can " + what + ".");
        }
    }

    /** A channel manager who is not the game's own host: they act with the host's authority, and the log says so. */
    static boolean standsIn(Caller caller, Game game) {
        return game.host() != null && !game.host().equals(caller.id()) && caller.managesChannel();
    }
}
