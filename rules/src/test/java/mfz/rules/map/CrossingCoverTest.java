package mfz.rules.map;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.Table;
import org.junit.jupiter.api.Test;

/**
 * Crossing cover depends on the frame, not on the die it moves with (docs/rules.md §10
 * rulings): a movement system, or the sprint d8 in this turn's pool. A white die moves like a
 * green one and no further. The Rock, 4 bricks high, lies across the whole table between a1 (at
 * 2,2) and 2,5: no way round it.
 */
class CrossingCoverTest {

    private static final Terrain ROCK = new Terrain("Rock", Polygon.rectangle(0, 3, 24, 0.5), 4);

    @Test
    void aWhiteDieGivesNoRightToCrossCover() {
        Table table = MapTables.skirmish("B Y Rd", List.of(ROCK), new Point(12, 12));
        table.play(new Command.StartTurn("a", "a1", "none", null, null, 0, false, null), 6, 5, 4, 3);
        table.play(new Command.Defend("a", "none"));
        table.refused(new Command.MoveTo("a", "W6", new Point(2, 5)), "Without a movement system or the sprint die,"
                + " a1 can't cross cover, and there is no way round within 6 units (straight, it is 3 units).");
        assertFalse(table.game().turn().orElseThrow().moved(), "a1 stays where it was");
    }

    @Test
    void theSprintDieInThePoolLetsTheFrameCrossWithAnyDie() {
        // No ranged weapon: the pool has the green sprint d8, and a1 crosses with its white 6.
        Table table = MapTables.skirmish("B Y Rh", List.of(ROCK), new Point(12, 12));
        table.play(new Command.StartTurn("a", "a1", "none", null, null, 0, false, null), 6, 5, 4, 3, 2);
        table.play(new Command.Defend("a", "none"));
        assertTrue(table.play(new Command.MoveTo("a", "W6", new Point(2, 5))).stream()
                .anyMatch(e -> e instanceof Event.FrameMoved), "across the Rock");
    }

    @Test
    void aMovementSystemCrossesWithAnyDie() {
        Table table = MapTables.skirmish("B G Rd", List.of(ROCK), new Point(12, 12));
        table.play(new Command.StartTurn("a", "a1", "none", null, null, 0, false, null), 6, 5, 4, 3);
        table.play(new Command.Defend("a", "none"));
        assertTrue(table.play(new Command.MoveTo("a", "W6", new Point(2, 5))).stream()
                .anyMatch(e -> e instanceof Event.FrameMoved), "across the Rock");
    }
}
