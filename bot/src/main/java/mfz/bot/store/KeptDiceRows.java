package mfz.bot.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code kept_dice} table (migration 24): the dice undos took back, die by die, each waiting
 * for its roller's next roll, lowest place first. An undo puts its command's dice in front; a roll
 * deletes each die it took. So a die shown is in the game's events or here, once (docs/rules.md,
 * "Undo"): kept at points as whole rows, the same dice were handed out twice.
 */
final class KeptDiceRows {

    private final Database database;

    KeptDiceRows(Database database) {
        this.database = database;
    }

    /**
     * Puts these dice in front of the game's waiting dice, in their order, each for its roller and
     * kind of roll. {@code keptAt}: the game's last event as they were kept, or -1 for dice an
     * import carries.
     */
    static void keep(Connection connection, long gameId, List<GameStore.KeptDie> dice, long keptAt)
            throws SQLException {
        if (dice.isEmpty()) {
            return;
        }
        long front;
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT COALESCE(MIN(place), 1) FROM kept_dice WHERE game_id = ?")) {
            select.setLong(1, gameId);
            try (ResultSet row = select.executeQuery()) {
                row.next();
                front = row.getLong(1);
            }
        }
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT INTO kept_dice (game_id, place, roller, kind, die, kept_at) VALUES (?, ?, ?, ?, ?, ?)")) {
            for (int i = 0; i < dice.size(); i++) {
                insert.setLong(1, gameId);
                insert.setLong(2, front - dice.size() + i);
                insert.setString(3, dice.get(i).roller());
                insert.setString(4, dice.get(i).kind());
                insert.setString(5, dice.get(i).die());
                insert.setLong(6, keptAt);
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }

    /** The game's waiting dice, every roller's and kind's, first to be taken first. */
    List<GameStore.KeptDie> waiting(long gameId) throws StoreException {
        return database.read("read the kept dice of game " + gameId, connection -> {
            PreparedStatement select = database.prepared(connection,
                    "SELECT place, roller, kind, die FROM kept_dice WHERE game_id = ? ORDER BY place");
            select.setLong(1, gameId);
            return dice(select);
        });
    }

    /**
     * A roll took these kept dice (their places): they wait no more. Each must still wait: an undo
     * or another append since the roll read them fails the append first (its version check), so
     * one that doesn't is a bug, and the whole append is refused rather than a die given twice.
     */
    void taken(Connection connection, long gameId, List<Long> places) throws SQLException {
        PreparedStatement delete = database.prepared(connection,
                "DELETE FROM kept_dice WHERE game_id = ? AND place = ?");
        for (long place : places) {
            delete.setLong(1, gameId);
            delete.setLong(2, place);
            if (delete.executeUpdate() != 1) {
                throw new SQLException("kept die " + place + " of game " + gameId + " was taken already");
            }
        }
    }

    /**
     * The dice still waiting that were kept since the game reached event {@code fromSeq} (0: all)
     * or carried, first to be taken first.
     */
    List<GameStore.KeptDie> waitingFrom(long gameId, long fromSeq) throws StoreException {
        return database.read("read the kept dice of game " + gameId, connection -> {
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT place, roller, kind, die FROM kept_dice WHERE game_id = ? "
                            + "AND (kept_at >= ? OR kept_at < 0) ORDER BY place")) {
                select.setLong(1, gameId);
                select.setLong(2, fromSeq);
                return dice(select);
            }
        });
    }

    private static List<GameStore.KeptDie> dice(PreparedStatement select) throws SQLException {
        List<GameStore.KeptDie> dice = new ArrayList<>();
        try (ResultSet row = select.executeQuery()) {
            while (row.next()) {
                dice.add(new GameStore.KeptDie(row.getLong(1), row.getString(2), row.getString(3), row.getString(4)));
            }
        }
        return dice;
    }
}
