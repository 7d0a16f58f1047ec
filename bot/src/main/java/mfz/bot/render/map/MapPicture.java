package mfz.bot.render.map;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.font.FontRenderContext;
import java.awt.geom.Area;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import mfz.bot.core.PlainText;
import mfz.bot.render.pictures.Png;
import mfz.rules.map.Battlefield;
import mfz.rules.map.Disc;
import mfz.rules.map.MapFrame;
import mfz.rules.map.MapStation;
import mfz.rules.map.Point;
import mfz.rules.map.Terrain;

/**
 * Draws the battlefield as a PNG, headless (Java2D): the grid in ruler units, terrain shaded by
 * height with its height written on it, stations in their holder's colour, frames as discs in
 * their player's colour with their names, the acting frame's reach and the defender's perimeter.
 *
 * <p>Phones first: the picture is {@link #WIDTH} pixels wide and every label is big enough to
 * read when a phone shows it at half that, 400 pixels. y grows up the picture, as players read
 * coordinates, with 0,0 at the bottom left; the axes are numbered every ruler's half.
 */
public final class MapPicture {

    public static final int WIDTH = 800;
    private static final int MARGIN = 44;
    private static final int LEGEND = 56;
    private static final Font LABEL = new Font(Font.SANS_SERIF, Font.BOLD, 26);
    private static final Font SMALL = new Font(Font.SANS_SERIF, Font.BOLD, 22);
    /** The radius in pixels of an offered point's dot. */
    private static final double DOT = 7;
    /** Where the axes' numbers stand, {@link #grid} writing them and the labels keeping clear of them. */
    private static final int BELOW_THE_GRID = 30;
    private static final int LEFT_OF_THE_GRID = 8;
    private static final int ON_ITS_LINE = 7;

    private final MapScene scene;
    private final Battlefield field;
    private final double scale;
    private final int side;
    private final Map<String, Color> colours = new HashMap<>();

    private MapPicture(MapScene scene) {
        this.scene = scene;
        this.field = scene.field();
        this.side = field.ruler().tableSide();
        this.scale = (WIDTH - 2.0 * MARGIN) / side;
        for (int seat = 0; seat < scene.players().size(); seat++) {
            colours.put(scene.players().get(seat).id(), MapColours.player(seat));
        }
    }

    /** The picture as PNG bytes. */
    public static byte[] png(MapScene scene) {
        return Png.bytes(image(scene));
    }

    public static BufferedImage image(MapScene scene) {
        return new MapPicture(scene).draw();
    }

    /** Where a map point lands in the picture (for tests and for anyone laying labels over it). */
    public static Point2D pixel(MapScene scene, Point p) {
        MapPicture picture = new MapPicture(scene);
        return new Point2D.Double(picture.x(p.x()), picture.y(p.y()));
    }

    public static int height() {
        return WIDTH + LEGEND;
    }

    private double x(double units) {
        return MARGIN + units * scale;
    }

    private double y(double units) {
        return MARGIN + (side - units) * scale;
    }

    private BufferedImage draw() {
        BufferedImage image = Png.opaqueCanvas(WIDTH, height());
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, WIDTH, height());
            g.setColor(MapColours.GROUND);
            g.fill(new Rectangle2D.Double(x(0), y(side), side * scale, side * scale));
            grid(g);
            scene.perimeter().ifPresent(defender -> perimeter(g, defender));
            for (Terrain piece : field.terrain()) {
                terrain(g, piece);
            }
            for (MapStation station : field.stations()) {
                station(g, station);
            }
            Shape unclipped = g.getClip();
            g.clip(new Rectangle2D.Double(x(0), y(side), side * scale, side * scale));
            scene.acting().flatMap(a -> field.frame(a.owner(), a.frame())).ifPresent(frame -> reach(g, frame));
            g.setClip(unclipped);
            for (MapFrame frame : field.frames()) {
                frameDisc(g, frame);
            }
            for (MapScene.Mark mark : scene.marks()) {
                dot(g, mark.at());
            }
            List<MapLabels.Label> labels = labels();
            for (MapLabels.Label label : labels) {
                leader(g, label);
            }
            for (MapLabels.Label label : labels) {
                draw(g, label);
            }
            legend(g);
        } finally {
            g.dispose();
        }
        return image;
    }

    private void grid(Graphics2D g) {
        g.setStroke(new BasicStroke(1f));
        for (int u = 0; u <= side; u++) {
            boolean ruler = u % (field.ruler().units() / 2) == 0;
            g.setColor(ruler ? MapColours.RULER_GRID : MapColours.GRID);
            g.setStroke(new BasicStroke(ruler ? 2f : 1f));
            g.draw(new Line2D.Double(x(u), y(0), x(u), y(side)));
            g.draw(new Line2D.Double(x(0), y(u), x(side), y(u)));
            if (ruler) {
                g.setFont(SMALL);
                g.setColor(MapColours.INK);
                String text = Integer.toString(u);
                int width = g.getFontMetrics().stringWidth(text);
                g.drawString(text, (float) (x(u) - width / 2.0), (float) (y(0) + BELOW_THE_GRID));
                g.drawString(text, (float) (x(0) - width - LEFT_OF_THE_GRID), (float) (y(u) + ON_ITS_LINE));
            }
        }
    }

    /** Where {@link #grid} writes the axes' numbers, in pixels. */
    private List<Rectangle2D> axisNumbers() {
        FontRenderContext context = new FontRenderContext(null, true, true);
        List<Rectangle2D> boxes = new ArrayList<>();
        for (int u = 0; u <= side; u += field.ruler().units() / 2) {
            Rectangle2D text = SMALL.getStringBounds(Integer.toString(u), context);
            boxes.add(new Rectangle2D.Double(x(u) - text.getWidth() / 2, y(0) + BELOW_THE_GRID + text.getY(),
                    text.getWidth(), text.getHeight()));
            boxes.add(new Rectangle2D.Double(x(0) - text.getWidth() - LEFT_OF_THE_GRID, y(u) + ON_ITS_LINE
                    + text.getY(), text.getWidth(), text.getHeight()));
        }
        return boxes;
    }

    private void perimeter(Graphics2D g, String defender) {
        Area area = new Area();
        for (MapStation station : field.stations()) {
            if (defender.equals(station.owner())) {
                area.add(new Area(circle(station.disc().centre(), station.disc().radius() + field.ruler().units())));
            }
        }
        area.intersect(new Area(new Rectangle2D.Double(x(0), y(side), side * scale, side * scale)));
        Color colour = colour(defender);
        g.setColor(new Color(colour.getRed(), colour.getGreen(), colour.getBlue(), 40));
        g.fill(area);
        g.setColor(colour);
        g.setStroke(new BasicStroke(3f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {14f, 8f}, 0f));
        g.draw(area);
    }

    private Path2D outline(Terrain piece) {
        Path2D outline = new Path2D.Double();
        List<Point> corners = piece.outline().vertices();
        outline.moveTo(x(corners.getFirst().x()), y(corners.getFirst().y()));
        for (Point p : corners.subList(1, corners.size())) {
            outline.lineTo(x(p.x()), y(p.y()));
        }
        outline.closePath();
        return outline;
    }

    private void terrain(Graphics2D g, Terrain piece) {
        Path2D outline = outline(piece);
        Color shade = MapColours.terrain(piece.bricks());
        g.setColor(shade);
        g.fill(outline);
        g.setColor(MapColours.INK);
        g.setStroke(new BasicStroke(piece.givesCover() ? 3f : 1.5f));
        g.draw(outline);
    }

    private void station(Graphics2D g, MapStation station) {
        String holder = scene.holders().get(station.name());
        Color fill = holder == null ? MapColours.NOBODY : colour(holder);
        Disc disc = station.disc();
        Shape outer = circle(disc.centre(), disc.radius());
        g.setColor(fill);
        g.fill(outer);
        g.setStroke(new BasicStroke(5f));
        g.setColor(MapColours.INK);
        g.draw(outer);
        g.setStroke(new BasicStroke(2f));
        g.setColor(MapColours.HALO);
        g.draw(circle(disc.centre(), disc.radius() - 5 / scale));
    }

    private void reach(Graphics2D g, MapFrame frame) {
        Color colour = colour(frame.owner());
        Disc disc = frame.disc();
        g.setColor(colour);
        g.setStroke(new BasicStroke(3f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {6f, 6f}, 0f));
        g.draw(circle(disc.centre(), disc.radius() + 1));
        g.setStroke(new BasicStroke(3f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {18f, 8f}, 0f));
        g.draw(circle(disc.centre(), disc.radius() + field.ruler().units()));
    }

    private void frameDisc(Graphics2D g, MapFrame frame) {
        Shape disc = circle(frame.disc().centre(), frame.disc().radius());
        g.setColor(colour(frame.owner()));
        g.fill(disc);
        boolean acting = scene.acting().map(a -> a.owner().equals(frame.owner()) && a.frame().equalsIgnoreCase(frame.name()))
                .orElse(false);
        g.setColor(MapColours.INK);
        g.setStroke(new BasicStroke(acting ? 5f : 2.5f));
        g.draw(disc);
    }

    private void legend(Graphics2D g) {
        float left = MARGIN;
        float baseline = WIDTH + 34;
        g.setFont(LABEL);
        for (int seat = 0; seat < scene.players().size(); seat++) {
            MapScene.Seat player = scene.players().get(seat);
            g.setColor(MapColours.player(seat));
            g.fill(new Ellipse2D.Double(left, baseline - 20, 22, 22));
            g.setColor(MapColours.INK);
            String name = PlainText.of(player.name()); // a picture reads no markdown: cool_guy, not cool\_guy
            g.drawString(name, left + 28, baseline);
            left += 28 + g.getFontMetrics().stringWidth(name) + 24;
        }
        String ruler = "grid: 1 unit · ruler " + field.ruler().units();
        g.setFont(SMALL);
        g.setColor(MapColours.INK);
        int width = g.getFontMetrics().stringWidth(ruler);
        if (left + width < WIDTH - 8) {
            g.drawString(ruler, WIDTH - MARGIN / 2f - width, baseline);
        }
    }

    /** The labels of this picture where {@link MapLabels} puts them: none over another (for tests, too). */
    public static List<MapLabels.Label> labels(MapScene scene) {
        return new MapPicture(scene).labels();
    }

    /** Where this picture writes its axes' numbers, which the labels avoid (in pixels; for tests). */
    public static List<Rectangle2D> axisNumbers(MapScene scene) {
        return new MapPicture(scene).axisNumbers();
    }

    /** The discs of this picture's frames and stations, as the labels avoid them (bounds, in pixels; for tests). */
    public static List<Rectangle2D> discs(MapScene scene) {
        MapPicture picture = new MapPicture(scene);
        List<Rectangle2D> discs = new ArrayList<>();
        picture.field.frames().forEach(f -> discs.add(picture.circle(f.disc().centre(), f.disc().radius()).getBounds2D()));
        picture.field.stations().forEach(s -> discs.add(picture.circle(s.disc().centre(), s.disc().radius())
                .getBounds2D()));
        return discs;
    }

    /**
     * Frames' names claim their places first (they move, and players read them most), then
     * stations', the offered points' letters, and terrain's last (it can sit on its piece).
     */
    private List<MapLabels.Label> labels() {
        Map<String, String> shown = LabelNames.of(Stream.of(field.frames().stream().map(MapFrame::name),
                field.stations().stream().map(MapStation::name), field.terrain().stream().map(Terrain::name))
                .flatMap(s -> s).toList());
        Function<String, String> name = shown::get;
        List<MapLabels.Wanted> wanted = new ArrayList<>();
        List<Rectangle2D> discs = new ArrayList<>();
        for (MapFrame frame : field.frames()) {
            wanted.add(around(name.apply(frame.name()), LABEL, MapLabels.Kind.FRAME, frame.disc()));
            discs.add(circle(frame.disc().centre(), frame.disc().radius()).getBounds2D());
        }
        for (MapStation station : field.stations()) {
            wanted.add(around(MapLabels.DIAMOND + name.apply(station.name()), SMALL, MapLabels.Kind.STATION,
                    station.disc()));
            discs.add(circle(station.disc().centre(), station.disc().radius()).getBounds2D());
        }
        List<Rectangle2D> obstacles = new ArrayList<>(discs);
        for (MapScene.Mark mark : scene.marks()) {
            wanted.add(new MapLabels.Wanted(mark.letter(), LABEL, MapLabels.Kind.POINT, x(mark.at().x()),
                    y(mark.at().y()), DOT, DOT));
            obstacles.add(new Rectangle2D.Double(x(mark.at().x()) - DOT, y(mark.at().y()) - DOT, 2 * DOT, 2 * DOT));
        }
        for (Terrain piece : field.terrain()) {
            Rectangle2D box = outline(piece).getBounds2D();
            wanted.add(new MapLabels.Wanted(name.apply(piece.name()) + " · " + piece.bricks() + "▮", SMALL, MapLabels.Kind.TERRAIN,
                    box.getCenterX(), box.getCenterY(), box.getWidth() / 2, box.getHeight() / 2));
        }
        // the axes' numbers stand in the margin the labels may use, and are kept clear as another label is ("◆
        // Bishop… A" was drawn over the 12 under the grid, a report review)
        return MapLabels.place(wanted, obstacles, discs, axisNumbers(), new Rectangle2D.Double(0, 0, WIDTH, WIDTH));
    }

    private MapLabels.Wanted around(String text, Font font, MapLabels.Kind kind, Disc disc) {
        double r = disc.radius() * scale;
        return new MapLabels.Wanted(text, font, kind, x(disc.centre().x()), y(disc.centre().y()), r, r);
    }

    /** A label with a white halo so it reads over terrain, discs and lines alike; a point's letter white on ink. */
    private static void draw(Graphics2D g, MapLabels.Label label) {
        if (label.kind() == MapLabels.Kind.POINT) {
            g.setColor(MapColours.INK);
            g.fill(new RoundRectangle2D.Double(label.box().getX(), label.box().getY(),
                    label.box().getWidth(), label.box().getHeight(), 8, 8));
            g.setColor(MapColours.HALO);
            g.fill(label.outline());
            return;
        }
        g.setStroke(new BasicStroke(5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.setColor(MapColours.HALO);
        g.draw(label.outline());
        g.setColor(MapColours.INK);
        g.fill(label.outline());
    }

    /** A thin line from a label that stands off to its piece, so it is read as that piece's. */
    private static void leader(Graphics2D g, MapLabels.Label label) {
        if (label.leader() == null) {
            return;
        }
        g.setColor(MapColours.INK);
        g.setStroke(new BasicStroke(1.5f));
        g.draw(label.leaderLine());
    }

    /** An offered point: a small ink dot ringed white, its letter placed beside it. */
    private void dot(Graphics2D g, Point at) {
        Shape dot = new Ellipse2D.Double(x(at.x()) - DOT, y(at.y()) - DOT, 2 * DOT, 2 * DOT);
        g.setColor(MapColours.INK);
        g.fill(dot);
        g.setColor(MapColours.HALO);
        g.setStroke(new BasicStroke(2.5f));
        g.draw(dot);
    }

    private Shape circle(Point centre, double radiusUnits) {
        double r = radiusUnits * scale;
        return new Ellipse2D.Double(x(centre.x()) - r, y(centre.y()) - r, 2 * r, 2 * r);
    }

    private Color colour(String player) {
        return player == null ? MapColours.NOBODY : colours.getOrDefault(player, MapColours.NOBODY);
    }
}
