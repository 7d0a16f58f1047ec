package mfz.bot.commands.game;

import mfz.bot.core.Request;
import mfz.rules.game.Game;

/** Who counts as a game's host: its creator, or anyone who manages the channel. */
final class Hosting {

    private Hosting() {
    }

    static boolean isHost(Request request, Game game) {
        return request.caller().id().equals(game.host()) || request.caller().managesChannel();
    }
}
