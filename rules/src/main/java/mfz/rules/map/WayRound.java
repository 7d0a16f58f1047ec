package mfz.rules.map;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalDouble;
import java.util.PriorityQueue;

/**
 * The shortest way for a disc of radius {@code r} from one point to another round obstacles it
 * may not cross (high terrain, other frames), no longer than a limit.
 *
 * <p>How: a visibility graph. Its nodes are the start, the end, and a ring of 16 points just
 * outside every obstacle corner (every polygon corner, and round every disc), at the clearance
 * the mover needs divided by cos(π/16), so that the chord between two neighbouring ring points
 * still keeps that clearance. An edge joins two nodes when the straight leg between them keeps
 * the mover's disc off every obstacle. A* (straight-line distance as the estimate) finds the
 * shortest path; nodes that can't lie on a path within the limit (outside the ellipse round
 * start and end) are dropped first, which keeps it fast. The ring makes a way hugging a corner
 * at most 2 % longer than the true one, and only along the part that bends round it: a move
 * that squeezes round cover with less than that to spare may be refused, never the reverse.
 */
final class WayRound {

    private static final int RING = 16;
    private static final double RING_FACTOR = 1 / Math.cos(Math.PI / RING);
    private static final double MARGIN = 1e-4;

    sealed interface Obstacle {
        /** How far the leg's centre line stays from the obstacle, less the clearance needed. */
        double spare(Segment leg, double radius);

        /** Where the ring points go, and how far out. */
        List<Point> corners();

        double ringRadius(double radius);
    }

    record Wall(Polygon outline) implements Obstacle {
        @Override
        public double spare(Segment leg, double radius) {
            return outline.distanceTo(leg) - radius;
        }

        @Override
        public List<Point> corners() {
            return outline.vertices();
        }

        @Override
        public double ringRadius(double radius) {
            return radius * RING_FACTOR + MARGIN;
        }
    }

    record Post(Disc disc) implements Obstacle {
        @Override
        public double spare(Segment leg, double radius) {
            return leg.distanceTo(disc.centre()) - disc.radius() - radius;
        }

        @Override
        public List<Point> corners() {
            return List.of(disc.centre());
        }

        @Override
        public double ringRadius(double radius) {
            return (radius + disc.radius()) * RING_FACTOR + MARGIN;
        }
    }

    private WayRound() {
    }

    static boolean clear(Segment leg, double radius, List<Obstacle> obstacles) {
        for (Obstacle obstacle : obstacles) {
            if (obstacle.spare(leg, radius) < -Units.EPSILON) {
                return false;
            }
        }
        return true;
    }

    /**
     * The length of the shortest clear way within {@code limit}, or empty when there is none. The
     * way stays on the table (centres from 0 to {@code side}, as where a move may end): round a
     * wall that meets the table's edge there is no way.
     */
    static OptionalDouble shortest(Point from, Point to, double radius, List<Obstacle> obstacles, double limit,
                                   double side) {
        if (from.distanceTo(to) > limit + Units.EPSILON) {
            return OptionalDouble.empty();
        }
        if (clear(new Segment(from, to), radius, obstacles)) {
            return OptionalDouble.of(from.distanceTo(to));
        }
        // Only obstacles the mover could reach within the limit can be in its way.
        List<Obstacle> inReach = new ArrayList<>();
        for (Obstacle obstacle : obstacles) {
            if (obstacle.spare(new Segment(from, from), radius) <= limit + Units.EPSILON) {
                inReach.add(obstacle);
            }
        }
        obstacles = inReach;
        List<Point> nodes = new ArrayList<>();
        nodes.add(from);
        nodes.add(to);
        for (Obstacle obstacle : obstacles) {
            double ring = obstacle.ringRadius(radius);
            for (Point corner : obstacle.corners()) {
                for (int k = 0; k < RING; k++) {
                    double angle = 2 * Math.PI * k / RING;
                    Point p = corner.plus(ring * Math.cos(angle), ring * Math.sin(angle));
                    boolean onTheTable = p.x() >= 0 && p.y() >= 0 && p.x() <= side && p.y() <= side;
                    if (onTheTable && from.distanceTo(p) + p.distanceTo(to) <= limit + Units.EPSILON
                            && clear(new Segment(p, p), radius, obstacles)) {
                        nodes.add(p);
                    }
                }
            }
        }
        return aStar(nodes, radius, obstacles, limit);
    }

    private record Step(int node, double travelled, double estimate) {
    }

    private static OptionalDouble aStar(List<Point> nodes, double radius, List<Obstacle> obstacles, double limit) {
        Point goal = nodes.get(1);
        double[] best = new double[nodes.size()];
        Arrays.fill(best, Double.MAX_VALUE);
        boolean[] done = new boolean[nodes.size()];
        best[0] = 0;
        PriorityQueue<Step> open = new PriorityQueue<>((a, b) -> Double.compare(a.estimate, b.estimate));
        open.add(new Step(0, 0, nodes.get(0).distanceTo(goal)));
        while (!open.isEmpty()) {
            Step step = open.poll();
            if (done[step.node]) {
                continue;
            }
            if (step.node == 1) {
                return OptionalDouble.of(step.travelled);
            }
            done[step.node] = true;
            Point here = nodes.get(step.node);
            for (int next = 1; next < nodes.size(); next++) {
                if (done[next]) {
                    continue;
                }
                Point there = nodes.get(next);
                double travelled = step.travelled + here.distanceTo(there);
                if (travelled >= best[next] || travelled + there.distanceTo(goal) > limit + Units.EPSILON
                        || !clear(new Segment(here, there), radius, obstacles)) {
                    continue;
                }
                best[next] = travelled;
                open.add(new Step(next, travelled, travelled + there.distanceTo(goal)));
            }
        }
        return OptionalDouble.empty();
    }
}
