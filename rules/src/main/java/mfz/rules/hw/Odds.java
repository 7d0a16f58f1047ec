package mfz.rules.hw;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The exact chance of each number of hits of a shot: F Fire dice against D Incoming dice at an
 * effective range, every hit counted with the best grouping. Not a simulation: every multiset
 * of Fire dice left after Incoming is visited once, weighted by how many ordered rolls of the
 * F and D dice leave exactly it.
 *
 * <p>That weight depends only on how many dice of each face are left, not on which faces: per
 * face, the ways its Fire and Incoming dice can leave r of it are the same for every face. So
 * it is worked out once per pattern of counts (a few hundred) from a product of small
 * polynomials, x counting Fire dice and y Incoming dice.
 *
 * @param byHits the chance of exactly {@code i} hits at index {@code i}, for 0 to F hits
 */
public record Odds(int fireDice, int incomingDice, int effectiveRange, List<Double> byHits) {

    public static final int MAX_FIRE = 12;
    public static final int MAX_INCOMING = 12;

    public Odds {
        byHits = List.copyOf(byHits);
    }

    public static Odds exact(int fireDice, int incomingDice, int effectiveRange) {
        if (fireDice < 0 || fireDice > MAX_FIRE || incomingDice < 0 || incomingDice > MAX_INCOMING) {
            throw new IllegalArgumentException("odds take 0 to " + MAX_FIRE + " Fire and 0 to " + MAX_INCOMING
                    + " Incoming dice");
        }
        Covering covering = CoveringCache.forRange(effectiveRange);
        double[] byHits;
        synchronized (covering) {
            byHits = new Enumeration(fireDice, incomingDice, covering).run();
        }
        List<Double> list = new ArrayList<>(byHits.length);
        for (double p : byHits) {
            list.add(p);
        }
        return new Odds(fireDice, incomingDice, effectiveRange, list);
    }

    /** The chance of at least {@code hits} hits. */
    public double atLeast(int hits) {
        double sum = 0;
        for (int i = Math.max(0, hits); i < byHits.size(); i++) {
            sum += byHits.get(i);
        }
        return sum;
    }

    public double expectedHits() {
        double sum = 0;
        for (int i = 0; i < byHits.size(); i++) {
            sum += i * byHits.get(i);
        }
        return sum;
    }

    /** One computation: the multisets left, visited face by face. */
    private static final class Enumeration {

        private final int fire;
        private final int incoming;
        private final Covering covering;
        private final double[][] faceWeights;
        private final double[][] zeroPowers;
        private final double scale;
        private final PatternWeights patternWeights = new PatternWeights();
        private final int[] left = new int[Covering.FACES + 1];
        private final double[] byHits;

        Enumeration(int fire, int incoming, Covering covering) {
            this.fire = fire;
            this.incoming = incoming;
            this.covering = covering;
            this.byHits = new double[fire + 1];
            this.faceWeights = new double[fire + 1][];
            for (int r = 0; r <= fire; r++) {
                faceWeights[r] = faceWeight(r);
            }
            this.zeroPowers = new double[Covering.FACES + 1][];
            zeroPowers[0] = new double[(fire + 1) * (incoming + 1)];
            zeroPowers[0][0] = 1;
            for (int k = 1; k <= Covering.FACES; k++) {
                zeroPowers[k] = multiply(zeroPowers[k - 1], faceWeights[0]);
            }
            this.scale = factorial(fire) * factorial(incoming) / Math.pow(Covering.FACES, fire + incoming);
        }

        double[] run() {
            visit(1, 0, 0L, 0, 0L);
            return byHits;
        }

        /**
         * @param used    Fire dice left on the faces before this one
         * @param pattern how many faces have each count so far, four bits a count
         * @param sum     the sum of the dice left so far
         * @param key     the covering search's key of the dice left so far
         */
        private void visit(int face, int used, long pattern, int sum, long key) {
            if (face > Covering.FACES) {
                if (fire - used > incoming) {
                    return;
                }
                double weight = patternWeights.get(pattern);
                if (weight < 0) {
                    weight = patternWeight(pattern);
                    patternWeights.put(pattern, weight);
                }
                byHits[covering.groups(left, sum, key)] += weight;
                return;
            }
            for (int r = 0; used + r <= fire; r++) {
                left[face] = r;
                visit(face + 1, used + r, r == 0 ? pattern : pattern + (1L << (4 * (r - 1))), sum + face * r,
                        key << 5 | r);
            }
            left[face] = 0;
        }

        /** The chance of one multiset left with this pattern of counts. */
        private double patternWeight(long pattern) {
            double[] product = null;
            int nonZero = 0;
            for (int r = 1; r <= fire; r++) {
                int faces = (int) (pattern >>> (4 * (r - 1)) & 0xF);
                for (int i = 0; i < faces; i++) {
                    product = product == null ? faceWeights[r] : multiply(product, faceWeights[r]);
                    nonZero++;
                }
            }
            double[] zeros = zeroPowers[Covering.FACES - nonZero];
            double[] all = product == null ? zeros : multiply(product, zeros);
            return scale * all[index(fire, incoming)];
        }

        /**
         * The polynomial of one face left with r dice: x^f y^i / (f! i!) for every f Fire and i
         * Incoming dice of that face that leave r (f = r + i when r > 0; f at most i when r = 0).
         */
        private double[] faceWeight(int r) {
            double[] poly = new double[(fire + 1) * (incoming + 1)];
            for (int f = 0; f <= fire; f++) {
                for (int i = 0; i <= incoming; i++) {
                    if (Math.max(0, f - i) == r) {
                        poly[index(f, i)] = 1 / (factorial(f) * factorial(i));
                    }
                }
            }
            return poly;
        }

        private double[] multiply(double[] a, double[] b) {
            double[] product = new double[a.length];
            for (int f1 = 0; f1 <= fire; f1++) {
                for (int i1 = 0; i1 <= incoming; i1++) {
                    double x = a[index(f1, i1)];
                    if (x == 0) {
                        continue;
                    }
                    for (int f2 = 0; f1 + f2 <= fire; f2++) {
                        for (int i2 = 0; i1 + i2 <= incoming; i2++) {
                            product[index(f1 + f2, i1 + i2)] += x * b[index(f2, i2)];
                        }
                    }
                }
            }
            return product;
        }

        private int index(int f, int i) {
            return f * (incoming + 1) + i;
        }

        private static double factorial(int n) {
            double result = 1;
            for (int k = 2; k <= n; k++) {
                result *= k;
            }
            return result;
        }
    }

    /** Each pattern's weight, by its key: a few hundred patterns, looked up millions of times, unboxed. */
    private static final class PatternWeights {

        private final long[] keys = new long[1 << 12];
        private final double[] weights = new double[1 << 12];

        PatternWeights() {
            Arrays.fill(keys, -1);
        }

        /** The weight stored for the pattern, or -1. */
        double get(long pattern) {
            for (int slot = slot(pattern); ; slot = (slot + 1) & (keys.length - 1)) {
                if (keys[slot] == pattern) {
                    return weights[slot];
                }
                if (keys[slot] == -1) {
                    return -1;
                }
            }
        }

        void put(long pattern, double weight) {
            int slot = slot(pattern);
            while (keys[slot] != -1) {
                slot = (slot + 1) & (keys.length - 1);
            }
            keys[slot] = pattern;
            weights[slot] = weight;
        }

        private int slot(long pattern) {
            long mixed = pattern * 0x9E3779B97F4A7C15L;
            return (int) (mixed >>> 52);
        }
    }
}
