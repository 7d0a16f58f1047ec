package mfz.bot.reminders;

/** Delivers the scheduler's notices: Discord sends messages; the console prints nothing. */
@FunctionalInterface
public interface NoticeSender {

    void send(Notice notice);

    /**
     * Whether this sender can deliver to the channel: a process sharing the bot's shards with
     * others sends only where it holds the channel's server, and leaves the rest unclaimed.
     */
    default boolean reaches(String channelId) {
        return true;
    }
}
