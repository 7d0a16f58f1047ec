package mfz.bot.render.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.imageio.ImageIO;
import mfz.bot.render.TableView;
import mfz.rules.map.Battlefield;
import mfz.rules.map.Disc;
import mfz.rules.map.MapFrame;
import mfz.rules.map.MapStation;
import mfz.rules.map.Point;
import mfz.rules.map.Polygon;
import mfz.rules.map.Ruler;
import mfz.rules.map.Terrain;
import org.junit.jupiter.api.Test;

/**
 * The battlefield picture, decoded from its PNG: its size, that it isn't blank, and the colours
 * where the pieces are. {@code -Dmfz.map.samples=DIR} also writes the pictures there to look at.
 */
class MapPictureTest {

    private static final List<MapScene.Seat> SEATS = List.of(new MapScene.Seat("u1", "Ana"),
            new MapScene.Seat("u2", "Bo"), new MapScene.Seat("u3", "Cy"));

    private static MapFrame frame(String name, String owner, double x, double y) {
        return new MapFrame(name, owner, Disc.frameAt(new Point(x, y)));
    }

    private static Battlefield battle() {
        return new Battlefield(Ruler.EIGHT,
                List.of(new Terrain("tower", Polygon.rectangle(10, 10, 3, 3), 9),
                        new Terrain("ruin", new Polygon(List.of(new Point(3, 16), new Point(7, 15),
                                new Point(6, 20))), 4),
                        new Terrain("hedge", Polygon.rectangle(15, 3, 6, 1), 2)),
                List.of(new MapStation("Relay", "u1", new Disc(new Point(5, 5), 1)),
                        new MapStation("Mast", "u1", new Disc(new Point(11, 6), 1)),
                        new MapStation("Dish", "u2", new Disc(new Point(20, 20), 1))),
                List.of(frame("Lancer", "u1", 7, 8), frame("Brick", "u2", 16, 14),
                        frame("Wasp", "u3", 20, 9), frame("Knight", "u1", 4, 11)));
    }

    private static BufferedImage decode(MapScene scene, String sample) throws IOException {
        byte[] png = MapPicture.png(scene);
        String dir = System.getProperty("mfz.map.samples");
        if (dir != null) {
            Files.createDirectories(Path.of(dir));
            Files.write(Path.of(dir, sample + ".png"), png);
        }
        return ImageIO.read(new ByteArrayInputStream(png));
    }

    private static Color at(BufferedImage image, MapScene scene, double x, double y) {
        Point2D p = MapPicture.pixel(scene, new Point(x, y));
        return new Color(image.getRGB((int) Math.round(p.getX()), (int) Math.round(p.getY())));
    }

    @Test
    void aBattleIsDrawnWithEveryPieceInItsColour() throws IOException {
        MapScene scene = MapScene.of(battle(), SEATS).withHolders(Map.of("Relay", "u1", "Mast", "u2")).acting("u1", "Lancer");
        BufferedImage image = decode(scene, "battle");
        assertEquals(MapPicture.WIDTH, image.getWidth());
        assertEquals(MapPicture.height(), image.getHeight());
        assertEquals(MapColours.player(0), at(image, scene, 7, 8), "Lancer in Ana's colour");
        assertEquals(MapColours.player(1), at(image, scene, 16, 14), "Brick in Bo's colour");
        assertEquals(MapColours.player(2), at(image, scene, 20, 9), "Wasp in Cy's colour");
        assertEquals(MapColours.player(0), at(image, scene, 5, 5), "Relay held by Ana");
        assertEquals(MapColours.player(1), at(image, scene, 11, 6), "Mast held by Bo");
        assertEquals(MapColours.NOBODY, at(image, scene, 20, 20), "Dish held by nobody");
        assertEquals(MapColours.terrain(9), at(image, scene, 10.3, 12.7), "the tower's corner, away from its label");
        assertEquals(MapColours.terrain(2), at(image, scene, 15.2, 3.2), "the hedge");
        assertEquals(MapColours.GROUND, at(image, scene, 1.5, 22.5), "open ground");
    }

    @Test
    void thePictureIsNotBlankAndHasItsLabelsAndReach() throws IOException {
        MapScene scene = MapScene.of(battle(), SEATS).acting("u1", "Lancer");
        BufferedImage image = decode(scene, "acting");
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < image.getHeight(); y += 3) {
            for (int x = 0; x < image.getWidth(); x += 3) {
                colours.add(image.getRGB(x, y));
            }
        }
        assertTrue(colours.size() > 50, "many colours (anti-aliased text and shapes): " + colours.size());
        assertTrue(colours.contains(MapColours.INK.getRGB()), "text and outlines in ink");
        // The direct-fire circle round Lancer (7,8): radius 8.5 units, so it passes through 15.5,8.
        Point2D onRing = MapPicture.pixel(scene, new Point(15.5, 8));
        assertTrue(nearby(image, onRing, MapColours.player(0), 3), "Lancer's direct-fire range drawn");
        MapScene still = MapScene.of(battle(), SEATS);
        assertTrue(!nearby(MapPicture.image(still), onRing, MapColours.player(0), 3), "no reach without an acting frame");
    }

    /**
     * Each seat in the hue of its colour on the table and in the report, within the map's
     * colour-blind palette: the first player was blue on the map and red everywhere else (a report review).
     */
    @Test
    void eachSeatsColourIsTheHueOfItsColourOnTheTable() {
        for (int seat = 0; seat < 5; seat++) {
            Color table = new Color(TableView.colourOfSeat(seat));
            float[] onTable = Color.RGBtoHSB(table.getRed(), table.getGreen(), table.getBlue(), null);
            Color map = MapColours.player(seat);
            float[] onMap = Color.RGBtoHSB(map.getRed(), map.getGreen(), map.getBlue(), null);
            double apart = Math.abs(onTable[0] - onMap[0]) * 360;
            assertTrue(Math.min(apart, 360 - apart) < 50, "seat " + seat + ": " + table + " on the table, " + map
                    + " on the map");
        }
    }

    private static double distance(Color a, Color b) {
        return Math.sqrt(Math.pow(a.getRed() - b.getRed(), 2) + Math.pow(a.getGreen() - b.getGreen(), 2)
                + Math.pow(a.getBlue() - b.getBlue(), 2));
    }

    @Test
    void duringDeploymentTheDefendersPerimeterIsShaded() throws IOException {
        MapScene scene = MapScene.of(battle(), SEATS).withPerimeterOf("u1");
        BufferedImage image = decode(scene, "perimeter");
        Color inside = at(image, scene, 2.5, 2.5);
        Color outside = at(image, scene, 22.5, 22.5);
        assertEquals(MapColours.GROUND, outside);
        Color defender = MapColours.player(0);
        assertTrue(distance(inside, defender) < distance(MapColours.GROUND, defender) - 20,
                "tinted with the defender's colour: " + inside);
    }

    @Test
    void theSmallTableUsesTheSameWidth() throws IOException {
        Battlefield small = new Battlefield(Ruler.SIX, List.of(), List.of(),
                List.of(frame("Lancer", "u1", 9, 9)));
        MapScene scene = MapScene.of(small, SEATS);
        BufferedImage image = decode(scene, "small");
        assertEquals(MapPicture.WIDTH, image.getWidth());
        assertEquals(MapColours.player(0), at(image, scene, 9, 9));
    }

    private static boolean nearby(BufferedImage image, Point2D p, Color colour, int within) {
        for (int dy = -within; dy <= within; dy++) {
            for (int dx = -within; dx <= within; dx++) {
                if (image.getRGB((int) p.getX() + dx, (int) p.getY() + dy) == colour.getRGB()) {
                    return true;
                }
            }
        }
        return false;
    }
}
