package mfz.rules.dice;

/** Pool notation that can't be read; the message is written for the player who typed it. */
public final class InvalidPoolException extends IllegalArgumentException {

    public InvalidPoolException(String message) {
        super(message);
    }
}
