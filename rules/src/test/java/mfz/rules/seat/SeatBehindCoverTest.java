package mfz.rules.seat;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import mfz.rules.attack.Situation;
import mfz.rules.game.Command;
import mfz.rules.game.Table;
import mfz.rules.map.MapTables;
import mfz.rules.map.Point;
import mfz.rules.odds.DamageOdds;
import mfz.rules.odds.DamageSetup;
import mfz.rules.odds.Odds;
import mfz.rules.turn.Range;
import org.junit.jupiter.api.Test;

/**
 * On the map a seat weighs its attacks behind the cover the map finds (docs/rules.md §6, §10).
 * It used open ground's chart everywhere (the odds audit, 2026-11-26), so it attacked a frame
 * behind a wall, where a die hits only on a 6, as readily as one in the open.
 */
class SeatBehindCoverTest {

    @Test
    void aSeatAttacksTheFrameInTheOpenRatherThanTheOneBehindAWall() {
        // a1 at 2,2; b1 6 units off behind the 4-brick wall; b2 6 units off in the open.
        Table table = MapTables.skirmish("B G Y Rd", List.of(MapTables.NEAR_TARGET), new Point(8, 2));
        Command first = Seat.next(table.game(), "a", Strength.EASY).orElseThrow();
        assertEquals(new Command.StartTurn("a", "a1", "b2", "b", Range.DIRECT, 0, false, null), first);
    }

    /** The seat's chances behind cover, in doubles, are the exact odds' (which count every roll). */
    @Test
    void theHitsBehindCoverAreTheExactOdds() {
        for (int dice = 1; dice <= 8; dice++) {
            for (Integer stands : new Integer[] {null, 0, 1, 2}) {
                same(Shelter.terrain(stands == null ? 99 : stands), new DamageSetup(dice, Situation.TERRAIN_COVER,
                        stands == null ? null : stands, false, null), dice);
                same(Shelter.frame(stands == null ? 99 : stands, false), new DamageSetup(dice, Situation.FRAME_COVER,
                        stands == null ? null : stands, false, null), dice);
            }
            same(Shelter.frame(1, true), new DamageSetup(dice, Situation.FRAME_COVER, 1, true, null), dice);
            same(Shelter.OPEN, new DamageSetup(dice, Situation.OUT_OF_COVER, null, false, null), dice);
        }
    }

    /**
     * Behind cover a hit is valued as in the open: a review found the covered count left out the
     * partial hits of a frame destroyed, worth less behind cover than the same kill in the open.
     */
    @Test
    void hitsAreValuedAlikeBehindCoverAndInTheOpen() {
        for (int dice = 1; dice <= 8; dice++) {
            double[] open = Shelter.OPEN.targetHits(dice);
            for (int h = 1; h <= 6; h++) {
                assertEquals(Chances.atLeast(dice, 1.0 / 3, h) + 0.5 * Chances.expectedHits(dice, 1.0 / 3, h - 1) / h,
                        Chances.worth(open, h), 1e-12, dice + " dice, " + h + " hits destroy");
            }
        }
    }

    private static void same(Shelter shelter, DamageSetup setup, int dice) {
        DamageOdds exact = Odds.of(setup);
        double[] ours = shelter.targetHits(dice);
        for (int k = 0; k <= dice; k++) {
            assertEquals(exact.targetHits(k), ours[k], 1e-9, shelter + " " + dice + " dice, " + k + " hits");
        }
    }
}
