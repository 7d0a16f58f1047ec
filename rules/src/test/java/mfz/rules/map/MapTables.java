package mfz.rules.map;

import static mfz.rules.game.Table.frame;

import java.util.ArrayList;
import java.util.List;
import mfz.rules.deployment.DeploymentStep;
import mfz.rules.dice.ScriptedDice;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.Table;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;

/**
 * Skirmishes in combat on an 8-unit map, for the tests of what the map measures (and the bot's
 * tests of what its controls offer there): Anna's a1 at (2,2) and a2 far off at (20,2), Ben's b1
 * at (2,8) and b2 where the test puts it, the terrain laid; Anna holds the initiative.
 */
public final class MapTables {

    /** A wall 4 bricks high, 0.3 units in front of b1, between it and a1. */
    public static final Terrain NEAR_TARGET = new Terrain("Wall", Polygon.rectangle(1.5, 6.9, 1, 0.3), 4);
    /** The same wall just in front of a1 instead: near the attacker, far from the target. */
    public static final Terrain NEAR_ATTACKER = new Terrain("Wall", Polygon.rectangle(1.5, 2.6, 1, 0.3), 4);

    private MapTables() {
    }

    /**
     * A two-player skirmish on an 8-unit map in deployment step 3: Anna defends with stations at
     * 4,4, 7,4 and 10,4 and a1, a2 beside the outer two (at 4,5.5 and 10,5.5); Ben places his point
     * frame b1 next (its limit of direct fire from a1 is 4,14.5).
     */
    public static Table atThePointFrame() {
        Table t = Table.lobby(GameSize.SKIRMISH, 2);
        t.play(new Command.SetMap("a", Ruler.EIGHT));
        t.companies(3, Table.frames(4, "B G Y"), Table.frames(5, "B G Y")).start(ScriptedDice.of());
        t.play(new Command.ApproveTerrain("a"));
        t.play(new Command.ApproveTerrain("b"));
        t.play(new Command.PlaceStationAt("a", "a-S1", new Point(4, 4)));
        t.play(new Command.PlaceStationAt("a", "a-S2", new Point(10, 4)));
        t.play(new Command.PlaceStationAt("a", "a-S3", new Point(7, 4)));
        t.play(new Command.PlaceFrameAt("a", null, "a1", new Point(4, 5.5)));
        t.play(new Command.PlaceFrameAt("a", null, "a2", new Point(10, 5.5)));
        return t;
    }

    /**
     * The skirmish with the wall in front of b1 and b2 at 12,12, at a1's attack: its turn named
     * b1 (the map measured direct fire) and it defended with B3; R5, W6, W5 and G2 are left.
     */
    public static Table attackingB1() {
        Table table = skirmish("B G Y Rd", List.of(NEAR_TARGET), new Point(12, 12));
        table.play(new Command.StartTurn("a", "a1", "b1", null, null, 0, false, null),
                6, 5, 5, 4, 3, 2, 1);
        table.play(new Command.Defend("a", "B3"));
        return table;
    }

    public static Table skirmish(String a1Loadout, List<Terrain> terrain, Point b2At) {
        return skirmish(a1Loadout, terrain, new Point(2, 8), b2At);
    }

    /** The same with Ben's b1 at {@code b1At}. */
    public static Table skirmish(String a1Loadout, List<Terrain> terrain, Point b1At, Point b2At) {
        return skirmish(a1Loadout, terrain, b1At, b2At, "b1");
    }

    /** The same with Ben's b1 named {@code b1Name} (Anna's a1's name, to share it). */
    public static Table skirmish(String a1Loadout, List<Terrain> terrain, Point b1At, Point b2At, String b1Name) {
        return skirmish(a1Loadout, terrain, b1At, b2At, b1Name, new Point(20, 2), "b2");
    }

    /** The same with Anna's a2 at {@code a2At}, and Ben's b2 named {@code b2Name} (a2, for two covers of one name). */
    public static Table skirmish(String a1Loadout, List<Terrain> terrain, Point b1At, Point b2At, String b1Name,
                                 Point a2At, String b2Name) {
        GameOptions options = GameOptions.defaults(GameSize.SKIRMISH).withMap(Ruler.EIGHT);
        List<Event> events = new ArrayList<>(Table.combat(options, 2, List.of(frame("a", "a1", a1Loadout),
                frame("a", "a2", "B G Y Rd"), frame("b", b1Name, "B G Y Rd"), frame("b", b2Name, "B G Y Rd")),
                List.of(), null, List.of("a", "b")));
        Event began = events.removeLast();
        // Terrain is laid in deployment's first step.
        events.add(new Event.DeploymentStepStarted(DeploymentStep.TERRAIN, null));
        terrain.forEach(piece -> events.add(new Event.MapChanged("a", new MapEvent.TerrainLaid(piece))));
        events.add(new Event.PlacedAt(new MapPlacement("a", "a1", false, new Point(2, 2))));
        events.add(new Event.PlacedAt(new MapPlacement("a", "a2", false, a2At)));
        events.add(new Event.PlacedAt(new MapPlacement("b", b1Name, false, b1At)));
        events.add(new Event.PlacedAt(new MapPlacement("b", b2Name, false, b2At)));
        events.add(began);
        return new Table(events);
    }

    /**
     * A skirmish on the map where Anna holds the initiative and Ben hosts: her a1 at 2,2, a2 at
     * 20,2, his b1 at 2,8; her station A-S at 10,2 and his B-S at 10,20, far from every frame.
     */
    public static Table stationsBenHosting() {
        return stations(List.of("b", "a"), List.of("Ben", "Anna"), new Point(2, 2));
    }

    /** The same with Anna's a1 at {@code a1At}. */
    public static Table stationsBenHosting(Point a1At) {
        return stations(List.of("b", "a"), List.of("Ben", "Anna"), a1At);
    }

    /** The same with Anna hosting. */
    public static Table stationsAnnaHosting() {
        return stations(List.of("a", "b"), List.of("Anna", "Ben"), new Point(2, 2));
    }

    private static Table stations(List<String> ids, List<String> names, Point a1At) {
        GameOptions options = GameOptions.defaults(GameSize.SKIRMISH).withMap(Ruler.EIGHT);
        List<Event> events = new ArrayList<>(Table.combat(options, ids, names,
                List.of(5, 5), List.of(frame("a", "a1", "B G Y Rd"), frame("a", "a2", "B G Y Rd"),
                        frame("b", "b1", "B G Y Rd")),
                List.of(Table.station("a", "A-S"), Table.station("b", "B-S")),
                List.of("a", "b")));
        Event began = events.removeLast();
        events.add(new Event.DeploymentStepStarted(DeploymentStep.TERRAIN, null));
        events.add(new Event.PlacedAt(new MapPlacement("a", "A-S", true, new Point(10, 2))));
        events.add(new Event.PlacedAt(new MapPlacement("b", "B-S", true, new Point(10, 20))));
        events.add(new Event.PlacedAt(new MapPlacement("a", "a1", false, a1At)));
        events.add(new Event.PlacedAt(new MapPlacement("a", "a2", false, new Point(20, 2))));
        events.add(new Event.PlacedAt(new MapPlacement("b", "b1", false, new Point(2, 8))));
        events.add(began);
        return new Table(events);
    }

    /** The same after a1 started its turn on b1, defended with B3 and moved a unit with G2: near no station still. */
    public static Table a1MovedBenHosting() {
        Table table = stationsBenHosting();
        table.play(new Command.StartTurn("a", "a1", "b1", "b", null, 0, false, null), 6, 5, 5, 4, 3, 2, 1);
        table.play(new Command.Defend("a", "B3"));
        table.play(new Command.MoveTo("a", "G2", new Point(2, 3)));
        return table;
    }
}
