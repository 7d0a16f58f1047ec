package mfz.rules.map;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import mfz.rules.company.Names;

/**
 * Terrain as players type it: {@code rect x,y,w,h} (a corner, then width and depth) or
 * {@code poly x,y x,y x,y …} (the corners in order), in ruler units, on a square table whose
 * corner is 0,0. Every refusal says what to fix.
 */
public final class ShapeNotation {

    /** The tallest terrain a table builds; anything higher is a typo. */
    public static final int MAX_BRICKS = 60;

    public static final int MAX_CORNERS = 24;

    /** Digits enough for any number a double holds exactly; what lies off the table is refused as that. */
    private static final Pattern NUMBER = Pattern.compile("-?\\d{1,9}(\\.\\d{1,3})?");
    private static final Pattern FINER = Pattern.compile("-?\\d{1,9}\\.\\d{4,}");
    private static final Pattern NAME = Pattern.compile("[\\p{L}\\p{N}][\\p{L}\\p{N} '_-]{0,31}");

    private ShapeNotation() {
    }

    /** A named piece of terrain on a layout's table, checked whole. */
    public static Terrain terrain(String name, String shape, int bricks, MapLayout layout) {
        String trimmed = name == null ? "" : name.strip();
        nameProblem(trimmed).ifPresent(problem -> {
            throw new InvalidShapeException(problem);
        });
        // Typed only: a saved map or an older export keeps such a name (a frame's wins it then).
        if (RESERVED.contains(trimmed.toLowerCase(Locale.ROOT))) {
            throw new InvalidShapeException("`" + trimmed + "` is a word a turn's target takes (`terrain`, `none`, `nothing`): give "
                    + "the piece another name");
        }
        if (bricks < 1 || bricks > MAX_BRICKS) {
            throw new InvalidShapeException("Height " + bricks + " is out of range: 1 to " + MAX_BRICKS + " bricks");
        }
        return new Terrain(trimmed, shape(shape, layout.side()), bricks);
    }

    /**
     * A piece as a file or a saved map brings it, checked as a typed one is: its name, its
     * height (1 to {@link #MAX_BRICKS} bricks), 3 to {@link #MAX_CORNERS} corners on the table
     * ({@code side} units square), and edges that neither cross nor fold back. A forged import
     * laid out pieces of any size and shape, which every later map reply measured and drew.
     */
    public static Terrain checked(Terrain piece, int side) {
        String name = piece.name() == null ? "" : piece.name().strip();
        nameProblem(name).ifPresent(problem -> {
            throw new InvalidShapeException(problem);
        });
        if (!name.equals(piece.name())) {
            throw new InvalidShapeException("\"" + piece.name() + "\" starts or ends with a space");
        }
        if (piece.bricks() < 1 || piece.bricks() > MAX_BRICKS) {
            throw new InvalidShapeException(name + " is " + piece.bricks() + " bricks high: 1 to " + MAX_BRICKS);
        }
        List<Point> corners = piece.outline().vertices();
        if (corners.size() < 3 || corners.size() > MAX_CORNERS) {
            throw new InvalidShapeException(name + " has " + corners.size() + " corners: 3 to " + MAX_CORNERS);
        }
        for (Point corner : corners) {
            if (!onTheTable(corner, side)) {
                throw new InvalidShapeException(name + "'s corner " + corner.notation() + " is off the table (0 to "
                        + side + " each way)");
            }
        }
        if (piece.outline().selfIntersecting()) {
            throw new InvalidShapeException(name + "'s edges cross or fold back");
        }
        return piece;
    }

    /**
     * What is wrong with a piece's name: first what every name players choose must not hold
     * ({@link Names}), then what terrain adds (1 to 32 letters, digits, spaces, ' _ or -).
     */
    public static Optional<String> nameProblem(String name) {
        String trimmed = name == null ? "" : name.strip();
        return Names.problem("A terrain's name", trimmed).or(() -> NAME.matcher(trimmed).matches() ? Optional.empty()
                : Optional.of("A terrain name is 1 to 32 letters, digits, spaces, ' _ or -"));
    }

    /** Words a turn's {@code target:} reads as themselves: a piece so named could never be targeted (a play-test). */
    private static final Set<String> RESERVED = Names.TARGET_WORDS;

    /** Reads {@code rect …} or {@code poly …} and checks it lies on a table {@code side} units square. */
    public static Polygon shape(String text, int side) {
        String t = text == null ? "" : text.strip();
        String[] words = t.split("\\s+", 2);
        String kind = words[0].toLowerCase(Locale.ROOT);
        String rest = words.length > 1 ? words[1].strip() : "";
        Polygon polygon = switch (kind) {
            case "rect" -> rectangle(rest);
            case "poly" -> polygon(rest);
            default -> throw new InvalidShapeException(
                    "A shape starts with rect or poly: rect x,y,w,h or poly x,y x,y x,y");
        };
        for (Point corner : polygon.vertices()) {
            if (!onTheTable(corner, side)) {
                throw new InvalidShapeException("Corner " + corner.notation() + " is off the table (0 to " + side
                        + " each way)");
            }
        }
        return polygon;
    }

    private static Polygon rectangle(String rest) {
        // Spaces beside a comma only: "2,2 extra" was read as the number "2extra" (a bad-input play).
        String[] parts = rest.strip().split("\\s*,\\s*", -1);
        if (parts.length != 4) {
            throw new InvalidShapeException("A rectangle is rect x,y,w,h: a corner, then width and depth");
        }
        double x = number(parts[0]);
        double y = number(parts[1]);
        double w = number(parts[2]);
        double h = number(parts[3]);
        if (w <= 0 || h <= 0) {
            throw new InvalidShapeException("A rectangle's width and depth must be more than 0");
        }
        return Polygon.rectangle(x, y, w, h);
    }

    private static Polygon polygon(String rest) {
        List<Point> corners = new ArrayList<>();
        for (String pair : rest.isEmpty() ? new String[0] : rest.split("\\s+")) {
            String[] xy = pair.split(",", -1);
            if (xy.length != 2) {
                throw new InvalidShapeException("Corner " + shown(pair) + " should be x,y (two numbers, a comma, no space)");
            }
            corners.add(new Point(number(xy[0]), number(xy[1])));
        }
        if (corners.size() < 3) {
            throw new InvalidShapeException("A polygon needs at least 3 corners, got " + corners.size());
        }
        if (corners.size() > MAX_CORNERS) {
            throw new InvalidShapeException("A polygon has at most " + MAX_CORNERS + " corners");
        }
        Polygon polygon = new Polygon(corners);
        if (polygon.selfIntersecting()) {
            throw new InvalidShapeException("Those corners make edges that cross or fold back: list them in order round the outline");
        }
        return polygon;
    }

    /** A place as players type it, {@code x,y} in ruler units, on a table of this side. */
    public static Point point(String text, int side) {
        String[] xy = text.strip().split(",", -1);
        if (xy.length != 2) {
            throw new InvalidShapeException("A place is x,y in ruler units (like 3,4.5), not " + shown(text));
        }
        Point p = new Point(number(xy[0].strip()), number(xy[1].strip()));
        if (!onTheTable(p, side)) {
            throw new InvalidShapeException(p.notation() + " is off the table (0 to " + side + " each way)");
        }
        return p;
    }

    /** Whether the point lies on a table {@code side} units square ({@link Point} holds finite numbers only). */
    private static boolean onTheTable(Point p, int side) {
        return p.x() >= 0 && p.y() >= 0 && p.x() <= side && p.y() <= side;
    }

    private static double number(String text) {
        // `99999` was "not a number" where `1000` was off the table, and `12.123456789` too (a bad-input audit).
        if (FINER.matcher(text).matches()) {
            throw new InvalidShapeException(shown(text) + " is finer than a ruler reads: three decimals at most "
                    + "(like 2.125)");
        }
        if (!NUMBER.matcher(text).matches()) {
            throw new InvalidShapeException(shown(text) + " is not a number of units (like 4 or 2.5)");
        }
        return Double.parseDouble(text) + 0.0; // -0 is 0: written back, it reads as 0, which a -0.0 isn't equal to
    }

    /**
     * What the player typed, quoted as code: shown as it was, it could bold a reply or mention
     * someone (`not **12**`, `not <@123>`: a bad-input play).
     */
    static String shown(String text) {
        String t = text.strip().replace('`', '\'');
        return "`" + (t.length() > 40 ? t.substring(0, 40) + "…" : t) + "`";
    }

    /** The shape as it would be typed again. */
    public static String notation(Polygon polygon) {
        List<Point> v = polygon.vertices();
        if (v.size() == 4 && v.get(0).y() == v.get(1).y() && v.get(1).x() == v.get(2).x()
                && v.get(2).y() == v.get(3).y() && v.get(3).x() == v.get(0).x() && v.get(1).x() > v.get(0).x()
                && v.get(3).y() > v.get(0).y()) {
            return "rect " + Units.exact(v.get(0).x()) + "," + Units.exact(v.get(0).y()) + ","
                    + Units.exact(v.get(1).x() - v.get(0).x()) + "," + Units.exact(v.get(3).y() - v.get(0).y());
        }
        StringBuilder text = new StringBuilder("poly");
        for (Point p : v) {
            text.append(' ').append(Units.exact(p.x())).append(',').append(Units.exact(p.y()));
        }
        return text.toString();
    }
}
