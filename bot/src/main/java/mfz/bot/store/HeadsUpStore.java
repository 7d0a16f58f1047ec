package mfz.bot.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Each open game's latest heads-up (migration 009). Sent as reminders are: claimed by one
 * conditional update naming the row as it was read, before it is sent, so never twice.
 */
public final class HeadsUpStore {

    private final Database database;

    public HeadsUpStore(Database database) {
        this.database = database;
    }

    public Optional<StoredHeadsUp> of(long gameId) throws StoreException {
        return database.read("read a heads-up", connection -> {
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT game_id, user_id, after_user_id, channel_id, due_at FROM heads_ups WHERE game_id = ?")) {
                select.setLong(1, gameId);
                return rows(select).stream().findFirst();
            }
        });
    }

    /** Makes this the game's heads-up, in place of any other. */
    public void put(StoredHeadsUp headsUp) throws StoreException {
        database.transaction("store a heads-up", connection -> {
            try (PreparedStatement upsert = connection.prepareStatement(
                    "INSERT INTO heads_ups (game_id, user_id, after_user_id, channel_id, due_at) VALUES (?, ?, ?, ?, ?) "
                            + "ON CONFLICT (game_id) DO UPDATE "
                            + "SET user_id = excluded.user_id, after_user_id = excluded.after_user_id, "
                            + "channel_id = excluded.channel_id, due_at = excluded.due_at")) {
                upsert.setLong(1, headsUp.gameId());
                upsert.setString(2, headsUp.userId());
                upsert.setString(3, headsUp.afterUserId());
                upsert.setString(4, headsUp.channelId());
                if (headsUp.due() == null) {
                    upsert.setNull(5, Types.BIGINT);
                } else {
                    upsert.setLong(5, headsUp.due().toEpochMilli());
                }
                upsert.executeUpdate();
            }
            return null;
        });
    }

    public void clear(long gameId) throws StoreException {
        database.transaction("clear a heads-up", connection -> {
            try (PreparedStatement delete = connection.prepareStatement("DELETE FROM heads_ups WHERE game_id = ?")) {
                delete.setLong(1, gameId);
                delete.executeUpdate();
            }
            return null;
        });
    }

    public List<StoredHeadsUp> due(Instant now) throws StoreException {
        return database.read("read due heads-ups", connection -> {
            try (PreparedStatement select = connection.prepareStatement("SELECT game_id, user_id, "
                    + "after_user_id, channel_id, due_at FROM heads_ups WHERE due_at IS NOT NULL AND due_at <= ? "
                    + "ORDER BY due_at")) {
                select.setLong(1, now.toEpochMilli());
                return rows(select);
            }
        });
    }

    /**
     * Moves the heads-up as read to {@code due} (null: claims it, to send it now).
     *
     * @return false when the row changed meanwhile (someone else is next now, another claim)
     */
    public boolean move(StoredHeadsUp read, Instant due) throws StoreException {
        return database.transaction("claim a heads-up", connection -> {
            try (PreparedStatement update = connection.prepareStatement("UPDATE heads_ups SET due_at = ? "
                    + "WHERE game_id = ? AND user_id = ? AND after_user_id = ? AND due_at = ?")) {
                if (due == null) {
                    update.setNull(1, Types.BIGINT);
                } else {
                    update.setLong(1, due.toEpochMilli());
                }
                update.setLong(2, read.gameId());
                update.setString(3, read.userId());
                update.setString(4, read.afterUserId());
                update.setLong(5, read.due().toEpochMilli());
                return update.executeUpdate() == 1;
            }
        });
    }

    private static List<StoredHeadsUp> rows(PreparedStatement select) throws SQLException {
        List<StoredHeadsUp> rows = new ArrayList<>();
        try (ResultSet row = select.executeQuery()) {
            while (row.next()) {
                long due = row.getLong(5);
                Instant dueAt = row.wasNull() ? null : Instant.ofEpochMilli(due);
                rows.add(new StoredHeadsUp(row.getLong(1), row.getString(2), row.getString(3), row.getString(4), dueAt));
            }
        }
        return rows;
    }
}
