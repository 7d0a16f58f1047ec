package mfz.bot.render.pictures;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Objects;
import mfz.bot.core.PlainText;
import mfz.bot.core.Shortened;

/**
 * A line chart of every player's score at each point of a {@link ScoreHistory}, drawn with
 * plain Java2D: a handful of lines, markers and labels needs no charting library, and the
 * players' exact colours and the look of the dice emojis stay in one place.
 */
public final class ScoreChart {

    /**
     * Square, with the legend under the plot: a phone shows a picture about 400 pixels wide, so
     * the old 960 × 540 chart with its legend beside the plot came out in 6-pixel letters. At
     * 800 wide its letters (26–36 pixels) still read at 12–17 on a phone.
     */
    public static final int WIDTH = 800;
    public static final int HEIGHT = 800;
    /** Markers are this wide: big enough to count, small enough to leave the lines visible. */
    static final int MARKER = 18;

    private static final int LEFT = 80;
    private static final int RIGHT = 30;
    private static final int TOP = 80;
    /** Below the plot: the points' labels, then a legend row for each of up to five players. */
    private static final int BOTTOM = 290;
    private static final int LEGEND_ROW = 42;
    private static final Color BACKGROUND = new Color(0xFBFBF8);
    private static final Color GRID = new Color(0xDDDDD8);
    private static final Color TEXT = new Color(0x2B2B2B);

    private ScoreChart() {
    }

    public static byte[] png(ScoreHistory history) {
        return Png.quickly(image(history));
    }

    public static BufferedImage image(ScoreHistory history) {
        BufferedImage image = Png.opaqueCanvas(WIDTH, HEIGHT);
        Graphics2D g = Png.smooth(image);
        try {
            g.setColor(BACKGROUND);
            g.fillRect(0, 0, WIDTH, HEIGHT);
            g.setColor(TEXT);
            title(g, history.title());
            int top = topOfScale(history);
            axes(g, history, top);
            // Every line first, then every marker: no line crosses out a marker.
            for (int line = 0; line < history.lines().size(); line++) {
                line(g, history, line);
            }
            for (int line = 0; line < history.lines().size(); line++) {
                markers(g, history, line);
            }
            legend(g, history);
        } finally {
            g.dispose();
        }
        return image;
    }

    /**
     * Where the marker of one player's score at one point is drawn. Markers of equal scores sit
     * side by side, so a player level with another still shows, at the true height.
     */
    static Point2D.Double pointAt(ScoreHistory history, int line, int point) {
        int top = topOfScale(history);
        double plotHeight = HEIGHT - TOP - BOTTOM;
        double x = xAt(history.points().size(), point);
        int score = history.lines().get(line).scores().get(point); // (never at a point the player has no score)
        double spread = spread(history, line, point, score);
        double y = TOP + plotHeight - plotHeight * score / top;
        return new Point2D.Double(x + spread, y);
    }

    /** Where a point's column is, the points spread evenly across the plot. */
    private static double xAt(int count, int point) {
        double plotWidth = WIDTH - LEFT - RIGHT;
        return count == 1 ? LEFT + plotWidth / 2 : LEFT + 20 + (plotWidth - 40) * point / (count - 1);
    }

    /** How far a marker is moved right or left so that equal scores at one point don't hide each other. */
    private static double spread(ScoreHistory history, int line, int point, int score) {
        int level = 0;
        int before = 0;
        for (int other = 0; other < history.lines().size(); other++) {
            if (Integer.valueOf(score).equals(history.lines().get(other).scores().get(point))) {
                level++;
                if (other < line) {
                    before++;
                }
            }
        }
        return (before - (level - 1) / 2.0) * (MARKER + 3);
    }

    /** The score at the top of the axis: a round number above the highest score. */
    private static int topOfScale(ScoreHistory history) {
        int highest = history.lines().stream().flatMap(l -> l.scores().stream()).filter(Objects::nonNull)
                .mapToInt(Integer::intValue)
                .max().orElse(0);
        int step = step(highest);
        return Math.max(step, (highest / step + 1) * step);
    }

    private static int step(int highest) {
        for (int step : new int[] {1, 2, 5, 10, 20, 25, 50, 100, 200, 500}) {
            if (highest / step < 6) {
                return step;
            }
        }
        return 1000;
    }

    private static void axes(Graphics2D g, ScoreHistory history, int top) {
        double plotHeight = HEIGHT - TOP - BOTTOM;
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 26));
        FontMetrics metrics = g.getFontMetrics();
        int step = step(top - 1);
        for (int score = 0; score <= top; score += step) {
            int y = (int) Math.round(TOP + plotHeight - plotHeight * score / top);
            g.setColor(GRID);
            g.setStroke(new BasicStroke(1f));
            g.drawLine(LEFT, y, WIDTH - RIGHT, y);
            g.setColor(TEXT);
            String label = Integer.toString(score);
            g.drawString(label, LEFT - 10 - metrics.stringWidth(label), y + metrics.getAscent() / 2 - 2);
        }
        List<String> points = history.points();
        for (int point = 0; point < points.size(); point++) {
            if (!labelled(points.size(), point)) {
                continue;
            }
            double x = xAt(points.size(), point);
            String label = points.get(point);
            g.drawString(label, (int) Math.round(x - metrics.stringWidth(label) / 2.0), HEIGHT - BOTTOM + 38);
        }
    }

    /** Every point's label while they fit; past 8, every few (and always the last). */
    private static boolean labelled(int count, int point) {
        int every = (count + 7) / 8;
        return point % every == 0 || point == count - 1;
    }

    /** A player's line, broken where they have no score (a campaign's battle they didn't play). */
    private static void line(Graphics2D g, ScoreHistory history, int line) {
        Color colour = new Color(history.lines().get(line).rgb());
        Path2D path = new Path2D.Double();
        boolean drawing = false;
        for (int point = 0; point < history.points().size(); point++) {
            if (history.lines().get(line).scores().get(point) == null) {
                drawing = false;
                continue;
            }
            Point2D.Double at = pointAt(history, line, point);
            if (!drawing) {
                path.moveTo(at.x, at.y);
            } else {
                path.lineTo(at.x, at.y);
            }
            drawing = true;
        }
        g.setColor(colour);
        g.setStroke(new BasicStroke(5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(path);
    }

    private static void markers(Graphics2D g, ScoreHistory history, int line) {
        Color colour = new Color(history.lines().get(line).rgb());
        for (int point = 0; point < history.points().size(); point++) {
            if (history.lines().get(line).scores().get(point) == null) {
                continue;
            }
            Point2D.Double at = pointAt(history, line, point);
            Ellipse2D marker = new Ellipse2D.Double(at.x - MARKER / 2.0, at.y - MARKER / 2.0, MARKER, MARKER);
            g.setColor(colour);
            g.fill(marker);
            g.setColor(Color.WHITE);
            g.setStroke(new BasicStroke(2f));
            g.draw(marker);
        }
    }

    /** The smallest a title's letters get: at 800 wide a phone shows them at about 11 pixels. */
    private static final int SMALLEST_TITLE = 24;

    /**
     * The title on one line, smaller as it grows, else on two: a campaign's chart, its name first,
     * ran off the picture ("Moonbase Alpha: each battle's final sc", a review of the drawn chart).
     */
    static List<String> title(Graphics2D g, String text) {
        int room = WIDTH - 48;
        for (int size = 36; size >= SMALLEST_TITLE; size -= 2) {
            Font font = new Font(Font.SANS_SERIF, Font.BOLD, size);
            String shown = drawable(PlainText.of(text), font);
            if (g.getFontMetrics(font).stringWidth(shown) <= room) {
                g.setFont(font);
                g.drawString(shown, 24, 52);
                return List.of(shown);
            }
        }
        Font font = new Font(Font.SANS_SERIF, Font.BOLD, SMALLEST_TITLE);
        g.setFont(font);
        FontMetrics metrics = g.getFontMetrics();
        String shown = drawable(PlainText.of(text), font);
        // before a bracket when the words before it fit: a note reads as one on its own line
        int bracket = shown.indexOf(" (");
        int cut = bracket > 0 && metrics.stringWidth(shown.substring(0, bracket)) <= room ? bracket
                : shown.lastIndexOf(' ');
        while (cut > 0 && metrics.stringWidth(shown.substring(0, cut)) > room) {
            cut = shown.lastIndexOf(' ', cut - 1);
        }
        String first = cut > 0 ? shown.substring(0, cut) : shown;
        String second = cut > 0 ? shown.substring(cut + 1) : "";
        while (metrics.stringWidth(first) > room) {
            first = Shortened.to(first, first.length() - 1);
        }
        while (metrics.stringWidth(second) > room) {
            second = Shortened.to(second, second.length() - 1);
        }
        g.drawString(first, 24, 30);
        g.drawString(second, 24, 60);
        return List.of(first, second);
    }

    /** Under the plot, a row a player: their colour, their name, their last score at the right. */
    private static void legend(Graphics2D g, ScoreHistory history) {
        Font font = new Font(Font.SANS_SERIF, Font.PLAIN, 30);
        g.setFont(font);
        FontMetrics metrics = g.getFontMetrics();
        int y = HEIGHT - BOTTOM + 100;
        for (ScoreHistory.Line line : history.lines()) {
            g.setColor(new Color(line.rgb()));
            g.fillRoundRect(24, y - 22, 40, 24, 8, 8);
            g.setColor(TEXT);
            g.drawString(shortened(drawable(PlainText.of(line.name()), font), 30), 80, y);
            String last = line.scores().reversed().stream().filter(Objects::nonNull).findFirst()
                    .map(String::valueOf).orElse("");
            g.drawString(last, WIDTH - RIGHT - metrics.stringWidth(last), y);
            y += LEGEND_ROW;
        }
    }

    /**
     * The name as the font can draw it: Java2D has no colour emoji, and a character the font
     * lacks would be an empty box, so such characters are left out (the result card above the
     * chart names every player in full).
     */
    static String drawable(String name, Font font) {
        StringBuilder kept = new StringBuilder();
        // The logical font claims emoji through its fallbacks and draws them blank: they go by their Unicode class.
        name.codePoints().filter(c -> !Character.isExtendedPictographic(c) && !Character.isEmojiModifier(c)
                        && !(Character.isEmojiComponent(c) && c > 0x7F) && c != 0xFE0F)
                .filter(font::canDisplay).forEach(kept::appendCodePoint);
        String shown = kept.toString().strip().replaceAll("\\s{2,}", " ");
        return shown.isEmpty() ? "?" : shown;
    }

    private static String shortened(String name, int most) {
        return Shortened.to(name, most);
    }
}
