package mfz.bot.store;

/**
 * {@link MapLayoutStoreTest} on a real PostgreSQL (the embedded server, a new database for each test):
 * the shared store keeps the same promises. Skips, saying why, where embedded PostgreSQL can't run.
 */
class MapLayoutStoreOnPostgresqlTest extends MapLayoutStoreTest implements OnPostgresql {

    private String url;

    @Override
    public Database open() throws Exception {
        url = OnPostgresql.newDatabaseOrSkip();
        return Database.openShared(url, null, null);
    }

    @Override
    Database reopen() throws Exception {
        return Database.openShared(url, null, null);
    }
}
