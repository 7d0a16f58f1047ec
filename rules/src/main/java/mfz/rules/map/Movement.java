package mfz.rules.map;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;

/**
 * A move on the map (docs/rules.md §10): the frame ends within its die's reach of where it started,
 * measured straight, plus 1 unit for every 6 bricks it climbs. A frame with a movement system
 * or the sprint die goes over cover; one without may neither cross nor end inside high
 * terrain or another frame, so its way round is measured instead.
 *
 * <p>Rulings: only climbing costs (going down is falling, §8, the table's call); the way round
 * counts against the reach, as a table measures round a wall with its ruler; a frame that
 * starts touching or on an obstacle may leave it; no frame may end overlapping another frame.
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
        int climbed = Math.max(0, highestOnTheWay(field, frame.at(), to, mayCrossCover) - field.bricksAt(frame.at()));
        double climbing = (double) climbed / Terrain.BRICKS_PER_UNIT;
        double straight = frame.at().distanceTo(to);
        if (mayCrossCover) {
            return withinReach(straight, climbing, climbed, reach, "");
        }
        List<WayRound.Obstacle> obstacles = obstacles(field, frame);
        for (WayRound.Obstacle obstacle : obstacles) {
            if (obstacle instanceof WayRound.Wall(Polygon outline)
                    && outline.distanceTo(to) < end.radius() - Units.EPSILON) {
                return MapCheck.refused("Without a movement system or the sprint die, " + frame.name()
                        + " can't end on or inside " + nameOf(field, outline), straight);
            }
        }
        OptionalDouble way = WayRound.shortest(frame.at(), to, end.radius(), obstacles, reach - climbing);
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

    /**
     * The highest ground a move meets (docs/rules.md §10 rulings): where it ends, and every piece
     * its straight line crosses, since a frame crossing a piece pays its climb on the way like one
     * ending on it (coming down is free). A frame that may not cross cover goes round it, so only
     * the pieces it may cross count for it.
     */
    static int highestOnTheWay(Battlefield field, Point from, Point to, boolean mayCrossCover) {
        int highest = field.bricksAt(to);
        Segment way = new Segment(from, to);
        for (Terrain piece : field.terrain()) {
            if ((mayCrossCover || !piece.givesCover()) && piece.outline().distanceTo(way) <= Units.EPSILON) {
                highest = Math.max(highest, piece.bricks());
            }
        }
        return highest;
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

    /** What a frame without a movement system must go round, less what it already stands on or touches. */
    private static List<WayRound.Obstacle> obstacles(Battlefield field, MapFrame frame) {
        List<WayRound.Obstacle> obstacles = new ArrayList<>();
        for (Terrain piece : field.terrain()) {
            if (piece.givesCover() && piece.distanceTo(frame.disc()) > Units.EPSILON) {
                obstacles.add(new WayRound.Wall(piece.outline()));
            }
        }
        for (MapFrame other : field.frames()) {
            if (!other.same(frame) && other.disc().distanceTo(frame.disc()) > Units.EPSILON) {
                obstacles.add(new WayRound.Post(other.disc()));
            }
        }
        return obstacles;
    }

    private static String nameOf(Battlefield field, Polygon outline) {
        return field.terrain().stream().filter(t -> t.outline().equals(outline)).findFirst()
                .map(Terrain::name).orElse("cover");
    }
}
