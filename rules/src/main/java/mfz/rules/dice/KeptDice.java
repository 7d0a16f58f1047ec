package mfz.rules.dice;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Dice that show kept dice first, then roll fresh: what undos took back, waiting for their
 * player's next rolls (docs/rules.md, "Undo"), so undo is never a re-roll.
 *
 * <p>A pool's die takes the first kept die of its own kind (colour and sides); any other roll
 * (damage dice, tie orders, d20s) the first kept bare value it can show. A die rolls fresh only
 * when nothing kept fits it, and what no roll took waits on ({@link #leftAt}): every die shown is
 * shown once, in the game or waiting, never dropped and never handed out twice.
 */
public final class KeptDice implements Dice {

    /**
     * A kept value and the die that showed it, or null where the roll names no die (damage, tie
     * orders, initiative, and every value kept before kinds were: a pool's die never takes one).
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
    /** Where each kept die stood in the list given, so the rows it came from can be told ({@link #leftAt}). */
    private final List<Integer> origins = new ArrayList<>();
    private final Dice fresh;

    public KeptDice(List<Kept> kept, Dice fresh) {
        this.kept = new ArrayList<>(kept);
        for (int i = 0; i < kept.size(); i++) {
            origins.add(i);
        }
        this.fresh = fresh;
    }

    @Override
    public RolledDie roll(Die die) {
        int at = first(k -> die.equals(k.die()));
        return new RolledDie(die, at < 0 ? fresh.roll(die.sides()) : take(at));
    }

    @Override
    public int roll(int sides) {
        int at = first(k -> k.die() == null && k.value() >= 1 && k.value() <= sides);
        return at < 0 ? fresh.roll(sides) : take(at);
    }

    private int first(Predicate<Kept> fits) {
        for (int i = 0; i < kept.size(); i++) {
            if (fits.test(kept.get(i))) {
                return i;
            }
        }
        return -1;
    }

    private int take(int at) {
        origins.remove(at);
        return kept.remove(at).value();
    }

    /** The kept dice no roll has taken yet, in order. */
    public List<Kept> left() {
        return List.copyOf(kept);
    }

    /** Where the kept dice no roll has taken yet stood in the list given, in order. */
    public List<Integer> leftAt() {
        return List.copyOf(origins);
    }
}
