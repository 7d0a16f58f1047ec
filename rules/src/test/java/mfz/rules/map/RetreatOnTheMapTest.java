package mfz.rules.map;

import static mfz.rules.game.Table.frame;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import mfz.rules.company.Frame;
import mfz.rules.company.LoadoutNotation;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.ImportReplay;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.Table;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;
import mfz.rules.stations.Station;
import mfz.rules.turn.Pool;
import mfz.rules.turn.Range;
import org.junit.jupiter.api.Test;

/**
 * On the map a frame that retreats from its station to ignore a hit (docs/rules.md §6, §10) moves
 * straight away from the station until it plainly stands clear of it; the map then no longer has
 * it near, and the import of that retreat decides it again to the same place.
 */
class RetreatOnTheMapTest {

    /**
     * Mill (b's) at (10,9); b1 beside it at (10,10); a1 hand-to-hand at (11.1,10); a9 near the
     * mill too; with the Dock, a's station just past where b1's retreat from the Mill stops. As in
     * DamageTest's duel: a9 passes, b1 acts without defending, then a1 attacks hand-to-hand and
     * its damage dice sort to 1 1 1 1 4 5: the 4 hits b1, which may retreat.
     */
    private static Table hitByTheMill(boolean withDock) {
        return hitByTheMill(withDock ? new Station("Dock", "a", "a", true) : null, new Point(10, 12.6), false);
    }

    /**
     * The same with this Dock (or none) at this point (b's own with a's Far station beside, far
     * off), and a1 standing near it when {@code a1ByTheDock}.
     */
    private static Table hitByTheMill(Station dock, Point dockAt, boolean a1ByTheDock) {
        return hitByTheMill(new Station("Mill", "b", "b", true), dock, dockAt, a1ByTheDock);
    }

    /** The same with this Mill (b's, or another player's). */
    private static Table hitByTheMill(Station mill, Station dock, Point dockAt, boolean a1ByTheDock) {
        return hitByTheMill(mill, dock, dockAt, a1ByTheDock, List.of());
    }

    /** The same, with these commands played before the round's first turn (the host's corrections). */
    private static Table hitByTheMill(Station mill, Station dock, Point dockAt, boolean a1ByTheDock,
                                      List<Command> before) {
        return hitByTheMill(mill, dock, dockAt, a1ByTheDock, before, 0, List.of());
    }

    /**
     * The same with every piece {@code dy} further up the table, and {@code more} frames of a's in
     * its company, not yet on the map.
     */
    private static Table hitByTheMill(Station mill, Station dock, Point dockAt, boolean a1ByTheDock,
                                      List<Command> before, double dy, List<Frame> more) {
        boolean withDock = dock != null;
        GameOptions options = GameOptions.defaults(GameSize.SKIRMISH).withMap(Ruler.EIGHT);
        // b's own Dock: a's Far, out of the way, keeps the scores level so that a still acts first
        boolean far = withDock && dock.holder().equals("b");
        List<Station> stations = !withDock ? List.of(mill)
                : far ? List.of(mill, dock, new Station("Far", "a", "a", true))
                : List.of(mill, dock);
        List<Frame> frames = new ArrayList<>(List.of(frame("a", "a1", "Rh Rh"), frame("b", "b1", "B G"),
                frame("a", "a9", "B")));
        frames.addAll(more);
        List<Event> events = new ArrayList<>(Table.combat(options, 2, frames, stations, null, List.of("a", "b")));
        Event began = events.removeLast();
        events.add(new Event.PlacedAt(new MapPlacement(mill.owner(), "Mill", true, new Point(10, 9 + dy))));
        if (withDock) {
            events.add(new Event.PlacedAt(new MapPlacement(dock.owner(), "Dock", true, dockAt.plus(0, dy))));
            if (far) {
                events.add(new Event.PlacedAt(new MapPlacement("a", "Far", true, new Point(40, 40))));
            }
        }
        events.add(new Event.PlacedAt(new MapPlacement("b", "b1", false, new Point(10, 10 + dy))));
        events.add(new Event.PlacedAt(new MapPlacement("a", "a1", false, new Point(11.1, 10 + dy))));
        events.add(new Event.PlacedAt(new MapPlacement("a", "a9", false, new Point(8.9, 9 + dy))));
        events.add(began);
        Table r = new Table(events);
        // the Mill's holder's frame first, so that it keeps the Mill with the other frame beside it
        List<Command> nearTheMill = List.of(new Command.StandNear("a", "b", "b1", "Mill"),
                new Command.StandNear("a", null, "a9", "Mill"));
        for (Command near : mill.holder().equals("b") ? nearTheMill : nearTheMill.reversed()) {
            r.play(near);
        }
        if (a1ByTheDock) {
            r.play(new Command.StandNear("a", null, "a1", "Dock"));
        }
        before.forEach(r::play);
        r.play(new Command.Pass("a"));
        int[] ones = new int[Pool.of(r.game().frame("b", "b1").orElseThrow(), null, 0, false).size()];
        Arrays.fill(ones, 1);
        r.play(new Command.StartTurn("b", "b1", null, null, null, 0, false, null), ones);
        r.play(new Command.Defend("b", "none"));
        r.play(new Command.EndTurn("b"));
        r.play(new Command.StartTurn("a", "a1", "b1", null, Range.HAND, 0, false, null), 1, 1, 6, 6, 8, 1);
        r.play(new Command.Defend("a", "none"));
        r.play(new Command.Attack("a", "R6", false, null, null, null), 4, 5, 1, 1, 1, 1);
        return r;
    }

    @Test
    void aRetreatMovesTheFrameStraightAwayFromTheStation() {
        Table r = hitByTheMill(false);
        var before = r.game();
        List<Event> retreat = r.play(new Command.Retreat("b"));
        MapPlacement moved = retreat.stream().filter(e -> e instanceof Event.PlacedAt).map(e -> ((Event.PlacedAt) e)
                .placement()).findFirst().orElseThrow();
        assertEquals(10, moved.at().x(), 1e-9, "straight away from the station's centre: along y");
        assertTrue(moved.at().y() >= 11, "at least 1 unit further: " + moved.at());
        MapFrame b1 = MapPlacing.battlefield(r.game()).frame("b", "b1").orElseThrow();
        assertTrue(StationReach.stationsNear(MapPlacing.battlefield(r.game()), b1).isEmpty(), "clear of the mill");
        assertNull(r.game().frame("b", "b1").orElseThrow().nearStation());
        assertEquals(Optional.empty(), ImportReplay.problem(before, "b", retreat), "imports as it was");
    }

    /** Where a retreat stops is measured like a move's end (§10): near another station, it counts there at once. */
    @Test
    void aRetreatThatStopsNearAnotherStationStandsNearItAndTakesIt() {
        Table r = hitByTheMill(true);
        List<Event> retreat = r.play(new Command.Retreat("b"));
        // A station reached only by retreating counts once the frame is placed there, as it always
        // did: the events keep their order, and exports from before import as they were.
        int placed = retreat.indexOf(retreat.stream().filter(Event.PlacedAt.class::isInstance).findFirst().orElseThrow());
        int dock = retreat.indexOf(new Event.StationControlChanged("Dock", "a", "b"));
        assertTrue(placed >= 0 && dock > placed, "placed, then the Dock: " + retreat);
        Battlefield field = MapPlacing.battlefield(r.game());
        MapFrame b1 = field.frame("b", "b1").orElseThrow();
        assertEquals(List.of("Dock"), StationReach.stationsNear(field, b1).stream().map(MapStation::name).toList(),
                "the retreat stopped by the Dock: " + b1);
        assertEquals("Dock", r.game().frame("b", "b1").orElseThrow().nearStation());
        assertEquals("b", r.game().stations().stream().filter(st -> st.name().equals("Dock")).findFirst()
                .orElseThrow().holder(), "b's frame alone by the Dock: b holds it");
        // The 5 is the attack's second hit: b1 stands by b's Dock now, but a frame gives up a station once per attack (§6).
        PendingDecision.HitChoice second = (PendingDecision.HitChoice) r.game().pending();
        assertNull(second.retreatFrom(), "no second retreat in the same attack: " + second);
    }

    /**
     * b1 stands near b's Mill and b's Dock, a1 near the Dock too. Retreating from the Mill, b1 stops
     * still near the Dock, so b keeps it: the frame never left it. Control is checked once, where
     * the retreat ends; it used to be checked first with b1 near no station at all, which handed
     * the Dock to a (a map audit, 2026-11-26).
     */
    @Test
    void aRetreatFromOneOfTwoStationsKeepsTheOtherItStillStandsNear() {
        Table r = hitByTheMill(new Station("Dock", "b", "b", true), new Point(10, 11.5), true);
        assertEquals(List.of("a", "b"), r.game().playersNear("Dock"), "a1 and b1 both stand near the Dock");
        assertEquals("Mill", ((PendingDecision.HitChoice) r.game().pending()).retreatFrom());
        List<Event> retreat = r.play(new Command.Retreat("b"));
        assertEquals(List.of(new Event.StationControlChanged("Mill", "b", "a")),
                retreat.stream().filter(Event.StationControlChanged.class::isInstance).toList(),
                "the Mill goes to a, the Dock stays b's: " + retreat);
        assertEquals("Dock", r.game().frame("b", "b1").orElseThrow().nearStation());
        assertEquals("b", r.game().station("Dock").orElseThrow().holder());
    }

    /**
     * §6.5 on the map: b1 stands near a's Mill (where it is recorded, the map's first) and b's own
     * Dock. A hit offers the retreat from the Dock: only the recorded station was looked at, so
     * no retreat was offered at all (an audit of §5-§6).
     */
    @Test
    void aFrameNearTwoStationsRetreatsFromTheOneItsOwnerHolds() {
        Table r = hitByTheMill(new Station("Mill", "a", "a", true), new Station("Dock", "b", "b", true),
                new Point(10, 11.5), false);
        assertEquals("Mill", r.game().frame("b", "b1").orElseThrow().nearStation());
        assertEquals("a", r.game().station("Mill").orElseThrow().holder());
        assertEquals("Dock", ((PendingDecision.HitChoice) r.game().pending()).retreatFrom());
        int systems = r.game().frame("b", "b1").orElseThrow().systems().size();
        List<Event> retreat = r.play(new Command.Retreat("b"));
        assertTrue(retreat.stream().anyMatch(e -> e instanceof Event.RetreatedFromStation), retreat.toString());
        MapFrame b1 = MapPlacing.battlefield(r.game()).frame("b", "b1").orElseThrow();
        assertTrue(StationReach.stationsNear(MapPlacing.battlefield(r.game()), b1).stream()
                .noneMatch(st -> st.name().equals("Dock")), "it moved clear of the Dock: " + b1);
        assertEquals(systems, r.game().frame("b", "b1").orElseThrow().systems().size(), "the hit ignored");
    }

    /**
     * A host's correction stands until its frame moves: a9 stands by the Mill on the map, and the
     * host says it stands near none. b1's retreat from the Mill leaves a9 as corrected, and the Mill
     * with whom the correction left it (a map audit, 2026-11-27: a retreat anywhere re-measured
     * every frame, a9 was put back by the Mill, and the Mill changed hands on an unrelated retreat).
     */
    @Test
    void aHostsCorrectionStandsThroughAnotherFramesRetreat() {
        Table r = hitByTheMill(new Station("Mill", "b", "b", true), null, null, false,
                List.of(new Command.StandNear("a", "a", "a9", null)));
        assertNull(r.game().frame("a", "a9").orElseThrow().nearStation(), "corrected: near none");
        List<Event> retreat = r.play(new Command.Retreat("b"));
        assertTrue(retreat.stream().noneMatch(e -> e instanceof Event.FrameStandsNear near && near.frame().equals("a9")),
                retreat.toString());
        assertNull(r.game().frame("a", "a9").orElseThrow().nearStation(), "still as corrected");
        assertEquals(List.of(), r.game().playersNear("Mill"), "nobody counts by the Mill: " + r.game().playersNear("Mill"));
    }

    /**
     * §6: a frame that retreats no longer stands near the station it left, even where no way is
     * free. b1 stands between the Mill and the table's edge, and a's Wall, a frame 10 units wide
     * set down round it once the hit is pending, covers every way clear: the retreat goes the
     * nearest way on the table that gets clear of the Mill, onto the Wall. It was brought back
     * onto the table half a unit from the Mill, the map had it near the Mill again, and b kept
     * the Mill that a9 beside it should take.
     */
    @Test
    void aRetreatHemmedInAgainstTheTablesEdgeStillLeavesTheStation() {
        Frame wall = Frame.build("a", "Wall", LoadoutNotation.read("B").systems(), 0, 10.0)
                .placedNear(null);
        Table hit = hitByTheMill(new Station("Mill", "b", "b", true), null, null, false, List.of(), 13.5, List.of(wall));
        List<Event> history = new ArrayList<>(hit.history());
        history.add(new Event.PlacedAt(new MapPlacement("a", "Wall", false, new Point(10, 23.5))));
        Table r = new Table(history);
        assertEquals("Mill", ((PendingDecision.HitChoice) r.game().pending()).retreatFrom());
        List<Event> retreat = r.play(new Command.Retreat("b"));
        Battlefield field = MapPlacing.battlefield(r.game());
        MapFrame b1 = field.frame("b", "b1").orElseThrow();
        assertTrue(b1.at().x() >= 0 && b1.at().x() <= 24 && b1.at().y() >= 0 && b1.at().y() <= 24, "on the table: " + b1);
        assertTrue(StationReach.stationsNear(field, b1).isEmpty(), "clear of the Mill: " + b1);
        assertNull(r.game().frame("b", "b1").orElseThrow().nearStation(), retreat.toString());
        assertEquals(List.of(new Event.StationControlChanged("Mill", "b", "a")),
                retreat.stream().filter(Event.StationControlChanged.class::isInstance).toList(), retreat.toString());
    }
}
