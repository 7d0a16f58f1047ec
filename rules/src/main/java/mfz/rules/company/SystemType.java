package mfz.rules.company;

import java.util.Optional;

/** The kinds of system a frame can carry, with their loadout-notation codes. */
public enum SystemType {
    DEFENSE("B", "defense"),
    MOVEMENT("G", "movement"),
    COMMS("Y", "surveillance/comms"),
    HAND_TO_HAND("Rh", "hand-to-hand weapon"),
    DIRECT_FIRE("Rd", "direct-fire weapon"),
    ARTILLERY("Ra", "artillery weapon"),
    /** Advanced (hazardous areas): lets a frame roll both whites in a hazard. */
    ENVIRONMENTAL("E", "environmental");

    private final String code;
    private final String word;

    SystemType(String code, String word) {
        this.code = code;
        this.word = word;
    }

    /** The loadout-notation code: {@code B}, {@code Rd}… */
    public String code() {
        return code;
    }

    /** The system as a player says it. */
    public String word() {
        return word;
    }

    public boolean weapon() {
        return this == HAND_TO_HAND || this == DIRECT_FIRE || this == ARTILLERY;
    }

    /** Reads a code, ignoring case: {@code rd} is {@code Rd}. */
    public static Optional<SystemType> fromCode(String text) {
        for (SystemType type : values()) {
            if (type.code.equalsIgnoreCase(text)) {
                return Optional.of(type);
            }
        }
        return Optional.empty();
    }
}
