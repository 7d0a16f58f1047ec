package mfz.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import org.junit.jupiter.api.Test;

/**
 * A store's test run again on a real PostgreSQL: its subclass opens a new database on the
 * embedded server ({@link #newDatabaseOrSkip}) where the SQLite test opens a file, and the
 * inherited tests keep the same promises there. Skips, saying why, where embedded PostgreSQL can't run.
 */
interface OnPostgresql {

    /** A new database for the test, as the SQLite test's {@code open()} gives a file. */
    Database open() throws Exception;

    /** The url of a new migrated database on the embedded server; the test is skipped, saying why, where it can't run. */
    static String newDatabaseOrSkip() throws Exception {
        String unavailable = EmbeddedPostgresServer.unavailable();
        assumeTrue(unavailable == null, unavailable);
        return EmbeddedPostgresServer.newMigratedDatabase();
    }

    /** The inherited tests prove something of PostgreSQL only if they really run there. */
    @Test
    default void theInheritedTestsRunOnPostgresql() throws Exception {
        try (Database database = open()) {
            assertEquals(Dialect.POSTGRESQL, database.dialect());
        }
    }
}
