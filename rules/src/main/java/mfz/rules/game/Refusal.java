package mfz.rules.game;

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
}
