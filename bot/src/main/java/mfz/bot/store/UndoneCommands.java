package mfz.bot.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import mfz.bot.store.GameStore.UndoneCommand;

/**
 * The {@code undone_commands} table: what each undo took back, so its interaction is never
 * applied again and its dice wait for the next decision at the same point, and for their
 * player's next roll wherever it comes (migration 017); and the dice an import carries from the
 * game it was exported from, at no point of it.
 */
final class UndoneCommands {

    private final Database database;

    UndoneCommands(Database database) {
        this.database = database;
    }

    /**
     * Records an undone command standing at {@code atSeq}. Its dice wait for the next decision
     * there; when that decision rolled dice beyond the first kept ones (a larger pool, another
     * kind of die, a spot), the first kept dice take them in ({@link KeptRollsText#merged}), so
     * giving it again re-rolls none of them. Dice kept at later points stay, whatever is played before them: a point's dice are
     * its own, so no way back to it is a re-roll (rows marked stale by earlier versions stay so).
     */
    static void keep(Connection connection, long gameId, long atSeq, UndoneCommand undone, String undoInteractionId,
                     String undoneBy, Instant now) throws SQLException {
        // The first kept there for the same roller and the same kind of roll (a pool's, or another's: a damage
        // roll kept at a pool's point grew nothing, and the pool's redo there came fresh each time: a review);
        // another player's, reached by another history, are theirs.
        try (PreparedStatement first = connection.prepareStatement(
                "SELECT undo_seq, kept_rolls FROM undone_commands WHERE game_id = ? AND at_seq = ? AND stale = 0 "
                        + "AND kept_rolls <> '[]' AND (CASE WHEN events LIKE '%\"type\":\"initiative-rolled\"%' "
                        + "THEN '@table' ELSE actor_user_id END) = ? AND (CASE WHEN events LIKE "
                        + "'%\"type\":\"pool-rolled\"%' THEN 1 ELSE 0 END) = ? ORDER BY undo_seq LIMIT 1")) {
            first.setLong(1, gameId);
            first.setLong(2, atSeq);
            first.setString(3, undone.roller());
            first.setInt(4, aPools(undone.events()) ? 1 : 0);
            try (ResultSet row = first.executeQuery()) {
                Optional<String> grown = row.next() ? KeptRollsText.merged(row.getString(2), undone.keptRolls())
                        : Optional.empty();
                if (grown.isPresent()) {
                    try (PreparedStatement grow = connection.prepareStatement(
                            "UPDATE undone_commands SET kept_rolls = ? WHERE game_id = ? AND undo_seq = ?")) {
                        grow.setString(1, grown.get());
                        grow.setLong(2, gameId);
                        grow.setLong(3, row.getLong(1));
                        grow.executeUpdate();
                    }
                }
            }
        }
        insert(connection, gameId, atSeq, undone, undoInteractionId, undoneBy, now);
    }

    /** Whether an undone command's events (a JSON array) hold a pool's roll. */
    private static boolean aPools(String events) {
        return events != null && events.contains("\"type\":\"pool-rolled\"");
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

    /**
     * Dice carried into an imported game from the game it was exported from ({@link ExportedFrom}),
     * at no point of it: they wait for their player's next roll.
     */
    static void carry(Connection connection, long gameId, UndoneCommand went, Instant now) throws SQLException {
        insert(connection, gameId, -1, went, null, null, now);
    }

    private static void insert(Connection connection, long gameId, long atSeq, UndoneCommand undone,
                               String undoInteractionId, String undoneBy, Instant now) throws SQLException {
        long undoSeq = number(connection, "SELECT COALESCE(MAX(undo_seq), 0) + 1 FROM undone_commands WHERE game_id = ?",
                gameId);
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT INTO undone_commands (game_id, undo_seq, at_seq, actor_user_id, interaction_id, events, "
                        + "kept_rolls, undone_at, waits_for, undo_interaction_id, undone_by) "
                        + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            insert.setLong(1, gameId);
            insert.setLong(2, undoSeq);
            insert.setLong(3, atSeq);
            insert.setString(4, undone.actor());
            insert.setString(5, undone.interactionId());
            insert.setString(6, undone.events());
            insert.setString(7, undone.keptRolls());
            insert.setString(8, now.toString());
            insert.setString(9, "[]".equals(undone.keptRolls()) ? null : undone.roller());
            insert.setString(10, undoInteractionId);
            insert.setString(11, undoneBy);
            insert.executeUpdate();
        }
    }

    /**
     * The dice an undo kept for the decision at this point of the game ({@link KeptRollsText}), if
     * any: those of the first command undone here that rolled for this roller (a player, or the
     * table), so undoing again and again never offers other dice. Elsewhere, those of the latest undo still waiting for
     * this player's roll ({@code roller}), wherever it stood: commands stored between (a station
     * declared and taken back) or taken back before it don't make the next roll fresh (an
     * adversarial test and a review found the host re-rolling so).
     */
    Optional<GameStore.KeptRolls> keptRolls(long gameId, long atSeq, String roller) throws StoreException {
        return database.read("read the kept dice of game " + gameId, connection -> {
            // At this point, those waiting for this roller, or spent and this roller's own (the table's
            // initiative d20s the table's): a history shifted by commands between can bring another
            // player's decision, or a round's start, to the same point (reviews: a round's start took its
            // d20s from a turn's d6s; a player's turn took the other player's pool).
            PreparedStatement here = database.prepared(connection,
                    "SELECT kept_rolls, undo_seq, waits_for, CASE WHEN events LIKE '%\"type\":\"pool-rolled\"%' "
                            + "THEN 1 ELSE 0 END FROM undone_commands WHERE game_id = ? AND at_seq = ? "
                            + "AND stale = 0 "
                            + "AND kept_rolls <> '[]' AND (waits_for = ? OR (waits_for IS NULL AND (CASE WHEN events "
                            + "LIKE '%\"type\":\"initiative-rolled\"%' THEN '@table' ELSE actor_user_id END) = ?)) "
                            + "ORDER BY undo_seq");
            here.setLong(1, gameId);
            here.setLong(2, atSeq);
            here.setString(3, roller);
            // Spent, they go to their own player's roll there (or the table's): another history reaching the same
            // point handed a player the other's pool (a review).
            here.setString(4, roller);
            // The first of each kind of roll there, a pool's and another's (a damage roll's, kept at the same
            // point): the later ones there are those again, which `keep` took into them.
            List<GameStore.KeptRolls.KeptRow> rows = new ArrayList<>();
            Set<Integer> kinds = new HashSet<>();
            try (ResultSet row = here.executeQuery()) {
                while (row.next()) {
                    if (kinds.add(row.getInt(4))) {
                        String rolls = row.getString(1);
                        rows.add(new GameStore.KeptRolls.KeptRow(rolls, row.getLong(2), row.getString(3) != null,
                                row.getInt(4) == 1 && !KeptRollsText.withKinds(rolls)));
                    }
                }
            }
            if (roller != null) {
                // Then every row waiting for the roller, the latest first: the latest (or the point's own, a
                // smaller pool) alone hid the older ones, so the dice a smaller roll taken back didn't show (a
                // red, a blue) were rolled afresh (reviews). A pool's die takes a bare value only from a pool
                // kept before kinds were (KeptRow.valuesOfAPool): today's are a damage roll's, or a tie order's.
                // (Those at this point are the point's own dice again, which its first row took in: `keep`.)
                PreparedStatement waiting = database.prepared(connection,
                        "SELECT kept_rolls, undo_seq, at_seq, CASE WHEN events LIKE '%\"type\":\"pool-rolled\"%' "
                                + "THEN 1 ELSE 0 END FROM undone_commands WHERE game_id = ? AND waits_for = ? "
                                + "ORDER BY undo_seq DESC");
                waiting.setLong(1, gameId);
                waiting.setString(2, roller);
                boolean pointRow = !rows.isEmpty();
                try (ResultSet row = waiting.executeQuery()) {
                    while (row.next()) {
                        long seq = row.getLong(2);
                        String rolls = row.getString(1);
                        if (!(pointRow && row.getLong(3) == atSeq) && rows.stream().noneMatch(r -> r.undoSeq() == seq)) {
                            rows.add(new GameStore.KeptRolls.KeptRow(rolls, seq, true,
                                    row.getInt(4) == 1 && !KeptRollsText.withKinds(rolls)));
                        }
                    }
                }
            }
            return rows.isEmpty() ? Optional.<GameStore.KeptRolls>empty() : Optional.of(new GameStore.KeptRolls(rows));
        });
    }

    /**
     * The dice this game's undos still keep for their players' next rolls, oldest undo first: those
     * kept at points from {@code fromSeq} on, and those waiting at no point.
     */
    List<GameStore.UndoneCommand> waiting(long gameId, long fromSeq) throws StoreException {
        return database.read("read the kept dice of game " + gameId, connection -> {
            List<GameStore.UndoneCommand> kept = new ArrayList<>();
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT actor_user_id, events, kept_rolls, waits_for FROM undone_commands WHERE game_id = ? "
                            + "AND waits_for IS NOT NULL AND (at_seq >= ? OR at_seq < 0) ORDER BY undo_seq")) {
                select.setLong(1, gameId);
                select.setLong(2, fromSeq);
                try (ResultSet row = select.executeQuery()) {
                    while (row.next()) {
                        kept.add(new GameStore.UndoneCommand(row.getString(1), null, row.getString(2), row.getString(3),
                                row.getString(4)));
                    }
                }
            }
            return kept;
        });
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
     * True when an undo of this game kept dice at a point before {@code beforeSeq}: taken back into
     * a restored file's own events, they are that file's, and a roll may have spent them since.
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
     * A command rolled the dice an undo kept: they, and their copies at the same point for the same
     * player (an undo, a redo and an undo again keep the same dice twice: a review found the copy
     * rolled again later), wait for nobody's roll now; at their point they stay. What the roll left
     * of the dice that still waited (a smaller pool) waits for the player's next roll, at no point,
     * as one row; the other rows it drew on ({@code alsoSpent}) wait no more either.
     */
    static void spent(Connection connection, long gameId, GameStore.KeptSpent spent, Instant now) throws SQLException {
        // Each row it drew on, and that row's copies at its point (the same kind of roll, kept there again by an
        // undo, a redo and an undo): a row of another kind there, which it took nothing from, waits on.
        List<Long> drawnOn = new ArrayList<>();
        drawnOn.add(spent.undoSeq());
        drawnOn.addAll(spent.alsoSpent());
        for (long seq : drawnOn) {
            long atSeq;
            int pool;
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT at_seq, CASE WHEN events LIKE '%\"type\":\"pool-rolled\"%' THEN 1 ELSE 0 END "
                            + "FROM undone_commands WHERE game_id = ? AND undo_seq = ?")) {
                select.setLong(1, gameId);
                select.setLong(2, seq);
                try (ResultSet row = select.executeQuery()) {
                    boolean found = row.next();
                    atSeq = found ? row.getLong(1) : -1;
                    pool = found ? row.getInt(2) : 0;
                }
            }
            try (PreparedStatement update = connection.prepareStatement(
                    "UPDATE undone_commands SET waits_for = NULL WHERE game_id = ? AND (undo_seq = ? OR (at_seq = ? "
                            + "AND at_seq >= 0 AND waits_for = ? AND (CASE WHEN events LIKE "
                            + "'%\"type\":\"pool-rolled\"%' THEN 1 ELSE 0 END) = ?))")) {
                update.setLong(1, gameId);
                update.setLong(2, seq);
                update.setLong(3, atSeq);
                update.setString(4, spent.roller());
                update.setInt(5, pool);
                update.executeUpdate();
            }
        }
        // What it left holds only dice that still waited (GameService.KeptFor): a point's dice rolled there
        // again left the same dice each time, and each copy waited for another roll (a review found three).
        if (!"[]".equals(spent.left())) {
            insert(connection, gameId, -1, new GameStore.UndoneCommand(spent.roller(), null, "[]", spent.left(),
                    spent.roller()), null, null, now);
        }
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
