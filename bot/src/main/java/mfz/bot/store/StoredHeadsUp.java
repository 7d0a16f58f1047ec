package mfz.bot.store;

import java.time.Instant;

/**
 * A game's latest heads-up: {@code userId} is next in line after {@code afterUserId}; {@code due}
 * is when to tell them, null once told (or never to be told for this pair).
 */
public record StoredHeadsUp(long gameId, String userId, String afterUserId, String channelId, Instant due) {
}
