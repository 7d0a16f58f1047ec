package mfz.bot.store;

import java.util.Set;

/**
 * A game's row: where it is played, who hosts it, how far its event log goes.
 *
 * @param campaignId    the campaign it belongs to, or null
 * @param status        open (lobby, playing) or closed (finished, abandoned)
 * @param lastSeq       the sequence number of its newest event (0: none yet)
 * @param lastCommand   the number of the command that stored that event (0: none yet)
 * @param versionOffset what {@link #version()} adds to {@code lastSeq}; only an undo changes it
 * @param seatsToTake   an imported game's players (and host) who haven't taken their seat yet
 *                      ({@code /game join}): until none is left, the game doesn't go on
 */
public record GameRecord(long id, String guildId, String channelId, String hostUserId, Long campaignId,
                         GameStatus status, long lastSeq, long lastCommand, long versionOffset,
                         Set<String> seatsToTake) {

    public GameRecord {
        seatsToTake = Set.copyOf(seatsToTake);
    }

    /** A game whose seats are all taken, as every game opened here is. */
    public GameRecord(long id, String guildId, String channelId, String hostUserId, Long campaignId,
                      GameStatus status, long lastSeq, long lastCommand, long versionOffset) {
        this(id, guildId, channelId, hostUserId, campaignId, status, lastSeq, lastCommand, versionOffset,
                Set.of());
    }

    /** The same row with these seats still to take. */
    public GameRecord withSeatsToTake(Set<String> waiting) {
        return new GameRecord(id, guildId, channelId, hostUserId, campaignId, status, lastSeq, lastCommand,
                versionOffset, waiting);
    }

    public boolean open() {
        return status.open();
    }

    /**
     * A counter every stored change moves forward and that never repeats: each command adds
     * events, and an undo, which takes events away, moves the offset past the old version.
     */
    public long version() {
        return lastSeq + versionOffset;
    }

    /**
     * A channel's next game starts its offset at the next multiple of this above every version
     * its earlier games reached ({@link GameWrites#firstOffset}); an undo moves it by a few at a
     * time, never by this much.
     */
    public static final long VERSION_BLOCK = 1L << 20;

    /**
     * True when no command of this game was ever undone: its offset is still where the game began
     * (0, or a block's start; an import carrying kept dice starts one past it). The service then
     * spares each command the reads only an undone game needs (its kept dice, its undone
     * interactions).
     */
    public boolean neverUndone() {
        return versionOffset % VERSION_BLOCK == 0;
    }

    /** The row once one more command is appended, its newest event at {@code newest}, leaving the game {@code now}. */
    public GameRecord appended(long newest, GameStatus now) {
        return new GameRecord(id, guildId, channelId, hostUserId, campaignId, now, newest, lastCommand + 1,
                versionOffset, seatsToTake);
    }
}
