package mfz.bot.store;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import org.flywaydb.core.Flyway;

/** A database of either store at an earlier schema, as an older release left it, for the tests of a migration. */
final class SchemaAt {

    private SchemaAt() {
    }

    /** A new database of this dialect (a file in {@code dir} for SQLite) migrated up to {@code version}: its address. */
    static String version(Dialect dialect, Path dir, String version) throws Exception {
        String url = switch (dialect) {
            case SQLITE -> "jdbc:sqlite:" + dir.resolve("mfz.db");
            case POSTGRESQL -> {
                String unavailable = EmbeddedPostgresServer.unavailable();
                assumeTrue(unavailable == null, unavailable);
                yield EmbeddedPostgresServer.newDatabase();
            }
        };
        Flyway.configure(SchemaAt.class.getClassLoader())
                .locations(dialect.migrations()).table(Migrations.HISTORY_TABLE)
                .sqlMigrationPrefix("").sqlMigrationSeparator("_")
                .dataSource(url, null, null).target(version).load().migrate();
        return url;
    }

    /** The bot's own opening of that database, which migrates it the rest of the way. */
    static Database open(Dialect dialect, String url) throws Exception {
        return switch (dialect) {
            case SQLITE -> Database.open(Path.of(url.substring("jdbc:sqlite:".length())));
            case POSTGRESQL -> Database.openShared(url, null, null);
        };
    }
}
