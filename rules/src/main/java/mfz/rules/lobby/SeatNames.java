package mfz.rules.lobby;

import java.util.Locale;
import mfz.rules.game.Game;
import mfz.rules.seat.Seat;

/**
 * A frame's owner as said in brackets after it, "Rook-1 (Rook)": a bot seat by its name alone, its
 * frames named after it already. "(Rook (bot))" nested brackets on every line of a game against
 * the bot (a seat review, a report review). It keeps its "(bot)" where another player goes by its
 * name alone (a person called Rook beside the seat Rook (bot)): the two would read as one.
 */
public final class SeatNames {

    private SeatNames() {
    }

    /** The same, the game's name for them. */
    public static String inBrackets(Game game, String id) {
        return inBrackets(game, id, game.nameOf(id));
    }

    /**
     * @param id   the owner's id
     * @param name the owner's name as the text names them (the game's, or a log's)
     */
    public static String inBrackets(Game game, String id, String name) {
        if (!Seat.isSeat(id) || !name.endsWith(LobbyRules.SEAT_MARK)) {
            return name;
        }
        String bare = name.substring(0, name.length() - LobbyRules.SEAT_MARK.length());
        String key = bare.strip().toLowerCase(Locale.ROOT);
        boolean taken = game.players().stream().anyMatch(p -> !p.id().equals(id)
                && p.name().strip().toLowerCase(Locale.ROOT).equals(key));
        return taken ? name : bare;
    }
}
