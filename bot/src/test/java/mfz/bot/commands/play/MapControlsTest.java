package mfz.bot.commands.play;

import static mfz.rules.game.Table.frame;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import mfz.bot.core.Component;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.Table;
import mfz.rules.map.MapEvent;
import mfz.rules.map.MapPlacement;
import mfz.rules.map.Point;
import mfz.rules.map.Polygon;
import mfz.rules.map.Ruler;
import mfz.rules.map.Terrain;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;
import mfz.rules.turn.FrameRef;
import org.junit.jupiter.api.Test;

/**
 * On the map the tap controls don't ask what the map knows (docs/phones.md): a turn's start
 * menu says how far each target stands now; the attack buttons take the map's cover, with no
 * menu of declared covers, unless several covers stand there, when each is offered (the
 * target's owner says which is hit first).
 */
class MapControlsTest {

    private static final Terrain WALL = new Terrain("Wall", Polygon.rectangle(1.5, 6.9, 1, 0.3), 4);

    /** Anna's a1 at (2,2), Ben's b1 at (2,8) behind the wall, and b2 where given. */
    private static Table onTheMap(Point b2At) {
        GameOptions options = GameOptions.defaults(GameSize.SKIRMISH).withMap(Ruler.EIGHT);
        List<Event> events = new ArrayList<>(Table.combat(options, 2, List.of(frame("a", "a1", "B G Y Rd"),
                frame("a", "a2", "B G Y Rd"), frame("b", "b1", "B G Y Rd"), frame("b", "b2", "B G Y Rd")),
                List.of(), null, List.of("a", "b")));
        Event began = events.removeLast();
        events.add(new Event.DeploymentStepStarted(mfz.rules.deployment.DeploymentStep.TERRAIN, null));
        events.add(new Event.MapChanged("a", new MapEvent.TerrainLaid(WALL)));
        events.add(new Event.PlacedAt(new MapPlacement("a", "a1", false, new Point(2, 2))));
        events.add(new Event.PlacedAt(new MapPlacement("a", "a2", false, new Point(20, 2))));
        events.add(new Event.PlacedAt(new MapPlacement("b", "b1", false, new Point(2, 8))));
        events.add(new Event.PlacedAt(new MapPlacement("b", "b2", false, b2At)));
        events.add(began);
        return new Table(events);
    }

    private static Table attacking(Table table) {
        table.play(new Command.StartTurn("a", "a1", "b1", null, null, 0, false, null), 6, 5, 5, 4, 3, 2, 1);
        table.play(new Command.Defend("a", "B3"));
        return table;
    }

    @Test
    void theStartMenuSaysHowFarEachTargetStandsNow() {
        Table table = onTheMap(new Point(12, 12));
        String menus = TurnStarts.menus(table.game(), "a", List.of(new FrameRef("a", "a1", "a1")), Map.of(), 3)
                .toString();
        assertTrue(menus.contains("in range now: 5 units: direct fire"), menus);
        assertTrue(menus.contains("now 5 units: direct fire"), "the other bands say it too: " + menus);
    }

    @Test
    void theAttackTakesTheMapsCoverWithoutAMenuOfDeclaredCovers() {
        String rows = TurnControls.attacks(attacking(onTheMap(new Point(12, 12))).game(), List.of("R5"), Map.of())
                .toString();
        assertTrue(rows.contains("Attack"), rows);
        assertFalse(rows.contains("terrain cover"), "the map knows the cover: " + rows);
    }

    @Test
    void withSeveralCoversEachIsOffered() {
        String rows = TurnControls.attacks(attacking(onTheMap(new Point(1.6, 6.4))).game(), List.of("R5"), Map.of())
                .toString();
        assertTrue(rows.contains("behind Wall (4 bricks)") && rows.contains("behind b2"), rows);
        assertFalse(rows.contains("terrain cover standing"), rows);
    }
}
