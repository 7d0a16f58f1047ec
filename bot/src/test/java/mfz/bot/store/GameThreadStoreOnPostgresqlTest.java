package mfz.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import org.junit.jupiter.api.Test;

/**
 * {@link GameThreadStoreTest} on a real PostgreSQL (the embedded server, a new database for each
 * test). Skips, saying why, where embedded PostgreSQL can't run.
 */
class GameThreadStoreOnPostgresqlTest extends GameThreadStoreTest {

    @Override
    Database open() throws Exception {
        String unavailable = EmbeddedPostgresServer.unavailable();
        assumeTrue(unavailable == null, unavailable);
        return Database.openShared(EmbeddedPostgresServer.newMigratedDatabase(), null, null);
    }

    /** The inherited tests prove something of PostgreSQL only if they really run there. */
    @Test
    void theInheritedTestsRunOnPostgresql() throws Exception {
        try (Database database = open()) {
            assertEquals(Dialect.POSTGRESQL, database.dialect());
        }
    }
}
