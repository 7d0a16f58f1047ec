package mfz.rules.hw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class GroupingTest {

    @Test
    void elevenSixSixOneAtTwelveMakeTwoGroups() {
        Grouping grouping = Grouping.best(List.of(11, 6, 6, 1), 12);
        assertEquals(2, grouping.hits());
        assertEquals(List.of(List.of(11, 1), List.of(6, 6)), grouping.groups());
        assertEquals(List.of(), grouping.unused());
    }

    @Test
    void aDieThatReachesTheRangeAloneIsAGroupOfOne() {
        Grouping grouping = Grouping.best(List.of(12, 5, 3), 9);
        assertEquals(List.of(List.of(12)), grouping.groups());
        assertEquals(List.of(5, 3), grouping.unused());
        assertEquals(3, Grouping.best(List.of(1, 1, 2), 0).hits(), "every die reaches a range of 0");
    }

    @Test
    void greedyLosesAHitTheSearchDoesNot() {
        // Adding the largest dice first (9+8, 7+3+2) makes two; 9+1, 8+2, 7+3 make three.
        Grouping grouping = Grouping.best(List.of(9, 8, 7, 3, 2, 1), 10);
        assertEquals(3, grouping.hits());
    }

    @Test
    void neverFewerGroupsThanABruteForceSearchOnThousandsOfRandomRolls() {
        SplittableRandom random = new SplittableRandom(19);
        for (int roll = 0; roll < 3000; roll++) {
            int size = 1 + random.nextInt(8);
            List<Integer> dice = new ArrayList<>();
            for (int i = 0; i < size; i++) {
                dice.add(1 + random.nextInt(12));
            }
            int range = 1 + random.nextInt(30);
            Grouping grouping = Grouping.best(dice, range);
            assertEquals(BruteForce.mostGroups(dice, range), grouping.hits(), dice + " at " + range);
            assertValid(dice, range, grouping);
        }
    }

    /** The groups use each die once, every group reaches the range, and the rest are unused. */
    private static void assertValid(List<Integer> dice, int range, Grouping grouping) {
        List<Integer> all = new ArrayList<>(grouping.unused());
        for (List<Integer> group : grouping.groups()) {
            assertTrue(group.stream().mapToInt(Integer::intValue).sum() >= range, group + " at " + range);
            all.addAll(group);
        }
        List<Integer> sortedDice = new ArrayList<>(dice);
        sortedDice.sort(null);
        all.sort(null);
        assertEquals(sortedDice, all);
    }
}
