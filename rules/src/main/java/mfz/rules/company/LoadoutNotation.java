package mfz.rules.company;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Reads the community's loadout notation: system codes separated by spaces or commas,
 * {@code B G Y Rd}; a split-range weapon joins two weapon codes with a slash, {@code Rd/Ra}.
 * An environmental system may name the kind of hazard it copes with after a colon,
 * {@code E:heat} (see {@link HazardKinds}).
 * Case does not matter ({@code rd} reads as {@code Rd}). Reading never fails: codes that
 * can't be read are kept as problems so validation can list them with everything else.
 * A frame with no systems is written {@code none} (or {@code -}, or nothing).
 */
public final class LoadoutNotation {

    /** What the player may write, for messages. */
    public static final String CODES = "B, G, Y, Rh, Rd, Ra (E, E:heat… with hazards; Rh/Rd, Rd/Ra, Rh/Ra split-range)";

    /** How a loadout of no systems is written. */
    private static final Set<String> NONE = Set.of("none", "-");

    private LoadoutNotation() {
    }

    /** The systems read, and the tokens that are not system codes. */
    public record Reading(List<FrameSystem> systems, List<String> unreadable) {
        public Reading {
            systems = List.copyOf(systems);
            unreadable = List.copyOf(unreadable);
        }
    }

    /** One token: the system it names, or null with the reason in player words. */
    record Token(FrameSystem system, String problem) {
    }

    public static Reading read(String text) {
        List<FrameSystem> systems = new ArrayList<>();
        List<String> unreadable = new ArrayList<>();
        if (text != null && !NONE.contains(text.strip().toLowerCase(Locale.ROOT))) {
            for (String raw : text.trim().split("[\\s,]+")) {
                if (raw.isEmpty()) {
                    continue;
                }
                Token token = readToken(raw);
                if (token.system() != null) {
                    systems.add(token.system());
                } else {
                    unreadable.add(raw);
                }
            }
        }
        return new Reading(systems, unreadable);
    }

    static Token readToken(String raw) {
        int colon = raw.indexOf(':');
        if (colon >= 0) {
            if (SystemType.fromCode(raw.substring(0, colon)).orElse(null) != SystemType.ENVIRONMENTAL) {
                return new Token(null, "`" + raw + "`: only an environmental system names a kind, like E:heat");
            }
            String kind = HazardKinds.spelled(raw.substring(colon + 1));
            Optional<String> whyNot = HazardKinds.whyNot(kind);
            return whyNot.map(reason -> new Token(null, "`" + raw + "`: " + reason))
                    .orElseGet(() -> new Token(FrameSystem.environmental(kind), null));
        }
        int slash = raw.indexOf('/');
        if (slash < 0) {
            Optional<SystemType> type = SystemType.fromCode(raw);
            return type.map(t -> new Token(FrameSystem.of(t), null))
                    .orElseGet(() -> new Token(null, "`" + raw + "` is not a system code"));
        }
        Optional<SystemType> first = SystemType.fromCode(raw.substring(0, slash));
        Optional<SystemType> second = SystemType.fromCode(raw.substring(slash + 1));
        if (first.isEmpty() || second.isEmpty() || !first.get().weapon() || !second.get().weapon()
                || first.get() == second.get()) {
            return new Token(null, "`" + raw + "` is not a split-range weapon");
        }
        return new Token(new FrameSystem(first.get(), second.get()), null);
    }

    /** Writes systems back in notation, one space between codes. */
    public static String write(List<FrameSystem> systems) {
        if (systems.isEmpty()) {
            return "none";
        }
        return String.join(" ", systems.stream().map(FrameSystem::notation).toList());
    }
}
