package mfz.bot.render;

import java.util.List;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.turn.Choice;

/**
 * A player's legal choices in a game ({@link GameQueries#choices}), with the latest answer
 * remembered: a reply asks the same game for the same player's choices more than once (its
 * sentence, its buttons, its suggestions), and working them out is a good part of its cost.
 */
public final class PlayerChoices {

    /** A game (by identity: games never change), a player, and that player's choices in it. */
    private record Last(Game game, String player, List<Choice> choices) {
    }

    /** Shared by all threads; a stale or overwritten entry only costs working the choices out again. */
    private static volatile Last last;

    private PlayerChoices() {
    }

    public static List<Choice> of(Game game, String player) {
        Last remembered = last;
        if (remembered != null && remembered.game() == game && remembered.player().equals(player)) {
            return remembered.choices();
        }
        List<Choice> choices = GameQueries.choices(game, player);
        last = new Last(game, player, choices);
        return choices;
    }
}
