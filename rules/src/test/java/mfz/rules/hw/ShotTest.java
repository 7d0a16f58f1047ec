package mfz.rules.hw;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import mfz.rules.dice.ScriptedDice;
import org.junit.jupiter.api.Test;

class ShotTest {

    @Test
    void incomingCancelsExactMatchesOneForOneBeforeGrouping() {
        // Fire 3 at 8" against Armour 4: 9, 8, 7 must reach 12; Incoming 2 and 7 take the 7.
        ScriptedDice dice = ScriptedDice.of(9, 8, 7, 2, 7);
        Shot shot = Shot.roll(new ShotSetup(3, 8, 4, 0, 2, false), dice);
        assertEquals(List.of(9, 8, 7), shot.fire());
        assertEquals(List.of(2, 7), shot.incoming());
        assertEquals(List.of(7), shot.cancelled());
        assertEquals(List.of(List.of(9, 8)), shot.grouping().groups());
        assertEquals(1, shot.hits());
        assertEquals(0, dice.remaining());
    }

    @Test
    void oneIncomingDieCancelsOneFireDieOnly() {
        Shot shot = Shot.resolve(new ShotSetup(3, 1, 0, 0, 1, false), List.of(5, 5, 5), List.of(5));
        assertEquals(List.of(5), shot.cancelled());
        assertEquals(2, shot.hits());
    }

    @Test
    void movingHalvesTheFireDiceRoundingUpAndCoverAddsToTheRange() {
        ShotSetup setup = new ShotSetup(5, 10, 2, 1, 0, true);
        assertEquals(3, setup.fireDice());
        assertEquals(13, setup.effectiveRange());
        assertEquals(3, Shot.roll(setup, ScriptedDice.of(1, 2, 3)).fire().size());
    }
}
