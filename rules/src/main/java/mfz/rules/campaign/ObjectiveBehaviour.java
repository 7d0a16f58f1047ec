package mfz.rules.campaign;

import java.util.Locale;
import java.util.Optional;

/** How a campaign battle's special objective may move (docs/rules.md §9), chosen when it is named. */
public enum ObjectiveBehaviour {
    /** It stays where it was placed. */
    NONE("none", "stays where it is placed"),
    /** Its holder may move it once per round. */
    ORDERS("orders", "follows orders: its holder may move it once per round"),
    /** It moves with the holding frame, as long as that frame's move doesn't cross cover. */
    FOLLOW("follow", "follows its holder: it moves with the holding frame unless the move crosses cover"),
    /** Once per round, any player but its holder may move it, on their initiative. */
    AFRAID("afraid", "is afraid: once per round each player but its holder may move it on their initiative");

    private final String word;
    private final String words;

    ObjectiveBehaviour(String word, String words) {
        this.word = word;
        this.words = words;
    }

    public String word() {
        return word;
    }

    /** What it does, in a sentence's tail: "follows orders: …". */
    public String words() {
        return words;
    }

    public static Optional<ObjectiveBehaviour> fromWord(String text) {
        if (text == null || text.isBlank()) {
            return Optional.of(NONE);
        }
        String w = text.strip().toLowerCase(Locale.ROOT);
        for (ObjectiveBehaviour b : values()) {
            if (b.word.equals(w)) {
                return Optional.of(b);
            }
        }
        return Optional.empty();
    }
}
