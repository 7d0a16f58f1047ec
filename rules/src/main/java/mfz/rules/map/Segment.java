package mfz.rules.map;

/** A straight stretch between two points: a polygon's edge, or a leg of a move. */
record Segment(Point from, Point to) {

    double length() {
        return from.distanceTo(to);
    }

    /** The point of this segment closest to {@code p}. */
    Point closestTo(Point p) {
        double dx = to.x() - from.x();
        double dy = to.y() - from.y();
        double squared = dx * dx + dy * dy;
        if (squared == 0) {
            return from;
        }
        double t = ((p.x() - from.x()) * dx + (p.y() - from.y()) * dy) / squared;
        return from.towards(to, Math.max(0, Math.min(1, t)));
    }

    double distanceTo(Point p) {
        return closestTo(p).distanceTo(p);
    }

    double distanceTo(Segment other) {
        if (crosses(other)) {
            return 0;
        }
        return Math.min(Math.min(distanceTo(other.from), distanceTo(other.to)),
                Math.min(other.distanceTo(from), other.distanceTo(to)));
    }

    /** The two segments cross properly (touching ends are caught by the distances). */
    private boolean crosses(Segment other) {
        double d1 = side(other.from, other.to, from);
        double d2 = side(other.from, other.to, to);
        double d3 = side(from, to, other.from);
        double d4 = side(from, to, other.to);
        return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
    }

    private static double side(Point a, Point b, Point p) {
        return (b.x() - a.x()) * (p.y() - a.y()) - (b.y() - a.y()) * (p.x() - a.x());
    }
}
