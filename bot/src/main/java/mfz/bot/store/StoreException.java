package mfz.bot.store;

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
}
