package mfz.bot.core;

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
