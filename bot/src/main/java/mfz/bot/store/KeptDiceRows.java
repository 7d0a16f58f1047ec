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
     * Puts these dice (a JSON array of notations: {@code ["B6","d8R7"]}, {@code [3,5]}) in front of
     * the game's waiting dice, in their order, for {@code roller}. {@code keptAt}: the game's last
     * event as they were kept, or -1 for dice an import carries.
     */
    static void keep(Connection connection, long gameId, String roller, String dice, long keptAt) throws SQLException {
        List<String> each = elements(dice);
        if (each.isEmpty()) {
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
                "INSERT INTO kept_dice (game_id, place, roller, die, kept_at) VALUES (?, ?, ?, ?, ?)")) {
            for (int i = 0; i < each.size(); i++) {
                insert.setLong(1, gameId);
                insert.setLong(2, front - each.size() + i);
                insert.setString(3, roller);
                insert.setString(4, each.get(i));
                insert.setLong(5, keptAt);
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }

    /** The dice waiting for this player's rolls and for the table's, first to be taken first. */
    List<GameStore.KeptDie> waitingFor(long gameId, String player) throws StoreException {
        return database.read("read the kept dice of game " + gameId, connection -> {
            PreparedStatement select = database.prepared(connection,
                    "SELECT place, roller, die FROM kept_dice WHERE game_id = ? AND (roller = ? OR roller = ?) "
                            + "ORDER BY place");
            select.setLong(1, gameId);
            select.setString(2, player);
            select.setString(3, GameStore.TABLE);
            List<GameStore.KeptDie> dice = new ArrayList<>();
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    dice.add(new GameStore.KeptDie(row.getLong(1), row.getString(2), row.getString(3)));
                }
            }
            return dice;
        });
    }

    /** A roll took these kept dice (their places): they wait no more. */
    void taken(Connection connection, long gameId, List<Long> places) throws SQLException {
        PreparedStatement delete = database.prepared(connection,
                "DELETE FROM kept_dice WHERE game_id = ? AND place = ?");
        for (long place : places) {
            delete.setLong(1, gameId);
            delete.setLong(2, place);
            delete.executeUpdate();
        }
    }

    /**
     * The dice still waiting that were kept at points from {@code fromSeq} on (0: all), or carried,
     * a die a row, the last to be taken first: kept again in this order ({@link #keep}, each in
     * front), they wait in the order they wait here.
     */
    List<GameStore.UndoneCommand> waiting(long gameId, long fromSeq) throws StoreException {
        return database.read("read the kept dice of game " + gameId, connection -> {
            List<GameStore.UndoneCommand> kept = new ArrayList<>();
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT roller, die FROM kept_dice WHERE game_id = ? AND (kept_at >= ? OR kept_at < 0) "
                            + "ORDER BY place DESC")) {
                select.setLong(1, gameId);
                select.setLong(2, fromSeq);
                try (ResultSet row = select.executeQuery()) {
                    while (row.next()) {
                        String die = row.getString(2);
                        String array = "[" + (die.matches("\\d+") ? die : "\"" + die + "\"") + "]";
                        kept.add(new GameStore.UndoneCommand(row.getString(1), null, "[]", array, row.getString(1)));
                    }
                }
            }
            return kept;
        });
    }

    /**
     * A stored array's elements as notations ({@code "B6"} is {@code B6}, {@code 3} is {@code 3}):
     * no notation holds a comma or a quote, so no JSON reader is needed.
     */
    static List<String> elements(String array) {
        String inner = array.strip().substring(1, array.strip().length() - 1).strip();
        List<String> each = new ArrayList<>();
        if (!inner.isEmpty()) {
            for (String element : inner.split(",")) {
                each.add(element.strip().replace("\"", ""));
            }
        }
        return each;
    }
}
