package mfz.bot.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;

/** The {@code snapshots} table: one game state per game, kept only to load faster (the events stay the truth). */
final class SnapshotRows {

    private SnapshotRows() {
    }

    /** The game's snapshot, or null when it has none. */
    static LoadedGame.Snapshot of(Connection connection, long gameId) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT seq, state FROM snapshots WHERE game_id = ?")) {
            select.setLong(1, gameId);
            try (ResultSet row = select.executeQuery()) {
                return row.next() ? new LoadedGame.Snapshot(row.getLong(1), row.getString(2)) : null;
            }
        }
    }

    /** Keeps the game's state as of event {@code seq}, replacing the one before. */
    static int keep(Connection connection, long gameId, long seq, String state, Instant now)
            throws SQLException {
        try (PreparedStatement upsert = connection.prepareStatement(
                "INSERT INTO snapshots (game_id, seq, state, created_at) VALUES (?, ?, ?, ?) "
                        + "ON CONFLICT (game_id) DO UPDATE SET seq = excluded.seq, state = excluded.state, "
                        + "created_at = excluded.created_at")) {
            upsert.setLong(1, gameId);
            upsert.setLong(2, seq);
            upsert.setString(3, state);
            upsert.setString(4, now.toString());
            return upsert.executeUpdate();
        }
    }
}
