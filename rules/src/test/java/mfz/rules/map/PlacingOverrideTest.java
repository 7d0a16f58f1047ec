package mfz.rules.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import mfz.rules.deployment.DeploymentStep;
import mfz.rules.dice.DieColour;
import mfz.rules.dice.ScriptedDice;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.RuleViolation;
import mfz.rules.game.Table;
import org.junit.jupiter.api.Test;

/**
 * The map helps, the players rule, for placements and moves too (docs/rules.md §10): a player
 * declares a piece where the map refuses it; the host confirms (it stands there, the usual rules
 * placing or moving it) or refuses (the map stands). Only the map's answer can be overridden.
 */
class PlacingOverrideTest {

    private static Table atThePointFrame() {
        Table t = MapTables.atThePointFrame();
        assertEquals(DeploymentStep.POINT_FRAME, t.game().deployment().step());
        return t;
    }

    private static String refusal(Table table, Command command) {
        return ((RuleViolation) table.game().decide(command, ScriptedDice.of())).message();
    }

    @Test
    void aPlacementTheMapRefusesIsDeclaredAndTheHostConfirmsIt() {
        Table t = atThePointFrame();
        Point far = new Point(4, 20);
        String map = refusal(t, new Command.PlaceFrameAt("b", null, "b1", far));
        assertTrue(map.startsWith("The point frame stands at the limit"), map);

        List<Event> declared = t.play(new Command.DeclarePlacement("b", null, "b1", false, far));
        assertEquals(List.of(new Event.DecisionRequested(new PendingDecision.AgainstTheMap("a", "b",
                new PendingDecision.PlacementDeclared("b", "b1", false, null, far), map.replaceAll("\\.$", "")))),
                declared);
        assertTrue(refusal(t, new Command.ConfirmOverride("b", true)).startsWith("Not your decision"), "the host answers");
        assertTrue(refusal(t, new Command.PlaceFrameAt("b", null, "b1", new Point(4, 14.5))).startsWith("Not now"),
                "nothing else meanwhile");

        List<Event> confirmed = t.play(new Command.ConfirmOverride("a", true));
        assertEquals(new Event.OverrideDecided("a", "b", true, map.replaceAll("\\.$", "")), confirmed.getFirst());
        assertEquals(new Event.FramePlaced("b", "b1", null), confirmed.get(1), "placed by the usual rules");
        assertEquals(new Event.PlacedAt(new MapPlacement("b", "b1", false, far)), confirmed.getLast(), "where declared");
        assertNull(t.game().pending());
    }

    @Test
    void refusedByTheHostTheMapStandsAndThePlayerPlacesAgain() {
        Table t = atThePointFrame();
        t.play(new Command.DeclarePlacement("b", null, "b1", false, new Point(4, 20)));
        List<Event> refused = t.play(new Command.ConfirmOverride("a", false));
        assertTrue(refused.size() == 1 && refused.getFirst() instanceof Event.OverrideDecided d && !d.confirmed(),
                refused.toString());
        assertTrue(t.game().frame("b", "b1").orElseThrow().nearStation() == null
                && !t.game().frame("b", "b1").orElseThrow().placed(), "not placed");
        t.play(new Command.PlaceFrameAt("b", null, "b1", new Point(4, 14.5)));
    }

    @Test
    void onlyTheMapsAnswerIsOverridden() {
        Table t = atThePointFrame();
        assertEquals("The map agrees with that placement: place as usual, without override.",
                refusal(t, new Command.DeclarePlacement("b", null, "b1", false, new Point(4, 14.5))));
        assertTrue(refusal(t, new Command.DeclarePlacement("a", null, "a3", false, new Point(4, 20)))
                .startsWith("Not your step"), "the usual rules' reason stands");
        assertEquals("4,30 is off the table (0 to 24 each way).",
                refusal(t, new Command.DeclarePlacement("b", null, "b1", false, new Point(4, 30))));
    }

    @Test
    void aMoveBeyondTheDiesReachIsDeclaredAndConfirmed() {
        Table table = MapTables.skirmish("B G Y Rd", List.of(), new Point(12, 12));
        table.play(new Command.StartTurn("a", "a1", null, null, null, 0, false, null), 6, 5, 5, 4, 3);
        String green = table.game().turn().orElseThrow().left().stream()
                .filter(d -> d.colour() == DieColour.GREEN).findFirst().orElseThrow().notation();
        table.play(new Command.Defend("a", "none"));
        Point to = new Point(2, 12);
        String map = refusal(table, new Command.MoveTo("a", green, to));
        assertTrue(map.contains("the die reaches"), map);
        assertEquals("The map agrees with that move: move as usual, without override.",
                refusal(table, new Command.DeclareMove("a", green, new Point(2, 3))));

        List<Event> declared = table.play(new Command.DeclareMove("a", green, to));
        PendingDecision.PlacementDeclared choice = (PendingDecision.PlacementDeclared) ((PendingDecision.AgainstTheMap)
                ((Event.DecisionRequested) declared.getFirst()).decision()).declared();
        assertTrue(choice.move() && choice.piece().equals("a1") && choice.at().equals(to), choice.toString());
        List<Event> confirmed = table.play(new Command.ConfirmOverride("a", true));
        assertTrue(confirmed.stream().anyMatch(e -> e instanceof Event.FrameMoved), confirmed.toString());
        assertEquals(new Event.PlacedAt(new MapPlacement("a", "a1", false, to)), confirmed.getLast());
        assertTrue(table.game().deploying().placed().contains(new MapPlacement("a", "a1", false, to)));
    }

    /**
     * §10's ruling: nearness is measured for every frame and station, whichever was placed first,
     * so a station put down beside a frame already on the table is near it (and only near it).
     */
    @Test
    void aStationPlacedBesideAFrameAlreadyThereIsNearIt() {
        Table t = atThePointFrame();
        t.play(new Command.PlaceFrameAt("b", null, "b1", new Point(4, 14.5)));
        for (int i = 2; i <= 4; i++) {
            t.play(new Command.PlaceFrameAt("b", null, "b" + i, new Point(4 * i - 6, 22)));
        }
        t.play(new Command.PlaceFrameAt("b", null, "b5", new Point(18.6, 22)));
        assertNull(t.game().frame("b", "b5").orElseThrow().nearStation(), "no station there yet");
        List<Event> placed = t.play(new Command.PlaceStationAt("b", "b-S1", new Point(20, 22)));
        assertEquals(List.of(new Event.FrameStandsNear("b", "b5", "b-S1")),
                placed.stream().filter(Event.FrameStandsNear.class::isInstance).toList(), placed.toString());
        assertEquals("b-S1", t.game().frame("b", "b5").orElseThrow().nearStation());
        assertNull(t.game().frame("b", "b4").orElseThrow().nearStation(), "b4, 10 units off, stays near none");
    }

    /**
     * A station placed re-measures only the frames beside it (ruling of 2026-11-27, a correction
     * stands until its frame moves): a1, by a-S1 on the map, which the host said stands near none,
     * keeps that when Ben places a station across the table (a review: every frame near none was
     * measured again, undoing the correction).
     */
    @Test
    void aStationPlacedAcrossTheTableLeavesACorrectionAlone() {
        Table t = atThePointFrame();
        assertEquals("a-S1", t.game().frame("a", "a1").orElseThrow().nearStation(), "the map has a1 by a-S1");
        t.play(new Command.StandNear("a", "a", "a1", null));
        assertEquals(null, t.game().frame("a", "a1").orElseThrow().nearStation(), "the host's correction");
        t.play(new Command.PlaceFrameAt("b", null, "b1", new Point(4, 14.5)));
        for (int i = 2; i <= 5; i++) {
            t.play(new Command.PlaceFrameAt("b", null, "b" + i, new Point(4 * i - 6, 22)));
        }
        List<Event> placed = t.play(new Command.PlaceStationAt("b", "b-S1", new Point(20, 22)));
        assertTrue(placed.stream().noneMatch(Event.FrameStandsNear.class::isInstance), placed.toString());
        assertEquals(null, t.game().frame("a", "a1").orElseThrow().nearStation(), "still as the host said");
    }
}
