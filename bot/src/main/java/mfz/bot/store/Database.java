package mfz.bot.store;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Map;
import java.util.List;
import java.util.concurrent.locks.ReentrantLock;
import com.zaxxer.hikari.HikariDataSource;

/**
 * The SQLite file: opened with write-ahead logging (readers never wait for the writer),
 * foreign keys enforced, full sync on commit (an accepted command survives a crash or a
 * power cut), and every pending schema migration applied before anything else uses it.
 * All SQL of the bot lives in this package.
 *
 * <p>Two connections: one writes, one reads. Write-ahead logging lets a reader go on while
 * a commit waits for its fsync; on one shared connection every read (is this interaction
 * known? where is the table message?) queued behind the other channels' fsyncs, which the
 * end-to-end benchmark showed as latency tails. The writing connection belongs to one
 * platform thread (see {@link #transaction}). The reading one is guarded by a
 * {@link ReentrantLock}, not {@code synchronized}: on Java 21 a virtual thread blocked in a
 * monitor pins its carrier thread, and the channels run on virtual threads.
 */
public final class Database implements AutoCloseable {

    /** The SQLite file; null on PostgreSQL. */
    private final Path file;
    private final Dialect dialect;
    private final Connection reader;
    /** The one thread that writes: see {@link #transaction}. */
    private final GroupCommitWriter writer;
    private final ReentrantLock reading = new ReentrantLock();
    private volatile boolean closed;

    /** The lock that makes this process the file's one owner; null when opened without owning it. */
    private final OwnerLock.Owner owner;

    /**
     * PostgreSQL's connections (null on SQLite): the writer takes one for each group of work
     * and each read takes one, so a connection the server dropped (a restart, a killed
     * backend) is validated away or replaced, and the next command finds a working one.
     */
    private final HikariDataSource pool;

    /** On SQLite: a writing connection (opened again with {@code connector} after a failure) and a reading one. */
    private Database(Path file, GroupCommitWriter.Connector connector, Connection connection, Connection reader,
                     OwnerLock.Owner owner) {
        this.file = file;
        this.dialect = Dialect.SQLITE;
        this.pool = null;
        this.owner = owner;
        this.reader = reader;
        this.writer = new GroupCommitWriter(connection, connector, null);
    }

    /** On PostgreSQL: every connection from the pool. */
    private Database(HikariDataSource pool) {
        this.file = null;
        this.dialect = Dialect.POSTGRESQL;
        this.pool = pool;
        this.owner = null;
        this.reader = null;
        this.writer = new GroupCommitWriter(null, null, pool);
    }

    /**
     * Opens (or creates, with its folders) the database file and brings its schema up to date,
     * as the file's one owner: a second process (or a second open in this one) is refused with
     * one line saying the file is in use, since two writers would each act on games the other
     * changed (one's stale game fails, the other appends to a game the first abandoned).
     *
     * <p>The locks are operating-system locks on lock files ({@link OwnerLock}: {@code <file>.lock}
     * and two named after the file's inode): the system drops them when the process ends, even by
     * {@code kill -9}, so a crash never leaves the file locked. SQLite's own exclusive locking mode
     * would also keep out every reader (this class's own reading connection, and tools reading the
     * file while the bot runs).
     */
    public static Database open(Path file) throws StoreException {
        return open(file, true);
    }

    /**
     * Opens the database without becoming its owner, to read what another process (the bot
     * under test) stores while it runs: for tests and tools, which must not write through it.
     */
    public static Database openWithoutOwning(Path file) throws StoreException {
        return open(file, false);
    }

    private static Database open(Path named, boolean owning) throws StoreException {
        Path file = SqliteFile.theFileItself(named);
        OwnerLock.Owner owner = owning ? OwnerLock.lock(file, named) : null;
        Connection connection;
        try {
            connection = SqliteFile.connect(file);
        } catch (StoreException e) {
            OwnerLock.release(owner);
            throw e;
        }
        try {
            Migrations.apply(connection);
        } catch (StoreException | RuntimeException e) {
            closeQuietly(connection);
            OwnerLock.release(owner);
            throw e;
        }
        Connection reader;
        try {
            reader = SqliteFile.connect(file);
        } catch (StoreException e) {
            closeQuietly(connection);
            OwnerLock.release(owner);
            throw e;
        }
        return new Database(file, () -> SqliteFile.connect(file), connection, reader, owner);
    }

    /**
     * Opens a PostgreSQL database shared by several bot processes and brings its schema up to
     * date (Flyway locks its history table meanwhile, so processes starting together migrate
     * once). No owner lock: each process decides on its own cached games, and an append from a
     * stale one is refused by the key (game, seq). The password is only handed to the driver,
     * never put in a message.
     */
    public static Database openShared(String url, String user, String password) throws StoreException {
        return openShared(url, user, password, UNREACHABLE_AFTER);
    }

    /**
     * How long a command waits for PostgreSQL before it is answered that the database was
     * unreachable: past the pool's own longest wait between tries to connect (5 s), so the first
     * command after the database is back finds it.
     */
    static final Duration UNREACHABLE_AFTER = Duration.ofSeconds(8);

    /** As above, waiting at most {@code wait} for the database (tests of an outage, which needn't wait 8 s). */
    public static Database openShared(String url, String user, String password, Duration wait) throws StoreException {
        if (Dialect.of(url) != Dialect.POSTGRESQL) {
            throw new StoreException("not a PostgreSQL address (jdbc:postgresql://host/database)");
        }
        // Connected first: a wrong address or password is said as such, before any migration.
        Database database = connectShared(url, user, password, wait);
        try {
            Migrations.applyToPostgresql(database.pool);
            // Migrations lift the connections' limits for themselves: the connections they used go.
            database.pool.getHikariPoolMXBean().softEvictConnections();
        } catch (StoreException | RuntimeException e) {
            database.close();
            throw e;
        }
        return database;
    }

    /** Opens a PostgreSQL database whose schema is known to be up to date (tests, after migrating once). */
    static Database connectShared(String url, String user, String password) throws StoreException {
        return connectShared(url, user, password, UNREACHABLE_AFTER);
    }

    private static Database connectShared(String url, String user, String password, Duration wait)
            throws StoreException {
        try {
            return new Database(PostgresqlPool.open(url, user, password, wait));
        } catch (RuntimeException e) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            // The address without its parameters or a user before the host: a password may be given there too.
            throw new StoreException("can't connect to the database " + url.replaceAll("\\?.*", "")
                    .replaceFirst("//[^/]*@", "//") + ": "
                    + cause.getMessage(), e);
        }
    }

    /** Which store this is, for the statements that differ. */
    Dialect dialect() {
        return dialect;
    }

    /** Work with the connection; the store's classes use it, nothing outside this package. */
    @FunctionalInterface
    interface SqlWork<T> {
        T run(Connection connection) throws SQLException;
    }

    /**
     * Runs the work in one transaction: all of it is committed, or none of it; {@code what}
     * names the work in the error if it fails. Returns once the work is committed, run by the
     * one writing thread with whatever other channels' work is waiting (see {@link GroupCommitWriter}).
     */
    <T> T transaction(String what, SqlWork<T> work) throws StoreException {
        return queue(what, work).outcome();
    }

    /** As {@link #transaction}, waited for later: see {@link GroupCommitWriter#queue}. */
    <T> Committing<T> queue(String what, SqlWork<T> work) {
        if (closed) {
            return () -> {
                throw new StoreException("can't " + what + ": the database is closed");
            };
        }
        return writer.queue(what, work);
    }

    /**
     * Runs read-only work on the reading connection, in one read transaction: all its
     * statements see the same committed state, whatever is committed meanwhile.
     */
    <T> T read(String what, SqlWork<T> work) throws StoreException {
        if (pool != null) {
            return readPooled(what, work);
        }
        reading.lock();
        try {
            prepared(reader, dialect.beginRead()).execute();
            try {
                return work.run(reader);
            } finally {
                prepared(reader, "COMMIT").execute();
            }
        } catch (SQLException e) {
            throw StoreException.of("can't " + what, e);
        } finally {
            reading.unlock();
        }
    }

    /** A read on a connection of PostgreSQL's pool; one that fails is thrown away, not given back. */
    private <T> T readPooled(String what, SqlWork<T> work) throws StoreException {
        Connection reader;
        try {
            reader = PostgresqlPool.live(pool);
        } catch (SQLException e) {
            throw StoreException.of("can't " + what, e);
        }
        try {
            prepared(reader, dialect.beginRead()).execute();
            T result = work.run(reader);
            prepared(reader, "COMMIT").execute();
            return result;
        } catch (SQLException e) {
            pool.evictConnection(reader);
            throw StoreException.of("can't " + what, e);
        } catch (RuntimeException | Error e) {
            // Still inside its read-only transaction: given back so, the next borrower's writes fail.
            pool.evictConnection(reader);
            throw e;
        } finally {
            closeQuietly(reader);
        }
    }

    /**
     * The statement for this SQL on this connection, prepared once and kept: preparing (parsing
     * and planning the SQL) cost about a tenth of a stored command in the storage benchmark's
     * profile. Only for the work given to {@link #transaction} or {@link #read}, which hold the
     * connection's lock; the caller must not close it, and must close the results it opens.
     */
    PreparedStatement prepared(Connection connection, String sql) throws SQLException {
        if (pool != null) {
            // PostgreSQL's driver keeps its server-side statements per connection itself, and the
            // pool closes a connection's statements when it is given back.
            return connection.prepareStatement(sql);
        }
        if (writer.writesWith(connection)) {
            return writer.prepared(sql);
        }
        return kept(readerStatements, connection, sql);
    }

    /** The statement for this SQL kept in {@code kept}, prepared on {@code connection} the first time. */
    static PreparedStatement kept(Map<String, PreparedStatement> kept, Connection connection, String sql)
            throws SQLException {
        PreparedStatement statement = kept.get(sql);
        if (statement == null) {
            statement = connection.prepareStatement(sql);
            kept.put(sql, statement);
        } else {
            statement.clearParameters();
        }
        return statement;
    }

    private final Map<String, PreparedStatement> readerStatements = new HashMap<>();

    public Path file() {
        return file;
    }

    /**
     * The schema version: how many migrations this file has had. This and the two below are
     * for checks and diagnostics; they use the reading connection, since the writing one
     * belongs to the writer thread (the pragmas they read are set alike on both).
     */
    public int schemaVersion() throws StoreException {
        if (pool != null) {
            return read("read the schema version", c -> {
                try {
                    return Migrations.version(c);
                } catch (StoreException e) {
                    throw new SQLException(e.getMessage(), e);
                }
            });
        }
        reading.lock();
        try {
            return Migrations.version(reader);
        } finally {
            reading.unlock();
        }
    }

    /** A pragma's current value, as text. */
    public String pragma(String name) throws StoreException {
        if (!name.matches("[a-z_]+")) {
            throw new IllegalArgumentException("not a pragma name: " + name);
        }
        return read("read pragma " + name, c -> {
            try (Statement statement = c.createStatement();
                 var result = statement.executeQuery("PRAGMA " + name)) {
                return result.next() ? result.getString(1) : null;
            }
        });
    }

    /** Names of the tables the schema has. */
    public List<String> tables() throws StoreException {
        String sql = switch (dialect) {
            case SQLITE -> "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name";
            case POSTGRESQL -> "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()"
                    + " ORDER BY table_name";
        };
        return read("list tables", c -> {
            List<String> names = new ArrayList<>();
            try (Statement statement = c.createStatement();
                 var result = statement.executeQuery(sql)) {
                while (result.next()) {
                    names.add(result.getString(1));
                }
            }
            return names;
        });
    }

    /** Stops the writer once the work already queued is done, then closes the connections. */
    @Override
    public void close() {
        if (!closed) {
            closed = true;
            writer.stop();
        }
        if (pool != null) {
            pool.close();
        } else {
            closeQuietly(reader);
        }
        OwnerLock.release(owner);
    }

    static void closeQuietly(Connection connection) {
        if (connection == null) {
            return;
        }
        try {
            connection.close();
        } catch (SQLException ignored) {
            // Closing is best effort: committed work is already on disk.
        }
    }
}
