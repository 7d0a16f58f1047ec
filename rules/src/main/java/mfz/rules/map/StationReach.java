package mfz.rules.map;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import mfz.rules.stations.StationControl;

/**
 * Who stands near a station (within 1 unit, docs/rules.md §10), who holds it after that (by §7's
 * rule in {@link StationControl}), and where a frame retreats to.
 */
public final class StationReach {

    /** How far beyond 1 unit a retreating frame ends, so it is plainly not near any more. */
    private static final double RETREAT_MARGIN = 0.01;

    private StationReach() {
    }

    public static boolean near(MapFrame frame, MapStation station) {
        return Units.atMost(frame.disc().distanceTo(station.disc()), 1);
    }

    /** The stations the frame stands near, in the map's order. */
    public static List<MapStation> stationsNear(Battlefield field, MapFrame frame) {
        List<MapStation> near = new ArrayList<>();
        for (MapStation station : field.stations()) {
            if (near(frame, station)) {
                near.add(station);
            }
        }
        return near;
    }

    /** The players with a standing frame near the station, each once, in the map's order. */
    public static Set<String> playersNear(Battlefield field, MapStation station) {
        Set<String> players = new LinkedHashSet<>();
        for (MapFrame frame : field.frames()) {
            if (near(frame, station)) {
                players.add(frame.owner());
            }
        }
        return players;
    }

    /** Who holds the station once the frames stand where the map has them. */
    public static String holderAfter(Battlefield field, MapStation station, String holder) {
        return StationControl.holderAfter(holder, playersNear(field, station));
    }

    /**
     * The farthest a retreat from this station could move the frame: a bound on {@link #retreat},
     * which steps on until the frame stands clear, turned aside where the straight way is blocked.
     */
    public static double farthestRetreat(MapFrame frame, MapStation station) {
        return 2 * clear(frame, station);
    }

    /** How far from the station's centre a frame stands clear of it: no longer near (within 1 unit). */
    private static double clear(MapFrame frame, MapStation station) {
        return 1 + station.disc().radius() + frame.disc().radius() + RETREAT_MARGIN;
    }

    /**
     * Where a frame that gives up its position ends: straight away from the station's centre,
     * 1 unit (§10), or further if 1 unit would still leave it near the station, since §6 says
     * it no longer stands near it (a ruling: both texts hold). A frame exactly on the centre
     * (only by a typing slip) steps along x.
     */
    public static Point retreat(MapFrame frame, MapStation station) {
        Point from = station.disc().centre();
        Point at = frame.at();
        double length = from.distanceTo(at);
        double dx = length < Units.EPSILON ? 1 : (at.x() - from.x()) / length;
        double dy = length < Units.EPSILON ? 0 : (at.y() - from.y()) / length;
        double clear = clear(frame, station);
        double step = Math.max(1, clear - length);
        return at.plus(dx * step, dy * step);
    }

    /**
     * The same on this battlefield: straight away when that point is on the table and free of
     * other frames, otherwise the nearest direction to it that is (15° at a time, either side),
     * as far as it takes to stand clear. A frame by a station at the table's edge was pushed off
     * it, and one in a corner, where no direction up to square to the straight one is on the
     * table, still was (a map audit): the search goes on round. Free of other stations too. When
     * other frames block every way, the nearest way on the table that gets clear, onto a frame
     * if it must (never onto a station unless nothing else gets clear).
     */
    public static Point retreat(Battlefield field, MapFrame frame, MapStation station) {
        return retreat(field, frame, station, true);
    }

    /**
     * The same for a frame that may stand on cover or not: one without a movement system may not
     * end on or inside a piece that gives cover (§10), so a retreat turns aside from it, and
     * hemmed in ends on a frame sooner than in cover (an adversarial test: a retreat put such a
     * frame inside a wall).
     */
    public static Point retreat(Battlefield field, MapFrame frame, MapStation station, boolean mayStandOnCover) {
        Point straight = retreat(frame, station);
        Point from = station.disc().centre();
        Point at = frame.at();
        double clear = clear(frame, station);
        double away = Math.atan2(straight.y() - at.y(), straight.x() - at.x());
        int side = field.ruler().tableSide();
        // Free of other frames, stations and (for a frame without a movement system) cover first.
        // Hemmed in by frames: onto one rather than onto another station or into cover it may not
        // stand on (reviews found the second search ended on a station, then in a wall), then off
        // stations at least, then the nearest direction on the table that gets clear of the
        // station (left for a ruling, docs/rules.md). Brought back onto the table straight away
        // instead, it could stay within a unit of the station it left, and the map then counted it
        // there (a review).
        Predicate<Point> onTable = p -> p.x() >= 0 && p.y() >= 0 && p.x() <= side && p.y() <= side;
        Predicate<Point> mayStand = p -> mayStandOnCover || offCover(field, frame, p);
        return firstClear(at, away, from, clear, p -> freeFor(field, frame, p) && mayStand.test(p))
                .or(() -> firstClear(at, away, from, clear, p -> onTable.test(p) && offStations(field, frame, p)
                        && mayStand.test(p)))
                .or(() -> firstClear(at, away, from, clear, p -> onTable.test(p) && offStations(field, frame, p)))
                .or(() -> firstClear(at, away, from, clear, onTable))
                .orElse(new Point(Math.clamp(straight.x(), 0, side), Math.clamp(straight.y(), 0, side)));
    }

    /**
     * Searching out from {@code at}, 15° at a time either side of {@code away}: the first point
     * where the frame stands clear of the station ({@code clear} from its centre), when
     * {@code fits} takes it; a direction whose first clear point doesn't fit is given up.
     */
    private static Optional<Point> firstClear(Point at, double away, Point from, double clear,
                                              Predicate<Point> fits) {
        for (int k = 0; k <= 24; k++) {
            double angle = away + Math.PI / 12 * ((k + 1) / 2) * (k % 2 == 1 ? 1 : -1);
            for (double step = 1; step <= 4; step += 0.05) {
                Point p = at.plus(Math.cos(angle) * step, Math.sin(angle) * step);
                if (p.distanceTo(from) >= clear) {
                    if (fits.test(p)) {
                        return Optional.of(p);
                    }
                    break;
                }
            }
        }
        return Optional.empty();
    }

    /** On the table, and overlapping no other frame. */
    private static boolean freeFor(Battlefield field, MapFrame frame, Point p) {
        int side = field.ruler().tableSide();
        if (p.x() < 0 || p.y() < 0 || p.x() > side || p.y() > side) {
            return false;
        }
        // Nor on a station, which is a piece on the table as a frame is (a map audit: a retreat from
        // one station ended on another, as no move or placement may).
        return field.frames().stream().filter(other -> !other.same(frame)).noneMatch(other ->
                other.disc().centre().distanceTo(p) < other.disc().radius() + frame.disc().radius() - Units.EPSILON)
                && offStations(field, frame, p);
    }

    private static boolean offCover(Battlefield field, MapFrame frame, Point p) {
        return field.terrain().stream().noneMatch(piece -> piece.givesCover()
                && piece.outline().distanceTo(p) < frame.disc().radius() - Units.EPSILON);
    }

    private static boolean offStations(Battlefield field, MapFrame frame, Point p) {
        return field.stations().stream().noneMatch(station -> station.disc().centre().distanceTo(p)
                < station.disc().radius() + frame.disc().radius() - Units.EPSILON);
    }
}
