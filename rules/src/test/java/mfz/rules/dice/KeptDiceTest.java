package mfz.rules.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Kept dice show their values first; what a roll didn't show is left for the next (docs/rules.md, "Undo"). */
class KeptDiceTest {

    @Test
    void aSmallerRollShowsTheFirstKeptValuesAndLeavesTheRest() {
        KeptDice dice = new KeptDice(List.of(4, 2, 6, 1), ScriptedDice.of(5, 5));
        assertEquals(4, dice.roll(6));
        assertEquals(2, dice.roll(6));
        assertEquals(List.of(6, 1), dice.left());
    }

    /** A value a die can't show means another decision: it and the rest are left, and the rolls are fresh. */
    @Test
    void aValueTheDieCantShowLeavesTheRestAndRollsFresh() {
        KeptDice dice = new KeptDice(List.of(8, 3), ScriptedDice.of(5, 2));
        assertEquals(5, dice.roll(6));
        assertEquals(2, dice.roll(8), "fresh from then on, even where a kept value would fit");
        assertEquals(List.of(8, 3), dice.left());
    }
}
