package mfz.rules.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import mfz.rules.game.Command;
import mfz.rules.game.Table;
import mfz.rules.turn.Action;
import mfz.rules.turn.Choices;
import mfz.rules.turn.FrameRef;
import mfz.rules.turn.Pool;
import org.junit.jupiter.api.Test;

/**
 * On the map a turn's spot choice offers only the frames the map lets it see: "Spot or end" stood
 * over a card that offered no spot, nobody being within reach of its comms (a phone review).
 */
class SpotChoicesOnTheMapTest {

    @Test
    void theSpotChoiceOffersOnlyTheFramesTheMapLetsTheSpotterSee() {
        // a1 (one comms system) at 2,2: b1 at 2,8 is in direct fire; b2 at 12,12 beyond it
        Table table = MapTables.skirmish("B G Y Rd", List.of(), new Point(12, 12));
        int[] dice = new int[Pool.of(table.game().frame("a", "a1").orElseThrow(), null, 0, false).size()];
        Arrays.fill(dice, 4);
        table.play(new Command.StartTurn("a", "a1", "none", null, null, 0, false, null), dice);
        table.play(new Command.Defend("a", "none"));
        List<String> spottable = Choices.of(table.game(), "a").stream().filter(c -> c.action() == Action.SPOT)
                .findFirst().orElseThrow().frames().stream().map(FrameRef::frame).toList();
        assertEquals(List.of("b1"), spottable);
    }

    /** With nobody within reach of its comms the turn has no spot choice. */
    @Test
    void withNobodyInSightThereIsNoSpotChoice() {
        // a1 at 2,2 with one comms system: b1 at 2,14 and b2 at 12,12, both beyond direct fire
        Table table = MapTables.skirmish("B G Y Rd", List.of(), new Point(2, 14), new Point(12, 12));
        int[] dice = new int[Pool.of(table.game().frame("a", "a1").orElseThrow(), null, 0, false).size()];
        Arrays.fill(dice, 4);
        table.play(new Command.StartTurn("a", "a1", "none", null, null, 0, false, null), dice);
        table.play(new Command.Defend("a", "none"));
        assertTrue(Choices.of(table.game(), "a").stream().noneMatch(c -> c.action() == Action.SPOT));
    }
}
