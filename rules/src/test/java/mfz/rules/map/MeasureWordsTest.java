package mfz.rules.map;

import static org.junit.jupiter.api.Assertions.assertEquals;

import mfz.rules.turn.Range;
import org.junit.jupiter.api.Test;

/**
 * A measured distance said with two decimals by a band's edge: "now 8 units: artillery" stood in
 * a target menu beside "in range now: 8 units: direct fire" (a phone review, an 8-unit ruler).
 */
class MeasureWordsTest {

    @Test
    void aDistanceByABandsEdgeIsSaidCloselyEnoughToTellTheBandsApart() {
        assertEquals("8.04 units: artillery", new MapCover.Measure(8.04, Range.ARTILLERY, 8).words());
        assertEquals("8 units: direct fire", new MapCover.Measure(8.0, Range.DIRECT, 8).words());
        assertEquals("7.99 units: direct fire", new MapCover.Measure(7.99, Range.DIRECT, 8).words());
        assertEquals("1.02 units: direct fire", new MapCover.Measure(1.02, Range.DIRECT, 8).words());
        assertEquals("5 units: direct fire", new MapCover.Measure(5, Range.DIRECT, 8).words(), "far from an edge");
    }

    /**
     * A place is shown as exactly as it may be typed (three decimals): 12.001 read 12, and 12.125
     * read 12.13, a place the player never typed (a bad-input audit).
     */
    @Test
    void aPlaceIsShownAsTyped() {
        assertEquals("12.001,3", new Point(12.001, 3).notation());
        assertEquals("12.125,0.5", new Point(12.125, 0.5).notation());
        assertEquals("0,7.25", new Point(-0.0, 7.25).notation());
    }
}
