package mfz.bot.store;

/**
 * {@link ServerAndTableStoresTest} on a real PostgreSQL (the embedded server, a new database for
 * each test). Skips, saying why, where embedded PostgreSQL can't run.
 */
class ServerAndTableStoresOnPostgresqlTest extends ServerAndTableStoresTest implements OnPostgresql {

    @Override
    public Database open() throws Exception {
        return Database.openShared(OnPostgresql.newDatabaseOrSkip(), null, null);
    }
}
