package mfz.rules.dice;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/**
 * Dice that show kept values first, then roll fresh: an undone command's dice, re-used by the
 * next decision at the same point (docs/rules.md, "Undo"), so undo is never a re-roll. A kept value
 * a die can't show means the decision is another one: from there the rolls are fresh, and the kept
 * values not shown are {@link #left} for a later roll (a review: they were dropped, and rolled afresh).
 */
public final class KeptDice implements Dice {

    private final Deque<Integer> kept;
    private final Dice fresh;
    private boolean freshOnly;

    public KeptDice(List<Integer> kept, Dice fresh) {
        this.kept = new ArrayDeque<>(kept);
        this.fresh = fresh;
    }

    @Override
    public int roll(int sides) {
        Integer next = freshOnly ? null : kept.peek();
        if (next != null && next >= 1 && next <= sides) {
            kept.poll();
            return next;
        }
        freshOnly = true;
        return fresh.roll(sides);
    }

    /** The kept values no roll has shown yet, in order. */
    public List<Integer> left() {
        return List.copyOf(kept);
    }
}
