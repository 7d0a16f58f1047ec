package mfz.bot.render.pictures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

class ScoreChartTest {

    private static final ScoreHistory THREE_PLAYERS = new ScoreHistory("Score after each round",
            List.of("start", "R1", "R2", "R3", "R4", "end"), List.of(
            new ScoreHistory.Line("vincent", 0xE74C3C, List.of(12, 12, 9, 9, 6, 6)),
            new ScoreHistory.Line("alice", 0x3498DB, List.of(12, 15, 15, 18, 18, 21)),
            new ScoreHistory.Line("bob", 0x2ECC71, List.of(9, 9, 9, 6, 6, 3))));

    /** A campaign's title, its name first, stays on the picture: smaller, then on two lines. */
    @Test
    void aLongTitleFitsThePicture() {
        Graphics2D g = new BufferedImage(ScoreChart.WIDTH, ScoreChart.HEIGHT, BufferedImage.TYPE_INT_RGB).createGraphics();
        try {
            assertEquals(List.of("Score after each round"), ScoreChart.title(g, "Score after each round"));
            List<String> lines = ScoreChart.title(g, "Moonbase Alpha: each battle's final scores († abandoned: its "
                    + "scores then)");
            assertEquals(List.of("Moonbase Alpha: each battle's final scores", "(† abandoned: its scores then)"), lines,
                    "nothing cut, the note on its own line");
            for (String line : lines) {
                assertTrue(g.getFontMetrics().stringWidth(line) <= ScoreChart.WIDTH - 48, line);
            }
            List<String> endless = ScoreChart.title(g, "A".repeat(300));
            assertTrue(endless.getFirst().endsWith("…") && g.getFontMetrics().stringWidth(endless.getFirst())
                    <= ScoreChart.WIDTH - 48, endless.toString());
        } finally {
            g.dispose();
        }
    }

    @Test
    void theChartIsAPngWithALineAndAMarkerPerPlayerAtEveryPoint() throws IOException {
        BufferedImage chart = decode(ScoreChart.png(THREE_PLAYERS));

        assertEquals(ScoreChart.WIDTH, chart.getWidth());
        assertEquals(ScoreChart.HEIGHT, chart.getHeight());
        assertTrue(coloursIn(chart) > 10, "not blank");
        for (ScoreHistory.Line line : THREE_PLAYERS.lines()) {
            double share = DieFacePainterTest.share(chart, line.rgb());
            assertTrue(share > 0.002, line.name() + "'s colour is drawn: " + share);
        }
        for (int line = 0; line < THREE_PLAYERS.lines().size(); line++) {
            int rgb = THREE_PLAYERS.lines().get(line).rgb();
            for (int point = 0; point < THREE_PLAYERS.points().size(); point++) {
                Point2D.Double at = ScoreChart.pointAt(THREE_PLAYERS, line, point);
                assertEquals(rgb, rgb(chart, at.x, at.y), "a marker of " + rgb + " at point " + point);
                // Each marker is ringed in white, which the lines between markers never are.
                assertTrue(ringed(chart, at), "the marker's white ring at point " + point);
            }
        }
    }

    @Test
    void thereAreNoMoreMarkersThanPoints() throws IOException {
        BufferedImage chart = decode(ScoreChart.png(THREE_PLAYERS));
        // Along alice's flat stretch from R1 to R2 only the two ends are ringed in white.
        Point2D.Double from = ScoreChart.pointAt(THREE_PLAYERS, 1, 1);
        Point2D.Double to = ScoreChart.pointAt(THREE_PLAYERS, 1, 2);
        for (double x = from.x + ScoreChart.MARKER; x < to.x - 2 * ScoreChart.MARKER; x++) {
            assertEquals(0x3498DB, rgb(chart, x, from.y), "only the line between two points, at x " + x);
            assertTrue(!ringed(chart, new Point2D.Double(x, from.y)), "no marker at x " + x);
        }
    }

    /**
     * A campaign's player who missed a battle has a gap there, no marker at 0 (a campaign play: zed
     * plotted at 0 for the two battles he never played, read as battles lost badly).
     */
    @Test
    void aPlayerWithNoScoreAtAPointHasAGapThere() throws IOException {
        ScoreHistory campaign = new ScoreHistory("Moon", List.of("#1", "#2", "#3"), List.of(
                new ScoreHistory.Line("ann", 0xE74C3C, List.of(30, 40, 20)),
                new ScoreHistory.Line("zed", 0x3498DB, Arrays.asList(null, null, 35))));
        BufferedImage chart = decode(ScoreChart.png(campaign));
        Point2D.Double played = ScoreChart.pointAt(campaign, 1, 2);
        assertEquals(0x3498DB, rgb(chart, played.x, played.y), "zed's one battle");
        double bottom = ScoreChart.pointAt(new ScoreHistory("x", List.of("#1", "#2", "#3"), List.of(
                new ScoreHistory.Line("z", 0, List.of(0, 0, 40)))), 0, 0).y;
        for (int point = 0; point < 2; point++) {
            double x = ScoreChart.pointAt(campaign, 0, point).x;
            assertTrue(rgb(chart, x, bottom) != 0x3498DB, "no marker at 0 for battle " + (point + 1));
        }
    }

    @Test
    void playersLevelWithEachOtherBothShow() throws IOException {
        ScoreHistory level = new ScoreHistory("Level", List.of("start", "R1"), List.of(
                new ScoreHistory.Line("a", 0xE74C3C, List.of(10, 10)),
                new ScoreHistory.Line("b", 0x3498DB, List.of(10, 10))));
        BufferedImage chart = decode(ScoreChart.png(level));
        for (int line = 0; line < 2; line++) {
            Point2D.Double at = ScoreChart.pointAt(level, line, 1);
            assertEquals(level.lines().get(line).rgb(), rgb(chart, at.x, at.y));
        }
    }

    @Test
    void aNameKeepsWhatTheFontCanDrawAndNeverAnEmptyBox() {
        Font font = new Font(Font.SANS_SERIF, Font.PLAIN, 30);
        assertEquals("ann", ScoreChart.drawable("ann", font));
        assertEquals("Fang", ScoreChart.drawable("🔥 Fang 🚀", font));
        assertEquals("Team Chen", ScoreChart.drawable("Team 🇫🇷 Chen 👨‍👩‍👧", font));
        assertEquals("#1 ann", ScoreChart.drawable("#1 ann", font));
        assertEquals("?", ScoreChart.drawable("\uD83D\uDD25", font), "a name of emoji only is never blank");
    }

    /** With {@code -Dscorechart.picture=FILE}: the chart of a five-player game, to look at (docs/pictures). */
    @Test
    void fivePlayersRead() throws IOException {
        ScoreHistory five = new ScoreHistory("Score after each round",
                List.of("start", "R1", "R2", "R3", "R4", "R5", "R6", "end"), List.of(
                new ScoreHistory.Line("🔥 Commander Bartholomew Quickfoot", 0xE74C3C, List.of(20, 20, 17, 17, 14, 14, 11, 11)),
                new ScoreHistory.Line("alice", 0x3498DB, List.of(20, 23, 23, 26, 26, 29, 29, 32)),
                new ScoreHistory.Line("bruno", 0x2ECC71, List.of(16, 16, 16, 13, 13, 10, 10, 10)),
                new ScoreHistory.Line("chen 🚀", 0xF1C40F, List.of(16, 16, 19, 19, 19, 22, 22, 22)),
                new ScoreHistory.Line("dana", 0x9B59B6, List.of(12, 12, 12, 12, 9, 9, 9, 6))));
        byte[] png = ScoreChart.png(five);
        BufferedImage chart = decode(png);
        // Left of the plot only the legend's swatches are in colour: each player's must be drawn,
        // the fifth's too, inside the canvas and in its own row.
        List<Integer> rows = five.lines().stream().map(line -> swatchRow(chart, line.rgb())).toList();
        assertTrue(rows.stream().allMatch(row -> row >= 0), "every player has a swatch in the legend: " + rows);
        assertEquals(rows.stream().sorted().distinct().toList(), rows, "one row a player, in order: " + rows);
        String file = System.getProperty("scorechart.picture");
        if (file != null) {
            Files.write(Path.of(file), png);
        }
    }

    @Test
    void everyLineHasAScoreForEveryPoint() {
        assertThrows(IllegalArgumentException.class, () -> new ScoreHistory("x", List.of("start", "R1"),
                List.of(new ScoreHistory.Line("a", 0, List.of(3)))));
    }

    /** True when, just right of this centre, a marker's white ring shows. */
    static boolean ringed(BufferedImage image, Point2D.Double centre) {
        for (double dx = ScoreChart.MARKER / 2.0 - 1; dx <= ScoreChart.MARKER / 2.0 + 1; dx++) {
            int pixel = rgb(image, centre.x + dx, centre.y);
            if ((pixel >> 16 & 0xFF) > 0xF0 && (pixel >> 8 & 0xFF) > 0xF0 && (pixel & 0xFF) > 0xF0) {
                return true;
            }
        }
        return false;
    }

    /** The first row at which the legend's swatch column holds this colour; -1 if none. */
    private static int swatchRow(BufferedImage image, int colour) {
        for (int y = 0; y < image.getHeight(); y++) {
            if (rgb(image, 44, y) == colour) {
                return y;
            }
        }
        return -1;
    }

    static BufferedImage decode(byte[] png) throws IOException {
        return ImageIO.read(new ByteArrayInputStream(png));
    }

    static int rgb(BufferedImage image, double x, double y) {
        return image.getRGB((int) Math.round(x), (int) Math.round(y)) & 0xFFFFFF;
    }

    private static int coloursIn(BufferedImage image) {
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < image.getHeight(); y += 3) {
            for (int x = 0; x < image.getWidth(); x += 3) {
                colours.add(image.getRGB(x, y));
            }
        }
        return colours.size();
    }
}
