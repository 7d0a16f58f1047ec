package mfz.rules.map;

/** A place on the table, in ruler units; (0, 0) is a corner, x to the right, y away from it. */
public record Point(double x, double y) {

    public Point {
        if (!Double.isFinite(x) || !Double.isFinite(y)) {
            throw new IllegalArgumentException("a point needs finite coordinates: " + x + ", " + y);
        }
    }

    public double distanceTo(Point other) {
        return Math.hypot(other.x - x, other.y - y);
    }

    Point plus(double dx, double dy) {
        return new Point(x + dx, y + dy);
    }

    /** The point a fraction {@code t} of the way from here to {@code other}. */
    Point towards(Point other, double t) {
        return new Point(x + (other.x - x) * t, y + (other.y - y) * t);
    }

    /** As players write it, to the three decimals a place may have ({@link Units#exact}): {@code 3.5,12.125}. */
    public String notation() {
        return Units.exact(x) + "," + Units.exact(y);
    }
}
