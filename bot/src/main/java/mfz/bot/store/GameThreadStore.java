package mfz.bot.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import mfz.bot.core.GameThreads;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Game threads in SQLite (migration 009). A failure here costs only a pointer to the thread or
 * the result line in its parent channel, so it is logged, not thrown.
 */
public final class GameThreadStore implements GameThreads {

    private static final Logger log = LoggerFactory.getLogger(GameThreadStore.class);

    private final Database database;

    public GameThreadStore(Database database) {
        this.database = database;
    }

    @Override
    public void opened(String parentId, String threadId) {
        write("store a game thread", connection -> connection.prepareStatement(
                "INSERT INTO game_threads (thread_id, parent_id, open) VALUES (?, ?, 1) "
                        + "ON CONFLICT (thread_id) DO UPDATE SET parent_id = excluded.parent_id, open = 1"),
                threadId, parentId);
    }

    /**
     * The thread of the channel's game being played: one whose game is still open, so a game
     * ended without its thread being told (abandoned from another channel with {@code /campaign
     * abandon}) no longer points there, nor hides a newer one.
     */
    @Override
    public Optional<String> threadOf(String parentId) {
        return read("read a channel's game thread", connection -> connection.prepareStatement(
                "SELECT t.thread_id FROM game_threads t WHERE t.parent_id = ? AND t.open = 1 AND EXISTS (SELECT 1 "
                        + "FROM games g WHERE g.channel_id = t.thread_id AND g.status IN ('lobby', 'playing')) "
                        + "ORDER BY LENGTH(t.thread_id) DESC, t.thread_id DESC LIMIT 1"), parentId);
    }

    @Override
    public List<String> openThreadsOf(String parentId) {
        try {
            return database.read("read a channel's game threads", connection -> {
                try (PreparedStatement select = connection.prepareStatement(
                        "SELECT thread_id FROM game_threads WHERE parent_id = ? AND open = 1")) {
                    select.setString(1, parentId);
                    try (ResultSet rows = select.executeQuery()) {
                        List<String> threads = new ArrayList<>();
                        while (rows.next()) {
                            threads.add(rows.getString(1));
                        }
                        return threads;
                    }
                }
            });
        } catch (StoreException e) {
            throw new IllegalStateException("could not read a channel's game threads: " + e.getMessage(), e);
        }
    }

    @Override
    public Optional<String> parentOf(String threadId) {
        return read("read a game thread's channel", connection -> connection.prepareStatement(
                "SELECT parent_id FROM game_threads WHERE thread_id = ? AND open = 1"), threadId);
    }

    @Override
    public Optional<String> parentOfAny(String threadId) {
        return read("read a game thread's channel", connection -> connection.prepareStatement(
                "SELECT parent_id FROM game_threads WHERE thread_id = ?"), threadId);
    }

    @Override
    public boolean byDefault(String guildId) {
        try {
            return new ServerSettingsStore(database).gameThreads(guildId);
        } catch (StoreException e) {
            log.warn("Could not read the settings of server {}: {}", guildId, e.getMessage());
            return false;
        }
    }

    @Override
    public void closed(String threadId) {
        write("close a game thread", connection -> connection.prepareStatement(
                "UPDATE game_threads SET open = 0 WHERE thread_id = ?"), threadId);
    }

    /** Prepares one literal statement. */
    private interface Statement {
        PreparedStatement prepare(Connection connection) throws SQLException;
    }

    private Optional<String> read(String what, Statement statement, String id) {
        try {
            return database.read(what, connection -> {
                try (PreparedStatement select = statement.prepare(connection)) {
                    select.setString(1, id);
                    try (ResultSet row = select.executeQuery()) {
                        return row.next() ? Optional.of(row.getString(1)) : Optional.empty();
                    }
                }
            });
        } catch (StoreException e) {
            log.warn("Could not {} ({}): {}", what, id, e.getMessage());
            return Optional.empty();
        }
    }

    private void write(String what, Statement prepared, String... values) {
        try {
            database.transaction(what, connection -> {
                try (PreparedStatement statement = prepared.prepare(connection)) {
                    for (int i = 0; i < values.length; i++) {
                        statement.setString(i + 1, values[i]);
                    }
                    return statement.executeUpdate();
                }
            });
        } catch (StoreException e) {
            log.warn("Could not {}: {}", what, e.getMessage());
        }
    }
}
