package mfz.rules.hw;

import java.util.Map;
import java.util.TreeMap;

/**
 * The search behind {@link GroupCounts}' table: at one effective range, every multiset of up to
 * {@link Odds#MAX_FIRE} dice on the faces below the range is visited once and its most groups
 * found, and the multisets are counted by their pattern of counts and their groups. Exact but
 * slow (about 2.7 million multisets a range from 13 up), so it runs once, when the table is
 * written ({@link GroupCountsTableWriter}), and again for a few ranges in {@link GroupCountsTest}.
 */
final class GroupCountSearch {

    private final int target;
    private final int lowFaces;
    private final Covering covering;
    private final int[] left = new int[Covering.FACES + 1];
    private final int[] scratch = new int[Covering.FACES + 1];
    private final Map<Long, long[]> byPattern = new TreeMap<>();

    private GroupCountSearch(int target) {
        this.target = target;
        this.lowFaces = Math.min(target - 1, Covering.FACES);
        this.covering = new Covering(target);
    }

    /** Pattern (as {@link GroupCounts} keys it) to the number of multisets with each number of groups. */
    static Map<Long, long[]> count(int target) {
        GroupCountSearch search = new GroupCountSearch(target);
        search.visit(1, 0, 0L, 0);
        return search.byPattern;
    }

    private void visit(int face, int used, long pattern, int sum) {
        if (face > lowFaces) {
            long[] counts = byPattern.computeIfAbsent(pattern, p -> new long[Odds.MAX_FIRE / 2 + 1]);
            counts[groups(used, sum)]++;
            return;
        }
        for (int r = 0; used + r <= Odds.MAX_FIRE; r++) {
            left[face] = r;
            visit(face + 1, used + r, r == 0 ? pattern : pattern + (1L << (4 * (r - 1))), sum + face * r);
        }
        left[face] = 0;
    }

    /** The most groups of the low dice left: every one of them is below the range. */
    private int groups(int dice, int sum) {
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
     * Groups made one at a time: the largest die left, closed by the smallest die that closes
     * it, or else topped up with the largest die left. Never more than the best.
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
}
