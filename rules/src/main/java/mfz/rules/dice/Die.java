package mfz.rules.dice;

import java.util.Set;

/**
 * One die before it is rolled: a colour and a number of sides (d6, d8, or d20 for
 * per-frame initiative).
 */
public record Die(DieColour colour, int sides) {

    public static final Set<Integer> SIDES = Set.of(6, 8, 20);

    public Die {
        if (colour == null) {
            throw new IllegalArgumentException("a die needs a colour");
        }
        if (!SIDES.contains(sides)) {
            throw new IllegalArgumentException("a die has 6, 8 or 20 sides, not " + sides);
        }
    }

    public static Die d6(DieColour colour) {
        return new Die(colour, 6);
    }

    public static Die d8(DieColour colour) {
        return new Die(colour, 8);
    }

    /** Notation for the unrolled die: {@code R} for a d6, {@code d8R} for a d8. */
    public String notation() {
        return sides == 6 ? String.valueOf(colour.letter()) : "d" + sides + colour.letter();
    }
}
