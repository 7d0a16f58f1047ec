package mfz.bot.reminders;

import java.util.function.Supplier;

/** Delivers the scheduler's notices: Discord sends messages; the console prints nothing. */
@FunctionalInterface
public interface NoticeSender {

    void send(Notice notice);

    /**
     * Whether this sender takes on the channel's notices: a process sharing the bot's shards with
     * others sends only where it holds the channel's server, and leaves the rest unclaimed.
     *
     * @param guildId the server of the channel's game, asked only when the channel itself can't
     *                be found; null when the game is gone (its rows are any process's to drop), empty
     *                for a game with no server (a direct message's), anything else not a server's id
     *                when it can't be told now
     */
    default boolean reaches(String channelId, Supplier<String> guildId) {
        return true;
    }
}
