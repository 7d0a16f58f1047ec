package mfz.rules.map;

import static mfz.rules.game.Table.frame;

import java.util.ArrayList;
import java.util.List;
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

    public static Table skirmish(String a1Loadout, List<Terrain> terrain, Point b2At) {
        GameOptions options = GameOptions.defaults(GameSize.SKIRMISH).withMap(Ruler.EIGHT);
        List<Event> events = new ArrayList<>(Table.combat(options, 2, List.of(frame("a", "a1", a1Loadout),
                frame("a", "a2", "B G Y Rd"), frame("b", "b1", "B G Y Rd"), frame("b", "b2", "B G Y Rd")),
                List.of(), null, List.of("a", "b")));
        Event began = events.removeLast();
        // Terrain is laid in deployment's first step.
        events.add(new Event.DeploymentStepStarted(mfz.rules.deployment.DeploymentStep.TERRAIN, null));
        terrain.forEach(piece -> events.add(new Event.MapChanged("a", new MapEvent.TerrainLaid(piece))));
        events.add(new Event.PlacedAt(new MapPlacement("a", "a1", false, new Point(2, 2))));
        events.add(new Event.PlacedAt(new MapPlacement("a", "a2", false, new Point(20, 2))));
        events.add(new Event.PlacedAt(new MapPlacement("b", "b1", false, new Point(2, 8))));
        events.add(new Event.PlacedAt(new MapPlacement("b", "b2", false, b2At)));
        events.add(began);
        return new Table(events);
    }
}
