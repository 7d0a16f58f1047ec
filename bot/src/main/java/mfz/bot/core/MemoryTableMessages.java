package mfz.bot.core;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Table message ids kept in memory only: for front ends run without a database (tests of
 * the Discord adapter with their own router). After a restart the table is posted anew.
 */
public final class MemoryTableMessages implements TableMessages {

    private final Map<String, String> ids = new ConcurrentHashMap<>();

    @Override
    public Optional<String> messageId(String channelId) {
        return Optional.ofNullable(ids.get(channelId));
    }

    @Override
    public void remember(String channelId, String messageId) {
        ids.put(channelId, messageId);
    }

    @Override
    public void forget(String channelId) {
        ids.remove(channelId);
    }
}
