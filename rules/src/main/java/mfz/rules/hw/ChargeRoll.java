package mfz.rules.hw;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import mfz.rules.dice.Dice;

/**
 * One side's roll in a charge: Presence d12s, read as their best face, raised by one for every
 * other die matching it, by one for having moved, and by another for a move past 4". Infantry
 * gains at most one in all.
 */
public record ChargeRoll(ElementKind kind, boolean moved, boolean movedFar, List<Integer> dice) {

    public static final int MAX_DICE = 20;

    public ChargeRoll {
        dice = List.copyOf(dice);
        if (movedFar && !moved) {
            throw new IllegalArgumentException("moving over 4\" is moving");
        }
    }

    public static ChargeRoll roll(ElementKind kind, int presence, boolean moved, boolean movedFar, Dice dice) {
        if (presence < 0 || presence > MAX_DICE) {
            throw new IllegalArgumentException("Presence from 0 to " + MAX_DICE);
        }
        List<Integer> rolled = new ArrayList<>();
        for (int i = 0; i < presence; i++) {
            rolled.add(dice.d12());
        }
        return new ChargeRoll(kind, moved || movedFar, movedFar, rolled);
    }

    public int highest() {
        return dice.isEmpty() ? 0 : Collections.max(dice);
    }

    /** The other dice showing the highest value. */
    public int matches() {
        int highest = highest();
        return dice.isEmpty() ? 0 : (int) dice.stream().filter(d -> d == highest).count() - 1;
    }

    public int bonus() {
        int bonus = matches() + (moved ? 1 : 0) + (movedFar ? 1 : 0);
        return kind.isInfantry() ? Math.min(1, bonus) : bonus;
    }

    public int value() {
        return highest() + bonus();
    }

    /** The damage this roll deals to the other element in a charge: half its value, rounded down. */
    public int damage() {
        return value() / 2;
    }
}
