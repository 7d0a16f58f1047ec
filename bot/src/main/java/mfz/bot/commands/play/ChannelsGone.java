package mfz.bot.commands.play;

import java.util.List;
import java.util.Optional;
import mfz.bot.core.PlayerError;
import mfz.bot.store.GameRecord;
import mfz.bot.store.GameStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A channel deleted on the chat's side (or a game's thread): its open game can never be played
 * or ended there again, since every command is of a channel, so it is abandoned, as its host's
 * {@code /game end} would (its events stay stored; a campaign hears that its battle was
 * abandoned). Before, it stayed open for good: its reminders tried a channel that was gone, and
 * the channel it was opened from pointed to its thread (a threads audit).
 */
public final class ChannelsGone {

    private static final Logger log = LoggerFactory.getLogger(ChannelsGone.class);

    /**
     * Who the abandonment is recorded as (a campaign's battle): nobody at the table. The host's
     * name blamed them for a deletion a moderator made (an audit).
     */
    public static final String ACTOR = "channel-deleted";

    private final Play play;

    public ChannelsGone(Play play) {
        this.play = play;
    }

    /**
     * Abandons the deleted channel's open game, if it had one, as {@link #ACTOR}; returns the
     * game's row, or empty when there was none.
     */
    public Optional<GameRecord> deleted(String channelId) {
        Optional<GameRecord> open = play.games().recordElsewhere(channelId);
        if (open.isEmpty()) {
            return Optional.empty();
        }
        GameRecord record = open.get();
        try {
            play.games().abandonFromElsewhere(channelId, record.id(), play.ending(ACTOR));
        } catch (PlayerError endedMeanwhile) {
            return Optional.empty();
        }
        log.info("Channel {} was deleted: its game {} is abandoned", channelId, record.id());
        return Optional.of(record);
    }

    /** Every open game's server and channel, to find those whose channel went while the bot was stopped. */
    public List<GameStore.OpenGameAt> openGames() {
        return play.games().openGames();
    }
}
