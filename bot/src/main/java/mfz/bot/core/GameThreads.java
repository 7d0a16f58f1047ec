package mfz.bot.core;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Games played in a thread of their own: the thread is the game's channel (threads are
 * channels on Discord), its parent channel links to it, points there while it is open and
 * gets the result. Kept by the store; front ends only read and write ids.
 */
public interface GameThreads {

    void opened(String parentId, String threadId);

    /** The thread of the parent channel's game under way, if it is played in one. */
    Optional<String> threadOf(String parentId);

    /** The parent channel of an open game thread. */
    Optional<String> parentOf(String threadId);

    /**
     * The channel a game thread was opened in, its game over or not: where a thread archived
     * out of Discord's cache is judged readable from.
     */
    default Optional<String> parentOfAny(String threadId) {
        return parentOf(threadId);
    }

    /** The threads of this channel whose games its links still point to (their games may have ended since). */
    default List<String> openThreadsOf(String parentId) {
        return threadOf(parentId).stream().toList();
    }

    /** The thread's game is over: its parent no longer points there. */
    void closed(String threadId);

    /** Whether the server's games open in a thread of their own unless told {@code thread:false}. */
    default boolean byDefault(String guildId) {
        return false;
    }

    /** Kept in memory only, for a bot without a database. */
    static GameThreads inMemory() {
        Map<String, String> parents = new ConcurrentHashMap<>();
        return new GameThreads() {
            @Override
            public void opened(String parentId, String threadId) {
                parents.put(threadId, parentId);
            }

            @Override
            public Optional<String> threadOf(String parentId) {
                return parents.entrySet().stream().filter(e -> e.getValue().equals(parentId))
                        .map(Map.Entry::getKey).findFirst();
            }

            @Override
            public Optional<String> parentOf(String threadId) {
                return Optional.ofNullable(parents.get(threadId));
            }

            @Override
            public void closed(String threadId) {
                parents.remove(threadId);
            }
        };
    }
}
