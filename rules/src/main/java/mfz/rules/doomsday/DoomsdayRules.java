package mfz.rules.doomsday;

import java.util.List;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.Refusal;
import mfz.rules.game.Tx;
import mfz.rules.round.RoundFlow;

/**
 * The end of a round and the doomsday clock (docs/rules.md §4): once no frame is left to act the
 * clock counts down by 1, then each player from highest score to lowest (the tactical
 * ranking) may take one more tick off it; the game ends the moment it reaches 0, and the
 * highest score wins (equal highest scores share a tie). Players who were not asked yet when
 * it reaches 0 are not asked.
 */
public final class DoomsdayRules {

    private DoomsdayRules() {
    }

    /** The round is over: the automatic count, then the first choice (or the end of the game). */
    public static void countDown(Tx tx) {
        Game g = tx.game();
        tx.emit(new Event.DoomsdayCountedDown(null, g.doomsday() - 1));
        if (!ended(tx)) {
            List<String> order = tx.game().ranking();
            tx.emit(new Event.DecisionRequested(new PendingDecision.DoomsdayChoice(order.getFirst(),
                    order.subList(1, order.size()))));
        }
    }

    public static void choose(Tx tx, Command.ChooseDoomsday c) {
        if (!(tx.game().pending() instanceof PendingDecision.DoomsdayChoice choice)) {
            throw new Refusal("Nobody is choosing about the doomsday clock now.");
        }
        if (c.countDown()) {
            tx.emit(new Event.DoomsdayCountedDown(c.actor(), tx.game().doomsday() - 1));
            if (ended(tx)) {
                return;
            }
        } else {
            tx.emit(new Event.DoomsdayHeld(c.actor()));
        }
        if (choice.after().isEmpty()) {
            tx.emit(new Event.RoundStarted(tx.game().round() + 1));
            RoundFlow.begin(tx);
        } else {
            tx.emit(new Event.DecisionRequested(new PendingDecision.DoomsdayChoice(choice.after().getFirst(),
                    choice.after().subList(1, choice.after().size()))));
        }
    }

    private static boolean ended(Tx tx) {
        Game g = tx.game();
        if (g.doomsday() > 0) {
            return false;
        }
        tx.emit(new Event.GameEnded(winners(g)));
        return true;
    }

    /** Everyone with the highest score, in ranking order. */
    public static List<String> winners(Game g) {
        int best = g.players().stream().mapToInt(p -> g.score(p.id())).max().orElse(0);
        return g.ranking().stream().filter(p -> g.score(p) == best).toList();
    }
}
