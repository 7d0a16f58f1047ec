package mfz.rules.dice;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Dice that show kept values first, then roll fresh: an undone command's dice, re-used by the
 * next decision at the same point (docs/rules.md, "Undo"), so undo is never a re-roll.
 *
 * <p>A pool's die takes the first kept value of a die of its own kind (colour and sides): a pool
 * that grew by an SSR's d8 or shrank by a weapon showed its other dice afresh, since values were
 * taken in order and the first that didn't fit made the rest fresh (a bad-input audit re-rolled a
 * frame's blue, green and yellow so). Other rolls (damage dice, tie orders, d20s) and values stored
 * before kinds were kept take the kept values in order; a value a die can't show means another
 * decision, and from there those rolls are fresh. What no roll showed is {@link #left} for a later
 * roll (a review: it was dropped, and rolled afresh).
 */
public final class KeptDice implements Dice {

    /**
     * A kept value and the die that showed it, or null where the roll names no die (damage, tie
     * orders, initiative, and every value kept before kinds were).
     */
    public record Kept(Die die, int value) {

        private static final Pattern NOTATION = Pattern.compile("(?:d(6|8|20))?([A-Za-z])(\\d{1,2})");

        public static Kept of(int value) {
            return new Kept(null, value);
        }

        public static Kept of(RolledDie rolled) {
            return new Kept(rolled.die(), rolled.value());
        }

        /** As stored: the rolled die's notation ({@code B6}, {@code d8R7}), or the bare value. */
        public String notation() {
            return die == null ? Integer.toString(value) : new RolledDie(die, value).notation();
        }

        /** What {@link #notation} wrote, or empty when it is neither. */
        public static Optional<Kept> read(String text) {
            if (text.matches("\\d{1,2}")) {
                return Optional.of(of(Integer.parseInt(text)));
            }
            Matcher m = NOTATION.matcher(text);
            if (!m.matches()) {
                return Optional.empty();
            }
            int sides = m.group(1) == null ? 6 : Integer.parseInt(m.group(1));
            int value = Integer.parseInt(m.group(3));
            return DieColour.fromLetter(m.group(2).charAt(0)).filter(colour -> value >= 1 && value <= sides)
                    .map(colour -> new Kept(new Die(colour, sides), value));
        }
    }

    private final List<Kept> kept;
    /** Where each kept value stood in the list given, so the rows it came from can be told ({@link #taken}). */
    private final List<Integer> origins = new ArrayList<>();
    private final Dice fresh;
    private final boolean withKinds;
    private boolean freshInOrder;

    public KeptDice(List<Kept> kept, Dice fresh) {
        this(kept, fresh, true);
    }

    /**
     * @param valuesFeedPools whether a pool's die may take a bare value (in order) when no die of its
     *                        kind is kept: only for a pool kept before kinds were; a damage roll's values
     *                        went to a pool's dice, and the pool's own kept dice waited on (a review)
     */
    public KeptDice(List<Kept> kept, Dice fresh, boolean valuesFeedPools) {
        this.kept = new ArrayList<>(kept);
        for (int i = 0; i < kept.size(); i++) {
            origins.add(i);
        }
        this.fresh = fresh;
        this.withKinds = !valuesFeedPools || kept.stream().anyMatch(k -> k.die() != null);
    }

    @Override
    public RolledDie roll(Die die) {
        for (int i = 0; i < kept.size(); i++) {
            if (die.equals(kept.get(i).die())) {
                origins.remove(i);
                return new RolledDie(die, kept.remove(i).value());
            }
        }
        // Kept with their dice, a die of another kind is fresh: in order it would take a damage die's value,
        // and the damage then rolled afresh. Kept before kinds were, the values go in order, as they did.
        return new RolledDie(die, withKinds ? fresh.roll(die.sides()) : roll(die.sides()));
    }

    @Override
    public int roll(int sides) {
        int next = freshInOrder ? -1 : firstInOrder();
        if (next >= 0 && kept.get(next).value() >= 1 && kept.get(next).value() <= sides) {
            origins.remove(next);
            return kept.remove(next).value();
        }
        freshInOrder = true;
        return fresh.roll(sides);
    }

    /** The first kept value whose die isn't known, or -1. */
    private int firstInOrder() {
        for (int i = 0; i < kept.size(); i++) {
            if (kept.get(i).die() == null) {
                return i;
            }
        }
        return -1;
    }

    /** The kept values no roll has shown yet, in order. */
    public List<Kept> left() {
        return List.copyOf(kept);
    }

    /** Where the kept values no roll has shown yet stood in the list given, in order. */
    public List<Integer> leftAt() {
        return List.copyOf(origins);
    }
}
