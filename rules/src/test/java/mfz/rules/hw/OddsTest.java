package mfz.rules.hw;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

class OddsTest {

    @Test
    void theOddsAreThoseOfRollingEveryOrderedOutcome() {
        // 12^5 ordered rolls for the first, 12^4 for the others.
        int[][] cases = {{3, 2, 12}, {2, 2, 5}, {4, 0, 9}, {1, 3, 1}, {3, 1, 25}};
        for (int[] c : cases) {
            double[] expected = BruteForce.hitsByRolling(c[0], c[1], c[2]);
            Odds odds = Odds.exact(c[0], c[1], c[2]);
            assertEquals(expected.length, odds.byHits().size());
            for (int hits = 0; hits < expected.length; hits++) {
                assertEquals(expected[hits], odds.byHits().get(hits), 1e-12,
                        hits + " hits of F" + c[0] + " D" + c[1] + " at " + c[2]);
            }
        }
    }

    @Test
    void theOddsAreThoseOfEveryFireAndIncomingMultisetAtRangesOnBothSidesOfTwelve() {
        // Ranges up to 12 fold the faces that hit alone into counts; from 13 up every face is searched.
        int[][] cases = {{4, 2, 3}, {4, 2, 8}, {5, 2, 12}, {5, 2, 13}, {4, 2, 20}};
        for (int[] c : cases) {
            double[] expected = BruteForce.hitsByMultisets(c[0], c[1], c[2]);
            Odds odds = Odds.exact(c[0], c[1], c[2]);
            for (int hits = 0; hits < expected.length; hits++) {
                // Sums of a million terms in a different order: equal to within rounding.
                assertEquals(expected[hits], odds.byHits().get(hits), 1e-10,
                        hits + " hits of F" + c[0] + " D" + c[1] + " at " + c[2]);
            }
        }
    }

    /**
     * §11: a group must add up to the effective range. Twelve d12s reach 144 only all at 12 (one
     * roll in 12^12), and nothing reaches 145, however many dice are rolled.
     */
    @Test
    void atTheFarthestRangeOnlyTwelveTwelvesHitAndBeyondItNothingDoes() {
        assertEquals(Math.pow(12, -12), Odds.exact(12, 0, 144).atLeast(1), Math.pow(12, -12) * 1e-6);
        assertEquals(0.0, Odds.exact(11, 0, 144).atLeast(1), 0.0, "eleven dice reach 132 at most");
        assertEquals(0.0, Odds.exact(12, 0, 145).atLeast(1), 0.0);
        assertEquals(1.0, Odds.exact(12, 12, 145).byHits().getFirst(), 0.0);
    }

    @Test
    void theChancesOfABigShotAddUpToOne() {
        Odds odds = Odds.exact(10, 6, 15);
        assertEquals(1.0, odds.byHits().stream().mapToDouble(Double::doubleValue).sum(), 1e-9);
        assertEquals(odds.atLeast(0), 1.0, 1e-9);
    }

    @Test
    void theWarmUpIsAnOrdinaryQueryAtTheLargestPool() {
        Assertions.assertEquals(Odds.exact(Odds.MAX_FIRE, Odds.MAX_INCOMING,
                GroupCounts.MAX_RANGE / 2), Odds.warmUp());
    }
}
