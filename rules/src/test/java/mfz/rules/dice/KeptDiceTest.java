package mfz.rules.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Kept dice show their values first; what a roll didn't show is left for the next (docs/rules.md, "Undo"). */
class KeptDiceTest {

    private static final Die W = Die.d6(DieColour.WHITE);
    private static final Die B = Die.d6(DieColour.BLUE);
    private static final Die G = Die.d6(DieColour.GREEN);
    private static final Die D8R = Die.d8(DieColour.RED);

    /** Kept values whose dice aren't known, taken in order. */
    private static KeptDice ofValues(List<Integer> values, Dice fresh) {
        return new KeptDice(values.stream().map(KeptDice.Kept::of).toList(), fresh);
    }

    @Test
    void aSmallerRollShowsTheFirstKeptValuesAndLeavesTheRest() {
        KeptDice dice = ofValues(List.of(4, 2, 6, 1), ScriptedDice.of(5, 5));
        assertEquals(4, dice.roll(6));
        assertEquals(2, dice.roll(6));
        assertEquals(List.of(KeptDice.Kept.of(6), KeptDice.Kept.of(1)), dice.left());
    }

    /**
     * A value a die can't show waits for a roll that can, and the die takes the next that fits: made
     * fresh from there, the rest of a tie order came afresh when another answer needed other dice
     * (a review). Fresh only when nothing kept fits.
     */
    @Test
    void aValueTheDieCantShowWaitsAndTheNextThatFitsIsTaken() {
        KeptDice dice = ofValues(List.of(8, 3), ScriptedDice.of(5));
        assertEquals(3, dice.roll(6));
        assertEquals(5, dice.roll(6), "fresh: the 8 doesn't fit a d6");
        assertEquals(8, dice.roll(8));
        assertEquals(List.of(), dice.left());
    }

    /** A pool's die takes only a die of its kind: a bare value (a damage die's) is never a pool's. */
    @Test
    void aPoolsDieNeverTakesABareValue() {
        KeptDice dice = new KeptDice(List.of(KeptDice.Kept.of(6), new KeptDice.Kept(B, 2)), ScriptedDice.of(1));
        assertEquals(new RolledDie(W, 1), dice.roll(W));
        assertEquals(new RolledDie(B, 2), dice.roll(B));
        assertEquals(List.of(KeptDice.Kept.of(6)), dice.left());
        assertEquals(List.of(0), dice.leftAt(), "where the value left stood in the list given");
    }

    /**
     * A pool that grew by an SSR's d8 shows its other dice as kept: in order, the d8 took the blue's
     * value and the rest were fresh (a bad-input audit re-rolled a frame's blue, green and yellow so).
     */
    @Test
    void aPoolsDieTakesTheKeptValueOfItsOwnKind() {
        KeptDice dice = new KeptDice(List.of(new KeptDice.Kept(W, 5), new KeptDice.Kept(B, 6),
                new KeptDice.Kept(G, 6)), ScriptedDice.of(3, 1));
        assertEquals(List.of(new RolledDie(W, 5), new RolledDie(D8R, 3), new RolledDie(B, 6), new RolledDie(G, 6)),
                dice.roll(new DicePool(List.of(W, D8R, B, G))));
        assertEquals(List.of(), dice.left());
        // a smaller pool leaves the dice it doesn't show for a later roll
        KeptDice fewer = new KeptDice(List.of(new KeptDice.Kept(W, 5), new KeptDice.Kept(B, 6)), ScriptedDice.of(2));
        assertEquals(List.of(new RolledDie(B, 6)), fewer.roll(new DicePool(List.of(B))));
        assertEquals(List.of(new KeptDice.Kept(W, 5)), fewer.left());
    }

    /** Kept with their kinds, a pool's new die never takes a damage die's value, which then rolled afresh. */
    @Test
    void aNewKindOfDieRollsFreshWhereDamageValuesWaitInOrder() {
        KeptDice dice = new KeptDice(List.of(new KeptDice.Kept(B, 6), KeptDice.Kept.of(4)), ScriptedDice.of(7));
        assertEquals(new RolledDie(D8R, 7), dice.roll(D8R));
        assertEquals(4, dice.roll(6), "the damage die's value waits for the damage roll");
    }

    @Test
    void keptDiceAreWrittenAndReadByTheirNotation() {
        for (KeptDice.Kept kept : List.of(new KeptDice.Kept(B, 6), new KeptDice.Kept(D8R, 7), KeptDice.Kept.of(3),
                KeptDice.Kept.of(17))) {
            assertEquals(Optional.of(kept), KeptDice.Kept.read(kept.notation()), kept.notation());
        }
        assertEquals(Optional.empty(), KeptDice.Kept.read("B7"), "a d6 can't show 7");
        assertEquals(Optional.empty(), KeptDice.Kept.read("Q3"));
    }
}
