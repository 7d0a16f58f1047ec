package mfz.rules.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import mfz.rules.dice.ScriptedDice;
import mfz.rules.game.Command;
import mfz.rules.game.CommandsFromEvents;
import mfz.rules.game.Event;
import mfz.rules.game.RuleViolation;
import mfz.rules.game.Table;
import mfz.rules.turn.Range;
import mfz.rules.turn.Target;
import org.junit.jupiter.api.Test;

/**
 * Terrain cover on the map (docs/rules.md §6 and §10): how many hits it stands through follows
 * from its height (each hit takes 6 bricks, and under 3 it is no cover), and the hits it takes
 * wear it down on the map, so the next attack measures what is left. a1 attacks b1, which has
 * not acted: b1 takes its turn first, and the attack's hits come when it has defended.
 */
class TerrainWearsOnTheMapTest {

    /** The wall in front of b1 at this height. */
    private static Table wall(int bricks) {
        Terrain wall = new Terrain("Wall", MapTables.NEAR_TARGET.outline(), bricks);
        Table table = MapTables.skirmish("B G Y Rd", List.of(wall), new Point(12, 12));
        table.play(new Command.StartTurn("a", "a1", "b1", null, null, 0, false, null), 6, 5, 5, 4, 3, 2, 1);
        table.play(new Command.Defend("a", "B3"));
        return table;
    }

    /** a1's R5 at b1, then b1's quiet turn and no defense: these five damage dice resolve. */
    private static List<Event> attackAndResolve(Table table, int... damage) {
        List<Event> declared = table.play(new Command.Attack("a", "R5", false, null, null, null));
        assertTrue(declared.getFirst() instanceof Event.MapChanged m && m.change() instanceof MapEvent.CoverTaken,
                "the map names the cover first: " + declared);
        table.play(new Command.StartTurn("b", "b1", null, null, null, 0, false, null), 1, 1, 1, 1, 1);
        return table.play(new Command.Defend("b", "none"), damage);
    }

    private static Event.MapChanged last(List<Event> events) {
        return (Event.MapChanged) events.stream().filter(e -> e instanceof Event.MapChanged).reduce((a, b) -> b)
                .orElseThrow(() -> new AssertionError("the map didn't change: " + events));
    }

    @Test
    void aFourBrickWallStandsThroughNoHitAndTheFirstBringsItDown() {
        Table table = wall(4);
        List<Event> resolved = attackAndResolve(table, 1, 1, 1, 4, 4);
        assertTrue(resolved.stream().anyMatch(e -> e instanceof Event.CoverDestroyed), resolved.toString());
        assertEquals(new Event.MapChanged("a", new MapEvent.TerrainWorn("Wall", 1, 0)), last(resolved));
        assertTrue(table.game().map().orElseThrow().piece("Wall").isEmpty(), "gone from the map");
    }

    @Test
    void aTallerWallStandsThroughAHitAndIsLoweredBySixBricks() {
        Table table = wall(10);
        List<Event> declared = table.play(new Command.Attack("a", "R5", false, null, null, null));
        assertEquals(new Event.MapChanged("a", new MapEvent.CoverTaken("Wall", 1)), declared.getFirst(),
                "10 bricks: one hit leaves 4, still cover");
        table.play(new Command.StartTurn("b", "b1", null, null, null, 0, false, null), 1, 1, 1, 1, 1);
        List<Event> resolved = table.play(new Command.Defend("b", "none"), 1, 1, 1, 1, 4);
        assertTrue(resolved.stream().noneMatch(e -> e instanceof Event.CoverDestroyed), resolved.toString());
        assertEquals(new Event.MapChanged("a", new MapEvent.TerrainWorn("Wall", 1, 4)), last(resolved));
        Terrain left = table.game().map().orElseThrow().piece("Wall").orElseThrow();
        assertEquals(4, left.bricks());
        Battlefield field = MapPlacing.battlefield(table.game());
        assertEquals(List.of(new CoverPiece.OfTerrain(left)),
                CoverFinder.covers(field, field.frame("a", "a1").orElseThrow(), field.frame("b", "b1").orElseThrow()),
                "still cover for the next attack, which its first hit brings down");
        assertEquals(0, MapCover.standsThrough(left));
    }

    @Test
    void hitsMissingTheCoverLeaveItStanding() {
        Table table = wall(4);
        List<Event> resolved = attackAndResolve(table, 1, 1, 1, 2, 3);
        assertTrue(resolved.stream().noneMatch(e -> e instanceof Event.MapChanged), resolved.toString());
        assertEquals(4, table.game().map().orElseThrow().piece("Wall").orElseThrow().bricks());
    }

    /**
     * An attack on terrain names its piece on the map, at the range the map measures to it unless
     * one is named (checked when the attack comes, as for a frame: §5.1), and each hit takes 6
     * bricks off that piece (docs/rules.md §6.4): an audit found its hits reached no piece, so the
     * wall it aimed at went on covering everyone at full height.
     */
    @Test
    void anAttackOnAPieceOfTerrainWearsThatPieceDown() {
        Table table = MapTables.skirmish("B G Y Rd", List.of(new Terrain("Wall", MapTables.NEAR_TARGET.outline(), 10)),
                new Point(12, 12));
        ScriptedDice none = new ScriptedDice(List.of());
        assertEquals("On the map, name the piece of terrain: `target:<piece>` (Wall).", ((RuleViolation) table.game()
                .decide(new Command.StartTurn("a", "a1", "terrain", null, null, 0, false, null), none)).message());
        Table far = MapTables.skirmish("B G Y Rd", List.of(new Terrain("Wall", MapTables.NEAR_TARGET.outline(), 10)),
                new Point(12, 12));
        far.play(new Command.StartTurn("a", "a1", "wall", null, Range.HAND, 0, false, null),
                6, 5, 5, 4, 3);
        far.play(new Command.Defend("a", "none"));
        assertEquals("Wall is 4.4 units from a1: direct fire range, not hand-to-hand.", ((RuleViolation) far.game()
                .decide(new Command.Attack("a", "W6", false, null, null, null), none)).message(),
                "the range named is checked when the attack comes");
        assertEquals("There is no frame or piece of terrain named `Wal`: the pieces are Wall.", ((RuleViolation) table
                .game().decide(new Command.StartTurn("a", "a1", "Wal", null, null, 0, false, null), none)).message());
        List<Event> started = table.play(new Command.StartTurn("a", "a1", "wall", null, null, 0, false, null),
                6, 5, 5, 4, 3, 2, 1);
        Event.TurnStarted turn = (Event.TurnStarted) started.getFirst();
        assertEquals(Target.terrain("Wall"), turn.target());
        assertEquals(Range.DIRECT, turn.range(), "measured on the map");
        table.play(new Command.Defend("a", "B3"));
        List<Event> attacked = table.play(new Command.Attack("a", "R5", false, null, null, null), 4, 1, 1, 1, 1);
        assertEquals(new Event.MapChanged("a", new MapEvent.TerrainWorn("Wall", 1, 4)), last(attacked));
        assertEquals(4, table.game().map().orElseThrow().piece("Wall").orElseThrow().bricks(), "one hit: 6 bricks off");
        assertEquals(Optional.of(new Command.StartTurn("a", "a1", "Wall", null, Range.DIRECT, 0,
                false, null, null)), CommandsFromEvents.commandAt(MapTables.skirmish("B G Y Rd",
                List.of(new Terrain("Wall", MapTables.NEAR_TARGET.outline(), 10)), new Point(12, 12)).game(), "a",
                started), "an import starts the same turn again");
    }

    @Test
    void coverHitsNamedAgainstTheMapAreRefusedWithItsAnswer() {
        Table table = wall(4);
        assertEquals("On the map Wall is 4 bricks high: it stands through 0 hits (each takes 6 bricks), not 2."
                        + " Attack without `cover-hits:` to take the map's answer.",
                ((RuleViolation) table.game().decide(new Command.Attack("a", "R5", false, null, null, 2),
                        new ScriptedDice(List.of()))).message());
        table.play(new Command.Attack("a", "R5", false, null, null, 0));
    }
}
