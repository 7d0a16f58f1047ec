package mfz.bot.core;

import java.util.Optional;

/**
 * Which of the server's channels a caller may read, and which every member may: what was
 * played in a private channel (a campaign's battles) is told only to those who could read it
 * there. The console, one table, reads everywhere.
 */
public interface ChannelSight {

    /** Whether the caller may read this channel (one the front end can't find, deleted, is read by nobody). */
    boolean callerReads(String channelId);

    /** Whether every member of the server may read this channel (one the front end can't find does not). */
    boolean everyoneReads(String channelId);

    /**
     * The name of a channel every member reads, to write in a page read away from the chat (a
     * report, shared beyond the caller), where a channel's mention shows only its number; empty
     * when it can't be said.
     */
    default Optional<String> nameOf(String channelId) {
        return Optional.empty();
    }

    /** One table, no private channels. */
    ChannelSight EVERYWHERE = new ChannelSight() {
        @Override
        public boolean callerReads(String channelId) {
            return true;
        }

        @Override
        public boolean everyoneReads(String channelId) {
            return true;
        }

        @Override
        public String toString() {
            return "everywhere";
        }
    };
}
