package mfz.bot.store;

import java.time.Instant;

/**
 * A player an open game waits on, and the next reminder due to them.
 *
 * @param waitingSince    when the game began to wait on them
 * @param due             the next reminder, or null: none (reminders off, or the game was reported stalled)
 * @param intervalMinutes the game's reminder interval when this row was written
 * @param sent            reminders already claimed for this wait
 */
public record StoredReminder(long gameId, String userId, String channelId, String hostUserId, Instant waitingSince,
                             Instant due, int intervalMinutes, int sent) {
}
