package mfz.rules.game;

import java.util.function.Supplier;

/**
 * Thrown inside the deciding code to refuse a command; {@link Game#decide} turns it into a
 * {@link RuleViolation}. Never escapes the engine.
 */
public final class Refusal extends RuntimeException {

    /** The game whose description ends the message (who it waits on, and for what), or null. */
    private final transient Game waitingIn;

    public Refusal(String message) {
        this(message, null);
    }

    private Refusal(String message, Game waitingIn) {
        super(message, null, false, false);
        this.waitingIn = waitingIn;
    }

    /**
     * A refusal whose reason is followed by what the game waits on now. The engine adds that
     * description ({@link Game#decide}) only when refusing, and the rules that refuse need not
     * know how the game describes itself.
     */
    public static Refusal withWaiting(String reason, Game game) {
        return new Refusal(reason, game);
    }

    /** Refuses unless the condition holds, with the reason followed by what the game waits on now. */
    public static void requireWithWaiting(boolean condition, String reason, Game game) {
        if (!condition) {
            throw withWaiting(reason, game);
        }
    }

    /** The game whose description the engine adds to the message, or null for none. */
    Game waitingIn() {
        return waitingIn;
    }

    /**
     * The whole message as a player reads it: the reason, and what the game waits on when the
     * refusal says so. For a check made outside {@link Game#decide} (its own message alone ended
     * in "now: ", a review).
     */
    public String playerMessage() {
        return waitingIn == null ? getMessage() : getMessage() + Waiting.describe(waitingIn);
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
