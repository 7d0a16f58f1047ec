package mfz.rules.bidding;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import mfz.rules.dice.Dice;

/** Random orders and picks drawn with the game's dice, recording every roll. */
public final class Shuffle {

    private Shuffle() {
    }

    /**
     * A random order of the items (Fisher–Yates): for the last place a die with as many sides
     * as items picks who goes there, then one side fewer for the place before, down to 2.
     */
    public static List<String> order(List<String> items, Dice dice, List<Integer> rolls) {
        List<String> list = new ArrayList<>(items);
        for (int i = list.size() - 1; i >= 1; i--) {
            int roll = dice.roll(i + 1);
            rolls.add(roll);
            Collections.swap(list, i, roll - 1);
        }
        return List.copyOf(list);
    }

    /** One item picked at random: a die with as many sides as items. */
    public static String pick(List<String> items, Dice dice, List<Integer> rolls) {
        int roll = dice.roll(items.size());
        rolls.add(roll);
        return items.get(roll - 1);
    }
}
