package mfz.bot.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The {@code seats_to_take} table: an imported game's users who haven't taken their seat yet
 * (migration 011). Almost every game has none.
 */
final class SeatRows {

    private SeatRows() {
    }

    static void insert(Connection connection, long gameId, Collection<String> users) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT INTO seats_to_take (game_id, user_id) VALUES (?, ?)")) {
            for (String user : users) {
                insert.setLong(1, gameId);
                insert.setString(2, user);
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }

    static Set<String> of(Connection connection, long gameId) throws SQLException {
        Set<String> users = new LinkedHashSet<>();
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT user_id FROM seats_to_take WHERE game_id = ? ORDER BY user_id")) {
            select.setLong(1, gameId);
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    users.add(row.getString(1));
                }
            }
        }
        return users;
    }

    /** True when the user had a seat to take here, now taken. */
    static boolean take(Connection connection, long gameId, String user) throws SQLException {
        try (PreparedStatement delete = connection.prepareStatement(
                "DELETE FROM seats_to_take WHERE game_id = ? AND user_id = ?")) {
            delete.setLong(1, gameId);
            delete.setString(2, user);
            return delete.executeUpdate() > 0;
        }
    }
}
