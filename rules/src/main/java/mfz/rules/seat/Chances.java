package mfz.rules.seat;

import java.util.List;
import mfz.rules.company.Frame;
import mfz.rules.dice.Die;
import mfz.rules.turn.Range;

/**
 * The exact chances a seat weighs, in doubles: the highest of a set of dice, and the hits of
 * damage dice on the attack chart (docs/rules.md §6). The seat always declares its targets out
 * of cover off the map, so a damage die hits on 4+ hand to hand and on 5+ at range (on the map,
 * {@link Shelter} counts the cover the map finds).
 */
final class Chances {

    private Chances() {
    }

    /** The chance that one damage die hits the target at this range. */
    static double hitChance(Range range) {
        return range == Range.HAND ? 0.5 : 1.0 / 3;
    }

    /** P(highest of these dice = k) for k = 0..8 (index 0: no dice at all). */
    static double[] highest(List<Die> dice) {
        double[] at = new double[9];
        if (dice.isEmpty()) {
            at[0] = 1;
            return at;
        }
        double below = 0;
        for (int k = 1; k <= 8; k++) {
            double atMost = 1;
            for (Die d : dice) {
                atMost *= Math.min(k, d.sides()) / (double) d.sides();
            }
            at[k] = atMost - below;
            below = atMost;
        }
        return at;
    }

    /** The expected highest of these dice (0 for none). */
    static double expectedHighest(List<Die> dice) {
        double[] at = highest(dice);
        double e = 0;
        for (int k = 1; k < at.length; k++) {
            e += k * at[k];
        }
        return e;
    }

    /** P(at least {@code need} hits from {@code n} dice, each hitting with {@code p}). */
    static double atLeast(int n, double p, int need) {
        if (need <= 0) {
            return 1;
        }
        if (n < need) {
            return 0;
        }
        double sum = 0;
        for (int k = need; k <= n; k++) {
            sum += binomial(n, k) * Math.pow(p, k) * Math.pow(1 - p, n - k);
        }
        return sum;
    }

    /** The expected hits from {@code n} dice, counting at most {@code cap}. */
    static double expectedHits(int n, double p, int cap) {
        double e = 0;
        for (int k = 1; k <= Math.min(n, cap); k++) {
            e += atLeast(n, p, k);
        }
        return e;
    }

    /**
     * What a distribution of hits on a frame that {@code h} hits destroy is worth, in shares of
     * its PPA: the chance it is destroyed, and half a share for each hit up to {@code h − 1}
     * (as {@code atLeast(n, p, h) + 0.5 · expectedHits(n, p, h − 1) / h} counts open ground).
     *
     * @param hits P(exactly k hits), k = 0..n
     */
    static double worth(double[] hits, int h) {
        double destroyed = 0;
        double partial = 0;
        for (int k = 0; k < hits.length; k++) {
            if (k >= h) {
                destroyed += hits[k];
            }
            partial += Math.min(k, h - 1) * hits[k];
        }
        return destroyed + 0.5 * partial / h;
    }

    /** The hits that destroy a frame: one per system, then one per white. */
    static int toDestroy(Frame f) {
        return f.systems().size() + f.whites();
    }

    private static double binomial(int n, int k) {
        double r = 1;
        for (int i = 1; i <= k; i++) {
            r = r * (n - k + i) / i;
        }
        return r;
    }
}
