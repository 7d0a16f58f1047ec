package mfz.rules.turn;

import mfz.rules.company.Frame;
import mfz.rules.damage.DamageRules;
import mfz.rules.game.Game;
import mfz.rules.round.Stage;

/**
 * How far two frames' distance could change before a turn's attack lands (docs/rules.md §10): a
 * bound, for a menu that leaves out a range no move this turn could bring a target into.
 */
public final class Reach {

    private Reach() {
    }

    /**
     * The frame's farthest move; for a frame acting first, whose attacker's attack lands before it
     * moves, either one's retreat from a station it holds too (the target may cover that attack). A
     * target acting first only defends before the attack lands. (Counted for every turn, the retreats
     * kept a frame 10 units off at hand-to-hand in a menu: a phone review.)
     */
    public static double beforeAttack(Game game, Frame frame, Frame target) {
        boolean actsFirst = game.turn().filter(t -> frame.is(t.owner(), t.frame()) && t.stage() == Stage.STARTING)
                .isPresent();
        double retreats = actsFirst ? DamageRules.farthestRetreat(game, frame) + DamageRules.farthestRetreat(game, target)
                : 0;
        return Pool.farthestMove(frame) + retreats;
    }
}
