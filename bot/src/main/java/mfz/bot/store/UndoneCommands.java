package mfz.bot.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import mfz.bot.store.GameStore.UndoneCommand;

/**
 * The {@code undone_commands} table: what each undo took back, so its interaction is never
 * applied again and the log shows it; its dice wait in {@code kept_dice} ({@link KeptDiceRows}).
 */
final class UndoneCommands {

    private final Database database;

    UndoneCommands(Database database) {
        this.database = database;
    }

    /**
     * Records an undone command standing at {@code atSeq}, and puts its dice in front of those
     * waiting, each for its roll.
     */
    static void keep(Connection connection, long gameId, long atSeq, UndoneCommand undone, String undoInteractionId,
                     String undoneBy, Instant now) throws SQLException {
        insert(connection, gameId, atSeq, undone, undoInteractionId, undoneBy, now);
        KeptDiceRows.keep(connection, gameId, undone.dice(), atSeq);
    }

    /** True when this interaction already took a command back (migration 018): delivered again, it takes back nothing. */
    static boolean undidBy(Connection connection, String undoInteractionId) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT 1 FROM undone_commands WHERE undo_interaction_id = ?")) {
            select.setString(1, undoInteractionId);
            try (ResultSet row = select.executeQuery()) {
                return row.next();
            }
        }
    }

    private static void insert(Connection connection, long gameId, long atSeq, UndoneCommand undone,
                               String undoInteractionId, String undoneBy, Instant now) throws SQLException {
        long undoSeq = number(connection, "SELECT COALESCE(MAX(undo_seq), 0) + 1 FROM undone_commands WHERE game_id = ?",
                gameId);
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT INTO undone_commands (game_id, undo_seq, at_seq, actor_user_id, interaction_id, events, "
                        + "kept_rolls, undone_at, undo_interaction_id, undone_by) "
                        + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            insert.setLong(1, gameId);
            insert.setLong(2, undoSeq);
            insert.setLong(3, atSeq);
            insert.setString(4, undone.actor());
            insert.setString(5, undone.interactionId());
            insert.setString(6, undone.events());
            insert.setString(7, undone.keptRolls());
            insert.setString(8, now.toString());
            insert.setString(9, undoInteractionId);
            insert.setString(10, undoneBy);
            insert.executeUpdate();
        }
    }

    /** The undos of this game, oldest first: who asked, when, and what it took back (for the log). */
    List<GameStore.Undone> undos(long gameId) throws StoreException {
        return database.read("read the undos of game " + gameId, connection -> {
            List<GameStore.Undone> undos = new ArrayList<>();
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT undone_by, undone_at, actor_user_id, events FROM undone_commands WHERE game_id = ? "
                            + "AND at_seq >= 0 ORDER BY undo_seq")) {
                select.setLong(1, gameId);
                try (ResultSet row = select.executeQuery()) {
                    while (row.next()) {
                        undos.add(new GameStore.Undone(row.getString(1), Instant.parse(row.getString(2)),
                                row.getString(3), row.getString(4)));
                    }
                }
            }
            return undos;
        });
    }

    /**
     * True when an undo of this game took back a command that rolled dice from before event
     * {@code beforeSeq}: taken back into a restored file's own events, they are that file's, and a
     * roll may have taken them since.
     */
    boolean keptBefore(long gameId, long beforeSeq) throws StoreException {
        return database.read("read the kept dice of game " + gameId, connection -> {
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT 1 FROM undone_commands WHERE game_id = ? AND at_seq >= 0 AND at_seq < ? "
                            + "AND kept_rolls <> '[]'")) {
                select.setLong(1, gameId);
                select.setLong(2, beforeSeq);
                try (ResultSet row = select.executeQuery()) {
                    return row.next();
                }
            }
        });
    }

    /**
     * True when an undo of this game took back this command (its events as a JSON array, dice and
     * all) where it stood right after event {@code atSeq}: the game once held it there.
     */
    boolean tookBack(long gameId, long atSeq, String command) throws StoreException {
        return database.read("read the undos of game " + gameId, connection -> {
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT events FROM undone_commands WHERE game_id = ? AND at_seq = ?")) {
                select.setLong(1, gameId);
                select.setLong(2, atSeq);
                try (ResultSet row = select.executeQuery()) {
                    while (row.next()) {
                        if (row.getString(1).equals(command)) {
                            return true;
                        }
                    }
                    return false;
                }
            }
        });
    }

    /** True when an undo took back the command this interaction carried. */
    boolean carried(Connection connection, String interactionId) throws SQLException {
        PreparedStatement select = database.prepared(connection,
                "SELECT 1 FROM undone_commands WHERE interaction_id = ?");
        select.setString(1, interactionId);
        try (ResultSet row = select.executeQuery()) {
            return row.next();
        }
    }

    private static long number(Connection connection, String sql, long... parameters) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                select.setLong(i + 1, parameters[i]);
            }
            try (ResultSet row = select.executeQuery()) {
                row.next();
                return row.getLong(1);
            }
        }
    }
}
