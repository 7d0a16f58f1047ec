package mfz.bot.bench;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import mfz.rules.attack.Situation;
import mfz.rules.odds.DamageSetup;
import mfz.rules.odds.Odds;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue 17: exact odds under 1 ms for any legal attack. The most damage dice an attack can
 * roll is 14 (a red d8 showing 8, plus a spot of 6, against defense 0); every count from 1 to
 * 14 is timed on every chart, with cover that stands or falls and a target that can be
 * destroyed, and the slowest median is judged. Falls (up to 30 dice) are printed beside it.
 */
@Tag("bench")
class OddsBench {

    private static final int MOST_ATTACK_DICE = 14;
    private static final int MOST_FALL_DICE = 30;
    private static final int RUNS = 200;

    @Test
    void anyLegalAttacksOddsInUnderAMillisecond() {
        List<DamageSetup> attacks = new ArrayList<>();
        for (int dice = 1; dice <= MOST_ATTACK_DICE; dice++) {
            for (Situation chart : Situation.values()) {
                if (chart != Situation.FALLING) {
                    attacks.add(new DamageSetup(dice, chart, null, false, 6));
                    attacks.add(new DamageSetup(dice, chart, 1, false, 6));
                }
            }
        }
        List<DamageSetup> falls = List.of(new DamageSetup(MOST_FALL_DICE, Situation.FALLING, null, false, 6),
                new DamageSetup(MOST_FALL_DICE, Situation.TERRAIN_COVER, 2, false, null));
        for (int warm = 0; warm < 30; warm++) {
            attacks.forEach(Odds::of);
            falls.forEach(Odds::of);
        }
        double worstAttack = worst(attacks);
        double worstThirty = worst(falls);
        Stats.print("odds: slowest legal attack (≤ %d dice) %.3f ms at the median; 30 dice %.3f ms; target 1 ms",
                MOST_ATTACK_DICE, worstAttack, worstThirty);
        assertTrue(worstAttack < 1.0, "odds of the slowest attack took " + worstAttack + " ms");
    }

    /** The slowest of the setups' median times, in ms. */
    private static double worst(List<DamageSetup> setups) {
        double worst = 0;
        for (DamageSetup setup : setups) {
            long[] times = new long[RUNS];
            for (int i = 0; i < RUNS; i++) {
                long start = System.nanoTime();
                Odds.of(setup);
                times[i] = System.nanoTime() - start;
            }
            worst = Math.max(worst, Stats.median(times) / 1e6);
        }
        return worst;
    }
}
