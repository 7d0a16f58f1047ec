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
        // A range of zero or less is reached by every die alone, as a range of 1 is.
        double[] byHits = new Enumeration(fireDice, incomingDice, Math.max(1, effectiveRange)).run();
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

    /**
     * One computation. A die that reaches the range alone is always best as a group of its own,
     * so the faces from the range up count only by how many of them are left: they are folded
     * into one polynomial per count, and only the multisets of the faces below the range are
     * visited. Most of those are settled by two bounds that meet (the sum of the dice over the
     * range; a greedy grouping); the exact search runs for the rest.
     */
    private static final class Enumeration {

        private final int fire;
        private final int incoming;
        private final int target;
        private final int lowFaces;
        private final Covering covering;
        private final double[][] faceWeights;
        private final double[][] zeroPowers;
        /** The polynomial of the faces from the range up, by how many of their dice are left. */
        private final double[][] highByCount;
        private final double scale;
        private final PatternWeights patternWeights = new PatternWeights();
        private final int[] left = new int[Covering.FACES + 1];
        private final int[] scratch = new int[Covering.FACES + 1];
        private final double[] byHits;

        Enumeration(int fire, int incoming, int target) {
            this.fire = fire;
            this.incoming = incoming;
            this.target = target;
            this.lowFaces = Math.min(target - 1, Covering.FACES);
            this.covering = new Covering(target);
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
            this.highByCount = highByCount(Covering.FACES - lowFaces);
            this.scale = factorial(fire) * factorial(incoming) / Math.pow(Covering.FACES, fire + incoming);
        }

        double[] run() {
            visit(1, 0, 0L, 0);
            return byHits;
        }

        /**
         * @param used    low dice left on the faces before this one
         * @param pattern how many low faces have each count so far, four bits a count
         * @param sum     the sum of the low dice left so far
         */
        private void visit(int face, int used, long pattern, int sum) {
            if (face > lowFaces) {
                double[] weights = patternWeights.get(pattern);
                if (weights == null) {
                    weights = patternWeights(pattern, used);
                    patternWeights.put(pattern, weights);
                }
                int groups = lowGroups(used, sum);
                for (int high = 0; high < weights.length; high++) {
                    byHits[groups + high] += weights[high];
                }
                return;
            }
            for (int r = 0; used + r <= fire; r++) {
                left[face] = r;
                visit(face + 1, used + r, r == 0 ? pattern : pattern + (1L << (4 * (r - 1))), sum + face * r);
            }
            left[face] = 0;
        }

        /** The most groups of the low dice left: every one of them is below the range. */
        private int lowGroups(int dice, int sum) {
            if (sum < 2 * target) {
                return sum < target ? 0 : 1;
            }
            // No low die reaches the range alone, so a group takes two dice at least.
            int upper = Math.min(sum / target, dice / 2);
            if (greedyGroups() == upper) {
                return upper;
            }
            return covering.groups(left, sum, Covering.key(left));
        }

        /**
         * Groups made one at a time: the largest die left, closed by the smallest die that
         * closes it, or else topped up with the largest die left. Never more than the best.
         */
        private int greedyGroups() {
            System.arraycopy(left, 0, scratch, 0, lowFaces + 1);
            int groups = 0;
            int largest = lowFaces;
            while (true) {
                while (largest >= 1 && scratch[largest] == 0) {
                    largest--;
                }
                if (largest == 0) {
                    return groups;
                }
                scratch[largest]--;
                int need = target - largest;
                while (need > 0) {
                    int closer = 0;
                    for (int face = need; face <= lowFaces; face++) {
                        if (scratch[face] > 0) {
                            closer = face;
                            break;
                        }
                    }
                    if (closer > 0) {
                        scratch[closer]--;
                        need = 0;
                        continue;
                    }
                    int topUp = Math.min(need - 1, lowFaces);
                    while (topUp >= 1 && scratch[topUp] == 0) {
                        topUp--;
                    }
                    if (topUp == 0) {
                        return groups;
                    }
                    scratch[topUp]--;
                    need -= topUp;
                }
                groups++;
            }
        }

        /**
         * The chance of one multiset of low dice left with this pattern of counts, by how many
         * high dice are left beside it.
         */
        private double[] patternWeights(long pattern, int lowDice) {
            double[] product = null;
            int nonZero = 0;
            for (int r = 1; r <= fire; r++) {
                int faces = (int) (pattern >>> (4 * (r - 1)) & 0xF);
                for (int i = 0; i < faces; i++) {
                    product = product == null ? faceWeights[r] : multiply(product, faceWeights[r]);
                    nonZero++;
                }
            }
            double[] zeros = zeroPowers[lowFaces - nonZero];
            double[] low = product == null ? zeros : multiply(product, zeros);
            // With no face at or above the range, no high die is ever left.
            double[] weights = new double[lowFaces == Covering.FACES ? 1 : fire - lowDice + 1];
            for (int high = 0; high < weights.length; high++) {
                weights[high] = scale * coefficientOfProduct(low, highByCount[high]);
            }
            return weights;
        }

        /** The coefficient of x^fire y^incoming in a * b. */
        private double coefficientOfProduct(double[] a, double[] b) {
            double sum = 0;
            for (int f = 0; f <= fire; f++) {
                for (int i = 0; i <= incoming; i++) {
                    sum += a[index(f, i)] * b[index(fire - f, incoming - i)];
                }
            }
            return sum;
        }

        private double[][] highByCount(int highFaces) {
            double[][] byCount = new double[fire + 1][];
            for (int h = 0; h <= fire; h++) {
                byCount[h] = new double[(fire + 1) * (incoming + 1)];
            }
            byCount[0][0] = 1;
            for (int face = 0; face < highFaces; face++) {
                double[][] next = new double[fire + 1][];
                for (int h = 0; h <= fire; h++) {
                    next[h] = new double[(fire + 1) * (incoming + 1)];
                    for (int r = 0; r <= h; r++) {
                        add(next[h], multiply(byCount[h - r], faceWeights[r]));
                    }
                }
                byCount = next;
            }
            return byCount;
        }

        private static void add(double[] into, double[] more) {
            for (int k = 0; k < into.length; k++) {
                into[k] += more[k];
            }
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

    /** Each pattern's weights, by its key: a few hundred patterns, looked up millions of times, unboxed. */
    private static final class PatternWeights {

        private final long[] keys = new long[1 << 12];
        private final double[][] weights = new double[1 << 12][];

        PatternWeights() {
            Arrays.fill(keys, -1);
        }

        /** The weights stored for the pattern, or null. */
        double[] get(long pattern) {
            for (int slot = slot(pattern); ; slot = (slot + 1) & (keys.length - 1)) {
                if (keys[slot] == pattern) {
                    return weights[slot];
                }
                if (keys[slot] == -1) {
                    return null;
                }
            }
        }

        void put(long pattern, double[] patternWeights) {
            int slot = slot(pattern);
            while (keys[slot] != -1) {
                slot = (slot + 1) & (keys.length - 1);
            }
            keys[slot] = pattern;
            weights[slot] = patternWeights;
        }

        private int slot(long pattern) {
            long mixed = pattern * 0x9E3779B97F4A7C15L;
            return (int) (mixed >>> 52);
        }
    }
}
