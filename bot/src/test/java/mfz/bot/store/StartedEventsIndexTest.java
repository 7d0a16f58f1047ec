package mfz.bot.store;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An import finds the games its file came from by their start, in every server (ExportedFrom):
 * through the partial index of the games' starts (migration 022), not by reading every event,
 * which held the one connection every channel writes through for as long as the table took.
 */
class StartedEventsIndexTest {

    @TempDir
    Path dir;

    @Test
    void theGamesStartsAreFoundThroughTheirIndex() throws Exception {
        Path file = dir.resolve("mfz.db");
        Database.open(file).close();
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + file);
             // ExportedFrom.games's statement, as written there
             PreparedStatement plan = connection.prepareStatement("EXPLAIN QUERY PLAN SELECT g.id, g.status, "
                     + "g.unsealed_import, g.imported_events FROM games g JOIN events e ON e.game_id = g.id "
                     + "WHERE e.type = 'game-started' AND e.payload = ? ORDER BY g.id")) {
            plan.setString(1, "{}");
            StringBuilder read = new StringBuilder();
            try (ResultSet row = plan.executeQuery()) {
                while (row.next()) {
                    read.append(row.getString("detail")).append('\n');
                }
            }
            assertTrue(read.toString().contains("events_started"), read.toString());
        }
    }
}
