package mfz.bot.render;

import java.util.List;
import java.util.stream.Collectors;
import mfz.rules.doomsday.DoomsdayRules;
import mfz.rules.game.Game;

/**
 * What a player weighs at the doomsday choice: the scores as they stand, and whether one
 * more tick ends the game (and who would win it then).
 */
public final class DoomsdayWords {

    private DoomsdayWords() {
    }

    /** {@code Scores: Alice 7, Bob 5. A tick now ends the game: Alice wins.} */
    public static String stakes(Game game) {
        String scores = game.ranking().stream().map(p -> game.nameOf(p) + " " + game.score(p))
                .collect(Collectors.joining(", "));
        String end = game.doomsday() - 1 <= 0 ? " A tick now ends the game: " + winners(game) + "."
                : " A tick leaves " + (game.doomsday() - 1) + " to go.";
        return "Scores: " + scores + "." + end;
    }

    /** {@code Alice wins}, or {@code a tie: Alice and Bob}, at the scores as they stand. */
    public static String winners(Game game) {
        List<String> names = DoomsdayRules.winners(game).stream().map(game::nameOf).toList();
        return names.size() == 1 ? names.getFirst() + " wins"
                : "a tie: " + String.join(" and ", names);
    }
}
