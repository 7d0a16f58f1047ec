package mfz.bot.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Who open games wait on, the reminders due to them, games' reminder intervals and players'
 * preferences (migration 006). A reminder is claimed by one conditional update naming the
 * row as it was read, in its own transaction, before it is sent: whatever crashes after the
 * claim, the reminder is never sent twice.
 */
public final class ReminderStore {

    private final Database database;

    public ReminderStore(Database database) {
        this.database = database;
    }

    /** The servers' own defaults, in the same database. */
    public ServerSettingsStore serverSettings() {
        return new ServerSettingsStore(database);
    }

    /** The games' heads-ups, in the same database. */
    public HeadsUpStore headsUps() {
        return new HeadsUpStore(database);
    }

    /** The game's reminder interval in minutes; empty: reminders off. */
    public OptionalInt interval(long gameId) throws StoreException {
        return database.read("read a reminder interval", connection -> {
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT interval_minutes FROM reminder_settings WHERE game_id = ?")) {
                select.setLong(1, gameId);
                try (ResultSet row = select.executeQuery()) {
                    return row.next() ? OptionalInt.of(row.getInt(1)) : OptionalInt.empty();
                }
            }
        });
    }

    /** Sets the game's interval (empty: off) and rewrites its waiting rows to match, in one transaction. */
    public void setInterval(long gameId, OptionalInt minutes, List<StoredReminder> rewritten) throws StoreException {
        database.transaction("set a reminder interval", connection -> {
            if (minutes.isPresent()) {
                try (PreparedStatement upsert = connection.prepareStatement(
                        "INSERT INTO reminder_settings (game_id, interval_minutes) VALUES (?, ?) "
                                + "ON CONFLICT (game_id) DO UPDATE SET interval_minutes = excluded.interval_minutes")) {
                    upsert.setLong(1, gameId);
                    upsert.setInt(2, minutes.getAsInt());
                    upsert.executeUpdate();
                }
            } else {
                try (PreparedStatement delete = connection.prepareStatement(
                        "DELETE FROM reminder_settings WHERE game_id = ?")) {
                    delete.setLong(1, gameId);
                    delete.executeUpdate();
                }
            }
            replace(connection, gameId, rewritten);
            return null;
        });
    }

    /** Who the game waits on, oldest wait first. */
    public List<StoredReminder> waiting(long gameId) throws StoreException {
        return database.read("read who a game waits on", connection -> waiting(connection, gameId));
    }

    /** Replaces the rows of who the game waits on with these (none: it waits on nobody, or it closed). */
    public void replaceWaiting(long gameId, List<StoredReminder> rows) throws StoreException {
        database.transaction("store who a game waits on", connection -> {
            replace(connection, gameId, rows);
            return null;
        });
    }

    /**
     * Replaces the game's rows with these only if they are still {@code expected}, in one
     * transaction: a repair made off the game's own order of changes never overwrites rows a
     * newer change wrote meanwhile.
     *
     * @return false when the rows changed since they were read: nothing written
     */
    public boolean replaceWaitingIf(long gameId, List<StoredReminder> expected, List<StoredReminder> rows)
            throws StoreException {
        return database.transaction("repair who a game waits on", connection -> {
            if (!waiting(connection, gameId).equals(expected)) {
                return false;
            }
            replace(connection, gameId, rows);
            return true;
        });
    }

    /**
     * The server of an open game, or empty when it is closed (or gone): what a process sharing the
     * bot's shards asks of a row whose channel it can't see, one row read rather than the game.
     */
    public Optional<String> guildOfOpenGame(long gameId) throws StoreException {
        return database.read("read a game's server", connection -> {
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT guild_id FROM games WHERE id = ? AND status IN ('lobby', 'playing')")) {
                select.setLong(1, gameId);
                try (ResultSet row = select.executeQuery()) {
                    return row.next() ? Optional.of(row.getString(1) == null ? "" : row.getString(1))
                            : Optional.<String>empty();
                }
            }
        });
    }

    /** The reminders due at {@code now}, earliest first. */
    public List<StoredReminder> due(Instant now) throws StoreException {
        return database.read("read due reminders", connection -> {
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT game_id, user_id, channel_id, host_user_id, waiting_since, due_at, interval_minutes, sent, "
                            + "stall_at FROM reminders WHERE due_at IS NOT NULL AND due_at <= ? ORDER BY due_at")) {
                select.setLong(1, now.toEpochMilli());
                return rows(select);
            }
        });
    }

    /**
     * Claims the reminder as read: counts it sent and sets the next due time (null: none).
     *
     * @return false when the row changed meanwhile (a decision, a snooze, another claim): send nothing
     */
    public boolean claim(StoredReminder read, Instant nextDue) throws StoreException {
        return move(read, nextDue, read.sent() + 1, "claim a reminder");
    }

    /** Moves the reminder as read to a new due time without sending it (quiet hours, snooze). */
    public boolean postpone(StoredReminder read, Instant due) throws StoreException {
        return move(read, due, read.sent(), "postpone a reminder");
    }

    private boolean move(StoredReminder read, Instant due, int sent, String what) throws StoreException {
        return database.transaction(what, connection -> {
            try (PreparedStatement update = connection.prepareStatement(
                    "UPDATE reminders SET due_at = ?, sent = ? WHERE game_id = ? AND user_id = ? AND sent = ? "
                            + "AND due_at IS NOT DISTINCT FROM ? AND waiting_since = ?")) {
                setInstant(update, 1, due);
                update.setInt(2, sent);
                update.setLong(3, read.gameId());
                update.setString(4, read.userId());
                update.setInt(5, read.sent());
                setInstant(update, 6, read.due());
                update.setLong(7, read.waitingSince().toEpochMilli());
                return update.executeUpdate() == 1;
            }
        });
    }

    public Optional<StoredPreferences> preferences(String userId) throws StoreException {
        return database.read("read a player's preferences", connection -> {
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT quiet_from, quiet_to, zone, direct_messages, heads_up FROM player_preferences "
                            + "WHERE user_id = ?")) {
                select.setString(1, userId);
                try (ResultSet row = select.executeQuery()) {
                    return row.next() ? Optional.of(new StoredPreferences(userId, row.getString(1), row.getString(2),
                            row.getString(3), row.getInt(4) != 0, row.getInt(5) != 0)) : Optional.empty();
                }
            }
        });
    }

    /**
     * A player's quiet hours (all three null: none), leaving their other preferences as they are:
     * each {@code /me} command sets its own, so two at once (from two channels, or two processes)
     * don't undo each other, as a whole row read and written back did (an audit).
     */
    public void saveQuietHours(String userId, String from, String to, String zone) throws StoreException {
        database.transaction("save a player's quiet hours", connection -> {
            try (PreparedStatement upsert = connection.prepareStatement(
                    "INSERT INTO player_preferences (user_id, quiet_from, quiet_to, zone, direct_messages, heads_up) "
                            + "VALUES (?, ?, ?, ?, 0, 0) ON CONFLICT (user_id) DO UPDATE SET "
                            + "quiet_from = excluded.quiet_from, quiet_to = excluded.quiet_to, zone = excluded.zone")) {
                upsert.setString(1, userId);
                upsert.setString(2, from);
                upsert.setString(3, to);
                upsert.setString(4, zone);
                return upsert.executeUpdate();
            }
        });
    }

    /** Whether a player's reminders come by direct message, leaving their other preferences as they are. */
    public void saveDirectMessages(String userId, boolean on) throws StoreException {
        database.transaction("save a player's preferences", connection -> {
            try (PreparedStatement upsert = connection.prepareStatement(
                    "INSERT INTO player_preferences (user_id, quiet_from, quiet_to, zone, direct_messages, heads_up) "
                            + "VALUES (?, NULL, NULL, NULL, ?, 0) ON CONFLICT (user_id) DO UPDATE SET "
                            + "direct_messages = excluded.direct_messages")) {
                upsert.setString(1, userId);
                upsert.setInt(2, on ? 1 : 0);
                return upsert.executeUpdate();
            }
        });
    }

    /** Whether a player gets heads-ups, leaving their other preferences as they are. */
    public void saveHeadsUp(String userId, boolean on) throws StoreException {
        database.transaction("save a player's preferences", connection -> {
            try (PreparedStatement upsert = connection.prepareStatement(
                    "INSERT INTO player_preferences (user_id, quiet_from, quiet_to, zone, direct_messages, heads_up) "
                            + "VALUES (?, NULL, NULL, NULL, 0, ?) ON CONFLICT (user_id) DO UPDATE SET "
                            + "heads_up = excluded.heads_up")) {
                upsert.setString(1, userId);
                upsert.setInt(2, on ? 1 : 0);
                return upsert.executeUpdate();
            }
        });
    }

    private static void replace(Connection connection, long gameId, List<StoredReminder> rows) throws SQLException {
        try (PreparedStatement delete = connection.prepareStatement("DELETE FROM reminders WHERE game_id = ?")) {
            delete.setLong(1, gameId);
            delete.executeUpdate();
        }
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT INTO reminders (game_id, user_id, channel_id, host_user_id, waiting_since, due_at, "
                        + "interval_minutes, sent, stall_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            for (StoredReminder row : rows) {
                insert.setLong(1, gameId);
                insert.setString(2, row.userId());
                insert.setString(3, row.channelId());
                insert.setString(4, row.hostUserId());
                insert.setLong(5, row.waitingSince().toEpochMilli());
                setInstant(insert, 6, row.due());
                insert.setInt(7, row.intervalMinutes());
                insert.setInt(8, row.sent());
                setInstant(insert, 9, row.stallAt());
                insert.executeUpdate();
            }
        }
    }

    private static List<StoredReminder> waiting(Connection connection, long gameId) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT game_id, user_id, channel_id, host_user_id, waiting_since, due_at, interval_minutes, sent, "
                        + "stall_at FROM reminders WHERE game_id = ? ORDER BY waiting_since, user_id")) {
            select.setLong(1, gameId);
            return rows(select);
        }
    }

    private static List<StoredReminder> rows(PreparedStatement select) throws SQLException {
        List<StoredReminder> rows = new ArrayList<>();
        try (ResultSet row = select.executeQuery()) {
            while (row.next()) {
                long due = row.getLong(6);
                Instant dueAt = row.wasNull() ? null : Instant.ofEpochMilli(due);
                long stall = row.getLong(9);
                Instant stallAt = row.wasNull() ? null : Instant.ofEpochMilli(stall);
                rows.add(new StoredReminder(row.getLong(1), row.getString(2), row.getString(3), row.getString(4),
                        Instant.ofEpochMilli(row.getLong(5)), dueAt, row.getInt(7), row.getInt(8), stallAt));
            }
        }
        return rows;
    }

    private static void setInstant(PreparedStatement statement, int index, Instant instant) throws SQLException {
        if (instant == null) {
            statement.setNull(index, Types.INTEGER);
        } else {
            statement.setLong(index, instant.toEpochMilli());
        }
    }
}
