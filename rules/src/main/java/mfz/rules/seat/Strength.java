package mfz.rules.seat;

import java.util.Locale;
import java.util.Optional;

/** How well a seat the bot plays decides (docs/seat.md). */
public enum Strength {
    /** One ply: the attack with the best expected score change now, defense where the threat is. */
    EASY,
    /** Looks ahead: the replies its attacks invite (combat order), stations and the doomsday clock. */
    HARD;

    /** The option's word: {@code easy}, {@code hard}. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<Strength> read(String text) {
        for (Strength s : values()) {
            if (s.word().equalsIgnoreCase(text == null ? "" : text.strip())) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }
}
