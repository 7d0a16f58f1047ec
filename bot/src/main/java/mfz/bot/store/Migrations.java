package mfz.bot.store;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Versioned, append-only schema migrations kept in SQLite's own {@code user_version}: the
 * numbered files {@code db/migrations/001_*.sql}, {@code 002_*.sql}, … on the classpath are
 * applied in order, each in its own transaction together with the version bump, so a file
 * is either wholly applied or not at all. The list of files is {@link #FILES}: adding a
 * migration means adding a file and a line there.
 */
final class Migrations {

    private static final Logger log = LoggerFactory.getLogger(Migrations.class);

    /** Every migration, in order; index + 1 is the schema version it brings. Never reorder or edit. */
    static final String[] FILES = {
            "001_initial.sql",
            "002_lean_appends.sql",
            "003_hw_elements.sql",
            // 004 and 005 come from other branches; merged, this line must follow them.
            "006_reminders.sql",
    };

    private Migrations() {
    }

    static int latest() {
        return FILES.length;
    }

    static int version(Connection connection) throws StoreException {
        try (Statement statement = connection.createStatement();
             var result = statement.executeQuery("PRAGMA user_version")) {
            return result.next() ? result.getInt(1) : 0;
        } catch (SQLException e) {
            throw new StoreException("can't read the schema version: " + e.getMessage(), e);
        }
    }

    static void apply(Connection connection) throws StoreException {
        int current = version(connection);
        if (current > latest()) {
            throw new StoreException("the database has schema version " + current + " but this bot knows only up to "
                    + latest() + ": it was written by a newer version of the bot");
        }
        for (int version = current + 1; version <= latest(); version++) {
            String name = FILES[version - 1];
            String sql = read(name);
            try {
                connection.setAutoCommit(false);
                try (Statement statement = connection.createStatement()) {
                    for (String part : statements(sql)) {
                        statement.execute(part);
                    }
                    statement.execute("PRAGMA user_version = " + version);
                }
                connection.commit();
            } catch (SQLException e) {
                rollback(connection);
                throw new StoreException("migration " + name + " failed: " + e.getMessage(), e);
            } finally {
                autoCommit(connection);
            }
            log.info("Database schema migrated to version {} ({})", version, name);
        }
    }

    static String read(String name) throws StoreException {
        try (InputStream in = Migrations.class.getResourceAsStream("/db/migrations/" + name)) {
            if (in == null) {
                throw new StoreException("migration " + name + " is missing from the program");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new StoreException("can't read migration " + name + ": " + e.getMessage(), e);
        }
    }

    /** Splits a migration into statements: comments dropped, split at semicolons ending a line. */
    static java.util.List<String> statements(String sql) {
        StringBuilder withoutComments = new StringBuilder();
        for (String line : sql.split("\\R")) {
            int dashes = line.indexOf("--");
            withoutComments.append(dashes >= 0 ? line.substring(0, dashes) : line).append('\n');
        }
        java.util.List<String> statements = new java.util.ArrayList<>();
        for (String part : withoutComments.toString().split(";\\s*\\n")) {
            if (!part.isBlank()) {
                statements.add(part.strip());
            }
        }
        return statements;
    }

    private static void rollback(Connection connection) {
        try {
            connection.rollback();
        } catch (SQLException ignored) {
            // The failure being reported matters more than this one.
        }
    }

    private static void autoCommit(Connection connection) {
        try {
            connection.setAutoCommit(true);
        } catch (SQLException ignored) {
            // Only reached after a failed migration, which is already being reported.
        }
    }
}
