package mfz.rules.dice;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/**
 * Dice that show kept values first, then roll fresh: an undone command's dice, re-used by the
 * next decision at the same point (docs/rules.md, "Undo"), so undo is never a re-roll. A kept value
 * a die can't show means the decision is another one: the rest are dropped and rolls are fresh.
 */
public final class KeptDice implements Dice {

    private final Deque<Integer> kept;
    private final Dice fresh;

    public KeptDice(List<Integer> kept, Dice fresh) {
        this.kept = new ArrayDeque<>(kept);
        this.fresh = fresh;
    }

    @Override
    public int roll(int sides) {
        Integer next = kept.poll();
        if (next != null && next >= 1 && next <= sides) {
            return next;
        }
        kept.clear();
        return fresh.roll(sides);
    }
}
