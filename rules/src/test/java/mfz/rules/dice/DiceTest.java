package mfz.rules.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class DiceTest {

    @Test
    void seededDiceRepeatForTheSameSeed() {
        List<Integer> first = rollMany(new SeededDice(42));
        List<Integer> second = rollMany(new SeededDice(42));
        assertEquals(first, second);
        assertTrue(!first.equals(rollMany(new SeededDice(43))), "another seed gives other rolls");
    }

    @Test
    void everyDiceStaysWithinItsSides() {
        for (Dice dice : List.of(new SecureDice(), new SeededDice(7))) {
            for (int i = 0; i < 2000; i++) {
                int d6 = dice.d6();
                int d8 = dice.d8();
                int d20 = dice.d20();
                assertTrue(d6 >= 1 && d6 <= 6, "d6 " + d6);
                assertTrue(d8 >= 1 && d8 <= 8, "d8 " + d8);
                assertTrue(d20 >= 1 && d20 <= 20, "d20 " + d20);
            }
        }
    }

    @Test
    void seededDiceShowEveryFace() {
        Dice dice = new SeededDice(1);
        boolean[] seen = new boolean[9];
        for (int i = 0; i < 500; i++) {
            seen[dice.d8()] = true;
        }
        for (int face = 1; face <= 8; face++) {
            assertTrue(seen[face], "face " + face);
        }
    }

    @Test
    void scriptedDiceShowTheirValuesInOrder() {
        ScriptedDice dice = ScriptedDice.of(6, 2, 8);
        assertEquals(List.of(new RolledDie(Die.d6(DieColour.RED), 6), new RolledDie(Die.d6(DieColour.BLUE), 2),
                        new RolledDie(Die.d8(DieColour.RED), 8)),
                dice.roll(PoolNotation.parse("R B d8R")));
        assertEquals(0, dice.remaining());
    }

    @Test
    void scriptedDiceRefuseARollTheScriptDidNotPlan() {
        ScriptedDice dice = ScriptedDice.of(3);
        dice.d6();
        assertThrows(ScriptedDice.ScriptExhaustedException.class, dice::d6);
    }

    @Test
    void scriptedDiceRefuseAValueTheDieCannotShow() {
        ScriptedDice dice = ScriptedDice.of(7);
        IllegalStateException e = assertThrows(ScriptedDice.ScriptMismatchException.class, dice::d6);
        assertEquals("the dice script says 7 but a d6 was rolled", e.getMessage());
        assertEquals(7, dice.d8(), "the value stays next: later rolls don't shift");
    }

    @Test
    void aDiceScriptReadsNumbersAndComments() {
        ScriptedDice dice = ScriptedDice.parse("# the example round\n6 2, 5\n1 # Vincent's blue\n\n20\n");
        assertEquals(5, dice.remaining());
        assertEquals(List.of(6, 2, 5, 1, 20), List.of(dice.d6(), dice.d6(), dice.d6(), dice.d6(), dice.d20()));
    }

    @Test
    void aDiceScriptNamesTheLineOfABadValue() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ScriptedDice.parse("1 2\n3 x\n"));
        assertEquals("line 2: `x` is not a die value (1 to 20)", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ScriptedDice.parse("0"));
        assertThrows(IllegalArgumentException.class, () -> ScriptedDice.parse("21"));
    }

    @Test
    void rolledDiceUseTheNotationOfTheRules() {
        assertEquals("R5", new RolledDie(Die.d6(DieColour.RED), 5).notation());
        assertEquals("d8G8", new RolledDie(Die.d8(DieColour.GREEN), 8).notation());
        assertEquals("d20W14", new RolledDie(new Die(DieColour.WHITE, 20), 14).notation());
        assertThrows(IllegalArgumentException.class, () -> new RolledDie(Die.d6(DieColour.RED), 7));
    }

    private static List<Integer> rollMany(Dice dice) {
        List<Integer> values = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            values.add(dice.d6());
        }
        return values;
    }
}
