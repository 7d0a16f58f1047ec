package mfz.rules.hw;

import java.util.ArrayList;
import java.util.List;

/**
 * The most groups of d12s, each adding up to at least a target, that one multiset of dice can
 * make (bin covering). Exact: a memoised search over multisets. Two facts keep it small: the
 * largest die is always in some group when any group can be made (swapping it for a smaller
 * die of a group keeps that group covered), and a group is only ever closed by the smallest
 * die that closes it (a larger one left over can only help the groups still to make).
 */
final class Covering {

    static final int FACES = 12;
    /** Five bits a face: counts up to 31 dice of each face. */
    static final int MAX_OF_A_FACE = 31;

    private final int target;
    private final LongByteMap memo = new LongByteMap();

    Covering(int target) {
        if (target < 1) {
            throw new IllegalArgumentException("a target below 1 is met by no dice at all");
        }
        this.target = target;
    }

    int target() {
        return target;
    }

    /** @param counts how many dice show each face, index 1 to 12 (index 0 unused); left unchanged */
    int groups(int[] counts) {
        int sum = 0;
        for (int face = 1; face <= FACES; face++) {
            if (counts[face] > MAX_OF_A_FACE) {
                throw new IllegalArgumentException("at most " + MAX_OF_A_FACE + " dice of one face");
            }
            sum += face * counts[face];
        }
        return groups(counts, sum);
    }

    /**
     * The groups themselves, each listed from its largest die down.
     *
     * @param counts as for {@link #groups(int[])}; what no group needs is left in it
     */
    List<List<Integer>> bestGroups(int[] counts) {
        int sum = 0;
        for (int face = 1; face <= FACES; face++) {
            sum += face * counts[face];
        }
        List<List<Integer>> groups = new ArrayList<>();
        int left = groups(counts, sum);
        while (left > 0) {
            List<Integer> group = new ArrayList<>();
            int largest = largest(counts);
            counts[largest]--;
            group.add(largest);
            if (largest < target && !closeGroup(counts, largest, target - largest, sum - largest, left - 1, group)) {
                throw new IllegalStateException("the search and its replay disagree");
            }
            for (int die : group) {
                sum -= die;
            }
            groups.add(List.copyOf(group));
            left--;
        }
        return groups;
    }

    private int groups(int[] counts, int sum) {
        return sum < target ? 0 : groups(counts, sum, key(counts));
    }

    /** As {@link #groups(int[])}, with the dice's sum and {@link #key} already worked out by the caller. */
    int groups(int[] counts, int sum, long key) {
        if (sum < target) {
            return 0;
        }
        int known = memo.get(key);
        if (known >= 0) {
            return known;
        }
        int largest = largest(counts);
        counts[largest]--;
        int best = largest >= target ? 1 + groups(counts, sum - largest)
                : 1 + bestClosing(counts, largest, target - largest, sum - largest, sum / target - 1);
        counts[largest]++;
        memo.put(key, best);
        return best;
    }

    /**
     * The most groups the dice left can make once the open group, still {@code need} short,
     * is closed with dice no larger than {@code maxFace}; -1 when it can't be closed.
     */
    private int bestClosing(int[] counts, int maxFace, int need, int sum, int bound) {
        int best = -1;
        int closer = smallestAtLeast(counts, need, maxFace);
        if (closer > 0) {
            counts[closer]--;
            best = groups(counts, sum - closer);
            counts[closer]++;
            if (best >= bound) {
                return best;
            }
        }
        for (int face = Math.min(maxFace, need - 1); face >= 1; face--) {
            if (counts[face] == 0) {
                continue;
            }
            counts[face]--;
            int found = bestClosing(counts, face, need - face, sum - face, bound);
            counts[face]++;
            if (found > best) {
                best = found;
                if (best >= bound) {
                    return best;
                }
            }
        }
        return best;
    }

    /** Replays {@link #bestClosing}: finds a closing of the open group that leaves {@code wanted} groups. */
    private boolean closeGroup(int[] counts, int maxFace, int need, int sum, int wanted, List<Integer> group) {
        int closer = smallestAtLeast(counts, need, maxFace);
        if (closer > 0) {
            counts[closer]--;
            if (groups(counts, sum - closer) == wanted) {
                group.add(closer);
                return true;
            }
            counts[closer]++;
        }
        for (int face = Math.min(maxFace, need - 1); face >= 1; face--) {
            if (counts[face] == 0) {
                continue;
            }
            counts[face]--;
            group.add(face);
            if (closeGroup(counts, face, need - face, sum - face, wanted, group)) {
                return true;
            }
            group.remove(group.size() - 1);
            counts[face]++;
        }
        return false;
    }

    private static int smallestAtLeast(int[] counts, int need, int maxFace) {
        for (int face = Math.max(need, 1); face <= maxFace; face++) {
            if (counts[face] > 0) {
                return face;
            }
        }
        return 0;
    }

    private static int largest(int[] counts) {
        for (int face = FACES; face >= 1; face--) {
            if (counts[face] > 0) {
                return face;
            }
        }
        throw new IllegalStateException("no dice");
    }

    /** Five bits a face, face 1 in the highest bits: {@code key << 5 | count} adds the next face. */
    static long key(int[] counts) {
        long key = 0;
        for (int face = 1; face <= FACES; face++) {
            key = key << 5 | counts[face];
        }
        return key;
    }
}
