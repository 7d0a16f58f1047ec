package mfz.rules.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import mfz.rules.game.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Layouts: the shapes players type, their refusals, and the JSON a saved layout is kept as. */
class MapLayoutTest {

    private static final MapLayout EMPTY = MapLayout.empty(Ruler.EIGHT);

    @Test
    void aRectangleIsACornerAWidthAndADepth() {
        Terrain tower = ShapeNotation.terrain("tower", "rect 4,5,2,3.5", 6, EMPTY);
        assertEquals(List.of(new Point(4, 5), new Point(6, 5), new Point(6, 8.5), new Point(4, 8.5)),
                tower.outline().vertices());
        assertEquals("rect 4,5,2,3.5", ShapeNotation.notation(tower.outline()));
    }

    @Test
    void aPolygonIsItsCornersInOrder() {
        Terrain ridge = ShapeNotation.terrain("ridge", "poly 1,1 5,1 3,4", 2, EMPTY);
        assertEquals(3, ridge.outline().vertices().size());
        assertEquals("poly 1,1 5,1 3,4", ShapeNotation.notation(ridge.outline()));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
            "square 1,1,2,2      | A shape starts with rect or poly: rect x,y,w,h or poly x,y x,y x,y",
            "rect 1,1,2          | A rectangle is rect x,y,w,h: a corner, then width and depth",
            "rect 1,1,two,2      | `two` is not a number of units (like 4 or 2.5)",
            "rect 1,1,2,2 extra  | `2 extra` is not a number of units (like 4 or 2.5)",
            "rect 1,1,0,2        | A rectangle's width and depth must be more than 0",
            "rect 23,1,2,2       | Corner 25,1 is off the table (0 to 24 each way)",
            "rect 1,1,99999,2    | Corner 100000,1 is off the table (0 to 24 each way)",
            "rect 1,1,2.0625,2   | `2.0625` is finer than a ruler reads: three decimals at most (like 2.125)",
            "poly 1,1 5,1        | A polygon needs at least 3 corners, got 2",
            "poly 1,1 5;1 3,4    | Corner `5;1` should be x,y (two numbers, a comma, no space)",
            "poly 0,0 4,4 4,0 0,4 | Those corners make edges that cross or fold back: list them in order round the outline",
            "poly 0,0 2,0 4,0    | Those corners make edges that cross or fold back: list them in order round the outline",
            "poly -1,0 2,0 2,2   | Corner -1,0 is off the table (0 to 24 each way)",
    })
    void badShapesAreRefusedSayingWhatToFix(String shape, String message) {
        assertEquals(message, assertThrows(InvalidShapeException.class,
                () -> ShapeNotation.terrain("t", shape, 4, EMPTY)).getMessage());
    }

    @Test
    void spacesBesideARectanglesCommasAreKept() {
        assertEquals("rect 1,1,2,2", ShapeNotation.notation(ShapeNotation.terrain("t", "rect 1, 1, 2 ,2", 2, EMPTY)
                .outline()));
    }

    @Test
    void heightsAndNamesAreChecked() {
        assertEquals("Height 0 is out of range: 1 to 60 bricks", assertThrows(InvalidShapeException.class,
                () -> ShapeNotation.terrain("t", "rect 1,1,1,1", 0, EMPTY)).getMessage());
        assertEquals("Height 61 is out of range: 1 to 60 bricks", assertThrows(InvalidShapeException.class,
                () -> ShapeNotation.terrain("t", "rect 1,1,1,1", 61, EMPTY)).getMessage());
        assertThrows(InvalidShapeException.class, () -> ShapeNotation.terrain("", "rect 1,1,1,1", 3, EMPTY));
    }

    @Test
    void theSmallTableIsSmaller() {
        MapLayout small = MapLayout.empty(Ruler.SIX);
        assertEquals("Corner 19,1 is off the table (0 to 18 each way)", assertThrows(InvalidShapeException.class,
                () -> ShapeNotation.terrain("t", "rect 17,1,2,2", 3, small)).getMessage());
    }

    /** A place far off the table is said to be off it, however many digits (a bad-input audit: "not a number"). */
    @Test
    void aPlaceFarOffTheTableIsOffIt() {
        assertEquals("99999,6 is off the table (0 to 24 each way)", assertThrows(InvalidShapeException.class,
                () -> ShapeNotation.point("99999,6", 24)).getMessage());
        assertEquals("`12.123456789` is finer than a ruler reads: three decimals at most (like 2.125)",
                assertThrows(InvalidShapeException.class, () -> ShapeNotation.point("12.123456789,6", 24)).getMessage());
        assertEquals(new Point(12.125, 6), ShapeNotation.point("12.125,6", 24));
    }

    @Test
    void piecesAreAddedReplacedByNameAndRemoved() {
        MapLayout layout = EMPTY.with(ShapeNotation.terrain("Tower", "rect 1,1,2,2", 6, EMPTY))
                .with(ShapeNotation.terrain("wall", "rect 5,1,1,6", 3, EMPTY))
                .with(ShapeNotation.terrain("tower", "rect 1,1,3,3", 9, EMPTY));
        assertEquals(List.of("tower", "wall"), layout.terrain().stream().map(Terrain::name).toList());
        assertEquals(9, layout.piece("TOWER").orElseThrow().bricks());
        assertEquals(List.of("wall"), layout.without("Tower").terrain().stream().map(Terrain::name).toList());
        assertEquals("No terrain called `hill` on the map",
                assertThrows(InvalidShapeException.class, () -> layout.without("hill")).getMessage());
    }

    @Test
    void aLayoutSurvivesJson() {
        MapLayout layout = MapLayout.empty(Ruler.SIX)
                .with(ShapeNotation.terrain("tower", "rect 1,1,2,2.5", 6, EMPTY))
                .with(ShapeNotation.terrain("ridge", "poly 1,10 5,10 3,14", 2, EMPTY));
        MapLayout back = Json.roundTrip(layout, MapLayout.class);
        assertEquals(layout, back);
        assertEquals("{\"ruler\":\"SIX\",\"terrain\":[{\"name\":\"tower\",\"outline\":{\"vertices\":[{\"x\":1.0,"
                        + "\"y\":1.0},{\"x\":3.0,\"y\":1.0},{\"x\":3.0,\"y\":3.5},{\"x\":1.0,\"y\":3.5}]},"
                        + "\"bricks\":6},{\"name\":\"ridge\",\"outline\":{\"vertices\":[{\"x\":1.0,\"y\":10.0},"
                        + "{\"x\":5.0,\"y\":10.0},{\"x\":3.0,\"y\":14.0}]},\"bricks\":2}]}",
                Json.write(layout));
    }
}
