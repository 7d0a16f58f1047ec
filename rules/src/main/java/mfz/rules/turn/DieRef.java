package mfz.rules.turn;

import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import mfz.rules.dice.DieColour;
import mfz.rules.dice.RolledDie;
import mfz.rules.game.Refusal;

/**
 * A die named by a player when assigning it: colour letter and value, {@code R5}, {@code W6},
 * optionally with its size, {@code d8R7}. A 7 or 8 can only be a d8, so {@code R7} finds the
 * d8. Two equal dice are interchangeable: either is taken.
 */
public final class DieRef {

    private static final Pattern FORM = Pattern.compile("(?i)(d(6|8))?\\s*([WRGBY])\\s*([0-9]{1,2})");

    private DieRef() {
    }

    /** True for an empty choice: blank, {@code none} or {@code 0}. */
    public static boolean none(String text) {
        return text == null || text.isBlank() || text.strip().equalsIgnoreCase("none") || text.strip().equals("0");
    }

    /** The die of the roll the text names, among the dice still left; refused if it isn't there. */
    public static RolledDie find(String text, List<RolledDie> left) {
        return find(text, left, List.of());
    }

    /**
     * As above, {@code rolled} the turn's whole roll: a die of it that is no longer left is refused
     * as used already (it read "not in your roll" for a die the player had just used to defend: a
     * player's first games).
     */
    public static RolledDie find(String text, List<RolledDie> left, List<RolledDie> rolled) {
        Matcher m = FORM.matcher(text == null ? "" : text.strip());
        Refusal.require(m.matches(), "`" + (text == null ? "" : text.strip())
                + "` is not a die: write its colour and value, like R5 or W6 (d8R7 for a d8).");
        Integer sides = m.group(2) == null ? null : Integer.parseInt(m.group(2));
        DieColour colour = DieColour.fromLetter(m.group(3).charAt(0)).orElseThrow();
        int value = Integer.parseInt(m.group(4));
        String written = (sides == null ? "" : "d" + sides) + colour.letter() + value;
        Predicate<RolledDie> named = d -> d.colour() == colour && d.value() == value
                && (sides == null || d.die().sides() == sides);
        Optional<RolledDie> found = left.stream().filter(named).findFirst();
        String leftAre = left.isEmpty() ? "no dice are left." : "left are " + list(left) + ".";
        return found.orElseThrow(() -> new Refusal(written + (rolled.stream().anyMatch(named)
                ? " is used already this turn: " : " is not in your roll: ") + leftAre));
    }

    /** Dice in notation, separated by spaces: {@code W6 R5 d8R7}. */
    public static String list(List<RolledDie> dice) {
        return dice.stream().map(RolledDie::notation).collect(Collectors.joining(" "));
    }

    /** The distinct dice of these colours in notation, as choices to offer. */
    public static List<String> choices(List<RolledDie> left, DieColour colour) {
        return left.stream().filter(d -> d.colour() == colour || d.colour() == DieColour.WHITE)
                .map(RolledDie::notation).distinct().toList();
    }
}
