package mfz.rules.map;

/** A round piece seen from above: a frame (1 unit across unless set otherwise) or a station. */
public record Disc(Point centre, double diameter) {

    /** A frame's footprint when the table doesn't say otherwise. */
    public static final double FRAME_DIAMETER = 1;

    public Disc {
        if (!(diameter > 0) || !Double.isFinite(diameter)) {
            throw new IllegalArgumentException("a disc needs a positive diameter: " + diameter);
        }
    }

    public static Disc frameAt(Point centre) {
        return new Disc(centre, FRAME_DIAMETER);
    }

    /** A frame's footprint: as wide as its company set it (docs/rules.md §10), else 1 unit. */
    public static Disc frameAt(Point centre, Double diameter) {
        return new Disc(centre, diameter == null ? FRAME_DIAMETER : diameter);
    }

    public double radius() {
        return diameter / 2;
    }

    /** Closest distance between the two discs' edges: 0 when they touch or overlap. */
    public double distanceTo(Disc other) {
        return Math.max(0, centre.distanceTo(other.centre) - radius() - other.radius());
    }

    /** Closest distance from this disc's edge to the polygon: 0 when they touch or overlap. */
    public double distanceTo(Polygon polygon) {
        return Math.max(0, polygon.distanceTo(centre) - radius());
    }

    public Disc at(Point where) {
        return new Disc(where, diameter);
    }
}
