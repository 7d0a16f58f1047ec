package mfz.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.util.Optional;
import mfz.bot.core.StorageTrouble;
import org.junit.jupiter.api.Test;

/**
 * The connection lost during the COMMIT itself (a storage audit): PostgreSQL may have kept the
 * work or not, and the player was told "nothing was stored". Now they are told the bot can't
 * tell, and to look before doing it again; the next work goes through. The writer's connection
 * is ended from another one after its work, before its COMMIT.
 */
class CommitCutOnPostgresqlTest {

    @Test
    void aCommitWhoseConnectionIsCutIsSaidToHaveAnUnknownOutcome() throws Exception {
        String unavailable = EmbeddedPostgresServer.unavailable();
        assumeTrue(unavailable == null, unavailable);
        String url = EmbeddedPostgresServer.newMigratedDatabase();
        try (Database database = Database.openShared(url, null, null)) {
            StoreException failed = assertThrows(StoreException.class, () -> database.transaction("keep a test row",
                    connection -> {
                        int pid;
                        try (var statement = connection.createStatement();
                             var row = statement.executeQuery("SELECT pg_backend_pid()")) {
                            row.next();
                            pid = row.getInt(1);
                        }
                        try (Connection other = DriverManager.getConnection(url);
                             var statement = other.createStatement()) {
                            statement.execute("SELECT pg_terminate_backend(" + pid + ")");
                        }
                        return null;
                    }));
            assertTrue(failed instanceof StoreException.OutcomeUnknown, failed.toString());
            assertEquals(Optional.of(StorageTrouble.UNKNOWN), StorageTrouble.said(failed));
            assertEquals(Integer.valueOf(1), database.transaction("keep the next", connection -> {
                try (var statement = connection.createStatement();
                     var row = statement.executeQuery("SELECT 1")) {
                    row.next();
                    return row.getInt(1);
                }
            }), "the next work goes through");
        }
    }
}
