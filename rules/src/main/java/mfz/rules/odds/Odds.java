package mfz.rules.odds;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import mfz.rules.attack.DieEffect;
import mfz.rules.attack.Resolve;
import mfz.rules.attack.Situation;

/**
 * Exact odds of damage dice (docs/rules.md §6 step 4), counted, not simulated.
 *
 * <p>The dice resolve lowest first, so what a roll does depends only on how many dice show
 * each value, not on their order. And only a few classes of value matter: faces that do the
 * same on the first chart and on the out-of-cover chart (the one left when the cover falls)
 * are interchangeable, e.g. 1–3 on the terrain-cover chart. So the roll is counted as a
 * multiset over those classes: each way of sharing the n dice among them (k<sub>1</sub>…k<sub>c</sub>)
 * stands for n!/(k<sub>1</sub>!…k<sub>c</sub>!) · Πsize<sup>k</sup> of the 6<sup>n</sup>
 * ordered rolls, and is resolved once, die by die, with the engine's own step
 * ({@link Resolve#effect}). At most 4 classes: 16 dice are 969 multisets.
 */
public final class Odds {

    private static final int FACES = 6;
    private static final BigInteger[][] BINOMIAL = binomials(DamageSetup.MAX_DICE);

    private Odds() {
    }

    /** Damage dice = attack + spot used − defense, none when that is zero or less. */
    public static int damageDice(int attack, int spot, int defense) {
        return Math.max(0, attack + spot - defense);
    }

    public static DamageOdds of(DamageSetup setup) {
        List<int[]> classes = classes(setup);
        Map<Outcome, BigInteger> ways = new HashMap<>();
        share(setup, classes, 0, setup.dice(), new int[classes.size()], BigInteger.ONE, ways);
        return new DamageOdds(setup, ways, BigInteger.valueOf(FACES).pow(setup.dice()));
    }

    /** Runs of neighbouring faces that do the same on the first chart and once the cover is gone: {first face, size}. */
    private static List<int[]> classes(DamageSetup setup) {
        List<int[]> classes = new ArrayList<>();
        DieEffect[] last = null;
        for (int face = 1; face <= FACES; face++) {
            DieEffect[] now = {Resolve.effect(setup.chart(), face, setup.coverShrugs()),
                    Resolve.effect(Situation.OUT_OF_COVER, face, false)};
            if (last != null && last[0] == now[0] && last[1] == now[1]) {
                classes.getLast()[1]++;
            } else {
                classes.add(new int[] {face, 1});
            }
            last = now;
        }
        return classes;
    }

    private static void share(DamageSetup setup, List<int[]> classes, int index, int left, int[] counts,
                              BigInteger weight, Map<Outcome, BigInteger> ways) {
        if (index == classes.size() - 1) {
            counts[index] = left;
            BigInteger w = weight.multiply(BigInteger.valueOf(classes.get(index)[1]).pow(left));
            ways.merge(resolve(setup, classes, counts), w, BigInteger::add);
            return;
        }
        BigInteger size = BigInteger.valueOf(classes.get(index)[1]);
        BigInteger power = BigInteger.ONE;
        for (int k = 0; k <= left; k++) {
            counts[index] = k;
            share(setup, classes, index + 1, left - k, counts, weight.multiply(BINOMIAL[left][k]).multiply(power), ways);
            power = power.multiply(size);
        }
    }

    /** One multiset of dice, lowest first, as the engine resolves it. */
    private static Outcome resolve(DamageSetup setup, List<int[]> classes, int[] counts) {
        Situation chart = setup.chart();
        Integer coverLeft = setup.coverStandsThrough();
        boolean coverUp = true;
        Integer destroyedAt = setup.targetHitsToDestroy();
        int targetHits = 0;
        int coverHits = 0;
        for (int c = 0; c < counts.length; c++) {
            int face = classes.get(c)[0];
            for (int i = 0; i < counts[c]; i++) {
                if (destroyedAt != null && targetHits >= destroyedAt) {
                    return new Outcome(targetHits, coverHits);
                }
                switch (Resolve.effect(chart, face, setup.coverShrugs() && coverUp)) {
                    case COVER_HIT -> {
                        coverHits++;
                        if (coverLeft != null && coverLeft == 0) {
                            chart = Situation.OUT_OF_COVER;
                            coverUp = false;
                            coverLeft = null;
                        } else if (coverLeft != null) {
                            coverLeft--;
                        }
                    }
                    case TARGET_HIT -> targetHits++;
                    case NOTHING, COVER_SHRUGGED -> {
                    }
                }
            }
        }
        return new Outcome(targetHits, coverHits);
    }

    private static BigInteger[][] binomials(int max) {
        BigInteger[][] c = new BigInteger[max + 1][];
        for (int n = 0; n <= max; n++) {
            c[n] = new BigInteger[n + 1];
            c[n][0] = BigInteger.ONE;
            c[n][n] = BigInteger.ONE;
            for (int k = 1; k < n; k++) {
                c[n][k] = c[n - 1][k - 1].add(c[n - 1][k]);
            }
        }
        return c;
    }
}
