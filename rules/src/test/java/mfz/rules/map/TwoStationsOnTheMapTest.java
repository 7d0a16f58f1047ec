package mfz.rules.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.Table;
import mfz.rules.turn.Pool;
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

    /**
     * The host's correction right after a move the map measured near two stations decides both as if
     * the move had ended where the frame is said to stand (an audit: only its recorded station was, the
     * other left held with nobody near).
     */
    @Test
    void aCorrectionRightAfterAMoveByTwoStationsDecidesBoth() {
        Table t = TwoStations.between(false);
        t.play(new Command.MoveTo("a", "W6", new Point(11.5, 9)));
        assertEquals(2, t.game().stationsHeldBy("a").size());
        List<Event> corrected = t.play(new Command.StandNear("a", "a", "a1", null));
        assertEquals(List.of(new Event.StationControlChanged("Mill", "a", "b"), new Event.StationControlChanged("Dock", "a", "b")),
                corrected.stream().filter(Event.StationControlChanged.class::isInstance).toList(), corrected.toString());
    }

    /**
     * A frame by two stations moving off one leaves it to the player still beside it: measured
     * before its new point was recorded, it kept that station (a rules audit, 2026-11-28, after
     * control came to be checked only where play went).
     */
    @Test
    void aFrameLeavingOneOfTwoStationsLeavesItToWhoeverStaysBesideIt() {
        Table t = TwoStations.placed("a", new Point(11.5, 9), new Point(14.2, 9));
        t.settle("a", "a1", "Mill");
        t.settle("b", "b1", "Dock");
        assertEquals(List.of("a", "b"), t.game().playersNear("Dock"), "a1 stands by both, b1 by the Dock");
        assertEquals("a", t.game().station("Dock").orElseThrow().holder());
        int[] sixes = new int[Pool.of(t.game().frame("a", "a1").orElseThrow(), null, 0, false).size()];
        Arrays.fill(sixes, 6);
        t.play(new Command.StartTurn("a", "a1", "none", null, null, 0, false, null), sixes);
        t.play(new Command.Defend("a", "none"));
        List<Event> moved = t.play(new Command.MoveTo("a", "W6", new Point(10, 10.5)));
        assertEquals(List.of(new Event.StationControlChanged("Dock", "a", "b")),
                moved.stream().filter(Event.StationControlChanged.class::isInstance).toList(), moved.toString());
    }

    /**
     * §7: the host's correction out of turn never hands over a station, on the map too: a1, deployed
     * by both of b's stations (control unchanged by deployment), corrected from the Mill to the Dock,
     * where the map measures it near both, takes neither; its next move there takes both.
     */
    @Test
    void aCorrectionOutOfTurnBetweenTwoStationsTakesNeitherAndTheNextMoveThereTakesBoth() {
        Table t = TwoStations.placed("b", new Point(11.5, 9), new Point(30, 30),
                new Event.FrameStandsNear("a", "a1", "Mill"));
        assertEquals("b", t.game().station("Mill").orElseThrow().holder(), "deployment changes no control");
        assertEquals(List.of(new Event.FrameStandsNear("a", "a1", "Dock")), t.play(new Command.StandNear("a", "a", "a1", "Dock")));
        assertEquals("b", t.game().station("Dock").orElseThrow().holder());
        t.play(new Command.Pass("b"));
        int[] sixes = new int[Pool.of(t.game().frame("a", "a1").orElseThrow(), null, 0, false).size()];
        Arrays.fill(sixes, 6);
        t.play(new Command.StartTurn("a", "a1", "none", null, null, 0, false, null), sixes);
        t.play(new Command.Defend("a", "none"));
        List<Event> moved = t.play(new Command.MoveTo("a", "W6", new Point(11.6, 9)));
        assertEquals(List.of(new Event.StationControlChanged("Mill", "b", "a"),
                new Event.StationControlChanged("Dock", "b", "a")),
                moved.stream().filter(Event.StationControlChanged.class::isInstance).toList(), moved.toString());
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
