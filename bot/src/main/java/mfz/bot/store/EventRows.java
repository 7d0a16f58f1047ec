package mfz.bot.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** The rows of the {@code events} table: a command's events written, the newest read, a game's read back. */
final class EventRows {

    private final Database database;

    EventRows(Database database) {
        this.database = database;
    }

    /**
     * Inserts a command's events, up to {@link #ROWS_PER_INSERT} in one statement (a statement
     * per row cost a tenth of a stored command in the storage benchmark). The interaction id
     * goes on the first only: its unique index then refuses the same interaction's command a
     * second time.
     */
    void insert(Connection connection, long gameId, long lastSeq, long commandSeq,
                              List<NewEvent> events, String actor, String onBehalfOf, String interactionId,
                              Instant now) throws SQLException {
        String at = now.toString();
        long seq = lastSeq;
        for (int from = 0; from < events.size(); from += ROWS_PER_INSERT) {
            int rows = Math.min(ROWS_PER_INSERT, events.size() - from);
            PreparedStatement insert = database.prepared(connection, INSERT_EVENTS[rows - 1]);
            int p = 0;
            for (NewEvent event : events.subList(from, from + rows)) {
                insert.setLong(++p, gameId);
                insert.setLong(++p, ++seq);
                insert.setLong(++p, commandSeq);
                insert.setString(++p, event.type());
                insert.setString(++p, event.payload());
                insert.setString(++p, actor);
                insert.setString(++p, onBehalfOf);
                insert.setString(++p, seq == lastSeq + 1 ? interactionId : null);
                insert.setString(++p, at);
            }
            insert.executeUpdate();
        }
    }

    private static final int ROWS_PER_INSERT = 4;

    /** The insert of 1, 2, 3 and 4 events: the text is fixed, the values all go in as parameters. */
    private static final String[] INSERT_EVENTS = {
            "INSERT INTO events (game_id, seq, command_seq, type, payload, actor_user_id, on_behalf_of, "
                    + "interaction_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            "INSERT INTO events (game_id, seq, command_seq, type, payload, actor_user_id, on_behalf_of, "
                    + "interaction_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            "INSERT INTO events (game_id, seq, command_seq, type, payload, actor_user_id, on_behalf_of, "
                    + "interaction_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?, ?, ?, ?), "
                    + "(?, ?, ?, ?, ?, ?, ?, ?, ?)",
            "INSERT INTO events (game_id, seq, command_seq, type, payload, actor_user_id, on_behalf_of, "
                    + "interaction_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?, ?, ?, ?), "
                    + "(?, ?, ?, ?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?, ?, ?, ?)",
    };

    /** A game's newest event: its number and its command's (both 0 when it has none). */
    record LastEvent(long seq, long command) {
    }


    LastEvent last(Connection connection, long gameId) throws SQLException {
        PreparedStatement select = database.prepared(connection,
                "SELECT seq, command_seq FROM events WHERE game_id = ? ORDER BY seq DESC LIMIT 1");
        select.setLong(1, gameId);
        try (ResultSet row = select.executeQuery()) {
            return row.next() ? new LastEvent(row.getLong(1), row.getLong(2)) : new LastEvent(0, 0);
        }
    }

    /** The game's events after {@code afterSeq}, oldest first. */
    static List<StoredEvent> after(Connection connection, long gameId, long afterSeq) throws SQLException {
        List<StoredEvent> events = new ArrayList<>();
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT seq, command_seq, type, payload, actor_user_id, on_behalf_of, interaction_id, created_at "
                        + "FROM events WHERE game_id = ? AND seq > ? ORDER BY seq")) {
            select.setLong(1, gameId);
            select.setLong(2, afterSeq);
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    events.add(new StoredEvent(row.getLong(1), row.getLong(2), row.getString(3), row.getString(4),
                            row.getString(5), row.getString(6), row.getString(7), Instant.parse(row.getString(8))));
                }
            }
        }
        return events;
    }
}
