package mfz.rules.hw;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The shipped table against the search it was written from, and its own arithmetic. */
class GroupCountsTest {

    @Test
    void theShippedTableIsWhatTheSearchFindsAtRangesOnBothSidesOfTwelve() {
        // 6: high faces folded; 13: the slowest search, every face low; 37 and 100: sums decide more.
        for (int range : new int[] {1, 6, 13, 37, 100}) {
            Map<Long, long[]> searched = GroupCountSearch.count(range);
            List<GroupCounts.PatternCount> shipped = GroupCounts.at(range);
            assertEquals(searched.size(), shipped.size(), "patterns at " + range);
            for (GroupCounts.PatternCount counted : shipped) {
                long[] expected = searched.get(counted.pattern());
                long[] actual = new long[expected.length];
                for (int g = 0; g < counted.byGroups().length; g++) {
                    actual[g] = counted.byGroups()[g];
                }
                assertArrayEquals(expected, actual, "pattern " + Long.toHexString(counted.pattern()) + " at " + range);
            }
        }
    }

    @Test
    void everyMultisetOfUpToTwelveDiceOnTwelveFacesIsCountedOnce() {
        // C(24, 12): multisets of 0 to 12 dice on 12 faces (12 faces plus a "no die" slot).
        long multisets = 2_704_156;
        for (int range : new int[] {13, 72, GroupCounts.MAX_RANGE}) {
            long counted = 0;
            for (GroupCounts.PatternCount pattern : GroupCounts.at(range)) {
                for (int n : pattern.byGroups()) {
                    counted += n;
                }
            }
            assertEquals(multisets, counted, "multisets at " + range);
        }
    }

    @Test
    void aPatternKnowsHowManyDiceItHolds() {
        // Two faces showing one die each, one face showing three: five dice.
        assertEquals(5, GroupCounts.dice(2L | 1L << 8));
    }
}
