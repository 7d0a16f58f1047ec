package mfz.rules.map;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import mfz.rules.turn.Range;
import org.junit.jupiter.api.Test;

/**
 * Whether moves of so many units between two frames could bring them into a range band: a bound a
 * target menu leaves out what fails (docs/phones.md), never what a move could reach.
 */
class MayComeTest {

    @Test
    void handToHandComesWhenTheMovesCloseTheGapToOneUnit() {
        assertTrue(new MapCover.Measure(13, Range.ARTILLERY, 8).mayCome(Range.HAND, 12), "exactly 1 unit left");
        assertFalse(new MapCover.Measure(13.5, Range.ARTILLERY, 8).mayCome(Range.HAND, 12));
    }

    @Test
    void directFireComesFromBeyondTheRulerOrFromTooClose() {
        assertTrue(new MapCover.Measure(14, Range.ARTILLERY, 8).mayCome(Range.DIRECT, 6));
        assertFalse(new MapCover.Measure(14.5, Range.ARTILLERY, 8).mayCome(Range.DIRECT, 6));
        assertTrue(new MapCover.Measure(0.5, Range.HAND, 8).mayCome(Range.DIRECT, 6), "a step back");
    }

    @Test
    void artilleryComesOnlyFromBeyondTheRuler() {
        assertTrue(new MapCover.Measure(2.5, Range.DIRECT, 8).mayCome(Range.ARTILLERY, 6));
        assertFalse(new MapCover.Measure(2, Range.DIRECT, 8).mayCome(Range.ARTILLERY, 6), "8 units is still direct");
    }
}
