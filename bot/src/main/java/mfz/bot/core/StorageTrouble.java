package mfz.bot.core;

import java.util.Optional;
import mfz.bot.store.StoreException;

/**
 * What a player reads when the bot's storage, not their command, failed: the database was
 * unreachable (restarting, its connection cut) or its disk is full, and nothing was stored; or
 * the connection was cut during the COMMIT itself, and the bot can't tell whether it was. They
 * are told so in one line instead of the generic failure.
 */
public final class StorageTrouble {

    public static final String UNREACHABLE = "The bot's database was unreachable, so nothing was stored: "
            + "try again in a moment.";
    public static final String FULL = "The bot's storage is full, so nothing was stored: tell whoever runs the bot.";
    public static final String UNKNOWN = "The bot's database went away just as this was being stored, so the bot "
            + "can't tell whether it was: once it answers again, look (`/game log`) before doing it again.";

    private StorageTrouble() {
    }

    /** The line for the player when this failure is the storage's, found anywhere in its causes. */
    public static Optional<String> said(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof StoreException.OutcomeUnknown) {
                return Optional.of(UNKNOWN);
            }
            if (cause instanceof StoreException.Unreachable) {
                return Optional.of(UNREACHABLE);
            }
            if (cause instanceof StoreException.Full) {
                return Optional.of(FULL);
            }
        }
        return Optional.empty();
    }

    /** The storage's own words, for the log (one line, no stack trace: the cause is known). */
    public static String cause(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof StoreException.Unreachable || cause instanceof StoreException.Full
                    || cause instanceof StoreException.OutcomeUnknown) {
                return cause.getMessage();
            }
        }
        return failure.toString();
    }
}
