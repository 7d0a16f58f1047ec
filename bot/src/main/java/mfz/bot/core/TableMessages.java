package mfz.bot.core;

import java.util.Optional;

/**
 * Where each channel's table message is, so a front end edits it in place, even after a
 * restart. Kept by the store; front ends only read and write ids.
 */
public interface TableMessages {

    Optional<String> messageId(String channelId);

    void remember(String channelId, String messageId);

    void forget(String channelId);
}
