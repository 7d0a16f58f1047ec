package mfz.rules.map;

import java.util.Optional;

/** What the map says about a placement, a move or a spot: allowed, or refused with why. */
public sealed interface MapCheck {

    /** The distance that decided it (0 when none did), for the player to see. */
    double measured();

    record Allowed(double measured) implements MapCheck {
    }

    /**
     * @param reason   a short sentence for the player, the measured distance in it
     * @param measured the distance that decided it
     */
    record Refused(String reason, double measured) implements MapCheck {
    }

    default boolean allowed() {
        return this instanceof Allowed;
    }

    /** Why the map refuses it, or empty when it allows it. */
    default Optional<String> refusal() {
        return this instanceof Refused refused ? Optional.of(refused.reason()) : Optional.empty();
    }

    static MapCheck refused(String reason, double measured) {
        return new Refused(reason, measured);
    }
}
