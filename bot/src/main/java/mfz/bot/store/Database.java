package mfz.bot.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import org.sqlite.SQLiteConfig;

/**
 * The SQLite file: opened with write-ahead logging (readers never wait for the writer),
 * foreign keys enforced, full sync on commit (an accepted command survives a crash or a
 * power cut), and every pending schema migration applied before anything else uses it.
 * All SQL of the bot lives in this package.
 */
public final class Database implements AutoCloseable {

    private final Path file;
    private final Connection connection;

    private Database(Path file, Connection connection) {
        this.file = file;
        this.connection = connection;
    }

    /** Opens (or creates, with its folders) the database file and brings its schema up to date. */
    public static Database open(Path file) throws StoreException {
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
        } catch (IOException e) {
            throw new StoreException("can't create the folder for the database " + file + ": " + e.getMessage(), e);
        }
        Connection connection;
        try {
            SQLiteConfig config = new SQLiteConfig();
            config.setJournalMode(SQLiteConfig.JournalMode.WAL);
            config.setSynchronous(SQLiteConfig.SynchronousMode.FULL);
            config.enforceForeignKeys(true);
            config.setBusyTimeout(5_000);
            connection = DriverManager.getConnection("jdbc:sqlite:" + file.toAbsolutePath(), config.toProperties());
        } catch (SQLException e) {
            throw new StoreException("can't open the database " + file + ": " + e.getMessage(), e);
        }
        Database database = new Database(file, connection);
        try {
            Migrations.apply(connection);
        } catch (StoreException | RuntimeException e) {
            database.close();
            throw e;
        }
        return database;
    }

    public Path file() {
        return file;
    }

    /** The schema version: how many migrations this file has had. */
    public int schemaVersion() throws StoreException {
        return Migrations.version(connection);
    }

    /** A pragma's current value, as text (for checks and diagnostics). */
    public String pragma(String name) throws StoreException {
        if (!name.matches("[a-z_]+")) {
            throw new IllegalArgumentException("not a pragma name: " + name);
        }
        try (Statement statement = connection.createStatement();
             var result = statement.executeQuery("PRAGMA " + name)) {
            return result.next() ? result.getString(1) : null;
        } catch (SQLException e) {
            throw new StoreException("can't read pragma " + name + ": " + e.getMessage(), e);
        }
    }

    /** Names of the tables the schema has, for checks. */
    public java.util.List<String> tables() throws StoreException {
        java.util.List<String> names = new java.util.ArrayList<>();
        try (Statement statement = connection.createStatement();
             var result = statement.executeQuery(
                     "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")) {
            while (result.next()) {
                names.add(result.getString(1));
            }
        } catch (SQLException e) {
            throw new StoreException("can't list tables: " + e.getMessage(), e);
        }
        return names;
    }

    @Override
    public void close() {
        try {
            connection.close();
        } catch (SQLException ignored) {
            // Closing is best effort: committed work is already on disk.
        }
    }
}
