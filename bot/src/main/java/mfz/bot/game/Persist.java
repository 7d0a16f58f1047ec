package mfz.bot.game;

import mfz.bot.core.PlayerError;
import mfz.bot.store.StoreException;

/**
 * Calls into the store. Storage failures are not the player's fault: they surface as the
 * router's "nothing was changed". A repeated interaction is the player's:
 * {@link GameService#ALREADY_DONE}; a campaign changed meanwhile, {@link GameService#CAMPAIGN_CHANGED}; a game closed meanwhile,
 * {@link GameService#GAME_CLOSED}.
 */
final class Persist {

    @FunctionalInterface
    interface StoreWork<T> {
        T run() throws StoreException;
    }

    /** The game changed in the store since it was loaded here: {@link GameService#execute} reads it again. */
    static final class StaleGame extends RuntimeException {
        StaleGame(StoreException.GameChanged cause) {
            super(cause.getMessage(), cause);
        }
    }

    private Persist() {
    }

    static <T> T persist(String what, StoreWork<T> work) {
        try {
            return work.run();
        } catch (StoreException.InteractionAlreadyStored repeated) {
            throw new PlayerError(GameService.ALREADY_DONE);
        } catch (StoreException.CampaignChanged changed) {
            throw new PlayerError(GameService.CAMPAIGN_CHANGED);
        } catch (StoreException.GameNotOpen closed) {
            throw new PlayerError(GameService.GAME_CLOSED);
        } catch (StoreException.ChannelTaken taken) {
            throw new PlayerError(GameService.CHANNEL_TAKEN);
        } catch (StoreException.GameChanged changed) {
            throw new StaleGame(changed);
        } catch (StoreException e) {
            throw new IllegalStateException("could not " + what + ": " + e.getMessage(), e);
        }
    }
}
