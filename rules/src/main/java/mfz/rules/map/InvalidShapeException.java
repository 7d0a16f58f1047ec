package mfz.rules.map;

/** A terrain shape or layout change that can't be accepted; the message is written for the player. */
public final class InvalidShapeException extends IllegalArgumentException {

    public InvalidShapeException(String message) {
        super(message);
    }
}
