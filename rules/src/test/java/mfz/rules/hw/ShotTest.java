package mfz.rules.hw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Optional;
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
        Shot shot = Shot.resolve(new ShotSetup(3, 0, 1, 0, 1, false), List.of(5, 5, 5), List.of(5));
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

    @Test
    void aTargetAtArmourZeroIsDestroyedAndCantBeShot() {
        assertEquals(Optional.of("Wall is at Armour 0: it is destroyed and can't be shot."),
                ShotSetup.whyNoShotAt("Wall", 0));
        assertEquals(Optional.empty(), ShotSetup.whyNoShotAt("Wall", 1));
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> new ShotSetup(3, 8, 0, 0, 2, false));
        assertEquals("the target is at Armour 0: it is destroyed and can't be shot.", refused.getMessage());
        assertEquals(9, new ShotSetup(3, 8, 1, 0, 2, false).effectiveRange(), "Armour 1 is still standing");
    }
}
