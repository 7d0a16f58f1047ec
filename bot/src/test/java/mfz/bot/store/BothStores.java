package mfz.bot.store;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;

/** A fresh store of either kind for the tests that run on both: a SQLite file in the folder, or a new migrated PostgreSQL database (skipped, saying why, where embedded PostgreSQL can't run). */
public final class BothStores {

    private BothStores() {
    }

    public static Database open(Dialect dialect, Path folder) throws Exception {
        return switch (dialect) {
            case SQLITE -> Database.open(folder.resolve("mfz.db"));
            case POSTGRESQL -> {
                String unavailable = EmbeddedPostgresServer.unavailable();
                assumeTrue(unavailable == null, unavailable);
                yield Database.openShared(EmbeddedPostgresServer.newMigratedDatabase(), null, null);
            }
        };
    }
}
