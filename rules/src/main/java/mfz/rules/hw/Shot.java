package mfz.rules.hw;

import java.util.ArrayList;
import java.util.List;
import mfz.rules.dice.Dice;

/**
 * One shot, resolved: the Fire roll, the target's Incoming roll, the Fire dice each Incoming
 * die cancelled (one each, exact matches only), and the best grouping of the rest.
 */
public record Shot(ShotSetup setup, List<Integer> fire, List<Integer> incoming, List<Integer> cancelled,
                   Grouping grouping) {

    public Shot {
        fire = List.copyOf(fire);
        incoming = List.copyOf(incoming);
        cancelled = List.copyOf(cancelled);
    }

    public static Shot roll(ShotSetup setup, Dice dice) {
        List<Integer> fire = new ArrayList<>();
        for (int i = 0; i < setup.fireDice(); i++) {
            fire.add(dice.d12());
        }
        List<Integer> incoming = new ArrayList<>();
        for (int i = 0; i < setup.incoming(); i++) {
            incoming.add(dice.d12());
        }
        return resolve(setup, fire, incoming);
    }

    /** The shot with these rolls, in the order they were rolled. */
    public static Shot resolve(ShotSetup setup, List<Integer> fire, List<Integer> incoming) {
        List<Integer> left = new ArrayList<>(fire);
        List<Integer> cancelled = new ArrayList<>();
        for (int die : incoming) {
            if (left.remove(Integer.valueOf(die))) {
                cancelled.add(die);
            }
        }
        return new Shot(setup, fire, incoming, cancelled, Grouping.best(left, setup.effectiveRange()));
    }

    public int hits() {
        return grouping.hits();
    }
}
