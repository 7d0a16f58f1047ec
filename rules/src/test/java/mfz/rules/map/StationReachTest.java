package mfz.rules.map;

import static mfz.rules.map.Pieces.field;
import static mfz.rules.map.Pieces.frame;
import static mfz.rules.map.Pieces.station;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Standing near a station, who holds it from the map, and retreats (docs/rules.md §7, §10). */
class StationReachTest {

    private static final MapStation RELAY = station("Relay", "ana", 10, 10);

    @ParameterizedTest(name = "frame at {0},{1}: near {2}")
    @CsvSource({
            "11,   10, true",   // touching
            "12,   10, true",   // exactly 1 unit between the edges
            "12.01, 10, false",
            "10,   12, true",
    })
    void nearIsWithinOneUnit(double x, double y, boolean near) {
        assertEquals(near, StationReach.near(frame("F", "bo", x, y), RELAY));
    }

    @Test
    void controlFollowsWhoStandsNear() {
        Battlefield f = field(RELAY, frame("A", "ana", 14, 10), frame("B", "bo", 11.5, 10));
        assertEquals(Set.of("bo"), StationReach.playersNear(f, RELAY));
        assertEquals("bo", StationReach.holderAfter(f, RELAY, "ana"));
        Battlefield both = f.with(frame("A", "ana", 8.5, 10));
        assertEquals("ana", StationReach.holderAfter(both, RELAY, "ana"));
        Battlefield contested = field(RELAY, frame("B", "bo", 11.5, 10), frame("C", "cy", 8.5, 10));
        assertNull(StationReach.holderAfter(contested, RELAY, "ana"));
        assertEquals(List.of(RELAY), StationReach.stationsNear(f, f.frame("bo", "B").orElseThrow()));
    }

    @Test
    void aRetreatGoesOneUnitStraightAwayAndEndsNoLongerNear() {
        Point back = StationReach.retreat(frame("B", "bo", 10, 8), RELAY);
        assertEquals(10, back.x(), 1e-9);
        assertEquals(7, back.y(), 1e-9, "1 unit straight away");
        MapFrame touching = frame("B", "bo", 11, 10);
        Point clear = StationReach.retreat(touching, RELAY);
        assertFalse(StationReach.near(touching.movedTo(clear), RELAY), "a frame touching it steps beyond 1 unit");
        assertEquals(10, clear.y(), 1e-9);
    }

    /** A retreat stays on the table and off other frames: the nearest way clear of the station that is free. */
    @Test
    void aRetreatAtTheTablesEdgeTurnsAlongIt() {
        MapStation byTheEdge = station("Edge", "ana", 1.5, 12);
        MapFrame touching = frame("B", "bo", 0.5, 12);
        Battlefield f = field(byTheEdge, touching);
        Point back = StationReach.retreat(f, touching, byTheEdge);
        assertTrue(back.x() >= 0 && back.x() <= 24 && back.y() >= 0 && back.y() <= 24, "on the table: " + back);
        assertFalse(StationReach.near(touching.movedTo(back), byTheEdge), "and clear of the station: " + back);
        // In a corner no direction up to square to the straight one is on the table (a map audit):
        // it still ends on it, clear of the station.
        MapStation cornered = station("Corner", "ana", 1.2, 1.2);
        MapFrame inTheCorner = frame("B", "bo", 0.5, 0.3);
        Point out = StationReach.retreat(field(cornered, inTheCorner), inTheCorner, cornered);
        assertTrue(out.x() >= 0 && out.x() <= 24 && out.y() >= 0 && out.y() <= 24, "on the table: " + out);
        assertFalse(StationReach.near(inTheCorner.movedTo(out), cornered), "and clear of the station: " + out);
        MapFrame open = frame("B", "bo", 10, 8);
        assertEquals(StationReach.retreat(open, RELAY), StationReach.retreat(field(RELAY, open), open, RELAY),
                "in the open: straight away, as before");
    }

    /**
     * A frame without a movement system may not end on or inside cover (§10): its retreat turns
     * aside from a wall behind it, as from a frame; one with a movement system may stand on it
     * (an adversarial test: a retreat put a frame with no movement system inside a wall).
     */
    @Test
    void aRetreatTurnsAsideFromCoverAFrameMayNotStandOn() {
        MapStation alpha = station("Alpha", "ana", 4, 12);
        MapFrame a4 = frame("A4", "bo", 5.9, 12);
        Terrain back = Pieces.rect("Back", 6, 6.6, 11, 0.4, 2);
        Battlefield f = field(alpha, a4, back);
        Point straight = StationReach.retreat(f, a4, alpha, true);
        assertTrue(back.outline().distanceTo(straight) < a4.disc().radius(), "straight back onto the wall: " + straight);
        Point aside = StationReach.retreat(f, a4, alpha, false);
        assertTrue(back.outline().distanceTo(aside) >= a4.disc().radius() - Units.EPSILON, "clear of the wall: " + aside);
        assertFalse(StationReach.near(a4.movedTo(aside), alpha), "and clear of the station: " + aside);
    }

    /** A retreat turns aside from a station as from a frame: one ended on another station (a map audit). */
    @Test
    void aRetreatDoesntEndOnAnotherStation() {
        MapStation sa1 = station("Sa1", "ana", 22.76, 2.6);
        MapStation sa2 = station("Sa2", "ana", 22.76, 5.6);
        MapFrame a1 = frame("A1", "ana", 22.76, 4);
        Battlefield f = field(sa1, sa2, a1);
        Point to = StationReach.retreat(f, a1, sa1, true);
        assertTrue(sa2.disc().centre().distanceTo(to) >= sa2.disc().radius() + a1.disc().radius() - Units.EPSILON,
                "not on Sa2: " + to);
        assertFalse(StationReach.near(a1.movedTo(to), sa1), "clear of the station it left: " + to);
    }

    /** Hemmed in by frames, a retreat ends on a frame rather than on another station (a review's crowded layout). */
    @Test
    void hemmedInARetreatEndsOnAFrameRatherThanAStation() {
        Battlefield f = field(station("S1", "ana", 14.12, 15.85), station("S2", "ana", 17.33, 13.94),
                station("S3", "ana", 16.12, 17.41), frame("A", "bo", 15.29, 16.57), frame("X1", "cy", 12.37, 14.47),
                frame("X2", "cy", 12.29, 15.91), frame("X3", "cy", 14.61, 13.70), frame("X4", "cy", 14.67, 17.37),
                frame("X5", "cy", 12.69, 18.09), frame("X6", "cy", 16.50, 15.37));
        MapFrame a = f.frames().stream().filter(m -> m.name().equals("A")).findFirst().orElseThrow();
        MapStation s1 = f.stations().getFirst();
        Point to = StationReach.retreat(f, a, s1, true);
        for (MapStation station : f.stations()) {
            assertTrue(station.disc().centre().distanceTo(to) >= station.disc().radius() + a.disc().radius()
                    - Units.EPSILON, "not on " + station.name() + ": " + to);
        }
    }

    /** Hemmed in by frames, a frame without a movement system ends on a frame rather than inside a wall (a review). */
    @Test
    void hemmedInAFrameThatMayNotStandOnCoverEndsOnAFrameRatherThanInAWall() {
        MapStation s1 = new MapStation("S1", "ana", new Disc(new Point(14.5157, 10.2631), 1));
        Terrain wall = new Terrain("Wall", Polygon.rectangle(13.7236, 7.7819, 0.3175, 0.4182), 6);
        MapFrame a = new MapFrame("A", "bo", Disc.frameAt(new Point(14.1351, 8.7930)));
        double[][] around = {{12.8147, 11.3081}, {15.5831, 10.3359}, {16.7537, 11.4547}, {12.5675, 8.4422},
            {17.0066, 9.6975}, {13.1550, 6.4892}, {17.1762, 5.5946}, {16.5510, 6.8780}, {15.6125, 5.7914},
            {14.0828, 11.8175}, {15.6017, 11.9854}, {11.2679, 10.3967}, {12.7785, 10.1681}, {11.5510, 6.0663},
            {15.1396, 8.9691}, {14.9877, 7.8195}, {15.4095, 6.8505}, {11.7514, 7.6842}};
        List<MapFrame> frames = new ArrayList<>(List.of(a));
        for (int k = 0; k < around.length; k++) {
            frames.add(new MapFrame("X" + k, "cy", Disc.frameAt(new Point(around[k][0], around[k][1]))));
        }
        Battlefield f = new Battlefield(Ruler.EIGHT, List.of(wall), List.of(s1), frames);
        Point to = StationReach.retreat(f, a, s1, false);
        assertTrue(wall.outline().distanceTo(to) >= a.disc().radius() - Units.EPSILON, "not in the wall: " + to);
        assertFalse(StationReach.near(a.movedTo(to), s1), "clear of the station: " + to);
    }
}
