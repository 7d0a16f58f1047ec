package mfz.rules.map;

import static mfz.rules.map.Pieces.field;
import static mfz.rules.map.Pieces.frame;
import static mfz.rules.map.Pieces.rect;
import static mfz.rules.map.Pieces.station;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Deployment from the map (docs/rules.md §3, §10). The defender "dee" has a station at 6,12 (1 unit
 * across), so its perimeter reaches to centres 9 units away for a 1-unit frame: x ≤ 15 along
 * the row y = 12.
 */
class MapDeploymentTest {

    private static final MapStation HOME = station("Home", "dee", 6, 12);

    private static Battlefield withHome(Object... more) {
        Object[] all = new Object[more.length + 1];
        all[0] = HOME;
        System.arraycopy(more, 0, all, 1, more.length);
        return field(all);
    }

    @Test
    void theDefendersStationsStandWithinDirectFireOfAnother() {
        assertTrue(MapDeployment.station(withHome(), station("Mast", "dee", 15, 12), "dee").allowed(), "8 apart");
        MapCheck.Refused far = assertInstanceOf(MapCheck.Refused.class,
                MapDeployment.station(withHome(), station("Mast", "dee", 15.5, 12), "dee"));
        assertEquals("The defender's stations must each be within direct-fire range (8 units) of another:"
                + " the nearest is 8.5 units away", far.reason());
        assertTrue(MapDeployment.station(withHome(), station("Far", "att", 22, 22), "dee").allowed(),
                "attackers' stations go anywhere");
        assertEquals("Station Home already stands there",
                assertInstanceOf(MapCheck.Refused.class,
                        MapDeployment.station(withHome(), station("Mast", "dee", 6.5, 12), "dee")).reason());
    }

    /** The perimeter at its boundary: a frame's edge exactly 8 units from the station's edge. */
    @ParameterizedTest(name = "defender frame at x {0}: inside {1}")
    @CsvSource({"15, true", "15.01, false", "7, true"})
    void theDefendersFirstFramesStandInsideThePerimeter(double x, boolean inside) {
        assertEquals(inside, MapDeployment.defenderFrameInside(withHome(), frame("D1", "dee", x, 12), "dee").allowed());
    }

    @Test
    void aDefenderFrameOutsideThePerimeterIsRefusedWithTheDistance() {
        MapCheck.Refused refused = assertInstanceOf(MapCheck.Refused.class,
                MapDeployment.defenderFrameInside(withHome(), frame("D1", "dee", 20, 12), "dee"));
        assertEquals("D1 must stand inside the perimeter (within 8 units of a defender's station): it is 13 units"
                + " from the nearest", refused.reason());
    }

    /** The point frame against a defender frame at 10,12: at the limit means gap in (7.75, 8]. */
    @ParameterizedTest(name = "point frame at {0},{1}: {2}")
    @CsvSource({
            "19,    12, true",    // gap exactly 8
            "18.8,  12, true",    // 7.8: within a quarter unit of the limit
            "18.7,  12, false",   // 7.7: too close
            "19.01, 12, false",   // beyond direct fire
    })
    void thePointFrameStandsAtTheLimitOfDirectFire(double x, double y, boolean allowed) {
        // The perimeter (to x 15) is nearer than the defender frame's range, so it doesn't decide these.
        Battlefield f = withHome(frame("D1", "dee", 10, 12));
        assertEquals(allowed, MapDeployment.pointFrame(f, frame("P", "pat", x, y), "dee", id -> id).allowed());
    }

    /**
     * At the limit of one defender frame, any one (§10 rulings): the point frame at 19.05,12 is
     * 8.05 from D1 at 10,12 (beyond direct fire), and the second frame decides.
     */
    @ParameterizedTest(name = "second defender frame at {0},{1} ({2} away): {3}")
    @CsvSource({
            "10.3, 12.9, 7.80, true",    // at the limit of D2: legal, whatever D1
            "10.1, 12.9, 8.00, true",    // exactly at D2's limit
            "11,   14,   7.29, false",   // too close to D2, beyond D1: neither qualifies
    })
    void anyOneDefenderFrameQualifiesThePointFrame(double x, double y, double gap, boolean allowed) {
        Battlefield f = withHome(frame("D1", "dee", 10, 12), frame("D2", "dee", x, y));
        MapFrame point = frame("P", "pat", 19.05, 12);
        assertEquals(gap, Ranges.between(point, f.frame("dee", "D2").orElseThrow()), 0.005);
        assertEquals(allowed, MapDeployment.pointFrame(f, point, "dee", id -> id).allowed());
    }

    @Test
    void thePointFrameStandsOutsideThePerimeterAndOutOfCover() {
        Battlefield f = withHome(frame("D1", "dee", 6, 4));
        MapCheck.Refused inside = assertInstanceOf(MapCheck.Refused.class,
                MapDeployment.pointFrame(f, frame("P", "pat", 6, 13.5), "dee", id -> id));
        assertTrue(inside.reason().startsWith("P must stand outside the defender's perimeter: it is 0.5 units"),
                inside.reason());
        Battlefield covered = withHome(frame("D1", "dee", 10, 12), rect("tower", 5, 19.6, 11, 1, 2));
        MapCheck.Refused inCover = assertInstanceOf(MapCheck.Refused.class,
                MapDeployment.pointFrame(covered, frame("P", "pat", 19, 12), "dee", id -> id));
        assertEquals("The point frame must stand out of cover: tower (5 bricks) is within 1 unit", inCover.reason());
    }

    @Test
    void attackerFramesStandOutsideThePerimeterAndOutOfEveryDefenderFramesDirectFire() {
        Battlefield f = withHome(frame("D1", "dee", 10, 12));
        assertTrue(MapDeployment.attackerFrame(f, frame("A", "att", 19.01, 12), "dee").allowed());
        MapCheck.Refused inRange = assertInstanceOf(MapCheck.Refused.class,
                MapDeployment.attackerFrame(f, frame("A", "att", 18, 12), "dee"));
        assertEquals("A must stand out of direct-fire range (8 units) of every defender frame: D1 is 7 units away",
                inRange.reason());
    }

    @Test
    void laterDefenderFramesOutsideThePerimeterMustBeInCover() {
        Battlefield open = withHome();
        assertTrue(MapDeployment.defenderFrameLater(open, frame("D3", "dee", 12, 12), "dee").allowed(), "inside");
        MapCheck.Refused exposed = assertInstanceOf(MapCheck.Refused.class,
                MapDeployment.defenderFrameLater(open, frame("D3", "dee", 20, 20), "dee"));
        assertTrue(exposed.reason().startsWith("D3 stands outside the perimeter ("), exposed.reason());
        Battlefield covered = withHome(rect("ruin", 3, 21, 19, 2, 2));
        assertTrue(MapDeployment.defenderFrameLater(covered, frame("D3", "dee", 20, 20), "dee").allowed());
    }

    @Test
    void demoFramesStartFiveToSixUnitsFromTheStation() {
        Battlefield demo = field(station("Centre", null, 12, 12));
        assertTrue(MapDeployment.demoFrame(demo, frame("A", "ana", 18, 12)).allowed(), "gap 5");
        assertTrue(MapDeployment.demoFrame(demo, frame("A", "ana", 19, 12)).allowed(), "gap 6");
        assertEquals("In the demo game every frame starts 5 to 6 units from the station: A is 4 units from it",
                assertInstanceOf(MapCheck.Refused.class, MapDeployment.demoFrame(demo, frame("A", "ana", 17, 12)))
                        .reason());
    }
}
