package mfz.rules.dice;

import java.util.Optional;

/** The five die colours of MFZ:RA, each tied to the action it serves. */
public enum DieColour {
    WHITE('W', "white", "wild: any action"),
    RED('R', "red", "attack"),
    GREEN('G', "green", "move"),
    BLUE('B', "blue", "defend"),
    YELLOW('Y', "yellow", "spot");

    private final char letter;
    private final String word;
    private final String use;

    DieColour(char letter, String word, String use) {
        this.letter = letter;
        this.word = word;
        this.use = use;
    }

    /** The letter used in dice notation: W, R, G, B or Y. */
    public char letter() {
        return letter;
    }

    /** The colour as a player says it: "red". */
    public String word() {
        return word;
    }

    /** What a die of this colour may be assigned to. */
    public String use() {
        return use;
    }

    public static Optional<DieColour> fromLetter(char c) {
        char upper = Character.toUpperCase(c);
        for (DieColour colour : values()) {
            if (colour.letter == upper) {
                return Optional.of(colour);
            }
        }
        return Optional.empty();
    }
}
