package mfz.bot.core;

/**
 * A command refused for a reason the player can fix: the message is shown to them as it is
 * (privately), and nothing was changed.
 */
public final class PlayerError extends RuntimeException {

    public PlayerError(String message) {
        super(message, null, false, false);
    }
}
