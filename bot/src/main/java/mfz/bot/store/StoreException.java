package mfz.bot.store;

import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLTransientConnectionException;

/** The database could not do what was asked; the message says what, for the log or start-up. */
public class StoreException extends Exception {

    public StoreException(String message, Throwable cause) {
        super(message, cause);
    }

    public StoreException(String message) {
        super(message);
    }

    /**
     * The command's Discord interaction is already stored (Discord delivered it twice): nothing
     * of this write was kept.
     */
    public static final class InteractionAlreadyStored extends StoreException {

        InteractionAlreadyStored(String interactionId, Throwable cause) {
            super("interaction " + interactionId + " is already stored", cause);
        }
    }

    /** A campaign got another event since the one being stored was decided: nothing of this write was kept. */
    public static final class CampaignChanged extends StoreException {

        CampaignChanged(long campaignId, Throwable cause) {
            super("campaign " + campaignId + " changed meanwhile", cause);
        }
    }

    /**
     * The channel got an open game since the caller looked (another process sharing the database
     * opened one at the same moment): nothing of this write was kept.
     */
    public static final class ChannelTaken extends StoreException {

        ChannelTaken(String channelId, Throwable cause) {
            super("channel " + channelId + " already has an open game", cause);
        }
    }

    /** Thrown inside a write that meets the channel's open game (the one-open-game index): {@link ChannelTaken}. */
    static final class OpenGameInTheWay extends SQLException {
        final String channelId;

        OpenGameInTheWay(String channelId, SQLException cause) {
            super("channel " + channelId + " already has an open game", cause);
            this.channelId = channelId;
        }
    }

    /** The game was closed (played out or abandoned) since the caller loaded it: nothing of this write was kept. */
    public static final class GameNotOpen extends StoreException {

        GameNotOpen(long gameId, Throwable cause) {
            super("game " + gameId + " is no longer open", cause);
        }
    }

    /**
     * Someone stored a command in the game since the caller loaded it (another process sharing
     * the database): the event numbers it meant to take are taken. Nothing of this write was kept.
     */
    public static final class GameChanged extends StoreException {

        GameChanged(long gameId, Throwable cause) {
            super("game " + gameId + " changed meanwhile", cause);
        }
    }

    /**
     * The database could not be reached (down, restarting, its connection cut): nothing of this
     * work was kept, and the same work may succeed in a moment.
     */
    public static final class Unreachable extends StoreException {

        Unreachable(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /**
     * The connection to PostgreSQL was lost during the COMMIT itself: the server may have kept
     * the work or not, and the bot can't tell until it is back. Said as such, since "nothing was
     * stored" could be untrue (a storage audit).
     */
    public static final class OutcomeUnknown extends StoreException {

        OutcomeUnknown(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /** Marks a connection lost during a COMMIT (see {@link OutcomeUnknown}), with its state kept. */
    static final class CommitCut extends SQLException {
        CommitCut(SQLException cut) {
            super(cut.getMessage(), cut.getSQLState(), cut.getErrorCode(), cut);
        }
    }

    /** The database's disk is full: nothing of this work was kept. */
    public static final class Full extends StoreException {

        Full(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /** The failure of a statement as the store reports it: unreachable, full, or another failure. */
    static StoreException of(String message, SQLException e) {
        String full = message + ": " + e.getMessage();
        if (e instanceof CommitCut) {
            return new OutcomeUnknown(full, e);
        }
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            if (cause instanceof SQLException sql) {
                String state = sql.getSQLState() == null ? "" : sql.getSQLState();
                if (state.equals("53100") || sql.getErrorCode() == 13 && cause.getClass().getName().startsWith("org.sqlite")) {
                    return new Full(full, e); // PostgreSQL's disk_full; SQLite's SQLITE_FULL
                }
                if (unreachable(sql)) {
                    // Connection failures; the server shutting down or starting; a lock or a statement
                    // waited past its limit (PostgresqlPool): nothing of the work was kept.
                    return new Unreachable(full, e);
                }
            }
        }
        return new StoreException(full, e);
    }

    /** A connection failure, the server shutting down or starting, or a limit passed (see {@link Unreachable}). */
    static boolean unreachable(SQLException sql) {
        String state = sql.getSQLState() == null ? "" : sql.getSQLState();
        return sql instanceof SQLTransientConnectionException
                || sql instanceof SQLNonTransientConnectionException
                || state.startsWith("08") || state.startsWith("57P")
                || state.equals("55P03") || state.equals("57014");
    }
}
