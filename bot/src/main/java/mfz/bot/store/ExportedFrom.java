package mfz.bot.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * The games of this server an imported file may have been exported from: those whose start
 * (revealed companies, stations and order: one event no other game shares, but its own
 * imports) is the file's. How one went on after the export is in its events past the file's,
 * and the dice they rolled are kept for the imported game (docs/rules.md, "Undo"): ending a
 * game and importing an earlier export of it was a re-roll (an adversarial test).
 */
public final class ExportedFrom {

    private ExportedFrom() {
    }

    /**
     * A game of this server that started as the file's: its id, whether it is still open, and
     * whether it was itself restored from a file without this bot's seal (its dice are that file's word).
     */
    public record StartedAlike(long id, boolean open, boolean restoredUnsealed) {
    }

    /** This server's games that started with {@code started}, oldest first. */
    static List<StartedAlike> games(Connection connection, String guildId, String startedType, String started)
            throws SQLException {
        List<StartedAlike> games = new ArrayList<>();
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT g.id, g.status, g.unsealed_import FROM games g JOIN events e ON e.game_id = g.id WHERE (g.guild_id = ? OR "
                        + "(g.guild_id IS NULL AND CAST(? AS TEXT) IS NULL)) AND e.type = ? AND e.payload = ? ORDER BY g.id")) {
            select.setString(1, guildId);
            select.setString(2, guildId);
            select.setString(3, startedType);
            select.setString(4, started);
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    games.add(new StartedAlike(row.getLong(1), GameStatus.ofWord(row.getString(2)).open(),
                            row.getInt(3) == 1));
                }
            }
        }
        return games;
    }
}
