package mfz.bot.store;

/**
 * Work handed to the database's writer and not yet waited for: the caller does something else
 * meanwhile (the game service renders the reply) and then asks for the {@link #outcome}.
 */
@FunctionalInterface
public interface Committing<T> {

    /** Waits until the work is committed, and returns its result; or why it was not stored. */
    T outcome() throws StoreException;
}
