package mfz.bot.render.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
 * The map picture's labels on a crowded table: every frame's, station's and terrain's label
 * (and each suggested point's letter) at a place of its own, none over another, all on the
 * picture. Checked on the label boxes the picture draws, not on pixels. With
 * {@code -Dmfz.map.samples=DIR} the picture is written there to look at.
 */
class MapLabelsTest {

    static final List<MapScene.Seat> SEATS = List.of(new MapScene.Seat("u1", "Ana"), new MapScene.Seat("u2", "Bo"));

    /** Six frames, two stations, two pieces of terrain and three offered points within a few units of one another. */
    static MapScene crowded() {
        Battlefield field = new Battlefield(Ruler.EIGHT,
                List.of(new Terrain("Tower", Polygon.rectangle(11, 11, 2, 2), 9),
                        new Terrain("Wall", Polygon.rectangle(9, 14, 3, 0.5), 3)),
                List.of(new MapStation("Relay", "u1", new Disc(new Point(10, 10), 1)),
                        new MapStation("Mast", "u2", new Disc(new Point(14, 12), 1))),
                List.of(frame("Anvil-1", "u1", 11, 9.5), frame("Anvil-2", "u1", 12, 9),
                        frame("Anvil-3", "u1", 9.5, 12), frame("Fang-1", "u2", 13.5, 13.5),
                        frame("Fang-2", "u2", 14.5, 13.8), frame("Fang-3", "u2", 12.5, 14.5)));
        return MapScene.of(field, SEATS).withMarks(List.of(new MapScene.Mark("A", new Point(11, 8.5)),
                new MapScene.Mark("B", new Point(11.5, 8.5)), new MapScene.Mark("C", new Point(15, 12))));
    }

    private static MapFrame frame(String name, String owner, double x, double y) {
        return new MapFrame(name, owner, Disc.frameAt(new Point(x, y)));
    }

    @Test
    void noTwoLabelsOfACrowdedMapOverlap() throws IOException {
        MapScene scene = crowded();
        List<MapLabels.Label> labels = MapPicture.labels(scene);
        assertEquals(6 + 2 + 2 + 3, labels.size(), "a label for every piece: " + labels);
        for (int i = 0; i < labels.size(); i++) {
            Rectangle2D box = labels.get(i).box();
            assertTrue(new Rectangle2D.Double(0, 0, MapPicture.WIDTH, MapPicture.WIDTH).contains(box),
                    labels.get(i).text() + " lies on the picture: " + box);
            for (int j = i + 1; j < labels.size(); j++) {
                assertFalse(box.intersects(labels.get(j).box()), labels.get(i).text() + " and "
                        + labels.get(j).text() + " overlap: " + box + " " + labels.get(j).box());
            }
        }
        write(scene, "map-labels");
    }

    static void write(MapScene scene, String sample) throws IOException {
        String dir = System.getProperty("mfz.map.samples");
        if (dir != null) {
            Files.createDirectories(Path.of(dir));
            Files.write(Path.of(dir, sample + ".png"), MapPicture.png(scene));
        }
    }
}
