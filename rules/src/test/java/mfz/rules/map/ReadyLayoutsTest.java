package mfz.rules.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The ready layouts a phone player lays in one tap: on the table, fair to both sides, apart, loadable. */
class ReadyLayoutsTest {

    @Test
    void everyReadyLayoutLoadsOnBothTablesAndIsTheSameFromEitherSide() {
        for (Ruler ruler : Ruler.values()) {
            for (ReadyLayouts.Ready ready : ReadyLayouts.all()) {
                MapLayout layout = ReadyLayouts.named(ready.name().toUpperCase(), ruler).orElseThrow();
                String what = ready.name() + " on " + ruler;
                MapLayout empty = MapLayout.empty(ruler);
                assertEquals(layout.terrain(), LayoutRules.apply(empty, LayoutRules.load(empty, ready.name(), layout))
                        .terrain(), what);
                assertTrue(layout.terrain().stream().filter(Terrain::givesCover).count() >= 2, what);
                double side = ruler.tableSide();
                for (Terrain piece : layout.terrain()) {
                    assertTrue(ShapeNotation.nameProblem(piece.name()).isEmpty(), what + ": " + piece.name());
                    List<Point> turned = piece.outline().vertices().stream()
                            .map(p -> new Point(side - p.x(), side - p.y())).toList();
                    assertTrue(layout.terrain().stream().anyMatch(twin -> twin != piece
                            && box(twin.outline().vertices()).equals(box(turned))), what + ": " + piece.name() + " has a twin");
                    for (Terrain other : layout.terrain()) {
                        if (other != piece) {
                            assertFalse(overlap(box(piece.outline().vertices()), box(other.outline().vertices())),
                                    what + ": " + piece.name() + " and " + other.name() + " stand apart");
                        }
                    }
                }
            }
        }
        assertTrue(ReadyLayouts.named("Nowhere", Ruler.EIGHT).isEmpty());
    }

    /** min x, min y, max x, max y */
    private static List<Double> box(List<Point> corners) {
        return List.of(corners.stream().mapToDouble(Point::x).min().orElseThrow(),
                corners.stream().mapToDouble(Point::y).min().orElseThrow(),
                corners.stream().mapToDouble(Point::x).max().orElseThrow(),
                corners.stream().mapToDouble(Point::y).max().orElseThrow());
    }

    private static boolean overlap(List<Double> a, List<Double> b) {
        return a.get(0) < b.get(2) && b.get(0) < a.get(2) && a.get(1) < b.get(3) && b.get(1) < a.get(3);
    }
}
