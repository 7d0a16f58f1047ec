package mfz.bot.store;

import java.sql.SQLException;
import org.postgresql.util.PSQLException;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

/**
 * Where the two stores differ, in one place: SQLite (the embedded default, one process) and
 * PostgreSQL (shared by several processes). The schema is the same, each in its own words: the
 * migration files of the same number in {@link #migrations()}.
 */
public enum Dialect {
    SQLITE("classpath:db/migrations"),
    POSTGRESQL("classpath:db/postgresql");

    private final String migrations;

    Dialect(String migrations) {
        this.migrations = migrations;
    }

    /** The dialect of a JDBC address: PostgreSQL's, or else a SQLite file. */
    public static Dialect of(String jdbcUrl) {
        return jdbcUrl.startsWith("jdbc:postgresql:") ? POSTGRESQL : SQLITE;
    }

    /** Flyway's location of this dialect's migration files. */
    String migrations() {
        return migrations;
    }

    /**
     * Whether the failure is a row refused by a unique index or primary key: SQLite tells it by
     * its extended result code, PostgreSQL by the standard SQLState 23505. The failure may be
     * wrapped (a StoreException around it): its causes are looked at too.
     */
    boolean duplicateKey(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            boolean duplicate = switch (this) {
                case SQLITE -> cause instanceof SQLiteException sqlite
                        && (sqlite.getResultCode() == SQLiteErrorCode.SQLITE_CONSTRAINT_UNIQUE
                        || sqlite.getResultCode() == SQLiteErrorCode.SQLITE_CONSTRAINT_PRIMARYKEY);
                case POSTGRESQL -> cause instanceof SQLException sql && "23505".equals(sql.getSQLState());
            };
            if (duplicate) {
                return true;
            }
        }
        return false;
    }

    /**
     * Begins a read whose statements all see one committed state: SQLite's transactions do so
     * already; PostgreSQL's default (read committed) takes a new view at every statement.
     */
    String beginRead() {
        return switch (this) {
            case SQLITE -> "BEGIN";
            case POSTGRESQL -> "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY";
        };
    }

    /** The keys a write of the game log is told apart by, when it is refused. */
    enum Key {
        /** (game, seq): another process or a stale cache appended to the game first. */
        EVENT_SEQ("events_pkey"),
        /** A Discord interaction already stored. */
        INTERACTION("events_interaction"),
        /** One open game a channel. */
        OPEN_GAME("games_one_open_per_channel");

        private final String postgresqlName;

        Key(String postgresqlName) {
            this.postgresqlName = postgresqlName;
        }
    }

    /**
     * Whether this statement's failure (not its causes) is that key refusing a row: SQLite
     * tells a primary key from a unique index by its extended result code, PostgreSQL names
     * the constraint.
     */
    boolean broke(Throwable failure, Key key) {
        return switch (this) {
            case SQLITE -> failure instanceof SQLiteException sqlite && sqlite.getResultCode() == switch (key) {
                case EVENT_SEQ -> SQLiteErrorCode.SQLITE_CONSTRAINT_PRIMARYKEY;
                case INTERACTION, OPEN_GAME -> SQLiteErrorCode.SQLITE_CONSTRAINT_UNIQUE;
            };
            case POSTGRESQL -> failure instanceof PSQLException sql && "23505".equals(sql.getSQLState())
                    && sql.getServerErrorMessage() != null
                    && key.postgresqlName.equals(sql.getServerErrorMessage().getConstraint());
        };
    }

    /**
     * The order rows were added in, for a table without an id: SQLite's rowid; PostgreSQL has
     * none, so the time they were added (then the name's key, for rows of the same instant),
     * read as a time: as text ({@code Instant.toString}) "…:00.500Z" sorts before "…:00Z".
     */
    String insertionOrder() {
        return switch (this) {
            case SQLITE -> "rowid";
            case POSTGRESQL -> "CAST(created_at AS timestamptz), name_key";
        };
    }
}
