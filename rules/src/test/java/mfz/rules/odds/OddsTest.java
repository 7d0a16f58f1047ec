package mfz.rules.odds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import mfz.rules.attack.Situation;
import org.junit.jupiter.api.Test;

/**
 * The exact odds against counting every roll one by one, and against a million seeded attacks.
 * The oracle here resolves a sorted roll with its own copy of the docs/rules.md §6 table, so a
 * mistake in the engine's charts or in the counting shows as a difference.
 */
class OddsTest {

    /** Every situation, with the cover standing through 0, 1, 2 hits or the whole attack, and every target limit. */
    private static List<DamageSetup> grid(int dice) {
        List<DamageSetup> setups = new ArrayList<>();
        Integer[] covers = {null, 0, 1, 2};
        Integer[] targets = {null, 1, 2, 3};
        for (Situation chart : Situation.values()) {
            boolean covered = chart == Situation.TERRAIN_COVER || chart == Situation.FRAME_COVER;
            for (Integer cover : covered ? covers : new Integer[] {null}) {
                for (boolean shrugs : chart == Situation.FRAME_COVER ? new boolean[] {false, true} : new boolean[] {false}) {
                    for (Integer target : targets) {
                        setups.add(new DamageSetup(dice, chart, cover, shrugs, target));
                    }
                }
            }
        }
        return setups;
    }

    @Test
    void everyOrderedRollOfUpToSixDiceCountedOneByOne() {
        for (int n = 0; n <= 6; n++) {
            List<DamageSetup> setups = grid(n);
            long[][] counted = new long[setups.size()][64 * 64];
            int[] roll = new int[n];
            Arrays.fill(roll, 1);
            int[] sorted = new int[n];
            for (long r = 0; r < pow(6, n); r++) {
                System.arraycopy(roll, 0, sorted, 0, n);
                Arrays.sort(sorted);
                for (int i = 0; i < setups.size(); i++) {
                    Outcome o = oracle(setups.get(i), sorted);
                    counted[i][o.targetHits() * 64 + o.coverHits()]++;
                }
                next(roll, 6);
            }
            for (int i = 0; i < setups.size(); i++) {
                assertEquals(asMap(counted[i]), Odds.of(setups.get(i)).ways(), setups.get(i).toString());
            }
        }
    }

    /**
     * 7 to 12 dice: 6<sup>12</sup> ordered rolls are too many to walk, so the walk is over faces
     * 1–3 as one class (three ways each), 4, 5 and 6: every chart of docs/rules.md §6 changes only at
     * 4, 5 and 6, and the walk above shows faces 1, 2 and 3 alike on every chart. Each ordered
     * roll of classes is counted (4<sup>12</sup> ≈ 16.8 M of them), and each distinct sorted roll
     * so counted is resolved by the oracle for every setup of the grid.
     */
    @Test
    void everyRollOfSevenToTwelveDiceByFaceClass() {
        for (int n = 7; n <= 12; n++) {
            long[] tally = new long[16 * 16 * 16 * 16];
            long[] threes = new long[n + 1];
            threes[0] = 1;
            for (int i = 1; i <= n; i++) {
                threes[i] = threes[i - 1] * 3;
            }
            int[] roll = new int[n];
            long combos = pow(4, n);
            for (long r = 0; r < combos; r++) {
                int key = 0;
                for (int c : roll) {
                    key += 1 << (4 * c);
                }
                tally[key] += threes[key & 15];
                next0(roll, 4);
            }
            for (DamageSetup setup : grid(n)) {
                long[] counted = new long[64 * 64];
                for (int key = 0; key < tally.length; key++) {
                    if (tally[key] == 0) {
                        continue;
                    }
                    int[] faces = new int[n];
                    int at = 0;
                    for (int c = 0; c < 4; c++) {
                        for (int i = 0; i < ((key >> (4 * c)) & 15); i++) {
                            faces[at++] = c == 0 ? 1 : c + 3;
                        }
                    }
                    Outcome o = oracle(setup, faces);
                    counted[o.targetHits() * 64 + o.coverHits()] += tally[key];
                }
                DamageOdds odds = Odds.of(setup);
                assertEquals(asMap(counted), odds.ways(), setup.toString());
                assertEquals(BigInteger.valueOf(6).pow(n), odds.total());
            }
        }
    }

    private static Map<Outcome, BigInteger> asMap(long[] counted) {
        Map<Outcome, BigInteger> map = new HashMap<>();
        for (int i = 0; i < counted.length; i++) {
            if (counted[i] != 0) {
                map.put(new Outcome(i / 64, i % 64), BigInteger.valueOf(counted[i]));
            }
        }
        return map;
    }

    @Test
    void aMillionSeededAttacksLandWithinTheirStandardError() {
        List<DamageSetup> setups = List.of(
                new DamageSetup(9, Situation.TERRAIN_COVER, 1, false, 3),
                new DamageSetup(12, Situation.FRAME_COVER, 2, false, 4),
                new DamageSetup(6, Situation.OUT_OF_COVER, null, false, 2),
                new DamageSetup(16, Situation.HAND_TO_HAND, null, false, null));
        SplittableRandom random = new SplittableRandom(17);
        int attacks = 1_000_000 / setups.size();
        for (DamageSetup setup : setups) {
            Map<Outcome, Integer> seen = new HashMap<>();
            int[] roll = new int[setup.dice()];
            for (int a = 0; a < attacks; a++) {
                for (int i = 0; i < roll.length; i++) {
                    roll[i] = random.nextInt(1, 7);
                }
                Arrays.sort(roll);
                seen.merge(oracle(setup, roll), 1, Integer::sum);
            }
            DamageOdds odds = Odds.of(setup);
            for (Outcome o : odds.ways().keySet()) {
                double p = odds.chance(odds.ways().get(o));
                double observed = seen.getOrDefault(o, 0) / (double) attacks;
                double error = Math.sqrt(p * (1 - p) / attacks);
                assertTrue(Math.abs(observed - p) <= 5 * error + 1e-9,
                        setup + " " + o + ": exact " + p + ", seen " + observed);
            }
            assertTrue(odds.ways().keySet().containsAll(seen.keySet()), "a simulated outcome the odds say can't happen");
        }
    }

    @Test
    void theFamiliarNumbers() {
        DamageOdds one = Odds.of(DamageSetup.open(1, Situation.OUT_OF_COVER));
        assertEquals(BigInteger.TWO, one.waysTargetHitsAtLeast(1));
        assertEquals(1.0 / 3, one.targetHitsAtLeast(1), 1e-15);
        // cover that falls at its first hit lets later 5s through: better odds than cover that stands
        DamageOdds cover = Odds.of(new DamageSetup(3, Situation.TERRAIN_COVER, 0, false, null));
        assertTrue(cover.targetHitsAtLeast(1) > Odds.of(new DamageSetup(3, Situation.TERRAIN_COVER, null, false, null))
                .targetHitsAtLeast(1));
        assertEquals(0, Odds.of(DamageSetup.open(0, Situation.OUT_OF_COVER)).targetHitsAtLeast(1));
        assertEquals(0, Odds.damageDice(3, 0, 5));
        assertEquals(6, Odds.damageDice(5, 3, 2));
    }

    /** A sorted roll resolved lowest first, from the table in docs/rules.md §6 written out again. */
    private static Outcome oracle(DamageSetup s, int[] sorted) {
        String chart = switch (s.chart()) {
            case HAND_TO_HAND, TERRAIN_TARGET, FALLING -> "---TTT";
            case OUT_OF_COVER -> "----TT";
            case TERRAIN_COVER -> "---CCT";
            case FRAME_COVER -> "----CT";
        };
        Integer coverLeft = s.coverStandsThrough();
        int target = 0;
        int cover = 0;
        for (int face : sorted) {
            if (s.targetHitsToDestroy() != null && target >= s.targetHitsToDestroy()) {
                break;
            }
            char effect = chart.charAt(face - 1);
            if (effect == 'T') {
                target++;
            } else if (effect == 'C' && !(s.coverShrugs() && chart.equals("----CT"))) {
                cover++;
                if (coverLeft != null && coverLeft-- == 0) {
                    chart = "----TT";
                }
            }
        }
        return new Outcome(target, cover);
    }

    private static long pow(int base, int exp) {
        long p = 1;
        for (int i = 0; i < exp; i++) {
            p *= base;
        }
        return p;
    }

    /** The next roll of faces 1..sides, like an odometer. */
    private static void next(int[] roll, int sides) {
        for (int i = 0; i < roll.length; i++) {
            if (roll[i] < sides) {
                roll[i]++;
                return;
            }
            roll[i] = 1;
        }
    }

    private static void next0(int[] roll, int classes) {
        for (int i = 0; i < roll.length; i++) {
            if (roll[i] < classes - 1) {
                roll[i]++;
                return;
            }
            roll[i] = 0;
        }
    }
}
