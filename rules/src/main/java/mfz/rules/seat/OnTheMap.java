package mfz.rules.seat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import mfz.rules.company.Frame;
import mfz.rules.company.SystemType;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.map.Battlefield;
import mfz.rules.map.CoverFinder;
import mfz.rules.map.CoverPiece;
import mfz.rules.map.Disc;
import mfz.rules.map.MapCover;
import mfz.rules.map.MapFrame;
import mfz.rules.map.MapPlacing;
import mfz.rules.map.MapStation;
import mfz.rules.map.Point;
import mfz.rules.map.Ranges;
import mfz.rules.map.StationReach;
import mfz.rules.turn.Range;

/**
 * A seat on the battlefield map (docs/rules.md §10): the points it places its pieces at and
 * moves its frames to, in order of preference, for {@link Seat} to keep the first the map
 * accepts. Deterministic: rings around what matters, then a grid over the table.
 */
final class OnTheMap {

    private static final int RING = 16;

    private OnTheMap() {
    }

    /**
     * A frame: near its company's stations first (within 1 unit: it guards them), then at the
     * limit of direct fire from each opposing frame (where the point frame goes), then anywhere,
     * nearest its stations (or the table's centre) first.
     */
    static List<Command> placeFrame(Game g, String seat, Frame frame) {
        Battlefield field = MapPlacing.battlefield(g);
        String owner = frame.owner().equals(seat) ? null : frame.owner();
        List<Point> points = new ArrayList<>();
        List<Point> home = new ArrayList<>();
        if (g.demo()) {
            for (MapStation s : field.stations()) {
                points.addAll(demoRing(s, frame));
            }
        }
        for (MapStation s : field.stations()) {
            if (frame.owner().equals(s.owner())) {
                home.add(s.disc().centre());
                points.addAll(ring(s.disc().centre(), s.disc().radius() + 0.9, RING));
            }
        }
        int units = field.ruler().units();
        for (MapFrame other : field.frames()) {
            if (!other.owner().equals(frame.owner())) {
                points.addAll(ring(other.at(), other.disc().radius() + 0.5 + units - 0.1, RING * 2));
            }
        }
        points.addAll(grid(field, home.isEmpty() ? List.of(centre(field)) : home));
        return points.stream().map(p -> (Command) new Command.PlaceFrameAt(seat, owner, frame.name(), p)).toList();
    }

    /**
     * Where a demo's frame may start: 5½ units from the station, edge to edge. The rule's 5 to 6
     * units fall between the points of the grid ({@link #grid}: at odd units from the centre they are
     * 5.8 or 7.1 from it): a seat hosting a demo on the map never placed a frame, and the deployment
     * card offered no point (an audit).
     */
    static List<Point> demoRing(MapStation station, Frame frame) {
        double frameRadius = Disc.frameAt(new Point(0, 0), frame.disc()).radius();
        return ring(station.disc().centre(), station.disc().radius() + frameRadius + 5.5, RING * 2);
    }

    /** A station: a little way from its company's other stations (within direct fire of one), else anywhere near its frames. */
    static List<Command> placeStation(Game g, String seat, String station) {
        Battlefield field = MapPlacing.battlefield(g);
        List<Point> points = new ArrayList<>();
        List<Point> near = new ArrayList<>();
        for (MapStation s : field.stations()) {
            if (seat.equals(s.owner())) {
                points.addAll(ring(s.disc().centre(), field.ruler().units() * 0.5, RING));
                near.add(s.disc().centre());
            }
        }
        field.frames().stream().filter(f -> f.owner().equals(seat)).forEach(f -> near.add(f.at()));
        points.addAll(grid(field, near.isEmpty() ? List.of(centre(field)) : near));
        return points.stream().map(p -> (Command) new Command.PlaceStationAt(seat, station, p)).toList();
    }

    /**
     * The covers the map finds between the two frames where they stand now (several: the target's
     * owner picks which is hit first), or open ground. Terrain stands through the hits its height
     * allows, a covering frame through all but the hit that destroys it.
     */
    static List<Shelter> shelters(Game g, Battlefield field, Frame attacker, Frame target) {
        Optional<MapFrame> a = field.frame(attacker.owner(), attacker.name());
        Optional<MapFrame> b = field.frame(target.owner(), target.name());
        if (a.isEmpty() || b.isEmpty()) {
            return List.of(Shelter.OPEN);
        }
        List<Shelter> found = new ArrayList<>();
        for (CoverPiece piece : CoverFinder.covers(field, a.get(), b.get())) {
            switch (piece) {
                case CoverPiece.OfTerrain t -> found.add(Shelter.terrain(MapCover.standsThrough(t.terrain())));
                case CoverPiece.OfFrame f -> g.frame(f.frame().owner(), f.frame().name()).filter(Frame::alive)
                        .ifPresent(c -> found.add(Shelter.frame(Chances.toDestroy(c) - 1,
                                c.count(SystemType.DEFENSE) >= 2)));
            }
        }
        return found.isEmpty() ? List.of(Shelter.OPEN) : List.copyOf(found);
    }

    /** The range the target stands at from this frame now, or empty when either is off the map. */
    static Optional<Range> band(Battlefield field, Frame from, Frame to) {
        Optional<MapFrame> a = field.frame(from.owner(), from.name());
        Optional<MapFrame> b = field.frame(to.owner(), to.name());
        return a.isEmpty() || b.isEmpty() ? Optional.empty() : Optional.of(Ranges.band(a.get(), b.get(), field.ruler()));
    }

    /** Moves toward another frame until within this range of it, as far as the die reaches. */
    static List<Command> moveInto(Game g, String seat, Frame self, Frame target, Range range, String die, int reach) {
        Battlefield field = MapPlacing.battlefield(g);
        Optional<MapFrame> a = field.frame(self.owner(), self.name());
        Optional<MapFrame> b = field.frame(target.owner(), target.name());
        if (a.isEmpty() || b.isEmpty()) {
            return List.of();
        }
        double gap = range == Range.HAND ? 0.6 : field.ruler().units() - 0.5;
        double stop = a.get().disc().radius() + b.get().disc().radius() + gap;
        return toward(field, seat, a.get().at(), b.get().at(), stop, die, reach);
    }

    /** Moves to stand near a station (within 1 unit of it), as far as the die reaches. */
    static List<Command> moveNear(Game g, String seat, Frame self, String station, String die, int reach) {
        Battlefield field = MapPlacing.battlefield(g);
        Optional<MapFrame> a = field.frame(self.owner(), self.name());
        Optional<MapStation> s = field.station(station);
        if (a.isEmpty() || s.isEmpty()) {
            return List.of();
        }
        if (StationReach.near(a.get(), s.get())) {
            // Already by it: a move ending where it stands settles who holds it (§7: where a move ends).
            return List.of(new Command.MoveTo(seat, die, a.get().at()));
        }
        double stop = a.get().disc().radius() + s.get().disc().radius() + 0.6;
        return toward(field, seat, a.get().at(), s.get().disc().centre(), stop, die, reach);
    }

    private static List<Command> toward(Battlefield field, String seat, Point from, Point goal, double stop, String die,
                                        int reach) {
        double d = from.distanceTo(goal);
        double travel = Math.min(reach - 0.05, d - stop);
        if (travel < 0.25) {
            return List.of();
        }
        double angle = Math.atan2(goal.y() - from.y(), goal.x() - from.x());
        List<Command> out = new ArrayList<>();
        for (double turn : new double[] {0, 0.35, -0.35, 0.7, -0.7, 1.1, -1.1}) {
            // Turned aside, the travel that still ends `stop` from the goal, where the die reaches it: the straight
            // line's length turned aside ended short ("toward Fang-c" 2.016 units off its centre, not near it,
            // with the die's units to spare: a phone review of a map game).
            double length = aimed(d, stop, turn, reach, travel);
            for (double share : new double[] {1, 0.75, 0.5}) {
                Point to = clamp(field, new Point(from.x() + Math.cos(angle + turn) * length * share,
                        from.y() + Math.sin(angle + turn) * length * share));
                out.add(new Command.MoveTo(seat, die, to));
            }
        }
        return out;
    }

    /**
     * How far to go, turned {@code turn} radians aside from the straight line to a goal {@code d}
     * off, to end {@code stop} from it, as far as the die reaches; {@code straight} (the straight
     * line's travel) when no such heading comes that close.
     */
    static double aimed(double d, double stop, double turn, int reach, double straight) {
        double across = stop * stop - Math.pow(d * Math.sin(turn), 2);
        double aimed = across < 0 ? straight : Math.min(reach - 0.05, d * Math.cos(turn) - Math.sqrt(across));
        return aimed >= 0.25 ? aimed : straight;
    }

    static List<Point> ring(Point centre, double radius, int n) {
        List<Point> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            double a = 2 * Math.PI * i / n;
            out.add(new Point(round(centre.x() + Math.cos(a) * radius), round(centre.y() + Math.sin(a) * radius)));
        }
        return out.stream().filter(p -> p.x() >= 0 && p.y() >= 0).toList();
    }

    /** A grid over the table every 2 units, nearest the anchors first. */
    static List<Point> grid(Battlefield field, List<Point> anchors) {
        int side = field.ruler().tableSide();
        List<Point> out = new ArrayList<>();
        for (int x = 1; x < side; x += 2) {
            for (int y = 1; y < side; y += 2) {
                out.add(new Point(x, y));
            }
        }
        out.sort(Comparator.comparingDouble(p -> anchors.stream().mapToDouble(p::distanceTo).min().orElse(0)));
        return out;
    }

    static Point centre(Battlefield field) {
        return new Point(field.ruler().tableSide() / 2.0, field.ruler().tableSide() / 2.0);
    }

    private static Point clamp(Battlefield field, Point p) {
        int side = field.ruler().tableSide();
        return new Point(round(Math.clamp(p.x(), 0, side)), round(Math.clamp(p.y(), 0, side)));
    }

    private static double round(double v) {
        return Math.round(v * 4) / 4.0;
    }
}
