package mfz.bot.render;

import java.util.function.Function;
import mfz.rules.game.Game;
import mfz.rules.lobby.SeatNames;

/**
 * Owners' names for the brackets after their frames ({@link SeatNames#inBrackets}): "Rook-1
 * (Rook)", not "(Rook (bot))".
 */
public final class OwnerName {

    private OwnerName() {
    }

    /** The names {@code names} gives, as said in brackets after a frame in this game. */
    public static Function<String, String> inBrackets(Game game, Function<String, String> names) {
        return id -> SeatNames.inBrackets(game, id, names.apply(id));
    }

    /** One owner's, the game's name for them. */
    public static String of(Game game, String id) {
        return SeatNames.inBrackets(game, id);
    }
}
