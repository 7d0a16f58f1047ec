package mfz.rules.map;

import static mfz.rules.map.Pieces.frame;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import mfz.rules.turn.Range;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Distances at the closest and the range bands at their boundaries (docs/rules.md, "Undo"). */
class RangesTest {

    /** Two 1-unit frames on a line: the gap is the centres' distance less 1. */
    @ParameterizedTest(name = "ruler {0}, centres {1} apart: gap {2}, {3}")
    @CsvSource({
            "8, 1,     0,    HAND",       // base to base
            "8, 0.5,   0,    HAND",       // overlapping counts as touching
            "8, 2,     1,    HAND",       // exactly 1: still hand to hand
            "8, 2.01,  1.01, DIRECT",     // just over 1
            "8, 9,     8,    DIRECT",     // exactly the ruler
            "8, 9.01,  8.01, ARTILLERY",  // just over the ruler
            "8, 30,    29,   ARTILLERY",
            "6, 7,     6,    DIRECT",     // the small table's ruler
            "6, 7.01,  6.01, ARTILLERY",
            "6, 9,     8,    ARTILLERY",  // direct fire on an 8 ruler, artillery on a 6
    })
    void bandsAtTheirBoundaries(int ruler, double apart, double gap, Range band) {
        MapFrame a = frame("A", "ana", 3, 3);
        MapFrame b = frame("B", "bo", 3 + apart, 3);
        assertEquals(gap, Ranges.between(a, b), 1e-9);
        assertEquals(band, Ranges.band(a, b, Ruler.ofUnits(ruler).orElseThrow()));
    }

    @Test
    void diagonalDistancesAreStraightLines() {
        MapFrame a = frame("A", "ana", 0, 0);
        MapFrame b = frame("B", "bo", 3, 4);
        assertEquals(4, Ranges.between(a, b), 1e-9);
    }

    @Test
    void wideFramesAreMeasuredFromTheirEdges() {
        MapFrame big = new MapFrame("Big", "ana", new Disc(new Point(0, 0), 3));
        MapFrame small = frame("S", "bo", 4, 0);
        assertEquals(2, Ranges.between(big, small), 1e-9);
    }

    @Test
    void discToPolygonIsMeasuredToTheNearestEdgeOrCorner() {
        Polygon block = Polygon.rectangle(10, 10, 2, 2);
        assertEquals(1.5, Disc.frameAt(new Point(8, 11)).distanceTo(block), 1e-9);
        assertEquals(5 - 0.5, Disc.frameAt(new Point(9, 8)).distanceTo(Polygon.rectangle(12, 12, 1, 1)), 1e-9);
        assertEquals(0, Disc.frameAt(new Point(11, 11)).distanceTo(block), 1e-9, "standing on it");
    }

    @Test
    void aTargetOutOfTheNamedRangeIsRefusedWithTheMeasurement() {
        MapFrame a = frame("Lancer", "ana", 0, 5);
        MapFrame b = frame("Brick", "bo", 9.04, 5);
        MapCheck check = Ranges.inNamedRange(a, b, Range.DIRECT, Ruler.EIGHT);
        MapCheck.Refused refused = assertInstanceOf(MapCheck.Refused.class, check);
        assertEquals("Brick is 8.04 units from Lancer: artillery range, not direct fire", refused.reason());
        assertEquals(8.04, refused.measured(), 1e-9);
        assertTrue(Ranges.inNamedRange(a, b, Range.ARTILLERY, Ruler.EIGHT).allowed());
        assertFalse(Ranges.inNamedRange(a, b, Range.HAND, Ruler.EIGHT).allowed());
    }

    @Test
    void distancesAreShownToOneDecimalUnlessThatHidesTheDifference() {
        assertEquals("8.3 units", Units.distance(8.26));
        assertEquals("1 unit", Units.distance(1.04));
        assertEquals("8.04 units", Units.distance(8.04, 8));
        // Rounded away from the limit, never onto it (an adversarial test: "6 units: the die reaches 6 units").
        assertEquals("6.01 units", Units.distance(6.004, 6));
        assertEquals("5.99 units", Units.distance(5.996, 6));
        assertEquals("8 units", Units.distance(8, 8));
        assertEquals("9.5 units", Units.distance(9.46, 8));
        // Floating point's noise isn't a hundredth more (a map audit: 23.01 − 14 − 1 read 8.02).
        assertEquals("8.01 units", Units.distance(23.01 - 14 - 1, 8));
        assertEquals("2.01 units", Units.distance(22.76 - 20.75, 2));
    }
}
