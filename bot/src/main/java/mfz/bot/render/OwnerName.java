package mfz.bot.render;

import java.util.function.Function;
import mfz.rules.seat.Seat;
import mfz.rules.lobby.LobbyRules;

/**
 * A frame's owner as said in brackets after it, "**Rook-1** (Rook)": a bot seat by its name
 * alone, its frames named after it already. "(Rook (bot))" nested brackets on every line of a
 * game against the bot (a seat review, a report review); elsewhere it keeps its "(bot)".
 */
public final class OwnerName {

    private OwnerName() {
    }

    /** The owner's name for the brackets after a frame, from their id and the name the game gives them. */
    public static String of(String id, String name) {
        return Seat.isSeat(id) && name.endsWith(LobbyRules.SEAT_MARK)
                ? name.substring(0, name.length() - LobbyRules.SEAT_MARK.length()) : name;
    }

    /** The same, the name given by {@code names}. */
    public static String of(String id, Function<String, String> names) {
        return of(id, names.apply(id));
    }
}
