package mfz.bot.render.map;

import java.awt.Font;
import java.awt.Shape;
import java.awt.font.FontRenderContext;
import java.awt.font.TextLayout;
import java.awt.geom.AffineTransform;
import java.awt.geom.Line2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;

/**
 * Where each label of a map picture goes, so that none covers another: on a crowded table the
 * names of frames standing side by side, a station's and the terrain's under them, and the
 * letters of the points a menu offers. Each label tries the places round its piece in its
 * kind's order and takes the first that touches no label placed before it (nor a piece, when
 * it can); if every place touches one, the place that overlaps least.
 */
public final class MapLabels {

    /** Text measured as the picture draws it: antialiased, whole-pixel advances. */
    private static final FontRenderContext CONTEXT = new FontRenderContext(null, true, false);

    /** Room for the white halo round the letters. */
    private static final double PAD = 3;

    private static final double GAP = 4;

    /** How a station's name begins: its mark, then the name. */
    static final String DIAMOND = "◆ ";

    /**
     * The places beside a piece: its four sides and four corners (terrain: and on it); those
     * after stand off. A point's letter marks the point itself: anywhere else it is joined to it.
     */
    private static int near(Kind kind) {
        return switch (kind) {
            case TERRAIN -> 9;
            case POINT -> 1;
            case FRAME, STATION -> 8;
        };
    }

    /**
     * A label as drawn: its text, its outline (letters) and the box it covers, halo included;
     * {@code leader} is where a thin line joins it to its piece when it had to stand off from it
     * (null: it stands beside it); {@code piece} is its piece's centre.
     */
    public record Label(String text, Kind kind, Shape outline, Rectangle2D box, Point2D leader, Point2D piece) {

        /** The leader line as drawn: from the box's nearest edge to the piece's centre; null: none. */
        public Line2D leaderLine() {
            if (leader == null) {
                return null;
            }
            double x = Math.max(box.getMinX(), Math.min(leader.getX(), box.getMaxX()));
            double y = Math.max(box.getMinY(), Math.min(leader.getY(), box.getMaxY()));
            return new Line2D.Double(x, y, leader.getX(), leader.getY());
        }
    }

    /** What a label names: the order of places it tries follows what sits beside it best. */
    public enum Kind { FRAME, STATION, POINT, TERRAIN }

    /**
     * A label wanted round a piece.
     *
     * @param cx, cy  the piece's centre in pixels
     * @param rx, ry  its half width and half height in pixels (a disc: its radius twice)
     */
    record Wanted(String text, Font font, Kind kind, double cx, double cy, double rx, double ry) {
    }

    private MapLabels() {
    }

    /**
     * @param wanted    the labels in the order they claim their place (first come, best placed)
     * @param obstacles what a label avoids covering when it can (the discs, the points' dots)
     * @param discs     the frames' and stations' discs, whose names must not be read as another's
     * @param written   text the picture writes already (the axes' numbers), kept clear as a label is
     * @param bounds    what every label stays within (the picture above its legend)
     */
    static List<Label> place(List<Wanted> wanted, List<Rectangle2D> obstacles, List<Rectangle2D> discs,
                             List<Rectangle2D> written, Rectangle2D bounds) {
        List<Label> placed = new ArrayList<>();
        for (Wanted label : wanted) {
            TextLayout layout = new TextLayout(label.text(), label.font(), CONTEXT);
            double width = layout.getAdvance() + 2 * PAD;
            double height = layout.getAscent() + layout.getDescent() + 2 * PAD;
            Rectangle2D best = null;
            boolean bestFar = false;
            double bestOverlap = Double.MAX_VALUE;
            int bestMisled = Integer.MAX_VALUE;
            double bestCovered = Double.MAX_VALUE;
            Point2D centre = new Point2D.Double(label.cx(), label.cy());
            List<double[]> offsets = offsets(label, width, height);
            for (int i = 0; i < offsets.size(); i++) {
                double[] offset = offsets.get(i);
                Rectangle2D box = within(new Rectangle2D.Double(label.cx() + offset[0] - width / 2,
                        label.cy() + offset[1] - height / 2, width, height), bounds);
                boolean far = i >= near(label.kind());
                double overlap = placed.stream().mapToDouble(other -> area(box, other.box())).sum()
                        + written.stream().mapToDouble(text -> area(box, text)).sum();
                double covered = obstacles.stream().filter(o -> !own(o, label)).mapToDouble(o -> area(box, o)).sum();
                int misled = misleading(label, box, far, discs);
                // A label that finds no free place stands beside its piece, not far off among others.
                boolean nearer = !far || overlap == 0;
                if (nearer && (overlap < bestOverlap || overlap == bestOverlap && (misled < bestMisled
                        || misled == bestMisled && covered < bestCovered))) {
                    best = box;
                    bestFar = far;
                    bestOverlap = overlap;
                    bestMisled = misled;
                    bestCovered = covered;
                }
                if (overlap == 0 && misled == 0 && covered == 0) {
                    break;
                }
            }
            // A station's diamond on the side of its own disc: left of it, "◆ Beta" began beside the next one.
            String text = label.kind() == Kind.STATION && label.text().startsWith(DIAMOND)
                    && best.getCenterX() < label.cx() ? label.text().substring(DIAMOND.length()) + " ◆" : label.text();
            TextLayout drawn = text.equals(label.text()) ? layout : new TextLayout(text, label.font(), CONTEXT);
            Shape outline = drawn.getOutline(AffineTransform.getTranslateInstance(best.getX() + PAD,
                    best.getY() + PAD + drawn.getAscent()));
            placed.add(new Label(text, label.kind(), outline, best, bestFar ? centre : null, centre));
        }
        return placed;
    }

    /**
     * Where the label's centre may go, from the piece's centre, best first: a frame's name above
     * it (as before), a station's below, a point's letter on the point, terrain's on it; then
     * the other sides, the corners, and the sides again one label farther out.
     */
    private static List<double[]> offsets(Wanted label, double width, double height) {
        double up = -(label.ry() + GAP + height / 2);
        double down = label.ry() + GAP + height / 2;
        double right = label.rx() + GAP + width / 2;
        double left = -right;
        List<double[]> sides = switch (label.kind()) {
            case FRAME -> List.of(new double[] {0, up}, new double[] {0, down}, new double[] {right, 0},
                    new double[] {left, 0});
            case STATION -> List.of(new double[] {0, down}, new double[] {0, up}, new double[] {right, 0},
                    new double[] {left, 0});
            case POINT -> List.of(new double[] {0, 0}, new double[] {right, 0}, new double[] {left, 0},
                    new double[] {0, up}, new double[] {0, down});
            case TERRAIN -> List.of(new double[] {0, 0}, new double[] {0, up}, new double[] {0, down},
                    new double[] {right, 0}, new double[] {left, 0});
        };
        List<double[]> offsets = new ArrayList<>(sides);
        for (double sx : new double[] {1, -1}) {
            for (double sy : new double[] {-1, 1}) {
                offsets.add(new double[] {sx * (label.rx() * 0.7 + width / 2), sy * (label.ry() * 0.7 + GAP + height / 2)});
            }
        }
        for (int ring = 1; ring <= 3; ring++) {
            for (double[] side : sides) {
                if (side[0] != 0 || side[1] != 0) {
                    offsets.add(new double[] {side[0] + Math.signum(side[0]) * ring * width,
                            side[1] + Math.signum(side[1]) * ring * height});
                }
            }
        }
        return offsets;
    }

    /**
     * How many ways a place would have the label read as another piece's: beside its piece, another
     * disc nearer to it than its own (a phone review: "Fang-3" stood beside station Fang-c's disc);
     * off it, each other disc its leader line crosses. Only frames' and stations' names, against
     * frames' and stations' discs: a point's letter sits on its point (its dot no piece), terrain's
     * name on its piece.
     */
    private static int misleading(Wanted label, Rectangle2D box, boolean far, List<Rectangle2D> discs) {
        if (label.kind() != Kind.FRAME && label.kind() != Kind.STATION) {
            return 0;
        }
        if (far) {
            Point2D centre = new Point2D.Double(label.cx(), label.cy());
            Label drawn = new Label(label.text(), label.kind(), null, box, centre, centre);
            return (int) discs.stream().filter(o -> !own(o, label) && leaderCrosses(drawn, o)).count();
        }
        Rectangle2D mine = new Rectangle2D.Double(label.cx() - label.rx(), label.cy() - label.ry(), 2 * label.rx(),
                2 * label.ry());
        double own = gap(box, mine);
        // Clearly nearer its own: a label as near another disc as its own, between the two, was read as the
        // other's (a map player: "◆ Beta" stood beside station Alpha, a hair nearer Beta's own disc).
        return discs.stream().anyMatch(o -> !own(o, label) && gap(box, o) < own + GAP) ? 1 : 0;
    }

    /** How far a label's box stands from a disc (given by its bounds): from the box to its rim, 0 when touching. */
    public static double gap(Rectangle2D box, Rectangle2D disc) {
        double dx = Math.max(0, Math.max(box.getMinX() - disc.getCenterX(), disc.getCenterX() - box.getMaxX()));
        double dy = Math.max(0, Math.max(box.getMinY() - disc.getCenterY(), disc.getCenterY() - box.getMaxY()));
        return Math.max(0, Math.hypot(dx, dy) - disc.getWidth() / 2);
    }

    /** Whether a label's leader line runs across a disc (given by its bounds). */
    public static boolean leaderCrosses(Label label, Rectangle2D disc) {
        Line2D line = label.leaderLine();
        return line != null && line.ptSegDist(disc.getCenterX(), disc.getCenterY()) < disc.getWidth() / 2;
    }

    /** The box moved, not shrunk, to lie within the bounds. */
    private static Rectangle2D within(Rectangle2D box, Rectangle2D bounds) {
        double x = Math.max(bounds.getMinX(), Math.min(box.getX(), bounds.getMaxX() - box.getWidth()));
        double y = Math.max(bounds.getMinY(), Math.min(box.getY(), bounds.getMaxY() - box.getHeight()));
        return new Rectangle2D.Double(x, y, box.getWidth(), box.getHeight());
    }

    /** The piece's own disc is no obstacle to its label. */
    private static boolean own(Rectangle2D obstacle, Wanted label) {
        return Math.abs(obstacle.getCenterX() - label.cx()) < 0.5 && Math.abs(obstacle.getCenterY() - label.cy()) < 0.5;
    }

    private static double area(Rectangle2D a, Rectangle2D b) {
        Rectangle2D common = a.createIntersection(b);
        return common.isEmpty() ? 0 : common.getWidth() * common.getHeight();
    }
}
