package mfz.rules.company;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/**
 * One system on a frame: a single type, or a split-range weapon with two weapon types
 * ({@code Rd/Ra}), or an environmental system and the kind of hazard it copes with
 * ({@code E:heat}). In JSON it is its notation, {@code "Rd"}, {@code "Rd/Ra"} or {@code "E:heat"}.
 *
 * @param type  the system's type (the first half of a split weapon)
 * @param split the second half of a split-range weapon, or null
 * @param kind  an environmental system's kind of hazard, in {@link HazardKinds}' spelling, or
 *              null: the table's usual hazard (docs/rules.md §5, environments)
 */
public record FrameSystem(SystemType type, SystemType split, String kind) {

    public FrameSystem {
        if (type == null) {
            throw new IllegalArgumentException("a system needs a type");
        }
        if (split != null && (!type.weapon() || !split.weapon() || split == type)) {
            throw new IllegalArgumentException("a split-range weapon joins two different weapon types");
        }
        if (kind != null && (type != SystemType.ENVIRONMENTAL || HazardKinds.whyNot(kind).isPresent())) {
            throw new IllegalArgumentException("only an environmental system names a kind of hazard, in a short word");
        }
    }

    public FrameSystem(SystemType type, SystemType split) {
        this(type, split, null);
    }

    public static FrameSystem of(SystemType type) {
        return new FrameSystem(type, null, null);
    }

    /** An environmental system coping with {@code kind} (null: the table's usual hazard). */
    public static FrameSystem environmental(String kind) {
        return new FrameSystem(SystemType.ENVIRONMENTAL, null, kind);
    }

    public boolean isSplit() {
        return split != null;
    }

    /**
     * How much this system counts toward the two-per-type limit for {@code t}, in halves:
     * 2 for a whole system, 1 for each half of a split-range weapon (docs/rules.md §1 ruling).
     */
    public int halvesOf(SystemType t) {
        if (split == null) {
            return type == t ? 2 : 0;
        }
        return (type == t ? 1 : 0) + (split == t ? 1 : 0);
    }

    @JsonValue
    public String notation() {
        if (kind != null) {
            return type.code() + ":" + kind;
        }
        return split == null ? type.code() : type.code() + "/" + split.code();
    }

    /** Reads one well-formed token ({@code Rd}, {@code Rh/Rd}, {@code E:heat}); for player input use {@link LoadoutNotation}. */
    @JsonCreator
    public static FrameSystem parse(String token) {
        LoadoutNotation.Token t = LoadoutNotation.readToken(token);
        if (t.system() == null) {
            throw new IllegalArgumentException("not a system: " + token);
        }
        return t.system();
    }

    @Override
    public String toString() {
        return notation();
    }
}
