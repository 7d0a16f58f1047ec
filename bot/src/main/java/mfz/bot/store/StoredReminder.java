package mfz.bot.store;

import java.time.Instant;

/**
 * A player an open game waits on, and the next reminder due to them.
 *
 * @param waitingSince    when the game began to wait on them
 * @param due             the next reminder, or null: none (reminders off, or the game was reported stalled)
 * @param intervalMinutes the game's reminder interval when this row was written
 * @param sent            reminders already claimed for this wait
 * @param stallAt         when the host is told the wait stalled, fixed as its reminders begin; null
 *                        for a row kept before there was one (its gaps decide, as then)
 */
public record StoredReminder(long gameId, String userId, String channelId, String hostUserId, Instant waitingSince,
                             Instant due, int intervalMinutes, int sent, Instant stallAt) {

    /** A row with no stall deadline kept. */
    public StoredReminder(long gameId, String userId, String channelId, String hostUserId, Instant waitingSince,
                          Instant due, int intervalMinutes, int sent) {
        this(gameId, userId, channelId, hostUserId, waitingSince, due, intervalMinutes, sent, null);
    }
}
