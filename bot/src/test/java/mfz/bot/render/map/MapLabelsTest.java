package mfz.bot.render.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
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

    /**
     * Names alike but for a short last word or number keep it when cut: three stations read
     * "Rook Keep…" alike on every picture (a report review).
     */
    @Test
    void longNamesKeepTheirShortEndWhenCut() {
        assertEquals(Map.of("Rook Keep A", "Rook Ke… A", "Rook Keep B", "Rook Ke… B", "Bishop Keep A", "Bishop Ke…",
                "Anvil-3", "Anvil-3", "Hammerhead-12", "Hammer…-12", "Hammerhead-2", "Hammerh…-2",
                "Hammerhead-3", "Hammerh…-3", "Bartholomew the Great", "Bartholom…"),
                LabelNames.of(List.of("Rook Keep A", "Rook Keep B", "Bishop Keep A", "Anvil-3", "Hammerhead-12",
                        "Hammerhead-2", "Hammerhead-3", "Bartholomew the Great")), "cut apart only where cut alike");
        assertEquals("Bishop… B", LabelNames.apart("Bishop Keep B"));
        assertEquals("AnvilMk…01", LabelNames.apart("AnvilMk2HeavyAssaultUnitNumber01"), "a number run on");
        assertEquals("Hamme…1001", LabelNames.apart("Hammerhead-1001"), "its whole number");
        assertEquals("Hamme…2001", LabelNames.apart("Hammerhead-2001"), "(its last three digits read alike: a review)");
        assertEquals("Bartholom…", LabelNames.apart("Bartholomew the Great"), "a long last word: cut at the end");
    }

    /**
     * Stations by the grid's edge, as two seats placed them: their labels kept off the axes'
     * numbers ("◆ Bishop… A" was drawn over the 12 under the grid, a report review).
     */
    @Test
    void noLabelCoversAnAxisNumber() {
        Battlefield field = new Battlefield(Ruler.EIGHT, List.of(),
                List.of(new MapStation("Bishop Keep A", "u2", new Disc(new Point(13, 1), 1)),
                        new MapStation("Bishop Keep B", "u2", new Disc(new Point(17, 1), 1)),
                        new MapStation("Bishop Keep C", "u2", new Disc(new Point(16.75, 2.5), 1))),
                List.of(frame("Bishop-1", "u2", 12.5, 2), frame("Bishop-6", "u2", 0.5, 0.5)));
        MapScene scene = MapScene.of(field, SEATS);
        List<Rectangle2D> numbers = MapPicture.axisNumbers(scene);
        assertEquals(2 * 7, numbers.size(), "0 to 24 every 4 units, on both axes");
        for (MapLabels.Label label : MapPicture.labels(scene)) {
            assertTrue(numbers.stream().noneMatch(label.box()::intersects), label.text() + " covers an axis number");
        }
    }

    @Test
    void noTwoLabelsOfACrowdedMapOverlap() throws IOException {
        MapScene scene = crowded();
        List<MapLabels.Label> labels = MapPicture.labels(scene);
        assertEquals(6 + 2 + 2 + 3, labels.size(), "a label for every piece: " + labels);
        // its height set apart from its name: "Hill 1 6▮" read as "Hill 16" (a phone review)
        assertTrue(labels.stream().anyMatch(label -> label.text().equals("Tower · 9▮")), labels.toString());
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

    /**
     * A name is read as the piece's it stands nearest to: beside its own disc, no other disc nearer
     * to it; joined by a line, the line crosses no other disc (a phone review: "Fang-3" stood beside
     * station Fang-c's disc, and a leader ran across another frame's).
     */
    @Test
    void everyNameStandsNearestItsOwnPieceAndNoLeaderCrossesAnother() throws IOException {
        for (MapScene scene : List.of(crowded(), clustered(), between())) {
            List<MapLabels.Label> labels = MapPicture.labels(scene);
            List<Rectangle2D> discs = MapPicture.discs(scene);
            for (MapLabels.Label label : labels) {
                if (label.kind() != MapLabels.Kind.FRAME && label.kind() != MapLabels.Kind.STATION) {
                    continue;
                }
                Rectangle2D own = discs.stream().filter(d -> Math.abs(d.getCenterX() - label.piece().getX()) < 0.5
                        && Math.abs(d.getCenterY() - label.piece().getY()) < 0.5).findFirst().orElseThrow();
                if (label.leader() == null) {
                    double mine = MapLabels.gap(label.box(), own);
                    for (Rectangle2D other : discs) {
                        if (!other.equals(own)) {
                            // clearly nearer its own: as near another, between the two, it read as the other's
                            assertTrue(MapLabels.gap(label.box(), other) >= mine + 4, label.text() + " stands as near "
                                    + "another disc " + other + " as its own " + own + ": " + label.box());
                        }
                    }
                } else {
                    for (Rectangle2D other : discs) {
                        assertTrue(other.equals(own) || !MapLabels.leaderCrosses(label, other), label.text()
                                + "'s leader crosses " + other);
                    }
                }
            }
            write(scene, "map-labels-nearest");
        }
    }

    /**
     * A map player's picture: station Beta's name, pushed off its right side by a move's letters and its
     * frame, stood to its left, between it and station Alpha, a hair nearer Beta: read as Alpha's.
     */
    static MapScene between() {
        Battlefield field = new Battlefield(Ruler.EIGHT,
                List.of(new Terrain("Tower", Polygon.rectangle(11, 3, 2, 2), 6),
                        new Terrain("Block 1", Polygon.rectangle(6.5, 6.5, 3.5, 3.5), 4)),
                List.of(new MapStation("Alpha", "u1", new Disc(new Point(4, 4), MapStation.DIAMETER)),
                        new MapStation("Beta", "u1", new Disc(new Point(8, 3), MapStation.DIAMETER)),
                        new MapStation("Xray", "u2", new Disc(new Point(8, 8), MapStation.DIAMETER))),
                List.of(frame("A2", "u1", 9.5, 3), frame("A3", "u1", 5, 11)));
        return MapScene.of(field, SEATS).withMarks(List.of(new MapScene.Mark("A", new Point(10.2, 3.5)),
                new MapScene.Mark("B", new Point(9.2, 4.6)), new MapScene.Mark("C", new Point(11.1, 2.8))));
    }

    /** The map test's last picture, whose labels misled: two companies' frames and stations in clusters. */
    static MapScene clustered() {
        Battlefield field = new Battlefield(Ruler.EIGHT,
                List.of(new Terrain("Hill 1", Polygon.rectangle(3, 7, 5, 4), 6),
                        new Terrain("Hill 2", Polygon.rectangle(16, 13, 5, 4), 6),
                        new Terrain("Piece 3", Polygon.rectangle(11, 11, 2, 2), 1)),
                List.of(new MapStation("Anvil-a", "u1", new Disc(new Point(7, 21), 1)),
                        new MapStation("Anvil-b", "u1", new Disc(new Point(10.7, 22.5), 1)),
                        new MapStation("Anvil-c", "u1", new Disc(new Point(9.8, 23.7), 1)),
                        new MapStation("Fang-a", "u2", new Disc(new Point(11, 11), 1)),
                        new MapStation("Fang-b", "u2", new Disc(new Point(15, 11), 1)),
                        new MapStation("Fang-c", "u2", new Disc(new Point(14.8, 12.5), 1))),
                List.of(frame("Anvil-1", "u1", 10.2, 20.8), frame("Anvil-2", "u1", 7, 19.5),
                        frame("Anvil-3", "u1", 9, 21), frame("Anvil-4", "u1", 5, 19),
                        frame("Fang-1", "u2", 12.5, 11), frame("Fang-2", "u2", 12, 12),
                        frame("Fang-3", "u2", 11, 12.5)));
        return MapScene.of(field, SEATS).withMarks(List.of(new MapScene.Mark("A", new Point(10, 12)),
                new MapScene.Mark("B", new Point(16.5, 11)), new MapScene.Mark("C", new Point(16.2, 12.5))));
    }

    static void write(MapScene scene, String sample) throws IOException {
        String dir = System.getProperty("mfz.map.samples");
        if (dir != null) {
            Files.createDirectories(Path.of(dir));
            Files.write(Path.of(dir, sample + ".png"), MapPicture.png(scene));
        }
    }
}
