package mfz.rules.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.Table;
import org.junit.jupiter.api.Test;

/**
 * Station control is per station (§7), and on the map nearness is measured for every frame and
 * station (§10): a frame within 1 unit of two stations stands near both and counts at both. It
 * used to count at the first only (a map audit, 2026-11-26).
 */
class TwoStationsOnTheMapTest {

    @Test
    void aFrameMovedBetweenTwoStationsTakesBoth() {
        Table t = TwoStations.between(false);
        List<Event> moved = t.play(new Command.MoveTo("a", "W6", new Point(11.5, 9)));
        assertEquals(List.of(new Event.StationControlChanged("Mill", "b", "a"),
                new Event.StationControlChanged("Dock", "b", "a")),
                moved.stream().filter(Event.StationControlChanged.class::isInstance).toList(), moved.toString());
        assertTrue(moved.getFirst() instanceof Event.FrameMoved && moved.getLast() instanceof Event.PlacedAt,
                "the events keep their order: moved, control, placed: " + moved);
        assertEquals(List.of("a"), t.game().playersNear("Dock"), "a1 is near the Dock too");
        assertEquals(2, t.game().stationsHeldBy("a").size());
    }

    @Test
    void aStationAnotherPlayerStandsNearToo() {
        Table t = TwoStations.between(true);
        List<Event> moved = t.play(new Command.MoveTo("a", "W6", new Point(11.5, 9)));
        assertEquals(List.of(new Event.StationControlChanged("Mill", "b", "a")),
                moved.stream().filter(Event.StationControlChanged.class::isInstance).toList(),
                "b1 still stands by the Dock, so b keeps it: " + moved);
        assertEquals(List.of("a", "b"), t.game().playersNear("Dock"), "both stand near the Dock");
        assertEquals("b", t.game().station("Dock").orElseThrow().holder());
    }
}
