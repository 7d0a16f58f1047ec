package mfz.bot.store;

import java.nio.channels.FileLock;
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
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
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

    private static final Logger log = LoggerFactory.getLogger(Database.class);

    /** The SQLite file; null on PostgreSQL. */
    private final Path file;
    private final Dialect dialect;
    /** Opens a new connection to the same database: for the reader, the writer, and the writer again after a failure. */
    private final Connector connector;
    /** Replaced only by the writer thread, in {@link #recover}, when the connection broke. */
    private volatile Connection connection;
    private final Connection reader;
    /** The one thread that writes: see {@link #transaction}. */
    private final Thread writer;
    private final ReentrantLock reading = new ReentrantLock();

    /** The lock that makes this process the file's one owner; null when opened without owning it. */
    private final FileLock owner;

    /**
     * PostgreSQL's connections (null on SQLite): the writer takes one for each group of work
     * and each read takes one, so a connection the server dropped (a restart, a killed
     * backend) is validated away or replaced, and the next command finds a working one.
     */
    private final HikariDataSource pool;

    /** Opens one more connection to the database. */
    @FunctionalInterface
    private interface Connector {
        Connection connect() throws StoreException;
    }

    private Database(Path file, Dialect dialect, Connector connector, Connection connection, Connection reader,
                     FileLock owner) {
        this(file, dialect, connector, connection, reader, owner, null);
    }

    private Database(Path file, Dialect dialect, Connector connector, Connection connection, Connection reader,
                     FileLock owner, HikariDataSource pool) {
        this.pool = pool;
        this.file = file;
        this.dialect = dialect;
        this.connector = connector;
        this.owner = owner;
        this.connection = connection;
        this.reader = reader;
        this.writer = Thread.ofPlatform().name("sqlite-writer").daemon(true).unstarted(this::write);
    }

    /**
     * Opens (or creates, with its folders) the database file and brings its schema up to date,
     * as the file's one owner: a second process (or a second open in this one) is refused with
     * one line saying the file is in use, since two writers would each act on games the other
     * changed (one's stale game fails, the other appends to a game the first abandoned).
     *
     * <p>The lock is an operating-system lock on a sibling file, {@code <file>.lock}: the system
     * drops it when the process ends, even by {@code kill -9}, so a crash never leaves the file
     * locked. SQLite's own exclusive locking mode would also keep out every reader (this class's
     * own reading connection, and tools reading the file while the bot runs).
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
        FileLock owner = owning ? SqliteFile.lock(file, named) : null;
        Connection connection;
        try {
            connection = SqliteFile.connect(file);
        } catch (StoreException e) {
            SqliteFile.release(owner);
            throw e;
        }
        try {
            Migrations.apply(connection);
        } catch (StoreException | RuntimeException e) {
            closeQuietly(connection);
            SqliteFile.release(owner);
            throw e;
        }
        Connection reader;
        try {
            reader = SqliteFile.connect(file);
        } catch (StoreException e) {
            closeQuietly(connection);
            SqliteFile.release(owner);
            throw e;
        }
        Database database = new Database(file, Dialect.SQLITE, () -> SqliteFile.connect(file), connection, reader, owner);
        database.writer.start();
        return database;
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
            Database database = new Database(null, Dialect.POSTGRESQL, null, null, null, null,
                    PostgresqlPool.open(url, user, password, wait));
            database.writer.start();
            return database;
        } catch (RuntimeException e) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            // The address without its parameters: a password may be given there too.
            throw new StoreException("can't connect to the database " + url.replaceAll("\\?.*", "") + ": "
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
     * For the crash tests only ({@code -Dmfz.test.slowCommitMs}, never set otherwise): every
     * commit waits this long first, as on a slow disk. On a fast one a commit ends before the
     * reply is rendered, so a reply sent before its command is stored would go unnoticed there.
     */
    private static final long SLOW_COMMIT_MS = Long.getLong("mfz.test.slowCommitMs", 0);

    /** At most this many callers' work shares one commit. */
    private static final int MAX_GROUP = 64;

    /** Work waiting for the writer, with its outcome once run. */
    private static final class Pending<T> {
        private final SqlWork<T> work;
        private final CountDownLatch done = new CountDownLatch(1);
        private T result;
        private Throwable failure;

        private Pending(SqlWork<T> work) {
            this.work = work;
        }

        /**
         * Runs inside the group's transaction. With others in the group it runs under a
         * savepoint, so a failure undoes this work only; alone, a failure undoes the whole
         * transaction, and the savepoint's two statements are saved.
         */
        private void runIn(Database database, boolean alone) throws SQLException {
            if (alone) {
                try {
                    result = work.run(database.connection);
                } catch (SQLException | RuntimeException e) {
                    failure = e;
                }
                return;
            }
            database.execute("SAVEPOINT work");
            try {
                result = work.run(database.connection);
                database.execute("RELEASE work");
            } catch (SQLException | RuntimeException e) {
                database.execute("ROLLBACK TO work");
                database.execute("RELEASE work");
                result = null;
                failure = e;
            }
        }

        /**
         * Waits for the writer, even when interrupted: the work may be committed, and the
         * caller must know. Work queued just as the writer stopped is taken back and fails.
         */
        private void await(Database database) {
            boolean interrupted = false;
            while (true) {
                try {
                    if (done.await(1, TimeUnit.SECONDS)) {
                        break;
                    }
                    if (!database.writer.isAlive() && database.waiting.remove(this)) {
                        failure = new SQLException("the database is closed");
                        break;
                    }
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Put on the queue by {@link #close()}: the writer stops when it takes it. */
    private static final Pending<Void> CLOSE = new Pending<>(connection -> null);

    private final BlockingQueue<Pending<?>> waiting = new LinkedBlockingQueue<>();
    private volatile boolean closed;

    /**
     * Runs the work in one transaction: all of it is committed, or none of it; {@code what}
     * names the work in the error if it fails. Returns once the work is committed.
     *
     * <p>One platform thread, the writer, runs all the writing: channels run on virtual
     * threads, and a virtual thread in the driver's native code (waiting for the commit's
     * fsync) holds its carrier, one of only as many as there are cores. The caller waits
     * parked instead, leaving its carrier to the other channels.
     *
     * <p>Group commit: the writer runs the work of every caller waiting meanwhile, each under
     * its own savepoint, and commits them together, so many channels' commands share one fsync
     * instead of queueing for one each (the end-to-end benchmark's bottleneck, with 100
     * channels). A work that fails is rolled back alone; if the commit fails, none of the
     * group is stored and all of them fail.
     */
    <T> T transaction(String what, SqlWork<T> work) throws StoreException {
        if (Thread.currentThread() == writer) {
            throw new IllegalStateException("a transaction can't be started inside another");
        }
        if (closed) {
            throw new StoreException("can't " + what + ": the database is closed");
        }
        Pending<T> mine = new Pending<>(work);
        waiting.add(mine);
        mine.await(this);
        if (mine.failure instanceof SQLException e) {
            throw StoreException.of("can't " + what, e);
        }
        if (mine.failure instanceof RuntimeException e) {
            throw e;
        }
        if (mine.failure instanceof Error e) {
            throw e;
        }
        return mine.result;
    }

    /** The writer's loop: takes what is waiting, up to {@link #MAX_GROUP}, and commits it, until closed. */
    private void write() {
        List<Pending<?>> group = new ArrayList<>(MAX_GROUP);
        boolean closing = false;
        while (!closing) {
            try {
                group.add(waiting.take());
            } catch (InterruptedException e) {
                continue;
            }
            waiting.drainTo(group, MAX_GROUP - 1);
            closing = group.remove(CLOSE);
            if (!group.isEmpty()) {
                commit(group);
            }
            group.clear();
        }
        // Work queued as the database closed: it fails, and its callers hear so.
        for (Pending<?> left; (left = waiting.poll()) != null; ) {
            left.failure = new SQLException("the database is closed");
            left.done.countDown();
        }
    }

    /** Runs and commits one group of work, then lets each caller go. */
    private void commit(List<Pending<?>> group) {
        Throwable groupFailure = null;
        try {
            if (pool != null) {
                connection = livePooled();
            }
            execute("BEGIN");
            boolean alone = group.size() == 1;
            for (Pending<?> pending : group) {
                pending.runIn(this, alone);
            }
            if (SLOW_COMMIT_MS > 0) {
                Thread.sleep(SLOW_COMMIT_MS); // a slow disk, for the crash tests only (see SLOW_COMMIT_MS)
            }
            execute(alone && group.getFirst().failure != null ? "ROLLBACK" : "COMMIT");
        } catch (Throwable e) {
            groupFailure = e;
        } finally {
            boolean failed = groupFailure != null;
            for (Pending<?> pending : group) {
                if (groupFailure != null) {
                    pending.result = null;
                    if (pending.failure == null) {
                        pending.failure = groupFailure;
                    }
                }
                failed |= pending.failure != null;
            }
            if (pool != null) {
                giveBack(failed);
            } else if (failed) {
                recover(groupFailure);
            }
            for (Pending<?> pending : group) {
                pending.done.countDown();
            }
        }
    }

    /**
     * Brings the writing connection back to a clean state after any failure, before the next
     * group: a failed COMMIT (a full disk, an I/O error) used to leave a kept statement half
     * run and the transaction open, and every later command failed until a restart ("statement
     * is not executing", "cannot start a transaction within a transaction"). The kept
     * statements are closed (prepared again when next used) and an open transaction is rolled
     * back; if the connection can't even do that, it is opened again.
     */
    private void recover(Throwable cause) {
        for (PreparedStatement statement : writerStatements.values()) {
            try {
                statement.close();
            } catch (SQLException ignored) {
                // It is dropped either way.
            }
        }
        writerStatements.clear();
        try (Statement statement = connection.createStatement()) {
            try {
                statement.execute("ROLLBACK");
            } catch (SQLException notInTransaction) {
                // Nothing was open (the failure was rolled back already): nothing to undo.
            }
            statement.execute("BEGIN");
            statement.execute("ROLLBACK");
        } catch (SQLException broken) {
            log.warn("The database connection is unusable after a failure ({}); opening it again", broken.toString());
            closeQuietly(connection);
            try {
                connection = connector.connect();
            } catch (StoreException e) {
                log.error("Can't reopen the database after a failure: {}", e.getMessage());
            }
        }
        if (cause != null) {
            log.warn("A transaction failed and was rolled back: {}", cause.toString());
        }
    }

    /**
     * A connection of the pool that answers now. The pool checks only connections idle for a
     * while, so right after the database restarted it can hand out one that died with the old
     * server: such a one is thrown away with every other idle one (they died together), and
     * another is taken, so no command fails on a connection the outage left behind.
     */
    private Connection livePooled() throws SQLException {
        for (int tries = 0; tries < 3; tries++) {
            Connection candidate = pool.getConnection();
            if (candidate.isValid(2)) {
                return candidate;
            }
            pool.evictConnection(candidate);
            closeQuietly(candidate);
            pool.getHikariPoolMXBean().softEvictConnections();
        }
        return pool.getConnection();
    }

    /**
     * Returns the writer's PostgreSQL connection to the pool; after a failure, only once an open
     * transaction is rolled back, and a connection that can't even do that is thrown away.
     */
    private void giveBack(boolean failed) {
        Connection used = connection;
        connection = null;
        if (used == null) {
            return;
        }
        if (failed) {
            try (Statement statement = used.createStatement()) {
                statement.execute("ROLLBACK");
            } catch (SQLException broken) {
                pool.evictConnection(used);
            }
        }
        closeQuietly(used);
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
            reader = livePooled();
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
        Map<String, PreparedStatement> kept = connection == this.connection ? writerStatements : readerStatements;
        PreparedStatement statement = kept.get(sql);
        if (statement == null) {
            statement = connection.prepareStatement(sql);
            kept.put(sql, statement);
        } else {
            statement.clearParameters();
        }
        return statement;
    }

    /**
     * Runs a transaction statement (BEGIN, COMMIT, a savepoint) on the writing connection, kept
     * prepared. The connection stays in JDBC's auto-commit mode and the transactions are spelled
     * out: the driver's own commit() begins a new transaction at once and setAutoCommit(true)
     * then commits that empty one, two more statements on every command.
     */
    private void execute(String sql) throws SQLException {
        prepared(connection, sql).execute();
    }

    private final Map<String, PreparedStatement> writerStatements = new HashMap<>();
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
    public java.util.List<String> tables() throws StoreException {
        String sql = switch (dialect) {
            case SQLITE -> "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name";
            case POSTGRESQL -> "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()"
                    + " ORDER BY table_name";
        };
        return read("list tables", c -> {
            java.util.List<String> names = new java.util.ArrayList<>();
            try (Statement statement = c.createStatement();
                 var result = statement.executeQuery(sql)) {
                while (result.next()) {
                    names.add(result.getString(1));
                }
            }
            return names;
        });
    }

    /** Stops the writer once the work already queued is done, then closes both connections. */
    @Override
    public void close() {
        if (!closed) {
            closed = true;
            waiting.add(CLOSE);
            boolean interrupted = false;
            while (writer.isAlive()) {
                try {
                    writer.join();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
        if (pool != null) {
            pool.close();
        } else {
            closeQuietly(reader);
            closeQuietly(connection);
        }
        SqliteFile.release(owner);
    }

    private static void closeQuietly(Connection connection) {
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
