package mfz.rules.company;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Objects;

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

    /**
     * A split-range weapon is the same weapon whichever half is written first: {@code Ra/Rd} is
     * {@code Rd/Ra} (an audit: jettisoning {@code Rd/Ra} from a frame built {@code Ra/Rd} was
     * refused as a system it doesn't carry). Each keeps the notation it was written with.
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof FrameSystem that && Objects.equals(kind, that.kind)
                && (type == that.type && split == that.split || split != null && type == that.split && split == that.type);
    }

    @Override
    public int hashCode() {
        return 31 * Objects.hashCode(kind) + type.hashCode() + (split == null ? 0 : split.hashCode());
    }

    /** Whether this notation names this system, in either order of a split weapon's halves; false when it names none. */
    public boolean isNamed(String notation) {
        try {
            return notation != null && equals(parse(notation.strip()));
        } catch (IllegalArgumentException notASystem) {
            return false;
        }
    }

    @Override
    public String toString() {
        return notation();
    }
}
