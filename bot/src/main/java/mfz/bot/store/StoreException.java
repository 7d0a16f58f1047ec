package mfz.bot.store;

/** The database could not do what was asked; the message says what, for the log or start-up. */
public final class StoreException extends Exception {

    public StoreException(String message, Throwable cause) {
        super(message, cause);
    }

    public StoreException(String message) {
        super(message);
    }
}
