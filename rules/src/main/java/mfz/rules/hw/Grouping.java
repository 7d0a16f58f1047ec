package mfz.rules.hw;

import java.util.ArrayList;
import java.util.List;

/**
 * The Fire dice left after Incoming, put into the most groups that each reach the effective
 * range: every group is one hit. A die that reaches the range alone is a group of one.
 *
 * @param groups each group's dice, largest first
 * @param unused the dice no group needed, largest first
 */
public record Grouping(int effectiveRange, List<List<Integer>> groups, List<Integer> unused) {

    /** Enough for any element (the command takes far fewer); the search's key allows 31 of a face. */
    public static final int MAX_DICE = 30;

    public Grouping {
        groups = groups.stream().map(List::copyOf).toList();
        unused = List.copyOf(unused);
    }

    public static Grouping best(List<Integer> dice, int effectiveRange) {
        if (dice.size() > MAX_DICE) {
            throw new IllegalArgumentException("at most " + MAX_DICE + " dice");
        }
        int[] counts = new int[Covering.FACES + 1];
        for (int die : dice) {
            if (die < 1 || die > Covering.FACES) {
                throw new IllegalArgumentException("not a d12: " + die);
            }
            counts[die]++;
        }
        // A range of zero or less is reached by every die alone, as a range of 1 is.
        List<List<Integer>> groups = new Covering(Math.max(1, effectiveRange)).bestGroups(counts);
        List<Integer> unused = new ArrayList<>();
        for (int face = Covering.FACES; face >= 1; face--) {
            for (int i = 0; i < counts[face]; i++) {
                unused.add(face);
            }
        }
        return new Grouping(effectiveRange, groups, unused);
    }

    public int hits() {
        return groups.size();
    }
}
