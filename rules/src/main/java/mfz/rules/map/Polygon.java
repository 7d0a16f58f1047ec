package mfz.rules.map;

import java.util.ArrayList;
import java.util.List;

/**
 * A simple polygon (its edges never cross), given by its corners in order. A rectangle is a
 * polygon too ({@link #rectangle}).
 */
public record Polygon(List<Point> vertices) {

    public Polygon {
        vertices = List.copyOf(vertices);
        if (vertices.size() < 3) {
            throw new IllegalArgumentException("a polygon needs at least 3 corners");
        }
    }

    public static Polygon rectangle(double x, double y, double width, double height) {
        return new Polygon(List.of(new Point(x, y), new Point(x + width, y),
                new Point(x + width, y + height), new Point(x, y + height)));
    }

    /** The edges, each from a corner to the next (the last back to the first). */
    List<Segment> edges() {
        List<Segment> edges = new ArrayList<>(vertices.size());
        for (int i = 0; i < vertices.size(); i++) {
            edges.add(new Segment(vertices.get(i), vertices.get((i + 1) % vertices.size())));
        }
        return edges;
    }

    /** Inside or on the outline. */
    boolean contains(Point p) {
        for (Segment edge : edges()) {
            if (edge.distanceTo(p) <= Units.EPSILON) {
                return true;
            }
        }
        boolean inside = false;
        for (int i = 0, j = vertices.size() - 1; i < vertices.size(); j = i++) {
            Point a = vertices.get(i);
            Point b = vertices.get(j);
            if ((a.y() > p.y()) != (b.y() > p.y())
                    && p.x() < (b.x() - a.x()) * (p.y() - a.y()) / (b.y() - a.y()) + a.x()) {
                inside = !inside;
            }
        }
        return inside;
    }

    /** Strictly inside: contained, and not on the outline. */
    boolean containsInside(Point p) {
        for (Segment edge : edges()) {
            if (edge.distanceTo(p) <= Units.EPSILON) {
                return false;
            }
        }
        return contains(p);
    }

    /** 0 inside or on the outline, otherwise the distance to the nearest edge. */
    double distanceTo(Point p) {
        if (contains(p)) {
            return 0;
        }
        double nearest = Double.MAX_VALUE;
        for (Segment edge : edges()) {
            nearest = Math.min(nearest, edge.distanceTo(p));
        }
        return nearest;
    }

    /** 0 when the segment touches or enters the polygon, otherwise the closest approach. */
    double distanceTo(Segment segment) {
        if (contains(segment.from()) || contains(segment.to())) {
            return 0;
        }
        double nearest = Double.MAX_VALUE;
        for (Segment edge : edges()) {
            nearest = Math.min(nearest, edge.distanceTo(segment));
        }
        return nearest;
    }

    /** Two edges that aren't neighbours meet, or two neighbours fold back onto each other. */
    boolean selfIntersecting() {
        List<Segment> edges = edges();
        int n = edges.size();
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                boolean neighbours = j == i + 1 || (i == 0 && j == n - 1);
                Segment a = edges.get(i);
                Segment b = edges.get(j);
                if (!neighbours && a.distanceTo(b) <= Units.EPSILON) {
                    return true;
                }
                if (neighbours && n > 3 && overlapping(a, b)) {
                    return true;
                }
            }
        }
        return area() <= Units.EPSILON;
    }

    /** Neighbouring edges that run back along each other share more than their corner. */
    private static boolean overlapping(Segment a, Segment b) {
        double cross = (a.to().x() - a.from().x()) * (b.to().y() - b.from().y())
                - (a.to().y() - a.from().y()) * (b.to().x() - b.from().x());
        double dot = (a.to().x() - a.from().x()) * (b.to().x() - b.from().x())
                + (a.to().y() - a.from().y()) * (b.to().y() - b.from().y());
        return Math.abs(cross) <= Units.EPSILON && dot < 0;
    }

    double area() {
        double twice = 0;
        for (Segment edge : edges()) {
            twice += edge.from().x() * edge.to().y() - edge.to().x() * edge.from().y();
        }
        return Math.abs(twice) / 2;
    }

    Point centroid() {
        double x = 0;
        double y = 0;
        for (Point p : vertices) {
            x += p.x();
            y += p.y();
        }
        return new Point(x / vertices.size(), y / vertices.size());
    }
}
