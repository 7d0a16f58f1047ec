package mfz.rules.map;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import mfz.rules.game.Command;
import mfz.rules.game.Table;
import org.junit.jupiter.api.Test;

/**
 * On the map which station a frame stands near is measured, never typed (§10 rulings): a move
 * must say where it goes, and a frame's owner can't set its station against the map; only the
 * host, the table's override, can.
 */
class TypedStationsOnTheMapTest {

    @Test
    void aMoveWithoutAPointIsRefusedOnTheMap() {
        Table table = MapTables.skirmish("B G Y Rd", List.of(), new Point(12, 12));
        table.play(new Command.StartTurn("a", "a1", "none", null, null, 0, false, null), 6, 5, 4, 3, 2);
        table.play(new Command.Defend("a", "none"));
        table.refused(new Command.Move("a", "G4", "none"), "On the map a move says where it goes: `to:x,y` in ruler"
                + " units. The station the frame ends near is measured, not named: if the map has it wrong after the"
                + " move, correct it with `/station near`.");
        assertFalse(table.game().turn().orElseThrow().moved(), "nothing moved");
    }

    @Test
    void onlyTheHostSetsAStationAgainstTheMap() {
        Table table = MapTables.a1MovedBenHosting();
        table.refused(new Command.StandNear("a", "a", "a1", "A-S"), "On the map the station a frame stands near is"
                + " measured from where it stands: say otherwise with `override:true`, for the host (Ben) to confirm.");
        assertNull(table.game().frame("a", "a1").orElseThrow().nearStation(), "a1 stands near no station still");
    }
}
