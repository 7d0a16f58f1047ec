package mfz.rules.map;

import static mfz.rules.game.Table.frame;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import mfz.rules.deployment.DeploymentStep;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.Table;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;
import org.junit.jupiter.api.Test;

/**
 * §7 on the map: a station changes hands only by where frames stand at the end of a move, never
 * by a frame passing it on the way. Anna's a1 moves 2 units along y = 2 with its G2 (from 2,2 to
 * 4,2); Ben's station stands beside the path.
 */
class StationControlOnTheMapTest {

    @Test
    void aStationChangesHandsWhereAFrameStandsNeverByPassingBy() {
        // 1.9 units off the path's middle: a1's disc passes within 0.9 units of the station's
        // (near, had it stopped there) and ends 1.15 away from it (not near).
        Table passing = withBensStationAt(new Point(3, 3.9));
        List<Event> moved = moveA1TwoUnits(passing);
        assertEquals(List.of(), moved.stream().filter(e -> e instanceof Event.StationControlChanged).toList(),
                "passing by takes nothing: " + moved);
        assertEquals("b", passing.game().station("b-S1").orElseThrow().holder());

        // The same move ending 0.4 units from the station: a1 stands near it, alone, and Anna takes it.
        Table ending = withBensStationAt(new Point(4, 3.4));
        moveA1TwoUnits(ending);
        assertEquals("a", ending.game().station("b-S1").orElseThrow().holder());
    }

    private static List<Event> moveA1TwoUnits(Table table) {
        // As MapTables.attackingB1: a1's turn names b1, defends with B3; G2 is among the dice left.
        table.play(new Command.StartTurn("a", "a1", "b1", null, null, 0, false, null), 6, 5, 5, 4, 3, 2, 1);
        table.play(new Command.Defend("a", "B3"));
        return table.play(new Command.MoveTo("a", "G2", new Point(4, 2)));
    }

    /** MapTables' skirmish (a1 at 2,2; a2 at 20,2; b1 at 2,8; b2 at 12,12) with Anna's station far off (equal scores: Anna keeps the initiative) and Ben's b-S1 here. */
    private static Table withBensStationAt(Point at) {
        GameOptions options = GameOptions.defaults(GameSize.SKIRMISH).withMap(Ruler.EIGHT);
        List<Event> events = new ArrayList<>(Table.combat(options, 2, List.of(frame("a", "a1", "B G Y Rd"),
                frame("a", "a2", "B G Y Rd"), frame("b", "b1", "B G Y Rd"), frame("b", "b2", "B G Y Rd")),
                List.of(Table.station("a", "a-S1"), Table.station("b", "b-S1")), null, List.of("a", "b")));
        Event began = events.removeLast();
        events.add(new Event.DeploymentStepStarted(DeploymentStep.TERRAIN, null));
        events.add(new Event.PlacedAt(new MapPlacement("a", "a-S1", true, new Point(20, 12))));
        events.add(new Event.PlacedAt(new MapPlacement("b", "b-S1", true, at)));
        events.add(new Event.PlacedAt(new MapPlacement("a", "a1", false, new Point(2, 2))));
        events.add(new Event.PlacedAt(new MapPlacement("a", "a2", false, new Point(20, 2))));
        events.add(new Event.PlacedAt(new MapPlacement("b", "b1", false, new Point(2, 8))));
        events.add(new Event.PlacedAt(new MapPlacement("b", "b2", false, new Point(12, 12))));
        events.add(began);
        return new Table(events);
    }
}
