package mfz.rules.dice;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Dice that show the values they were given, in order: for worked examples, teaching and
 * bug reports. Asking for a roll the script does not have, or a value the die cannot show,
 * is an error at once, so a test notices every roll it did not plan for.
 */
public final class ScriptedDice implements Dice {

    private final Deque<Integer> values;

    public ScriptedDice(List<Integer> values) {
        this.values = new ArrayDeque<>(values);
    }

    public static ScriptedDice of(int... values) {
        List<Integer> list = new ArrayList<>(values.length);
        for (int v : values) {
            list.add(v);
        }
        return new ScriptedDice(list);
    }

    /**
     * Reads a script: whole numbers separated by spaces, commas or new lines; a {@code #}
     * starts a comment that runs to the end of its line.
     *
     * @throws IllegalArgumentException naming the line of anything that is not a die value
     */
    public static ScriptedDice parse(String text) {
        List<Integer> list = new ArrayList<>();
        String[] lines = text.split("\\R", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            int hash = line.indexOf('#');
            if (hash >= 0) {
                line = line.substring(0, hash);
            }
            for (String token : line.split("[\\s,]+")) {
                if (token.isEmpty()) {
                    continue;
                }
                if (!token.matches("\\d{1,2}") || Integer.parseInt(token) < 1 || Integer.parseInt(token) > 20) {
                    throw new IllegalArgumentException(
                            "line " + (i + 1) + ": `" + token + "` is not a die value (1 to 20)");
                }
                list.add(Integer.parseInt(token));
            }
        }
        return new ScriptedDice(list);
    }

    @Override
    public synchronized int roll(int sides) {
        Integer next = values.peek();
        if (next == null) {
            throw new ScriptExhaustedException("the dice script has no more values (a d" + sides + " was asked for)");
        }
        if (next < 1 || next > sides) {
            // Left where it is: the script is wrong here, and what follows it must not shift.
            throw new ScriptMismatchException(next, sides);
        }
        return values.poll();
    }

    /** How many scripted values are still unused. */
    public synchronized int remaining() {
        return values.size();
    }

    /** Thrown when the next scripted value is one the die rolled can't show (a 7 for a d6); the value stays next. */
    public static final class ScriptMismatchException extends IllegalStateException {
        private final int value;
        private final int sides;

        public ScriptMismatchException(int value, int sides) {
            super("the dice script says " + value + " but a d" + sides + " was rolled");
            this.value = value;
            this.sides = sides;
        }

        public int value() {
            return value;
        }

        public int sides() {
            return sides;
        }
    }

    /** Thrown when a roll is asked for after the last scripted value. */
    public static final class ScriptExhaustedException extends IllegalStateException {
        public ScriptExhaustedException(String message) {
            super(message);
        }
    }
}
