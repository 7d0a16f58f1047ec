package mfz.rules.hw;

import java.util.ArrayList;
import java.util.List;
import mfz.rules.dice.Dice;

/**
 * A recovery: as many d12s as the element's Defense; each beating the damage it has taken in
 * all gives back one point of Fire, Move or Armour (never above where that stat started).
 */
public record Recovery(int damage, List<Integer> rolls) {

    public static final int MAX_DICE = 20;

    public Recovery {
        rolls = List.copyOf(rolls);
    }

    public static Recovery roll(int defense, int damage, Dice dice) {
        if (defense < 0 || defense > MAX_DICE || damage < 0) {
            throw new IllegalArgumentException("Defense from 0 to " + MAX_DICE + ", damage from 0");
        }
        List<Integer> rolls = new ArrayList<>();
        for (int i = 0; i < defense; i++) {
            rolls.add(dice.d12());
        }
        return new Recovery(damage, rolls);
    }

    public int restored() {
        return (int) rolls.stream().filter(roll -> roll > damage).count();
    }
}
