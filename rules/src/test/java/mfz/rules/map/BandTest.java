package mfz.rules.map;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The band between two discs, checked against a brute-force measurement: the distance from a
 * point to the convex hull of two discs is the least distance to any of 2,001 discs swept
 * between them, which is the hull's definition sampled finely.
 */
class BandTest {

    private static double bruteForce(Disc a, Disc b, Point p) {
        double best = Double.MAX_VALUE;
        for (int i = 0; i <= 2000; i++) {
            double t = i / 2000.0;
            Point centre = a.centre().towards(b.centre(), t);
            double radius = a.radius() + (b.radius() - a.radius()) * t;
            best = Math.min(best, centre.distanceTo(p) - radius);
        }
        return Math.max(0, best);
    }

    @Test
    void distancesToTheBandMatchABruteForceSweep() {
        Random random = new Random(21);
        for (int i = 0; i < 300; i++) {
            Disc a = new Disc(new Point(random.nextDouble() * 20, random.nextDouble() * 20), 0.5 + random.nextDouble() * 3);
            Disc b = new Disc(new Point(random.nextDouble() * 20, random.nextDouble() * 20), 0.5 + random.nextDouble() * 3);
            Point p = new Point(random.nextDouble() * 24, random.nextDouble() * 24);
            assertEquals(bruteForce(a, b, p), new Band(a, b).distanceTo(p), 1e-3, "case " + i);
        }
    }

    @Test
    void aSegmentsDistanceIsItsNearestPoints() {
        Band band = new Band(Disc.frameAt(new Point(0, 0)), Disc.frameAt(new Point(10, 0)));
        assertEquals(1.5, band.distanceTo(new Segment(new Point(3, 2), new Point(7, 2))), 1e-9);
        assertEquals(0, band.distanceTo(new Segment(new Point(5, -3), new Point(5, 3))), 1e-9, "crossing it");
        assertEquals(Math.hypot(2, 2) - 0.5, band.distanceTo(new Segment(new Point(12, 2), new Point(14, 6))), 1e-9,
                "beyond the rounded end");
    }
}
