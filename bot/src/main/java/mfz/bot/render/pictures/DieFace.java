package mfz.bot.render.pictures;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import mfz.rules.dice.DieColour;

/**
 * One face of one die the bot draws: a d6 or d8 in any of the five colours, or the white d20
 * of per-frame initiative. Its notation is the one players type ({@code R5}, {@code d8B7},
 * {@code d20W13}); its emoji name says the same with the drawing's version, so a redrawn set
 * gets new names and replaces the old one.
 */
public record DieFace(DieColour colour, int sides, int value) {

    /** Bumped whenever the drawings change: emojis of another version are replaced. */
    public static final int VERSION = 1;
    public static final String EMOJI_PREFIX = "mfzdie";

    private static final Pattern NOTATION = Pattern.compile("(d8|d20)?([WRGBY])(\\d{1,2})");

    public DieFace {
        if (sides != 6 && sides != 8 && sides != 20) {
            throw new IllegalArgumentException("no drawing for a d" + sides);
        }
        if (value < 1 || value > sides) {
            throw new IllegalArgumentException("a d" + sides + " has no face " + value);
        }
    }

    /** Every face drawn: d6 and d8 in the five colours, and the white d20. */
    public static List<DieFace> all() {
        List<DieFace> faces = new ArrayList<>();
        for (DieColour colour : DieColour.values()) {
            for (int sides : new int[] {6, 8}) {
                for (int value = 1; value <= sides; value++) {
                    faces.add(new DieFace(colour, sides, value));
                }
            }
        }
        for (int value = 1; value <= 20; value++) {
            faces.add(new DieFace(DieColour.WHITE, 20, value));
        }
        return List.copyOf(faces);
    }

    /** The face a die notation names, when the bot draws it. */
    public static Optional<DieFace> ofNotation(String notation) {
        Matcher m = NOTATION.matcher(notation);
        if (!m.matches()) {
            return Optional.empty();
        }
        int sides = m.group(1) == null ? 6 : Integer.parseInt(m.group(1).substring(1));
        DieColour colour = colourOf(m.group(2).charAt(0));
        int value = Integer.parseInt(m.group(3));
        boolean drawn = value >= 1 && value <= sides && (sides != 20 || colour == DieColour.WHITE);
        return drawn ? Optional.of(new DieFace(colour, sides, value)) : Optional.empty();
    }

    public String notation() {
        return (sides == 6 ? "" : "d" + sides) + colour.letter() + value;
    }

    /** {@code mfzdie1_d8R7}: Discord's 2–32 characters of letters, digits and underscores. */
    public String emojiName() {
        return EMOJI_PREFIX + VERSION + "_d" + sides + colour.letter() + value;
    }

    /** True for the name of an emoji this bot drew, of any version. */
    public static boolean isDieEmoji(String name) {
        return name.startsWith(EMOJI_PREFIX) && name.indexOf('_') > EMOJI_PREFIX.length();
    }

    private static DieColour colourOf(char letter) {
        for (DieColour colour : DieColour.values()) {
            if (colour.letter() == letter) {
                return colour;
            }
        }
        throw new IllegalArgumentException("no colour " + letter);
    }
}
