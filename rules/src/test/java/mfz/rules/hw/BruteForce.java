package mfz.rules.hw;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The slow, obviously right answers the fast code is checked against. */
final class BruteForce {

    private BruteForce() {
    }

    /** Tries every assignment of every die to a group or to none: (groups + 1) ^ dice of them. */
    static int mostGroups(List<Integer> dice, int range) {
        int best = 0;
        for (int groups = 1; groups <= dice.size(); groups++) {
            if (assignable(dice, 0, new int[groups], Math.max(1, range))) {
                best = groups;
            } else {
                break;
            }
        }
        return best;
    }

    private static boolean assignable(List<Integer> dice, int next, int[] sums, int range) {
        if (next == dice.size()) {
            for (int sum : sums) {
                if (sum < range) {
                    return false;
                }
            }
            return true;
        }
        if (assignable(dice, next + 1, sums, range)) {
            return true;
        }
        for (int g = 0; g < sums.length; g++) {
            // Groups are interchangeable: put a die into only the first of the groups still empty.
            if (g > 0 && sums[g - 1] == 0 && sums[g] == 0) {
                break;
            }
            sums[g] += dice.get(next);
            boolean found = assignable(dice, next + 1, sums, range);
            sums[g] -= dice.get(next);
            if (found) {
                return true;
            }
        }
        return false;
    }

    /** Every ordered roll of the Fire and Incoming dice, each cancelling its exact matches. */
    static double[] hitsByRolling(int fire, int incoming, int range) {
        long[] counted = new long[fire + 1];
        int total = fire + incoming;
        int[] faces = new int[total];
        long outcomes = (long) Math.pow(12, total);
        for (long n = 0; n < outcomes; n++) {
            long rest = n;
            for (int i = 0; i < total; i++) {
                faces[i] = (int) (rest % 12) + 1;
                rest /= 12;
            }
            int[] counts = new int[13];
            for (int i = 0; i < fire; i++) {
                counts[faces[i]]++;
            }
            for (int i = fire; i < total; i++) {
                if (counts[faces[i]] > 0) {
                    counts[faces[i]]--;
                }
            }
            List<Integer> left = new ArrayList<>();
            for (int face = 1; face <= 12; face++) {
                for (int k = 0; k < counts[face]; k++) {
                    left.add(face);
                }
            }
            counted[mostGroups(left, range)]++;
        }
        double[] byHits = new double[fire + 1];
        for (int hits = 0; hits <= fire; hits++) {
            byHits[hits] = (double) counted[hits] / outcomes;
        }
        return byHits;
    }

    /**
     * Every multiset of Fire dice against every multiset of Incoming dice, each weighted by the
     * ordered rolls that give it (a multinomial); the hits of each multiset left are found once.
     */
    static double[] hitsByMultisets(int fire, int incoming, int range) {
        List<int[]> fireRolls = multisets(fire);
        List<int[]> incomingRolls = multisets(incoming);
        Map<List<Integer>, Integer> hitsOfLeft = new HashMap<>();
        double[] byHits = new double[fire + 1];
        for (int[] f : fireRolls) {
            double fireChance = chance(f, fire);
            for (int[] i : incomingRolls) {
                List<Integer> left = new ArrayList<>();
                for (int face = 1; face <= 12; face++) {
                    for (int k = 0; k < Math.max(0, f[face] - i[face]); k++) {
                        left.add(face);
                    }
                }
                int hits = hitsOfLeft.computeIfAbsent(left, l -> mostGroups(l, range));
                byHits[hits] += fireChance * chance(i, incoming);
            }
        }
        return byHits;
    }

    private static List<int[]> multisets(int dice) {
        List<int[]> all = new ArrayList<>();
        fill(new int[13], 1, dice, all);
        return all;
    }

    private static void fill(int[] counts, int face, int left, List<int[]> all) {
        if (face == 12) {
            counts[12] = left;
            all.add(counts.clone());
            return;
        }
        for (int k = 0; k <= left; k++) {
            counts[face] = k;
            fill(counts, face + 1, left - k, all);
        }
    }

    /** n! / (c1! ... c12!) / 12^n: the chance of rolling exactly these counts. */
    private static double chance(int[] counts, int dice) {
        double chance = factorial(dice) / Math.pow(12, dice);
        for (int face = 1; face <= 12; face++) {
            chance /= factorial(counts[face]);
        }
        return chance;
    }

    private static double factorial(int n) {
        double result = 1;
        for (int k = 2; k <= n; k++) {
            result *= k;
        }
        return result;
    }
}
