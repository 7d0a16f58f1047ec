package mfz.bot.store;

import java.time.Instant;

/**
 * One event as stored: its place in the game's log, the command that produced it (all the
 * events of one command share a {@code commandSeq}), its JSON, and who acted.
 *
 * @param onBehalfOf who acted for the actor: the host with {@code as:@player}, or a channel's manager
 *                   standing in for the host; null when the actor acted themselves
 * @param interactionId the Discord interaction that carried the command, or null
 */
public record StoredEvent(long seq, long commandSeq, String type, String payload, String actor, String onBehalfOf,
                          String interactionId, Instant createdAt) {
}
