package mfz.rules.map;

import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Deployment checked from the map (docs/rules.md §3 and §10). The defender's perimeter is every
 * place within direct-fire range of one of its stations. Each check answers for one piece
 * about to be placed on {@code field} (which holds what is already placed).
 *
 * <p>Rulings: "at the limit of direct-fire range" means no further than the ruler and less than
 * {@link #LIMIT_TOLERANCE} short of it, since nobody places a model to the millimetre; "in
 * cover" and "out of cover" at deployment, with no attacker to measure from, mean a cover piece
 * within 1 unit or none.
 */
public final class MapDeployment {

    /** How far short of the ruler the point frame may stand and still be "at the limit". */
    public static final double LIMIT_TOLERANCE = 0.25;

    private MapDeployment() {
    }

    /** How far the disc is from the defender's nearest station; {@code MAX_VALUE} with none placed. */
    public static double fromPerimeterStations(Battlefield field, String defender, Disc disc) {
        double nearest = Double.MAX_VALUE;
        for (MapStation station : field.stations()) {
            if (defender.equals(station.owner())) {
                nearest = Math.min(nearest, disc.distanceTo(station.disc()));
            }
        }
        return nearest;
    }

    public static boolean insidePerimeter(Battlefield field, String defender, Disc disc) {
        return Ranges.withinDirectFire(fromPerimeterStations(field, defender, disc), field.ruler());
    }

    /** A frame: on the table, and not on top of another frame or a station already there. */
    public static MapCheck onTheTable(Battlefield field, MapFrame piece) {
        return onTheTable(field, piece.disc(), piece::same, station -> false);
    }

    /** A station: on the table, and not on top of a frame or another station already there. */
    public static MapCheck onTheTable(Battlefield field, MapStation piece) {
        return onTheTable(field, piece.disc(), frame -> false, station -> station.name().equalsIgnoreCase(piece.name()));
    }

    /** Any piece: on the table, and not on top of a frame or station already there (but itself, being moved). */
    private static MapCheck onTheTable(Battlefield field, Disc disc, Predicate<MapFrame> itself,
                                       Predicate<MapStation> itselfStation) {
        int side = field.ruler().tableSide();
        Point c = disc.centre();
        if (c.x() < 0 || c.y() < 0 || c.x() > side || c.y() > side) {
            return MapCheck.refused(c.notation() + " is off the table (0 to " + side + " each way)", 0);
        }
        for (MapFrame frame : field.frames()) {
            if (!itself.test(frame) && overlap(frame.disc(), disc)) {
                return MapCheck.refused(frame.name() + " already stands there", 0);
            }
        }
        for (MapStation station : field.stations()) {
            if (!itselfStation.test(station) && overlap(station.disc(), disc)) {
                return MapCheck.refused("Station " + station.name() + " already stands there", 0);
            }
        }
        return new MapCheck.Allowed(0);
    }

    /** Step 2 (and 5 for attackers): the defender's stations each within direct-fire range of another. */
    public static MapCheck station(Battlefield field, MapStation station, String defender) {
        MapCheck table = onTheTable(field, station);
        if (!table.allowed() || !defender.equals(station.owner())) {
            return table;
        }
        List<MapStation> others = field.stations().stream()
                .filter(s -> defender.equals(s.owner()) && !s.name().equalsIgnoreCase(station.name())).toList();
        if (others.isEmpty()) {
            return table;
        }
        double nearest = Double.MAX_VALUE;
        for (MapStation other : others) {
            nearest = Math.min(nearest, station.disc().distanceTo(other.disc()));
        }
        if (Ranges.withinDirectFire(nearest, field.ruler())) {
            return new MapCheck.Allowed(nearest);
        }
        return MapCheck.refused("The defender's stations must each be within direct-fire range ("
                + Units.distance(field.ruler().units()) + ") of another: the nearest is "
                + Units.distance(nearest, field.ruler().units()) + " away", nearest);
    }

    /** Step 2: the defender's first two frames stand inside its perimeter. */
    public static MapCheck defenderFrameInside(Battlefield field, MapFrame frame, String defender) {
        MapCheck table = onTheTable(field, frame);
        if (!table.allowed()) {
            return table;
        }
        double distance = fromPerimeterStations(field, defender, frame.disc());
        if (Ranges.withinDirectFire(distance, field.ruler())) {
            return new MapCheck.Allowed(distance);
        }
        return MapCheck.refused(frame.name() + " must stand inside the perimeter (within "
                + Units.distance(field.ruler().units()) + " of a defender's station): it is "
                + shown(distance, field) + " from the nearest", distance);
    }

    /** Step 3: the point frame, outside the perimeter, at the limit of a defender frame's direct fire, out of cover. */
    public static MapCheck pointFrame(Battlefield field, MapFrame frame, String defender,
                                      Function<String, String> names) {
        MapCheck outside = outsidePerimeter(field, frame, defender);
        if (!outside.allowed()) {
            return outside;
        }
        int ruler = field.ruler().units();
        double closestToLimit = Double.MAX_VALUE;
        double measured = 0;
        boolean atTheLimit = false;
        // As far as direct fire reaches from one defender frame, any one, and no farther (§10 rulings):
        // legal when some defender frame qualifies, whatever the distances to the others.
        for (MapFrame other : field.frames()) {
            if (defender.equals(other.owner())) {
                double distance = Ranges.between(frame, other);
                boolean qualifies = Units.atMost(distance, ruler) && distance > ruler - LIMIT_TOLERANCE - Units.EPSILON;
                if (qualifies && !atTheLimit || atTheLimit == qualifies && Math.abs(ruler - distance) < closestToLimit) {
                    closestToLimit = Math.abs(ruler - distance);
                    measured = distance;
                    atTheLimit = qualifies;
                }
            }
        }
        if (closestToLimit == Double.MAX_VALUE) {
            return MapCheck.refused("The defender has no frame on the map yet to measure the point frame from", 0);
        }
        if (!atTheLimit) {
            return MapCheck.refused("The point frame stands at the limit of a defender frame's direct fire ("
                    + Units.number(ruler - LIMIT_TOLERANCE) + " to " + Units.distance(ruler)
                    + "): the closest to that is " + Units.distance(measured, ruler), measured);
        }
        List<CoverPiece> cover = CoverFinder.coverNear(field, frame);
        if (!cover.isEmpty()) {
            return MapCheck.refused("The point frame must stand out of cover: " + cover.getFirst().describe(names)
                    + " is within 1 unit", measured);
        }
        return new MapCheck.Allowed(measured);
    }

    /** Step 4: attackers' other frames, outside the perimeter and out of every defender frame's direct fire. */
    public static MapCheck attackerFrame(Battlefield field, MapFrame frame, String defender) {
        MapCheck outside = outsidePerimeter(field, frame, defender);
        if (!outside.allowed()) {
            return outside;
        }
        for (MapFrame other : field.frames()) {
            if (defender.equals(other.owner())) {
                double distance = Ranges.between(frame, other);
                if (Ranges.withinDirectFire(distance, field.ruler())) {
                    return MapCheck.refused(frame.name() + " must stand out of direct-fire range ("
                            + Units.distance(field.ruler().units()) + ") of every defender frame: "
                            + other.name() + " is " + Units.distance(distance, field.ruler().units()) + " away",
                            distance);
                }
            }
        }
        return outside;
    }

    /** Step 6: the defender's remaining frames, anywhere, but in cover when outside the perimeter. */
    public static MapCheck defenderFrameLater(Battlefield field, MapFrame frame, String defender) {
        MapCheck table = onTheTable(field, frame);
        if (!table.allowed()) {
            return table;
        }
        double distance = fromPerimeterStations(field, defender, frame.disc());
        if (Ranges.withinDirectFire(distance, field.ruler()) || !CoverFinder.coverNear(field, frame).isEmpty()) {
            return new MapCheck.Allowed(distance);
        }
        return MapCheck.refused(frame.name() + " stands outside the perimeter (" + shown(distance, field)
                + " from the nearest station), so it must be in cover: no terrain of "
                + Terrain.COVER_BRICKS + "+ bricks or frame within 1 unit", distance);
    }

    /** Demo game (§9): every frame starts 5 to 6 units from the neutral station. */
    public static MapCheck demoFrame(Battlefield field, MapFrame frame) {
        MapCheck table = onTheTable(field, frame);
        if (!table.allowed() || field.stations().isEmpty()) {
            return table;
        }
        double distance = frame.disc().distanceTo(field.stations().getFirst().disc());
        if (distance >= 5 - Units.EPSILON && Units.atMost(distance, 6)) {
            return new MapCheck.Allowed(distance);
        }
        return MapCheck.refused("In the demo game every frame starts 5 to 6 units from the station: "
                + frame.name() + " is " + Units.distance(distance) + " from it", distance);
    }

    private static MapCheck outsidePerimeter(Battlefield field, MapFrame frame, String defender) {
        MapCheck table = onTheTable(field, frame);
        if (!table.allowed()) {
            return table;
        }
        double distance = fromPerimeterStations(field, defender, frame.disc());
        if (Ranges.withinDirectFire(distance, field.ruler())) {
            return MapCheck.refused(frame.name() + " must stand outside the defender's perimeter: it is "
                    + Units.distance(distance, field.ruler().units()) + " from a station, within "
                    + Units.distance(field.ruler().units()), distance);
        }
        return new MapCheck.Allowed(distance);
    }

    private static boolean overlap(Disc a, Disc b) {
        return a.centre().distanceTo(b.centre()) < a.radius() + b.radius() - Units.EPSILON;
    }

    private static String shown(double distance, Battlefield field) {
        return distance == Double.MAX_VALUE ? "no station placed yet, so nowhere"
                : Units.distance(distance, field.ruler().units());
    }
}
