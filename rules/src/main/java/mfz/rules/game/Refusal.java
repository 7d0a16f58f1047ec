package mfz.rules.game;

import java.util.function.Supplier;

/**
 * Thrown inside the deciding code to refuse a command; {@link Game#decide} turns it into a
 * {@link RuleViolation}. Never escapes the engine.
 */
public final class Refusal extends RuntimeException {

    public Refusal(String message) {
        super(message, null, false, false);
    }

    /** Refuses unless the condition holds. */
    public static void require(boolean condition, String message) {
        if (!condition) {
            throw new Refusal(message);
        }
    }

    /**
     * Refuses unless the condition holds, with a message worked out only then: messages that
     * describe the game (who it waits on, a frame's label) cost more than the check, and the
     * checks run for every command that passes them.
     */
    public static void require(boolean condition, Supplier<String> message) {
        if (!condition) {
            throw new Refusal(message.get());
        }
    }
}
