package mfz.rules.odds;

import static mfz.rules.game.Table.frame;
import static mfz.rules.game.Table.start;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import mfz.rules.attack.Cover;
import mfz.rules.attack.DieEffect;
import mfz.rules.company.Frame;
import mfz.rules.dice.ScriptedDice;
import mfz.rules.game.Command;
import mfz.rules.game.Decision;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.game.Table;
import mfz.rules.turn.Pool;
import mfz.rules.turn.Range;
import mfz.rules.turn.Target;
import org.junit.jupiter.api.Test;

/**
 * The odds the cards show ({@link AttackChoices#forTurn}) against the rules themselves: for every
 * one of the 6<sup>n</sup> rolls of an attack's damage dice, the engine resolves the attack, and
 * the outcomes it reaches (hits on the target, hits on the cover) must be counted exactly as the
 * odds count them. The odds are worked out apart from the resolution (an audit of §5-§6 found
 * the two agreeing only by reading them side by side).
 */
class OddsAgainstTheEngineTest {

    @Test
    void outOfCoverAtDirectFire() {
        for (int dice = 1; dice <= 4; dice++) {
            agree(ready("Rd", "B", null, Range.DIRECT, dice), Cover.NONE, null, dice);
        }
    }

    @Test
    void handToHand() {
        for (int dice = 1; dice <= 3; dice++) {
            agree(ready("Rh", "B", null, Range.HAND, dice), Cover.NONE, null, dice);
        }
    }

    @Test
    void inTerrainCoverStandingThroughNoneOneOrEveryHit() {
        for (Integer standsThrough : new Integer[] {0, 1, null}) {
            for (int dice = 1; dice <= 3; dice++) {
                agree(ready("Rd", "B", null, Range.DIRECT, dice), Cover.TERRAIN, standsThrough, dice);
            }
        }
    }

    @Test
    void behindAnotherFrameAndOneThatShrugs() {
        for (String cover : List.of("B", "B B")) {
            for (int dice = 1; dice <= 3; dice++) {
                agree(ready("Rd", "B", cover, Range.DIRECT, dice), Cover.frame("b", "b2"), null, dice);
            }
        }
    }

    @Test
    void aPieceOfTerrainAsTheTarget() {
        for (int dice = 1; dice <= 3; dice++) {
            agree(ready("Rd", null, null, Range.DIRECT, dice), Cover.NONE, null, dice);
        }
    }

    /**
     * Anna's a1 ({@code attacker}) in its turn with an R of {@code dice} left, against Ben's b1
     * ({@code target}; null: terrain), which acted without defending, and Ben's b2 beside it
     * ({@code cover}, when given), which acted too. Every frame carries one kind of system, so a
     * hit never waits for its owner's choice.
     */
    private static Game ready(String attacker, String target, String cover, Range range, int dice) {
        List<Frame> frames = new ArrayList<>(List.of(frame("a", "a1", attacker),
                frame("b", "b1", target == null ? "B" : target)));
        if (cover != null) {
            frames.add(frame("b", "b2", cover));
        }
        Table r = Table.duel(frames);
        if (GameQueries.initiative(r.game()).orElseThrow().equals("a")) {
            r.play(new Command.Pass("a"));
        }
        for (Frame f : frames.subList(1, frames.size())) {
            int[] quiet = new int[Pool.of(f, null, 0, false).size()];
            Arrays.fill(quiet, 1);
            r.play(start("b", f.name(), null, null), quiet);
            r.play(new Command.Defend("b", "none"));
            r.play(new Command.EndTurn("b"));
        }
        // W1 W1, the weapon's red d6 showing the dice wanted, the rest 1
        int[] pool = new int[Pool.of(frames.getFirst(), range, 0, false).size()];
        Arrays.fill(pool, 1);
        pool[2] = dice;
        r.play(start("a", "a1", target == null ? "terrain" : "b1", range), pool);
        r.play(new Command.Defend("a", "none"));
        return r.game();
    }

    /** The odds of the R{@code dice} attack, and the outcomes the engine reaches over every roll, are the same. */
    private static void agree(Game game, Cover cover, Integer coverHits, int dice) {
        Target target = game.turn().orElseThrow().target();
        AttackChoice choice = AttackChoices.forTurn(game, game.turn().orElseThrow(), target, cover, coverHits)
                .choices().stream().filter(c -> c.die().notation().equals("R" + dice) && c.spot() == 0).findFirst()
                .orElseThrow();
        assertEquals(dice, choice.damageDice(), "attack " + dice + " − defense 0");
        Map<Outcome, BigInteger> counted = new HashMap<>();
        int[] roll = new int[dice];
        for (int n = 0; n < Math.pow(6, dice); n++) {
            for (int i = 0, rest = n; i < dice; i++, rest /= 6) {
                roll[i] = rest % 6 + 1;
            }
            Command attack = new Command.Attack("a", "R" + dice, false, cover.kind() == Cover.Kind.NONE ? null
                    : cover.frameCover() ? cover.frame() : "terrain", cover.frameCover() ? cover.owner() : null, coverHits);
            Decision decided = game.decide(attack, ScriptedDice.of(roll.clone()));
            if (!(decided instanceof Decision.Accepted accepted)) {
                throw new AssertionError("refused " + attack + ": " + decided);
            }
            List<DieEffect> effects = accepted.events().stream().filter(Event.DamageDieResolved.class::isInstance)
                    .map(e -> ((Event.DamageDieResolved) e).effect()).toList();
            Outcome outcome = new Outcome((int) effects.stream().filter(e -> e == DieEffect.TARGET_HIT).count(),
                    (int) effects.stream().filter(e -> e == DieEffect.COVER_HIT).count());
            counted.merge(outcome, BigInteger.ONE, BigInteger::add);
        }
        assertEquals(choice.odds().ways(), counted, "R" + dice + " at " + target + " in " + cover + " standing through "
                + coverHits);
    }
}
