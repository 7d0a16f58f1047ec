package mfz.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import org.junit.jupiter.api.Test;

/**
 * {@link MapLayoutStoreTest} on a real PostgreSQL (the embedded server, a new database for each test):
 * the shared store keeps the same promises. Skips, saying why, where embedded PostgreSQL can't run.
 */
class MapLayoutStoreOnPostgresqlTest extends MapLayoutStoreTest {

    private String url;

    @Override
    Database open() throws Exception {
        String unavailable = EmbeddedPostgresServer.unavailable();
        assumeTrue(unavailable == null, unavailable);
        url = EmbeddedPostgresServer.newMigratedDatabase();
        return Database.openShared(url, null, null);
    }

    @Override
    Database reopen() throws Exception {
        return Database.openShared(url, null, null);
    }

    /** The inherited tests prove something of PostgreSQL only if they really run there. */
    @Test
    void theInheritedTestsRunOnPostgresql() throws Exception {
        try (Database database = open()) {
            assertEquals(Dialect.POSTGRESQL, database.dialect());
        }
    }
}
