package mfz.bot.commands.play;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import mfz.bot.render.PlayerChoices;
import mfz.rules.game.Game;
import mfz.rules.map.Point;
import mfz.rules.seat.Suggestions;
import mfz.rules.turn.Action;
import mfz.rules.turn.Choice;

/**
 * The points a map turn's move menu offers now, in the menu's order (a point's dice together, the
 * cheapest first), each with a letter (one point, one letter, whichever dice reach it): the menu
 * starts each choice with it
 * and the map picture sent with the turn's card draws the points with the same letters, as
 * {@link DeploymentPoints} does for deployment. Both come from this one list of the same game.
 */
public final class MovePoints {

    /** A point a die's move is offered to. */
    public record Offer(String die, Suggestions.Suggested point, String letter) {
    }

    private MovePoints() {
    }

    /** The offers of the acting frame's move menu now; none off the map, or when it can't move. */
    public static List<Offer> of(Game game) {
        if (game.map().isEmpty() || game.pending() != null || game.turn().isEmpty()) {
            return List.of();
        }
        List<String> dice = PlayerChoices.of(game, game.turn().get().owner()).stream()
                .filter(choice -> choice.action() == Action.MOVE).findFirst().map(Choice::options).orElse(List.of());
        List<Offer> offers = new ArrayList<>();
        Map<Point, String> letters = new LinkedHashMap<>();
        for (String die : TurnControls.bestFirst(dice)) {
            for (Suggestions.Suggested point : Suggestions.forMove(game, die)) {
                offers.add(new Offer(die, point, DeploymentPoints.letter(letters, point.at())));
            }
        }
        // One point's dice together, the cheapest first: the move's own colour before a white, the lowest value
        // first. "A · W5 → into direct fire" came before "A · G1 →" to the same point, and the W5 was spent (a
        // phone review).
        List<Point> order = new ArrayList<>(letters.keySet());
        offers.sort(Comparator.comparingInt((Offer offer) -> order.indexOf(offer.point().at()))
                .thenComparing(TurnControls::cheapestFirst));
        // Staying where it stands, once, with the cheapest die: any die does it alike, and three of eleven lines
        // spent a die to stay put (a phone review of a map game).
        Set<Point> stayed = new HashSet<>();
        offers.removeIf(offer -> offer.point().stays() && !stayed.add(offer.point().at()));
        return offers;
    }
}
