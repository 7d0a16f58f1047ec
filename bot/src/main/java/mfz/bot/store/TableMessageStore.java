package mfz.bot.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.Optional;
import mfz.bot.core.TableMessages;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Each channel's table message id in SQLite. A failure here costs only a re-post, so it is logged, not thrown. */
public final class TableMessageStore implements TableMessages {

    private static final Logger log = LoggerFactory.getLogger(TableMessageStore.class);

    private final Database database;

    public TableMessageStore(Database database) {
        this.database = database;
    }

    @Override
    public Optional<String> messageId(String channelId) {
        try {
            return database.read("read a table message id", connection -> {
                try (PreparedStatement select = connection.prepareStatement(
                        "SELECT message_id FROM table_messages WHERE channel_id = ?")) {
                    select.setString(1, channelId);
                    try (ResultSet row = select.executeQuery()) {
                        return row.next() ? Optional.of(row.getString(1)) : Optional.empty();
                    }
                }
            });
        } catch (StoreException e) {
            log.warn("Could not read the table message of channel {}: {}", channelId, e.getMessage());
            return Optional.empty();
        }
    }

    @Override
    public void remember(String channelId, String messageId) {
        try {
            database.transaction("store a table message id", connection -> {
                try (PreparedStatement upsert = connection.prepareStatement(
                        "INSERT INTO table_messages (channel_id, message_id) VALUES (?, ?) "
                                + "ON CONFLICT (channel_id) DO UPDATE SET message_id = excluded.message_id")) {
                    upsert.setString(1, channelId);
                    upsert.setString(2, messageId);
                    return upsert.executeUpdate();
                }
            });
        } catch (StoreException e) {
            log.warn("Could not store the table message of channel {}: {}", channelId, e.getMessage());
        }
    }

    @Override
    public void forget(String channelId) {
        try {
            database.transaction("forget a table message id", connection -> {
                try (PreparedStatement delete = connection.prepareStatement(
                        "DELETE FROM table_messages WHERE channel_id = ?")) {
                    delete.setString(1, channelId);
                    return delete.executeUpdate();
                }
            });
        } catch (StoreException e) {
            log.warn("Could not forget the table message of channel {}: {}", channelId, e.getMessage());
        }
    }
}
