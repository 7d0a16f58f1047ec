package mfz.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.sql.DriverManager;
import org.junit.jupiter.api.Test;

/**
 * {@link GameStoreTest} on a real PostgreSQL (one embedded server per JVM, one database for
 * this class, emptied before each test): the same behaviour from the shared store, the
 * dialect's differences included (a second open game, a stale append and an interaction stored
 * twice are each told by their key). Skips, saying why, where embedded PostgreSQL can't run.
 */
class GameStoreOnPostgresqlTest extends GameStoreTest {

    private static String url;

    @Override
    Database openDatabase() throws Exception {
        String unavailable = EmbeddedPostgresServer.unavailable();
        assumeTrue(unavailable == null, unavailable);
        if (url == null) {
            url = EmbeddedPostgresServer.newMigratedDatabase();
        }
        try (var connection = DriverManager.getConnection(url);
             var statement = connection.createStatement()) {
            statement.execute("TRUNCATE games, events, snapshots, campaigns, campaign_events RESTART IDENTITY CASCADE");
        }
        return Database.connectShared(url, null, null);
    }

    @Override
    Database reopen() throws Exception {
        return Database.openShared(url, null, null);
    }

    /** The inherited tests prove something of PostgreSQL only if they really run there, not on SQLite. */
    @Test
    void theInheritedTestsRunOnPostgresql() throws Exception {
        try (Database database = reopen()) {
            assertEquals(Dialect.POSTGRESQL, database.dialect());
        }
    }
}
