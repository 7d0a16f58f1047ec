package mfz.rules.map;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * A move on the map (docs/rules.md §10): the frame ends within its die's reach of where it started,
 * measured straight, plus 1 unit for every 6 bricks it climbs. A frame with a movement system
 * or the sprint die goes over cover; one without may neither cross nor end inside high
 * terrain or another frame, so its way round is measured instead.
 *
 * <p>Rulings: only climbing costs (going down is falling, §8, the table's call); the way round
 * counts against the reach, as a table measures round a wall with its ruler; a frame that
 * starts on an obstacle may leave it, and one that touches it may step away but not through;
 * no frame may end overlapping another frame.
 */
public final class Movement {

    private Movement() {
    }

    /**
     * @param reach         the die's value, in units
     * @param mayCrossCover the frame has a movement system or the sprint die
     */
    public static MapCheck check(Battlefield field, MapFrame frame, Point to, int reach, boolean mayCrossCover) {
        int side = field.ruler().tableSide();
        if (to.x() < 0 || to.y() < 0 || to.x() > side || to.y() > side) {
            return MapCheck.refused(to.notation() + " is off the table (0 to " + side + " each way)", 0);
        }
        Disc end = frame.disc().at(to);
        for (MapFrame other : field.frames()) {
            if (!other.same(frame)
                    && other.disc().centre().distanceTo(to) < other.disc().radius() + end.radius() - Units.EPSILON) {
                return MapCheck.refused(other.name() + " already stands there", 0);
            }
        }
        // A station is a piece on the table like a frame: placing a frame on one is refused, so is ending a move on one.
        for (MapStation station : field.stations()) {
            if (station.disc().centre().distanceTo(to) < station.disc().radius() + end.radius() - Units.EPSILON) {
                return MapCheck.refused("Station " + station.name() + " already stands there", 0);
            }
        }
        int climbed = climbedOnTheWay(field, frame.at(), to, mayCrossCover);
        double climbing = (double) climbed / Terrain.BRICKS_PER_UNIT;
        double straight = frame.at().distanceTo(to);
        if (mayCrossCover) {
            return withinReach(straight, climbing, climbed, reach, "");
        }
        List<WayRound.Obstacle> obstacles = obstacles(field, frame);
        // Ending on cover is refused for every piece, the one it stands on now too (RULES.md §10: it
        // may not end inside a piece's outline); only the way off what it stands on is free.
        for (Terrain piece : field.terrain()) {
            if (piece.givesCover() && piece.outline().distanceTo(to) < end.radius() - Units.EPSILON) {
                return MapCheck.refused("Without a movement system or the sprint die, " + frame.name()
                        + " can't end on or inside " + piece.name(), straight);
            }
        }
        OptionalDouble way = WayRound.shortest(frame.at(), to, end.radius(), obstacles, reach - climbing, side);
        if (way.isEmpty()) {
            double total = straight + climbing;
            if (!Units.atMost(total, reach)) {
                return withinReach(straight, climbing, climbed, reach, "");
            }
            return MapCheck.refused("Without a movement system or the sprint die, " + frame.name()
                    + " can't cross cover, and there is no way round within " + Units.distance(reach)
                    + " (straight, it is " + Units.distance(straight) + ")", straight);
        }
        double length = way.getAsDouble();
        String round = length > straight + Units.EPSILON ? " going round cover" : "";
        return withinReach(length, climbing, climbed, reach, round);
    }

    /** A move as its check measured it: its length, climb and way round cover included, and the bricks climbed. */
    public record Measured(double units, int climbed) {
    }

    /**
     * A move the map allows, measured as {@link #check} measured it; empty when the map refuses it (a
     * move the host confirmed against the map). Its reply gave the straight line alone, and a climb
     * the check had charged went unsaid (a map player's first games).
     */
    public static Optional<Measured> measure(Battlefield field, MapFrame frame, Point to, int reach,
                                             boolean mayCrossCover) {
        return check(field, frame, to, reach, mayCrossCover) instanceof MapCheck.Allowed allowed
                ? Optional.of(new Measured(allowed.measured(), climbedOnTheWay(field, frame.at(), to, mayCrossCover)))
                : Optional.empty();
    }

    /**
     * The bricks a move climbs (docs/rules.md §10 rulings): every rise along its straight line,
     * each piece it crosses paying its own climb like one it ends on, and coming down free. A
     * frame that may not cross cover goes round it, so only the pieces it may cross count on the
     * way; where it ends counts whatever it is. Two 6-brick walls crossed one after the other
     * cost 12 bricks, not 6; a frame that starts on a tower, comes down and climbs another as
     * high pays for the second.
     */
    static int climbedOnTheWay(Battlefield field, Point from, Point to, boolean mayCrossCover) {
        List<Terrain> crossed = new ArrayList<>();
        List<Double> cuts = new ArrayList<>(List.of(0.0, 1.0));
        Segment way = new Segment(from, to);
        for (Terrain piece : field.terrain()) {
            if ((mayCrossCover || !piece.givesCover()) && piece.outline().distanceTo(way) <= Units.EPSILON) {
                crossed.add(piece);
                List<Point> corners = piece.outline().vertices();
                for (int i = 0; i < corners.size(); i++) {
                    crossing(from, to, corners.get(i), corners.get((i + 1) % corners.size())).ifPresent(cuts::add);
                }
            }
        }
        Collections.sort(cuts);
        int climbed = 0;
        int height = field.bricksAt(from);
        for (int i = 0; i + 1 < cuts.size(); i++) {
            double mid = (cuts.get(i) + cuts.get(i + 1)) / 2;
            Point p = new Point(from.x() + (to.x() - from.x()) * mid, from.y() + (to.y() - from.y()) * mid);
            int here = 0;
            for (Terrain piece : crossed) {
                if (piece.outline().contains(p)) {
                    here = Math.max(here, piece.bricks());
                }
            }
            climbed += Math.max(0, here - height);
            height = here;
        }
        return climbed + Math.max(0, field.bricksAt(to) - height);
    }

    /** Where, from 0 at {@code from} to 1 at {@code to}, the move's line crosses the edge a–b, if it does. */
    private static Optional<Double> crossing(Point from, Point to, Point a, Point b) {
        double dx = to.x() - from.x();
        double dy = to.y() - from.y();
        double ex = b.x() - a.x();
        double ey = b.y() - a.y();
        double denominator = dx * ey - dy * ex;
        if (Math.abs(denominator) < 1e-12) {
            return Optional.empty(); // parallel: the midpoints on either side tell the heights
        }
        double t = ((a.x() - from.x()) * ey - (a.y() - from.y()) * ex) / denominator;
        double u = ((a.x() - from.x()) * dy - (a.y() - from.y()) * dx) / denominator;
        return t > 0 && t < 1 && u >= 0 && u <= 1 ? Optional.of(t) : Optional.empty();
    }

    private static MapCheck withinReach(double length, double climbing, int climbed, int reach, String round) {
        double total = length + climbing;
        if (Units.atMost(total, reach)) {
            return new MapCheck.Allowed(total);
        }
        String how = climbed == 0 ? "" : " (" + Units.distance(length) + " across and " + climbed + " bricks up)";
        return MapCheck.refused("That move is " + Units.distance(total, reach) + round + how + ": the die reaches "
                + Units.distance(reach), total);
    }

    /**
     * What a frame without a movement system must go round, less what it already stands on (so
     * it may step off). What it only touches stays in its way: leaving it out let a frame
     * beside a wall walk through the wall, or stop on it; a leg may start at no clearance, so
     * the frame can still step away from what it touches.
     */
    static List<WayRound.Obstacle> obstacles(Battlefield field, MapFrame frame) {
        List<WayRound.Obstacle> obstacles = new ArrayList<>();
        double radius = frame.disc().radius();
        for (Terrain piece : field.terrain()) {
            if (piece.givesCover() && piece.outline().distanceTo(frame.at()) >= radius - Units.EPSILON) {
                obstacles.add(new WayRound.Wall(piece.outline()));
            }
        }
        for (MapFrame other : field.frames()) {
            if (!other.same(frame)
                    && other.disc().centre().distanceTo(frame.at()) >= other.disc().radius() + radius - Units.EPSILON) {
                obstacles.add(new WayRound.Post(other.disc()));
            }
        }
        return obstacles;
    }
}
