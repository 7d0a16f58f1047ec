package mfz.rules.dice;

import java.util.ArrayList;
import java.util.List;

/**
 * Where every random number of the game comes from. The rules never roll by themselves:
 * production passes {@link SecureDice}, tests pass {@link SeededDice} or {@link ScriptedDice},
 * and whatever was rolled is written into the events so a replay never rolls again.
 */
public interface Dice {

    /** One roll of a die with this many sides: a value from 1 to {@code sides}. */
    int roll(int sides);

    default int d6() {
        return roll(6);
    }

    default int d8() {
        return roll(8);
    }

    /** Horizon Wars rolls only d12s. */
    default int d12() {
        return roll(12);
    }

    default int d20() {
        return roll(20);
    }

    default RolledDie roll(Die die) {
        return new RolledDie(die, roll(die.sides()));
    }

    /**
     * The dice for this roll: the same dice here; the bot's give an undo's kept dice back to the
     * same kind of roll of the same player first ({@link Roll}).
     */
    default Dice forRoll(Roll roll) {
        return this;
    }

    /** Rolls every die of the pool once, in the pool's order. */
    default List<RolledDie> roll(DicePool pool) {
        List<RolledDie> rolled = new ArrayList<>(pool.size());
        for (Die die : pool.dice()) {
            rolled.add(roll(die));
        }
        return List.copyOf(rolled);
    }
}
