package mfz.rules.hw;

import java.util.ArrayList;
import java.util.List;

/**
 * The exact chance of each number of hits of a shot: F Fire dice against D Incoming dice at an
 * effective range, every hit counted with the best grouping. Not a simulation: every multiset
 * of Fire dice left after Incoming counts, weighted by how many ordered rolls of the F and D
 * dice leave exactly it, with its groups from the table of {@link GroupCounts}.
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

    /**
     * Reads the group-count table and runs the odds' code once, so the first {@code /hw odds}
     * a player asks isn't the one that pays for both (tens of milliseconds). Call it off the
     * thread that answers players, at start-up.
     */
    public static Odds warmUp() {
        return exact(MAX_FIRE, MAX_INCOMING, GroupCounts.MAX_RANGE / 2);
    }

    public static Odds exact(int fireDice, int incomingDice, int effectiveRange) {
        if (fireDice < 0 || fireDice > MAX_FIRE || incomingDice < 0 || incomingDice > MAX_INCOMING) {
            throw new IllegalArgumentException("odds take 0 to " + MAX_FIRE + " Fire and 0 to " + MAX_INCOMING
                    + " Incoming dice");
        }
        // A range of zero or less is reached by every die alone, as a range of 1 is.
        int target = Math.max(1, effectiveRange);
        double[] byHits;
        if (target > GroupCounts.MAX_RANGE) {
            // No roll of twelve d12s adds up to the range: never a hit.
            byHits = new double[fireDice + 1];
            byHits[0] = 1;
        } else {
            byHits = new Weighing(fireDice, incomingDice, target).run();
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

    /**
     * One computation. A die that reaches the range alone is always best as a group of its own,
     * so the faces from the range up count only by how many of them are left: they are folded
     * into one polynomial per count. The faces below the range come as patterns from
     * {@link GroupCounts}, each with how many of its multisets make each number of groups.
     */
    private static final class Weighing {

        private final int fire;
        private final int incoming;
        private final int target;
        private final int lowFaces;
        private final double[][] faceWeights;
        private final double[][] zeroPowers;
        /** The polynomial of the faces from the range up, by how many of their dice are left. */
        private final double[][] highByCount;
        private final double scale;
        private final double[] byHits;

        Weighing(int fire, int incoming, int target) {
            this.fire = fire;
            this.incoming = incoming;
            this.target = target;
            this.lowFaces = Math.min(target - 1, Covering.FACES);
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
            for (GroupCounts.PatternCount counted : GroupCounts.at(target)) {
                if (counted.dice() > fire) {
                    continue;
                }
                double[] weights = patternWeights(counted.pattern(), counted.dice());
                int[] byGroups = counted.byGroups();
                for (int groups = 0; groups < byGroups.length; groups++) {
                    if (byGroups[groups] == 0) {
                        continue;
                    }
                    for (int high = 0; high < weights.length; high++) {
                        byHits[groups + high] += byGroups[groups] * weights[high];
                    }
                }
            }
            return byHits;
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
}
