package mfz.rules.map;

/**
 * The band swept from one disc to another: the convex hull of the two (a capsule when both are
 * the same size). A cover piece lies "between" an attacker and its target when it touches it.
 *
 * <p>The hull of two discs is the union of the discs in between, centre and radius moving
 * together from one to the other. So the distance from a point to the band is the least, over
 * that sweep, of (distance to the centre − radius): a convex function of the sweep, which a
 * ternary search minimises exactly enough (to 1e-12 after 70 steps). For an edge of a polygon
 * the distance is convex in both the sweep and the position along the edge, so two nested
 * searches find it.
 */
record Band(Disc from, Disc to) {

    private static final int STEPS = 70;

    double distanceTo(Point p) {
        double low = 0;
        double high = 1;
        for (int i = 0; i < STEPS; i++) {
            double a = low + (high - low) / 3;
            double b = high - (high - low) / 3;
            if (gap(p, a) <= gap(p, b)) {
                high = b;
            } else {
                low = a;
            }
        }
        return Math.max(0, gap(p, (low + high) / 2));
    }

    private double gap(Point p, double t) {
        Point centre = from.centre().towards(to.centre(), t);
        double radius = from.radius() + (to.radius() - from.radius()) * t;
        return centre.distanceTo(p) - radius;
    }

    double distanceTo(Segment segment) {
        double low = 0;
        double high = 1;
        for (int i = 0; i < STEPS; i++) {
            double a = low + (high - low) / 3;
            double b = high - (high - low) / 3;
            if (distanceTo(segment.from().towards(segment.to(), a))
                    <= distanceTo(segment.from().towards(segment.to(), b))) {
                high = b;
            } else {
                low = a;
            }
        }
        return distanceTo(segment.from().towards(segment.to(), (low + high) / 2));
    }

    boolean touches(Disc disc) {
        return distanceTo(disc.centre()) - disc.radius() <= Units.EPSILON;
    }

    boolean touches(Polygon polygon) {
        if (polygon.contains(from.centre()) || polygon.contains(to.centre())) {
            return true;
        }
        for (Segment edge : polygon.edges()) {
            if (distanceTo(edge) <= Units.EPSILON) {
                return true;
            }
        }
        return false;
    }
}
