package mfz.bot.store;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.CoreMigrationType;
import org.flywaydb.core.api.FlywayException;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.MigrationState;
import org.flywaydb.core.api.MigrationVersion;
import org.flywaydb.core.api.callback.Callback;
import org.flywaydb.core.api.callback.Context;
import org.flywaydb.core.api.callback.Event;
import org.flywaydb.core.api.configuration.FluentConfiguration;
import org.flywaydb.core.api.output.MigrateResult;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Versioned, append-only schema migrations, run by Flyway: the numbered files
 * {@code db/migrations/NNN_name.sql} on the classpath ({@code 001_initial.sql},
 * {@code 002_lean_appends.sql}, …) are applied in order, each in its own transaction, and
 * recorded in Flyway's table {@code flyway_schema_history}. Adding a migration means adding a
 * file with the next number, and one of the same number to {@code db/postgresql} in
 * PostgreSQL's words (see {@link Dialect}); nothing else lists them.
 *
 * <p>The files keep the names the hand-written runner gave them: Flyway is told their version
 * is the number before the first underscore (no {@code V} prefix, one underscore), so a file
 * {@code 005_whatever.sql} is version 5.
 *
 * <p>After the files, the program gives stored names the key they are unique by, which SQL
 * can't compute ({@link NameKeys}, migration 010).
 *
 * <p>A file made before Flyway kept its version in SQLite's {@code PRAGMA user_version} and
 * has no history table: Flyway is told that version is its baseline, so only the later files
 * run on it. The pragma is still set after every migration, so a bot from before Flyway
 * refuses a file that a newer one has moved past its schema.
 */
final class Migrations {

    private static final Logger log = LoggerFactory.getLogger(Migrations.class);

    static final String HISTORY_TABLE = "flyway_schema_history";

    private Migrations() {
    }

    /** The newest version this program's files bring (what a fresh database in memory would reach). */
    static int latest() {
        return Latest.VERSION;
    }

    /** Computed once, when first asked: the files don't change while the program runs. */
    private static final class Latest {
        static final int VERSION = latest(flyway("jdbc:sqlite::memory:", 0));
    }

    private static int latest(Flyway flyway) {
        return Arrays.stream(flyway.info().all())
                .filter(info -> info.getType() == CoreMigrationType.SQL && info.getState() != MigrationState.FUTURE_SUCCESS)
                .mapToInt(info -> info.getVersion().getMajor().intValue())
                .max().orElse(0);
    }

    /** The version of the schema this connection sees: the last migration applied, or the pre-Flyway pragma. */
    static int version(Connection connection) throws StoreException {
        try {
            if (hasHistory(connection)) {
                try (Statement statement = connection.createStatement();
                     var result = statement.executeQuery("SELECT version FROM flyway_schema_history"
                             + " WHERE success AND version IS NOT NULL")) {
                    int newest = 0;
                    while (result.next()) {
                        // Read as Flyway reads it (a "16.1" is major 16), as the start-up check does.
                        newest = Math.max(newest, MigrationVersion.fromVersion(result.getString(1))
                                .getMajor().intValue());
                    }
                    return newest;
                }
            }
            return userVersion(connection);
        } catch (SQLException | NumberFormatException e) {
            throw new StoreException("can't read the schema version: " + e.getMessage(), e);
        }
    }

    /**
     * Brings the schema of the database this connection is open on up to date. Flyway opens its
     * own connection from the same address; this one is only asked where the file is and what
     * version it had before Flyway.
     */
    static void apply(Connection connection) throws StoreException {
        String url;
        int baseline;
        boolean history;
        try {
            url = connection.getMetaData().getURL();
            history = hasHistory(connection);
            baseline = history ? 0 : userVersion(connection);
        } catch (SQLException e) {
            throw new StoreException("can't read the schema version: " + e.getMessage(), e);
        }
        // Told from the file's own version against the newest the files bring, read once a process
        // (Flyway's info reads every file again each time it is asked).
        int known = history ? version(connection) : baseline;
        if (known > latest()) {
            throw newer(known, latest());
        }
        try {
            applyPending(flyway(url, baseline));
        } catch (FlywayException e) {
            throw new StoreException("migrating the database failed: " + e.getMessage(), e);
        }
        try (Statement statement = connection.createStatement()) {
            // Read by bots from before Flyway: a file past the schema they know is refused.
            statement.execute("PRAGMA user_version = " + version(connection));
        } catch (SQLException e) {
            throw new StoreException("can't record the schema version: " + e.getMessage(), e);
        }
        fillNameKeys(connection);
    }

    /**
     * Brings a PostgreSQL database's schema up to date, from {@link Dialect#POSTGRESQL}'s files.
     * Flyway locks its history table meanwhile, so processes starting together migrate once.
     */
    static void applyToPostgresql(String url, String user, String password) throws StoreException {
        try {
            migrate(flyway(Dialect.POSTGRESQL, url, user, password, 0));
        } catch (FlywayException e) {
            throw new StoreException("migrating the database failed: " + e.getMessage(), e);
        }
        try (Connection connection = DriverManager.getConnection(url, user, password)) {
            fillNameKeys(connection);
        } catch (SQLException e) {
            // The address without its parameters: a password may be given there too.
            throw new StoreException("can't connect to the database " + url.replaceAll("\\?.*", "") + ": "
                    + e.getMessage(), e);
        }
    }

    /** After the files: the names' keys that only the program can compute (see {@link NameKeys}). */
    private static void fillNameKeys(Connection connection) throws StoreException {
        try {
            NameKeys.fill(connection);
        } catch (SQLException e) {
            throw new StoreException("giving the stored names their keys failed: " + e.getMessage(), e);
        }
    }

    /** The same through connections already open (and known to work): the bot's own pool. */
    static void applyToPostgresql(DataSource connections) throws StoreException {
        try {
            migrate(postgresqlFlyway(connections));
        } catch (FlywayException e) {
            throw new StoreException("migrating the database failed: " + e.getMessage(), e);
        }
        try (Connection connection = connections.getConnection()) {
            fillNameKeys(connection);
        } catch (SQLException e) {
            throw StoreException.of("can't give the stored names their keys", e);
        }
    }

    /** Flyway on PostgreSQL through the pool, each connection it takes without a command's limits. */
    static Flyway postgresqlFlyway(DataSource connections, Callback... more) {
        List<Callback> callbacks = new ArrayList<>(List.of(new LiftedLimits()));
        callbacks.addAll(Arrays.asList(more));
        return ourFiles(Dialect.POSTGRESQL)
                .dataSource(connections)
                .callbacks(callbacks.toArray(Callback[]::new))
                .load();
    }

    /**
     * A migration of a large database may take longer than a command: each connection Flyway
     * takes runs with no statement limit and a longer lock wait (the pool's connections it used
     * are evicted after, {@code Database.openShared}). Flyway's {@code initSql} did this, and is
     * deprecated for its after-connect callback.
     */
    static final class LiftedLimits implements Callback {

        @Override
        public boolean supports(Event event, Context context) {
            return event == Event.AFTER_CONNECT;
        }

        @Override
        public boolean canHandleInTransaction(Event event, Context context) {
            return true;
        }

        @Override
        public void handle(Event event, Context context) {
            try (Statement statement = context.getConnection().createStatement()) {
                statement.execute("SET statement_timeout = 0; SET lock_timeout = '60s'");
            } catch (SQLException e) {
                throw new FlywayException("can't lift the command limits for the migration: " + e.getMessage(), e);
            }
        }

        @Override
        public String getCallbackName() {
            return "lifted limits";
        }
    }

    /** Refuses a schema newer than this program's files, else applies what is pending. */
    private static void migrate(Flyway flyway) throws StoreException {
        int latest = latest(flyway);
        for (MigrationInfo applied : flyway.info().applied()) {
            if (applied.getState() == MigrationState.FUTURE_SUCCESS) {
                throw newer(applied.getVersion().getMajor().intValue(), latest);
            }
        }
        applyPending(flyway);
    }

    private static void applyPending(Flyway flyway) {
        MigrateResult result = flyway.migrate();
        for (var migration : result.migrations) {
            log.info("Database schema migrated to version {} ({})", migration.version, migration.filepath);
        }
    }

    private static StoreException newer(int version, int latest) {
        return new StoreException("the database has schema version " + version + " but this bot knows only up to "
                + latest + ": it was written by a newer version of the bot");
    }

    /** Flyway set up for our files; a baseline above 0 is the version a file from before Flyway already has. */
    private static Flyway flyway(String url, int baseline) {
        return flyway(Dialect.SQLITE, url, null, null, baseline);
    }

    /** Flyway reading this dialect's numbered files ({@code 005_whatever.sql} is version 5) into our history table. */
    private static FluentConfiguration ourFiles(Dialect dialect) {
        return Flyway.configure(Migrations.class.getClassLoader())
                .locations(dialect.migrations())
                .table(HISTORY_TABLE)
                .sqlMigrationPrefix("")
                .sqlMigrationSeparator("_")
                .validateMigrationNaming(true)
                .loggers("slf4j");
    }

    private static Flyway flyway(Dialect dialect, String url, String user, String password, int baseline) {
        var configuration = ourFiles(dialect);
        if (dialect == Dialect.SQLITE) {
            // Every pending file in one transaction: an upgrade is whole or not at all, and a new
            // file commits (and waits for the disk) once, not once a file.
            configuration.group(true);
        }
        configuration.dataSource(url, user, password);
        if (baseline > 0) {
            configuration.baselineOnMigrate(true)
                    .baselineVersion(Integer.toString(baseline))
                    .baselineDescription("schema of the bot before Flyway (user_version " + baseline + ")");
        }
        return configuration.load();
    }

    private static boolean hasHistory(Connection connection) throws SQLException {
        try (var tables = connection.getMetaData().getTables(null, null, HISTORY_TABLE, null)) {
            return tables.next();
        }
    }

    private static int userVersion(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement();
             var result = statement.executeQuery("PRAGMA user_version")) {
            return result.next() ? result.getInt(1) : 0;
        }
    }
}
