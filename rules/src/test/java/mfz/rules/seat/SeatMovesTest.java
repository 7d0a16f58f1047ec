package mfz.rules.seat;

import static mfz.rules.game.Table.frame;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.Table;
import mfz.rules.map.MapPlacement;
import mfz.rules.map.Point;
import mfz.rules.map.Ruler;
import mfz.rules.map.TwoStations;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;
import mfz.rules.stations.Station;
import org.junit.jupiter.api.Test;

/**
 * How a seat moves about the stations (a play against the seats, 2026-11-28): off the map with its
 * farthest die (it took the smallest, and "moved 1 unit (G1)" to a station the host then had to
 * correct), onto a station it stands by that nobody holds, and never off one it alone holds against
 * another player.
 */
class SeatMovesTest {

    @Test
    void aSeatMovingToAStationOffTheMapUsesItsFarthestDie() {
        Table t = Table.duel(List.of(frame("a", "a1", "B G Y Rd"), frame("b", "b1", "B G Y Rd")),
                List.of(new Station("A-S", "a", "a", true), new Station("B-S", "b", "b", true)));
        Command.Move move = seatsMove(t);
        assertEquals(new Command.Move("a", "G5", "B-S"), move);
    }

    /** Its farthest green, not a white that goes farther: a white also spots (a review). */
    @Test
    void aSeatMovesWithItsGreenAndKeepsItsWhiteToSpot() {
        Table t = Table.duel(List.of(frame("a", "a1", "B G Y Rd"), frame("b", "b1", "B G Y Rd")),
                List.of(new Station("A-S", "a", "a", true), new Station("B-S", "b", "b", true)));
        assertEquals(new Command.Move("a", "G2", "B-S"), seatsMove(t, 6, 1, 6, 2, 3));
    }

    /**
     * A frame standing by a station nobody holds ends its move there, which takes it (§7: control
     * changes where a move ends): it walked off to guard its own (a play against the seats).
     */
    @Test
    void aSeatStandingByAnUnheldStationTakesItWithAMoveEndingThere() {
        Table t = Table.duel(List.of(frame("a", "a1", "B G Y Rd").near("N"), frame("b", "b1", "B G Y Rd")),
                List.of(new Station("A-S", "a", "a", true), Station.neutral("N")));
        assertEquals(new Command.Move("a", "G5", "N"), seatsMove(t));
    }

    /**
     * A frame alone holding a station another player stands by keeps it: on the map a seat chasing
     * a target walked off and gave it away (a play against the seats); its moves into range wait.
     */
    @Test
    void aFrameAloneHoldingAStationAnotherStandsByMustKeepIt() {
        Station own = new Station("A-S", "a", "a", true);
        Game contested = Table.duel(List.of(frame("a", "a1", "B G Y Rd").near("A-S"),
                frame("b", "b1", "B G Y Rd").near("A-S")), List.of(own)).game();
        Game quiet = Table.duel(List.of(frame("a", "a1", "B G Y Rd").near("A-S"),
                frame("b", "b1", "B G Y Rd")), List.of(own)).game();
        assertTrue(new Tactics(contested, "a", Strength.HARD).stations()
                .holdsAgainstAnother(contested.frame("a", "a1").orElseThrow()));
        assertFalse(new Tactics(quiet, "a", Strength.HARD).stations()
                .holdsAgainstAnother(quiet.frame("a", "a1").orElseThrow()));
    }

    /**
     * In the last round (the clock reaches 0 at its end) a station of its own nobody guards is worth
     * guarding only while an opposing frame is still to act: it walked its frames back for nothing
     * (a play against the seats). Earlier, it does guard it.
     */
    @Test
    void inTheLastRoundASeatGuardsNothingNobodyCanStillTake() {
        for (int clock : new int[] {11, 1}) {
            Table t = new Table(Table.combat(GameOptions.defaults(GameSize.SKIRMISH).withDoomsday(clock), 2,
                    List.of(frame("a", "a1", "B G Y Rd"), frame("b", "b1", "B G Y Rd").near("B-S")),
                    List.of(new Station("A-S", "a", "a", true), new Station("B-S", "b", "b", true)), null,
                    List.of("b", "a")));
            t.play(Table.start("b", "b1", null, null), 1, 1, 1, 1, 1);
            t.play(new Command.Defend("b", "none"));
            t.play(new Command.EndTurn("b"));
            Command.Move move = seatsMove(t);
            if (clock == 11) {
                assertEquals(new Command.Move("a", "G5", "A-S"), move, "it guards its own station");
            } else {
                assertNull(move, "nobody is left to take it this round");
            }
        }
    }

    /**
     * On the map too: a frame by a station it doesn't hold ends a move where it stands, which takes
     * the station; chosen, the move it couldn't make there kept the frame from any (a review).
     */
    @Test
    void onTheMapASeatByAStationItDoesntHoldTakesItWithAMoveWhereItStands() {
        Table t = TwoStations.placed("b", new Point(11.5, 9), new Point(30, 30),
                new Event.FrameStandsNear("a", "a1", "Mill"));
        Game g = Table.quietTurn(t.game(), "b", "b1");
        for (int step = 0; step < 8 && !"a".equals(g.station("Mill").orElseThrow().holder()); step++) {
            Optional<Command> next = Seat.next(g, "a", Strength.HARD);
            if (next.isEmpty()) {
                break;
            }
            g = Table.ok(g, next.get());
        }
        assertEquals("a", g.station("Mill").orElseThrow().holder(), "a1 took the station it stood by");
    }

    /**
     * RULES §9: in a demo every frame starts 5–6 units from the centre. Off the map a seat's frame
     * not yet near it doesn't declare a shorter move reaches it (an audit: "moves 1 unit (G1), now
     * near station Centre"); a 5 does.
     */
    @Test
    void inADemoASeatClaimsTheCentreOnlyWithAMoveThatReachesIt() {
        Table shortOf = demo();
        assertEquals(null, seatsMove(shortOf, 1, 1, 2, 3, 3), "G3 falls short of the centre");
        Table reaching = demo();
        assertEquals(new Command.Move("a", "G5", "Centre"), seatsMove(reaching, 1, 1, 2, 5, 3));
        Table whiteReaches = demo();
        assertEquals(new Command.Move("a", "W6", "Centre"), seatsMove(whiteReaches, 6, 1, 6, 3, 3),
                "a white that reaches, where the green falls short");
    }

    /**
     * On the map a seat names no range its move this turn can't bring its target into, as the
     * players' menus leave it out: it named hand-to-hand with a frame 11.4 units off and lost its red
     * dice (a map audit). Its only weapon hand-to-hand, it names no target.
     */
    @Test
    void onTheMapASeatNamesNoRangeItsMoveCantReach() {
        List<Event> events = new ArrayList<>(Table.combat(GameOptions.defaults(GameSize.SKIRMISH).withMap(Ruler.EIGHT),
                2, List.of(frame("a", "a1", "B G Y Rh"), frame("b", "b1", "B G Y Rd")), List.of(), null,
                List.of("a", "b")));
        Event began = events.removeLast();
        events.add(new Event.PlacedAt(new MapPlacement("a", "a1", false, new Point(20, 12.5))));
        events.add(new Event.PlacedAt(new MapPlacement("b", "b1", false, new Point(12, 3))));
        events.add(began);
        Game g = new Table(events).game();
        Tactics.Plan best = new Tactics(g, "a", Strength.HARD).best(g.framesOf("a"));
        assertNull(best.target(), "b1 is out of any reach: " + best);
        assertFalse(Seat.next(g, "a", Strength.HARD).orElseThrow() instanceof Command.StartTurn start
                && start.target() != null, "nor does its start name it");
    }

    private static Table demo() {
        return new Table(Table.combat(GameOptions.defaults(GameSize.DEMO), List.of("a", "b"), List.of("Anna", "Ben"),
                List.of(5, 5), List.of(frame("a", "a1", "B G Y Rd"), frame("b", "b1", "B G Y Rd")),
                List.of(Station.neutral("Centre")), List.of("a", "b")));
    }

    /** The move a's hard seat gives in a1's turn, rolled 1 1 2 5 3 (W W B G Y). */
    private static Command.Move seatsMove(Table t) {
        return seatsMove(t, 1, 1, 2, 5, 3);
    }

    /** The same, rolled so (W W B G Y). */
    private static Command.Move seatsMove(Table t, int... rolled) {
        t.play(Table.start("a", "a1", null, null), rolled);
        Game g = t.game();
        Command.Move move = null;
        for (int step = 0; step < 6 && move == null; step++) {
            Optional<Command> next = Seat.next(g, "a", Strength.HARD);
            if (next.isEmpty()) {
                break;
            }
            if (next.get() instanceof Command.Move m) {
                move = m;
            } else {
                g = Table.ok(g, next.get());
            }
        }
        return move;
    }
}
