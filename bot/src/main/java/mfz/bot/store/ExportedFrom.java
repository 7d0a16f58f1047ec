package mfz.bot.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

/**
 * The games an imported file may have been exported from, in any server: those whose start
 * (revealed companies, stations and order: one event no other game shares, but its own
 * imports) is the file's. How one went on after the export is in its events past the file's,
 * and the dice they rolled are kept for the imported game (docs/rules.md, "Undo"): ending a
 * game and importing an earlier export of it was a re-roll (an adversarial test).
 */
public final class ExportedFrom {

    private ExportedFrom() {
    }

    /**
     * A game that started as the file's: its id, whether it is still open, whether
     * it was itself restored from a file without this bot's seal, and how many of its events came
     * from the file it was restored from (null: opened here, or restored before that was kept), and
     * the first game of its line (migration 26: itself, unless imported from a sealed export).
     */
    public record StartedAlike(long id, boolean open, boolean restoredUnsealed, Long importedEvents, long lineage) {

        /**
         * How many of its first events are another file's word, whose dice this bot never rolled:
         * those a file without the seal gave it; none for a sealed file or a game opened here;
         * empty when unknown (a game restored unsealed before that was kept: all of it).
         */
        public OptionalLong handWritten() {
            if (!restoredUnsealed) {
                return OptionalLong.of(0);
            }
            return importedEvents == null ? OptionalLong.empty() : OptionalLong.of(importedEvents);
        }
    }

    /**
     * The games that started with {@code started}, oldest first, in every server and at the console:
     * one server's only, a sealed export imported into another server rolled everything since
     * afresh, and the game could go on in both (an adversarial audit). The seal is the bot's, not a
     * server's.
     */
    static List<StartedAlike> games(Connection connection, String started) throws SQLException {
        List<StartedAlike> games = new ArrayList<>();
        // The type written out, not bound: only then may either database use the partial index of the games'
        // starts (migration 022) rather than read every event.
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT g.id, g.status, g.unsealed_import, g.imported_events, COALESCE(g.lineage, g.id) FROM games g "
                        + "JOIN events e ON e.game_id = g.id WHERE e.type = 'game-started' AND e.payload = ? "
                        + "ORDER BY g.id")) {
            select.setString(1, started);
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    long imported = row.getLong(4);
                    Long importedEvents = row.wasNull() ? null : imported; // read before another column
                    games.add(new StartedAlike(row.getLong(1), GameStatus.ofWord(row.getString(2)).open(),
                            row.getInt(3) == 1, importedEvents, row.getLong(5)));
                }
            }
        }
        return games;
    }
}
