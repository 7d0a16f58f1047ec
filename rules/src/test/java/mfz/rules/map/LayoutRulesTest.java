package mfz.rules.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import mfz.rules.dice.ScriptedDice;
import mfz.rules.game.Command;
import mfz.rules.game.Json;
import mfz.rules.game.Table;
import mfz.rules.options.GameSize;
import org.junit.jupiter.api.Test;

/** Laying out terrain as events: decided, refused, applied, and kept as JSON. */
class LayoutRulesTest {

    @Test
    void terrainIsLaidReplacedAndRemovedByEvents() {
        MapLayout layout = MapLayout.empty(Ruler.EIGHT);
        MapEvent tower = LayoutRules.lay(layout, "tower", "rect 2,2,2,2", 6);
        layout = LayoutRules.apply(layout, tower);
        layout = LayoutRules.apply(layout, LayoutRules.lay(layout, "Tower", "rect 2,2,3,3", 9));
        assertEquals(List.of(new Terrain("Tower", Polygon.rectangle(2, 2, 3, 3), 9)), layout.terrain());
        MapEvent removed = LayoutRules.remove(layout, "TOWER");
        assertEquals(new MapEvent.TerrainRemoved("Tower"), removed);
        assertEquals(List.of(), LayoutRules.apply(layout, removed).terrain());
    }

    @Test
    void refusalsChangeNothingAndSayWhy() {
        MapLayout layout = MapLayout.empty(Ruler.EIGHT);
        assertEquals("No terrain called `hill` on the map",
                assertThrows(InvalidShapeException.class, () -> LayoutRules.remove(layout, "hill")).getMessage());
        assertEquals("A polygon needs at least 3 corners, got 1", assertThrows(InvalidShapeException.class,
                () -> LayoutRules.lay(layout, "hill", "poly 1,1", 3)).getMessage());
    }

    @Test
    void aLoadedLayoutReplacesTheTerrainAndTakesThisGamesRuler() {
        MapLayout big = MapLayout.empty(Ruler.EIGHT);
        MapLayout saved = big.with(ShapeNotation.terrain("tower", "rect 2,2,2,2", 6, big));
        MapLayout small = MapLayout.empty(Ruler.SIX).with(ShapeNotation.terrain("old", "rect 9,9,1,1", 3, big));
        MapLayout loaded = LayoutRules.apply(small, LayoutRules.load(small, "City", saved));
        assertEquals(Ruler.SIX, loaded.ruler());
        assertEquals(List.of("tower"), loaded.terrain().stream().map(Terrain::name).toList());
        MapLayout wide = big.with(ShapeNotation.terrain("far", "rect 20,2,2,2", 6, big));
        assertEquals("Map Wide doesn't fit this table: far reaches 20,2, and the table is 18 units square",
                assertThrows(InvalidShapeException.class, () -> LayoutRules.load(small, "Wide", wide)).getMessage());
    }

    /** A piece named as a turn's target words could never be attacked: refused (a play-test laid "terrain" and "none"). */
    @Test
    void aPieceCantBeNamedAfterTheTargetWords() {
        MapLayout layout = MapLayout.empty(Ruler.EIGHT);
        for (String word : List.of("terrain", "None", "nothing")) {
            assertEquals("`" + word + "` is a word a turn's target takes (`terrain`, `none`, `nothing`): give the piece another name",
                    assertThrows(InvalidShapeException.class, () -> LayoutRules.lay(layout, word, "rect 1,1,2,2", 3))
                            .getMessage());
        }
    }

    /** A piece laid named as a frame or station could never be targeted by that name (a play-test laid "Fang"). */
    @Test
    void aPieceLaidCantTakeAFramesOrAStationsName() {
        Table t = Table.lobby(GameSize.SKIRMISH, 2);
        t.play(new Command.SetMap("a", Ruler.EIGHT));
        t.companies(3, Table.frames(4, "B G Y"), Table.frames(5, "B G Y"))
                .start(ScriptedDice.of());
        t.refused(new Command.LayTerrain("a", "B1", "rect 1,1,2,2", 3),
                "A frame is called `B1`: give the piece another name, so a turn can target either.");
        t.refused(new Command.LayTerrain("a", "a-s1", "rect 1,1,2,2", 3),
                "A station is called `a-s1`: give the piece another name.");
        t.play(new Command.LayTerrain("a", "Hill", "rect 1,1,2,2", 3));
    }

    /**
     * A shape typed to three decimals, or with a -0, imports as it was laid (the fixture checks
     * every command decided again): the notation an import decides again rounded to two decimals
     * and wrote -0 as 0, laying another piece, so the import was refused (an audit).
     */
    @Test
    void aShapeToThreeDecimalsOrWithMinusZeroImportsAsLaid() {
        Table t = Table.lobby(GameSize.SKIRMISH, 2);
        t.play(new Command.SetMap("a", Ruler.EIGHT));
        t.companies(3, Table.frames(4, "B G Y"), Table.frames(5, "B G Y"))
                .start(ScriptedDice.of());
        t.play(new Command.LayTerrain("a", "Rock", "rect 1.125,2,3.375,4", 3));
        t.play(new Command.LayTerrain("a", "Spur", "poly -0,20 4,20 4,23.875", 3));
        assertEquals("rect 1.125,2,3.375,4", ShapeNotation.notation(t.game().map().orElseThrow().terrain().getFirst()
                .outline()));
    }

    @Test
    void terrainNamesFollowTheRuleOfEveryNameBeforeTheirOwn() {
        MapLayout layout = MapLayout.empty(Ruler.EIGHT);
        assertEquals("A terrain's name can't hold an invisible character (U+200B ZERO WIDTH SPACE): every character of"
                + " a name must show.", assertThrows(InvalidShapeException.class,
                () -> LayoutRules.lay(layout, "Hill\u200B", "rect 1,1,2,2", 3)).getMessage());
        assertEquals("A terrain name is 1 to 32 letters, digits, spaces, ' _ or -", assertThrows(
                InvalidShapeException.class, () -> LayoutRules.lay(layout, "Hill!", "rect 1,1,2,2", 3)).getMessage());
    }

    @Test
    void aLoadedLayoutsNameAndPiecesAreCheckedAsIfTyped() {
        MapLayout layout = MapLayout.empty(Ruler.EIGHT);
        MapLayout saved = layout.with(new Terrain("Tower <t:0:R>", Polygon.rectangle(1, 1, 2, 2), 6));
        assertEquals("Map City: A terrain's name can't hold `<t:`: names show as written, so they can't hold Discord"
                + " markup (timestamps, other servers' emoji, commands).", assertThrows(InvalidShapeException.class,
                () -> LayoutRules.load(layout, "City", saved)).getMessage());
        assertEquals("The saved map's name can't hold `https://`: names can't hold links or invites.",
                assertThrows(InvalidShapeException.class, () -> LayoutRules.load(layout, "https://x.example",
                        MapLayout.empty(Ruler.EIGHT))).getMessage());
    }

    /**
     * A forged import (or a saved map kept from one) brought any piece in: any height, corners
     * off the table or crossing, hundreds of pieces, two of one name. Each is refused as typed.
     */
    @Test
    void aLoadedLayoutsShapesHeightsAndCountAreCheckedAsIfTyped() {
        MapLayout layout = MapLayout.empty(Ruler.EIGHT);
        Function<List<Terrain>, String> refusal = pieces -> assertThrows(InvalidShapeException.class,
                () -> LayoutRules.load(layout, "City", new MapLayout(Ruler.EIGHT, pieces))).getMessage();
        assertEquals("Map City: Tower is 100000 bricks high: 1 to 60",
                refusal.apply(List.of(new Terrain("Tower", Polygon.rectangle(1, 1, 2, 2), 100_000))));
        assertEquals("Map City: Pit's corner -1,1 is off the table (0 to " + layout.side() + " each way)",
                refusal.apply(List.of(new Terrain("Pit", Polygon.rectangle(-1, 1, 2, 2), 3))));
        assertEquals("Map City: Bow's edges cross or fold back", refusal.apply(List.of(new Terrain("Bow",
                new Polygon(List.of(new Point(1, 1), new Point(3, 3), new Point(3, 1), new Point(1, 3))), 3))));
        List<Point> many = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            double turn = 2 * Math.PI * i / 30;
            many.add(new Point(8 + 4 * Math.cos(turn), 8 + 4 * Math.sin(turn)));
        }
        assertEquals("Map City: Ring has 30 corners: 3 to 24",
                refusal.apply(List.of(new Terrain("Ring", new Polygon(many), 3))));
        assertEquals("Map City: two pieces are called hill", refusal.apply(List.of(
                new Terrain("Hill", Polygon.rectangle(1, 1, 1, 1), 3), new Terrain("hill", Polygon.rectangle(5, 5, 1, 1), 3))));
        List<Terrain> crowded = new ArrayList<>();
        for (int i = 0; i <= MapLayout.MAX_PIECES; i++) {
            crowded.add(new Terrain("Rock " + i, Polygon.rectangle(i % 10 * 2, i / 10 * 2, 1, 1), 3));
        }
        assertEquals("Map City: The map holds at most " + MapLayout.MAX_PIECES + " pieces of terrain",
                refusal.apply(crowded));
        assertEquals(MapLayout.MAX_PIECES, LayoutRules.apply(layout, LayoutRules.load(layout, "City",
                new MapLayout(Ruler.EIGHT, crowded.subList(0, MapLayout.MAX_PIECES)))).terrain().size(), "a full map loads");
    }

    @Test
    void eventsSurviveJson() {
        MapLayout layout = MapLayout.empty(Ruler.EIGHT);
        for (MapEvent event : List.of(LayoutRules.lay(layout, "ridge", "poly 1,1 4,1 2,3", 2),
                new MapEvent.TerrainRemoved("ridge"), new MapEvent.LayoutLoaded("City", layout),
                new MapEvent.CoverTaken("ridge", 1), new MapEvent.TerrainWorn("ridge", 2, 0))) {
            assertEquals(event, Json.read(Json.write(event), MapEvent.class));
        }
        assertEquals("{\"type\":\"terrain-removed\",\"name\":\"ridge\"}", Json.write(new MapEvent.TerrainRemoved("ridge")));
    }
}
