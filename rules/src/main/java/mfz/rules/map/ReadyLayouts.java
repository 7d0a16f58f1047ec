package mfz.rules.map;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A few terrain layouts the bot offers ready-made, so a table that only taps (a phone) lays a
 * fair battlefield in one choice. Each is drawn in fractions of the table and sized to the
 * game's ruler, and each piece has a twin turned half round the table's centre: whichever side
 * a player deploys on, the same terrain faces them. Every piece that gives cover leaves the
 * open ground a point frame needs (docs/rules.md §3, §10), and nothing is random.
 */
public final class ReadyLayouts {

    /** A ready layout's name and what it looks like, in a few words for a menu. */
    public record Ready(String name, String words) {
    }

    private static final List<Ready> ALL = List.of(
            new Ready("Two hills", "a tall hill on each flank, the centre open"),
            new Ready("Crossroads", "four blocks round an open crossing"),
            new Ready("Ruins", "six low walls scattered in pairs"),
            new Ready("Broken ridge", "a ridge across the middle, a gap in it"));

    private ReadyLayouts() {
    }

    public static List<Ready> all() {
        return ALL;
    }

    /** The ready layout of that name (any case) on a table of this ruler, or empty. */
    public static Optional<MapLayout> named(String name, Ruler ruler) {
        String key = name == null ? "" : name.strip().toLowerCase(Locale.ROOT);
        return ALL.stream().filter(r -> r.name().toLowerCase(Locale.ROOT).equals(key)).findFirst()
                .map(r -> layout(r.name(), ruler));
    }

    /** The ready layout's name as it is spelled, for a name typed in any case. */
    public static Optional<String> spelled(String name) {
        String key = name == null ? "" : name.strip().toLowerCase(Locale.ROOT);
        return ALL.stream().map(Ready::name).filter(n -> n.toLowerCase(Locale.ROOT).equals(key)).findFirst();
    }

    private static MapLayout layout(String name, Ruler ruler) {
        double side = ruler.tableSide();
        List<Terrain> pieces = new ArrayList<>();
        switch (name) {
            case "Two hills" -> pair(pieces, "Hill", side, 0.12, 0.3, 0.2, 0.16, 6);
            case "Crossroads" -> {
                pair(pieces, "Block", side, 0.28, 0.28, 0.14, 0.14, 4);
                pair(pieces, "Block", side, 0.58, 0.28, 0.14, 0.14, 4);
            }
            case "Ruins" -> {
                pair(pieces, "Wall", side, 0.15, 0.22, 0.18, 0.03, 3);
                pair(pieces, "Wall", side, 0.48, 0.12, 0.03, 0.16, 3);
                pair(pieces, "Wall", side, 0.62, 0.38, 0.18, 0.03, 3);
            }
            case "Broken ridge" -> {
                pair(pieces, "Ridge", side, 0.08, 0.47, 0.32, 0.06, 6);
                pair(pieces, "Rock", side, 0.3, 0.2, 0.06, 0.06, 3);
            }
            default -> throw new IllegalArgumentException("no ready layout " + name);
        }
        return new MapLayout(ruler, pieces);
    }

    /** A rectangle in fractions of the table and its twin turned half round the centre, numbered on. */
    private static void pair(List<Terrain> pieces, String kind, double side, double x, double y, double w, double h,
                             int bricks) {
        double width = half(w * side);
        double depth = half(h * side);
        double left = half(x * side);
        double top = half(y * side);
        int n = pieces.size() + 1;
        pieces.add(new Terrain(kind + " " + n, Polygon.rectangle(left, top, width, depth), bricks));
        pieces.add(new Terrain(kind + " " + (n + 1),
                Polygon.rectangle(side - left - width, side - top - depth, width, depth), bricks));
    }

    /** To the nearest half unit, at least half a unit: what a table measures with a ruler. */
    private static double half(double units) {
        return Math.max(0.5, Math.round(units * 2) / 2.0);
    }
}
