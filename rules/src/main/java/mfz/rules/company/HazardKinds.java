package mfz.rules.company;

import java.util.Locale;
import java.util.Optional;

/**
 * The kinds of hazard a table may have (heat, vacuum, acid…) and the environmental systems
 * that cope with them: one short word each, spelled one way, so {@code Air Tanks},
 * {@code air_tanks} and {@code air-tanks} are one kind (docs/rules.md §5, environments).
 * The words are the players': the rulebook names no list.
 */
public final class HazardKinds {

    /** Longest kind accepted: it shows in loadouts, which a phone shows on one line. */
    public static final int MAX_LENGTH = 16;

    private HazardKinds() {
    }

    /** The one spelling of a kind: lower case, words joined by hyphens; null for nothing named. */
    public static String spelled(String named) {
        if (named == null || named.isBlank()) {
            return null;
        }
        return named.strip().toLowerCase(Locale.ROOT).replaceAll("[\\s_]+", "-");
    }

    /** Why a kind (already {@link #spelled}) can't be used, in player words; empty when it can. */
    public static Optional<String> whyNot(String kind) {
        if (kind == null || kind.isEmpty()) {
            return Optional.of("name the kind of hazard after the colon, like E:heat");
        }
        if (kind.length() > MAX_LENGTH) {
            return Optional.of("a kind of hazard is at most " + MAX_LENGTH + " characters");
        }
        if (!kind.matches("[a-z0-9][a-z0-9-]*")) {
            return Optional.of("a kind of hazard is written in letters, digits and hyphens, like zero-g");
        }
        return Optional.empty();
    }
}
