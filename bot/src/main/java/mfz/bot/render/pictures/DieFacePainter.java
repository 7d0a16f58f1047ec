package mfz.bot.render.pictures;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import mfz.rules.dice.DieColour;

/**
 * Draws die faces as players know them, on a transparent square sized for Discord's emojis
 * (shown at 22–48 px): a d6 with pips, a d8 as the diamond of its top faces, a d20 as the
 * hexagon of its outline, each numbered large enough to read at that size.
 */
public final class DieFacePainter {

    /** Discord scales emojis down from 128 px well; far under its 256 KB limit. */
    public static final int SIZE = 128;

    private static volatile Map<DieFace, byte[]> every;

    private DieFacePainter() {
    }

    /** Every face's PNG, drawn once per process (start-ups in one JVM share them). */
    public static Map<DieFace, byte[]> everyFace() {
        Map<DieFace, byte[]> drawn = every;
        if (drawn == null) {
            Map<DieFace, byte[]> pngs = new LinkedHashMap<>();
            for (DieFace face : DieFace.all()) {
                pngs.put(face, png(face));
            }
            drawn = Collections.unmodifiableMap(pngs);
            every = drawn;
        }
        return drawn;
    }

    public static byte[] png(DieFace face) {
        return Png.bytes(image(face));
    }

    public static BufferedImage image(DieFace face) {
        BufferedImage image = Png.canvas(SIZE, SIZE);
        Graphics2D g = Png.smooth(image);
        try {
            switch (face.sides()) {
                case 6 -> d6(g, face);
                case 8 -> d8(g, face);
                default -> d20(g, face);
            }
        } finally {
            g.dispose();
        }
        return image;
    }

    /** The body of each colour: the five plastic colours of the game's dice. */
    static Color body(DieColour colour) {
        return switch (colour) {
            case WHITE -> new Color(0xF4F4F0);
            case RED -> new Color(0xD7263D);
            case GREEN -> new Color(0x2A9D48);
            case BLUE -> new Color(0x1F5FD1);
            case YELLOW -> new Color(0xF7C815);
        };
    }

    /** Pips and numbers: dark on the light dice, white on the dark ones. */
    static Color ink(DieColour colour) {
        return switch (colour) {
            case WHITE, YELLOW -> new Color(0x1B1B1B);
            case RED, GREEN, BLUE -> Color.WHITE;
        };
    }

    private static Color edge(DieColour colour) {
        return colour == DieColour.WHITE ? new Color(0x5A5A5A) : body(colour).darker().darker();
    }

    private static void d6(Graphics2D g, DieFace face) {
        RoundRectangle2D square = new RoundRectangle2D.Double(6, 6, SIZE - 12, SIZE - 12, 30, 30);
        paintBody(g, face.colour(), square);
        g.setColor(ink(face.colour()));
        double low = 34;
        double mid = SIZE / 2.0;
        double high = SIZE - 34;
        double[][] spots = switch (face.value()) {
            case 1 -> new double[][] {{mid, mid}};
            case 2 -> new double[][] {{low, low}, {high, high}};
            case 3 -> new double[][] {{low, low}, {mid, mid}, {high, high}};
            case 4 -> new double[][] {{low, low}, {high, low}, {low, high}, {high, high}};
            case 5 -> new double[][] {{low, low}, {high, low}, {mid, mid}, {low, high}, {high, high}};
            default -> new double[][] {{low, low}, {high, low}, {low, mid}, {high, mid}, {low, high}, {high, high}};
        };
        double radius = face.value() == 1 ? 15 : 12.5;
        for (double[] spot : spots) {
            g.fill(new Ellipse2D.Double(spot[0] - radius, spot[1] - radius, radius * 2, radius * 2));
        }
    }

    private static void d8(Graphics2D g, DieFace face) {
        Path2D diamond = new Path2D.Double();
        diamond.moveTo(SIZE / 2.0, 3);
        diamond.lineTo(SIZE - 8, SIZE / 2.0);
        diamond.lineTo(SIZE / 2.0, SIZE - 3);
        diamond.lineTo(8, SIZE / 2.0);
        diamond.closePath();
        paintBody(g, face.colour(), diamond);
        // The ridge between the two faces seen from above.
        g.setColor(withAlpha(edge(face.colour()), 110));
        g.setStroke(new BasicStroke(3f));
        g.drawLine(12, SIZE / 2, SIZE - 12, SIZE / 2);
        number(g, face, 58);
    }

    private static void d20(Graphics2D g, DieFace face) {
        Path2D hexagon = new Path2D.Double();
        for (int corner = 0; corner < 6; corner++) {
            double angle = Math.toRadians(90 + 60 * corner);
            double x = SIZE / 2.0 + 61 * Math.cos(angle);
            double y = SIZE / 2.0 - 61 * Math.sin(angle);
            if (corner == 0) {
                hexagon.moveTo(x, y);
            } else {
                hexagon.lineTo(x, y);
            }
        }
        hexagon.closePath();
        paintBody(g, face.colour(), hexagon);
        // The facing triangle of an icosahedron, faint behind the number.
        Path2D triangle = new Path2D.Double();
        triangle.moveTo(SIZE / 2.0, 20);
        triangle.lineTo(SIZE / 2.0 + 46, SIZE - 40);
        triangle.lineTo(SIZE / 2.0 - 46, SIZE - 40);
        triangle.closePath();
        g.setColor(withAlpha(edge(face.colour()), 90));
        g.setStroke(new BasicStroke(3f));
        g.draw(triangle);
        number(g, face, face.value() >= 10 ? 50 : 60);
    }

    private static void paintBody(Graphics2D g, DieColour colour, Shape shape) {
        g.setColor(body(colour));
        g.fill(shape);
        g.setColor(edge(colour));
        g.setStroke(new BasicStroke(6f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(shape);
    }

    private static void number(Graphics2D g, DieFace face, int points) {
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, points));
        FontMetrics metrics = g.getFontMetrics();
        String text = Integer.toString(face.value());
        int x = (SIZE - metrics.stringWidth(text)) / 2;
        int y = (SIZE - metrics.getAscent() - metrics.getDescent()) / 2 + metrics.getAscent();
        g.setColor(ink(face.colour()));
        g.drawString(text, x, y);
        if (face.value() == 6 || face.value() == 9) {
            // Which way up: a bar under the 6 and the 9, as printed dice have.
            g.fillRect(x, y + 4, metrics.stringWidth(text), 4);
        }
    }

    private static Color withAlpha(Color colour, int alpha) {
        return new Color(colour.getRed(), colour.getGreen(), colour.getBlue(), alpha);
    }
}
