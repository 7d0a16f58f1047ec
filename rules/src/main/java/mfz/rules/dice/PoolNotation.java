package mfz.rules.dice;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads dice pools as players write them: {@code 2W 2R d8R B Y}, {@code 3d6}, {@code 2d8G},
 * {@code d20}. Each group is an optional count, an optional size ({@code d6}, {@code d8},
 * {@code d20}; d6 when left out) and an optional colour letter (white when left out), with at
 * least a size or a colour. Case does not matter; spaces, commas and {@code +} between groups
 * are optional ({@code 2W2Rd8RBY} reads the same as {@code 2W 2R d8R B Y}).
 */
public final class PoolNotation {

    /** More dice than any legal MFZ:RA pool; stops a typo like {@code 10000W} from flooding the chat. */
    public static final int MAX_DICE = 40;

    private static final String EXAMPLE = "`2W 2R d8R B Y`";

    private PoolNotation() {
    }

    public static DicePool parse(String text) {
        if (text == null || text.isBlank()) {
            throw new InvalidPoolException("Name at least one die, like " + EXAMPLE + ".");
        }
        List<Die> dice = new ArrayList<>();
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c) || c == ',' || c == '+') {
                i++;
                continue;
            }
            int start = i;

            int count = 1;
            int digitsEnd = skipDigits(text, i);
            boolean hasCount = digitsEnd > i;
            if (hasCount) {
                count = readNumber(text, i, digitsEnd, "dice");
                i = digitsEnd;
            }

            int sides = 6;
            boolean hasSize = false;
            if (i < n && (text.charAt(i) == 'd' || text.charAt(i) == 'D') && i + 1 < n
                    && Character.isDigit(text.charAt(i + 1))) {
                int sizeEnd = skipDigits(text, i + 1);
                sides = readNumber(text, i + 1, sizeEnd, "sides");
                if (!Die.SIDES.contains(sides)) {
                    throw new InvalidPoolException(
                            "`d" + text.substring(i + 1, sizeEnd) + "` is not a die size: use d6, d8 or d20.");
                }
                hasSize = true;
                i = sizeEnd;
            }

            DieColour colour = DieColour.WHITE;
            boolean hasColour = false;
            if (i < n && Character.isLetter(text.charAt(i))) {
                char letter = text.charAt(i);
                colour = DieColour.fromLetter(letter).orElseThrow(() -> new InvalidPoolException(
                        "`" + letter + "` is not a die colour: use W, R, G, B or Y."));
                hasColour = true;
                i++;
            }

            String group = text.substring(start, i);
            if (!hasSize && !hasColour) {
                if (hasCount) {
                    throw new InvalidPoolException("`" + group + "` needs a colour or a size after the count, like `"
                            + group + "W` or `" + group + "d6`.");
                }
                // The whole character: an emoji's first half showed as a broken one (a bad-input audit).
                String read = new String(Character.toChars(text.codePointAt(i))).replace('`', '\'');
                throw new InvalidPoolException("`" + read + "` can't be read in a dice pool: write dice like "
                        + EXAMPLE + ".");
            }
            if (count == 0) {
                throw new InvalidPoolException("`" + group + "` is no dice at all: the count must be 1 or more.");
            }
            if (dice.size() + count > MAX_DICE) {
                throw new InvalidPoolException("That is too many dice: a pool holds at most " + MAX_DICE + ".");
            }
            for (int k = 0; k < count; k++) {
                dice.add(new Die(colour, sides));
            }
        }
        if (dice.isEmpty()) {
            throw new InvalidPoolException("Name at least one die, like " + EXAMPLE + ".");
        }
        return new DicePool(dice);
    }

    private static int skipDigits(String text, int from) {
        int i = from;
        while (i < text.length() && Character.isDigit(text.charAt(i))) {
            i++;
        }
        return i;
    }

    /** Reads a run of digits without overflowing: anything past 4 digits is too many anyway. */
    private static int readNumber(String text, int from, int to, String what) {
        if (to - from > 4) {
            if ("sides".equals(what)) {
                throw new InvalidPoolException("`d" + text.substring(from, to) + "` is not a die size: use d6, d8 or d20.");
            }
            throw new InvalidPoolException("That is too many dice: a pool holds at most " + MAX_DICE + ".");
        }
        return Integer.parseInt(text.substring(from, to));
    }
}
