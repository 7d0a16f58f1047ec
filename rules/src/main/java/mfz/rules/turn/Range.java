package mfz.rules.turn;

import java.util.Optional;

/** The range a frame names with its target (docs/rules.md §5 step 1). */
public enum Range {
    /** Within 1 unit: always allowed. */
    HAND("hand-to-hand", "hand"),
    /** Beyond 1 unit, within one ruler length: needs a direct-fire weapon or an SSR fired. */
    DIRECT("direct fire", "direct"),
    /** Beyond one ruler length: needs an artillery weapon. */
    ARTILLERY("artillery", "artillery");

    private final String word;
    private final String option;

    Range(String word, String option) {
        this.word = word;
        this.option = option;
    }

    /** As a player says it: "direct fire". */
    public String word() {
        return word;
    }

    /** As written in a command option: {@code hand}, {@code direct}, {@code artillery}. */
    public String option() {
        return option;
    }

    /** Reads {@code hand}, {@code direct}, {@code artillery} (or the enum name), ignoring case. */
    public static Optional<Range> read(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String t = text.strip();
        for (Range r : values()) {
            if (r.option.equalsIgnoreCase(t) || r.name().equalsIgnoreCase(t) || r.word.equalsIgnoreCase(t)) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }
}
