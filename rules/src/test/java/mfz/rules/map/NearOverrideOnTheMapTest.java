package mfz.rules.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import mfz.rules.dice.ScriptedDice;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.RuleViolation;
import mfz.rules.game.Table;
import org.junit.jupiter.api.Test;

/**
 * §10 rulings: on the map which station a frame stands near is measured, and a player who says
 * otherwise declares an override the host confirms (`/station near … override:true`); the host's
 * own correction needs none. The usual rules of a correction still hold (whose frame, when).
 */
class NearOverrideOnTheMapTest {

    @Test
    void aPlayersStationAgainstTheMapWaitsForTheHostAndStandsOnceConfirmed() {
        Table table = MapTables.a1MovedBenHosting();
        assertNull(table.game().frame("a", "a1").orElseThrow().nearStation(), "the map measures a1 near none");
        table.refused(new Command.StandNear("a", "a", "a1", "A-S"), MapTurns.measuredStationRefusal(table.game()));

        table.play(new Command.DeclareNear("a", null, "a1", "A-S"));
        PendingDecision.AgainstTheMap waiting = (PendingDecision.AgainstTheMap) table.game().pending();
        assertEquals(new PendingDecision.NearDeclared("a", "a1", "A-S"), waiting.declared());
        assertEquals("b", waiting.player(), "the host confirms");
        assertEquals("the map measures a1 near no station", waiting.mapSaid());
        assertNull(table.game().frame("a", "a1").orElseThrow().nearStation(), "nothing changes before the host says");

        refusedSaying(table, new Command.ConfirmOverride("a", true), "Ben");
        List<Event> confirmed = table.play(new Command.ConfirmOverride("b", true));
        assertTrue(confirmed.stream().anyMatch(e -> e instanceof Event.OverrideDecided d && d.confirmed()), "logged");
        assertEquals("A-S", table.game().frame("a", "a1").orElseThrow().nearStation());
        assertNull(table.game().pending());
    }

    /**
     * §10 rulings: a {@code station:} on a move is an override too. The move stands as measured;
     * a station the map agrees with adds nothing, another is Anna's word for the host to confirm,
     * and the host's own word (Anna hosting) stands at once.
     */
    @Test
    void aStationNamedOnAMoveIsTheMapsMeasureOrAnOverride() {
        for (boolean annaHosts : new boolean[] {false, true}) {
            Table table = annaHosts ? MapTables.stationsAnnaHosting() : MapTables.stationsBenHosting();
            table.play(new Command.StartTurn("a", "a1", "b1", "b", null, 0, false, null), 6, 5, 5, 4, 3, 2, 1);
            table.play(new Command.Defend("a", "B3"));
            Command.MoveTo move = new Command.MoveTo("a", "G2", new Point(2, 3));
            assertEquals(List.of(move), MapTurns.moveNamingItsStation(table.game(), move, "none", "a"), "the map agrees");
            List<Command> said = MapTurns.moveNamingItsStation(table.game(), move, "A-S", "a");
            assertEquals(List.of(move, annaHosts ? new Command.StandNear("a", "a", "a1", "A-S")
                    : new Command.DeclareNear("a", "a", "a1", "A-S")), said);
            said.forEach(command -> table.play(command));
            if (annaHosts) {
                assertEquals("A-S", table.game().frame("a", "a1").orElseThrow().nearStation(), "the host's word");
            } else {
                assertEquals(new PendingDecision.NearDeclared("a", "a1", "A-S"),
                        ((PendingDecision.AgainstTheMap) table.game().pending()).declared(), "for Ben to confirm");
                assertNull(table.game().frame("a", "a1").orElseThrow().nearStation());
            }
        }
    }

    @Test
    void aStationTheMapAlreadyMeasuresIsNoDisagreement() {
        Table table = MapTables.a1MovedBenHosting();
        table.play(new Command.StandNear("b", "a", "a1", "A-S")); // the host's word, against the map
        refusedSaying(table, new Command.DeclareNear("a", null, "a1", null), "The map agrees: a1 stands near no station");
    }

    @Test
    void refusedByTheHostNothingChanges() {
        Table table = MapTables.a1MovedBenHosting();
        table.play(new Command.DeclareNear("a", null, "a1", "A-S"));
        table.play(new Command.ConfirmOverride("b", false));
        assertNull(table.game().frame("a", "a1").orElseThrow().nearStation());
        assertNull(table.game().pending());
    }

    @Test
    void theUsualRulesOfACorrectionStillHold() {
        Table table = MapTables.stationsBenHosting();
        // a1 has not moved: a player corrects a frame only during or right after its own move
        refusedSaying(table, new Command.DeclareNear("a", null, "a1", "A-S"), "can be corrected only during or right after");
        // without override, the usual rules' reason comes first
        refusedSaying(table, new Command.StandNear("a", "a", "a1", "A-S"), "can be corrected only during or right after");
        // only a frame's owner declares for it
        refusedSaying(table, new Command.DeclareNear("a", "b", "b1", "B-S"), "Only Ben (or the host)");
        // the host corrects directly
        refusedSaying(table, new Command.DeclareNear("b", "a", "a1", "A-S"), "As the host you correct it directly");
        table.play(new Command.StandNear("b", "a", "a1", "A-S"));
        assertEquals("A-S", table.game().frame("a", "a1").orElseThrow().nearStation());
    }

    private static void refusedSaying(Table table, Command command, String part) {
        var decision = table.game().decide(command, ScriptedDice.of());
        assertTrue(decision instanceof RuleViolation v && v.message().contains(part),
                () -> command + ": " + decision);
    }
}
