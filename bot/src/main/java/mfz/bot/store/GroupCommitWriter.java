package mfz.bot.store;
// Over 400 lines on purpose: the one writer thread, its group commit, reruns and recovery, kept together so their hand-offs read in one place.

import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import mfz.bot.store.Database.SqlWork;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one thread that writes to the database, committing the work of every channel waiting
 * meanwhile together (group commit): see {@link #transaction}. On SQLite it owns one
 * connection for good; on PostgreSQL it takes one from the pool for each group.
 */
final class GroupCommitWriter {

    private static final Logger log = LoggerFactory.getLogger(GroupCommitWriter.class);

    /** Opens one more connection to the database. */
    @FunctionalInterface
    interface Connector {
        Connection connect() throws StoreException;
    }

    /** SQLite's writing connection, replaced only by this thread in {@link #recover}; on PostgreSQL, the group's. */
    private volatile Connection connection;
    /** Opens the SQLite connection again after a failure; null on PostgreSQL. */
    private final Connector connector;
    /** PostgreSQL's pool; null on SQLite. */
    private final HikariDataSource pool;
    private final Thread thread;
    /** The writing connection's statements, kept prepared (SQLite only: see {@link Database#prepared}). */
    private final Map<String, PreparedStatement> statements = new HashMap<>();

    /** Starts the writer: on SQLite with its connection and a way to open it again, on PostgreSQL with the pool. */
    GroupCommitWriter(Connection connection, Connector connector, HikariDataSource pool) {
        this.connection = connection;
        this.connector = connector;
        this.pool = pool;
        this.thread = Thread.ofPlatform().name("sqlite-writer").daemon(true).unstarted(this::write);
        thread.start();
    }

    /** Whether this is the writer's own connection, whose statements it keeps. */
    boolean writesWith(Connection candidate) {
        return candidate == connection;
    }

    /** A statement of the writing connection's, prepared once and kept. */
    PreparedStatement prepared(String sql) throws SQLException {
        return pool != null ? connection.prepareStatement(sql) : Database.kept(statements, connection, sql);
    }

    /** Stops the writer once the work already queued is done, then closes SQLite's connection. */
    void stop() {
        waiting.add(CLOSE);
        boolean interrupted = false;
        while (thread.isAlive()) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        if (pool == null) {
            Database.closeQuietly(connection);
        }
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
        /** Its outcome is known (stored, or refused for good): nothing after may say otherwise. */
        private boolean decided;

        private Pending(SqlWork<T> work) {
            this.work = work;
        }

        /**
         * Runs inside the group's transaction. With others in the group it runs under a
         * savepoint, so a failure undoes this work only; alone, a failure undoes the whole
         * transaction, and the savepoint's two statements are saved.
         */
        private void runIn(GroupCommitWriter writer, boolean alone) throws SQLException {
            if (alone) {
                try {
                    result = work.run(writer.connection);
                } catch (SQLException | RuntimeException e) {
                    failure = e;
                }
                return;
            }
            writer.execute("SAVEPOINT work");
            try {
                result = work.run(writer.connection);
                writer.execute("RELEASE work");
            } catch (SQLException | RuntimeException e) {
                writer.execute("ROLLBACK TO work");
                writer.execute("RELEASE work");
                result = null;
                failure = e;
            }
        }

        /** PostgreSQL chose this work as a deadlock's victim, or failed it to serialize: run again, it may pass. */
        private boolean lostARace() {
            return failure instanceof SQLException e && ("40P01".equals(e.getSQLState())
                    || "40001".equals(e.getSQLState()));
        }

        /** Forgets the failed run, to run again. */
        private void again() {
            result = null;
            failure = null;
            decided = false;
        }

        /**
         * Waits for the writer, even when interrupted: the work may be committed, and the
         * caller must know. Work queued just as the writer stopped is taken back and fails.
         */
        private void await(GroupCommitWriter writer) {
            boolean interrupted = false;
            while (true) {
                try {
                    if (done.await(1, TimeUnit.SECONDS)) {
                        break;
                    }
                    if (!writer.thread.isAlive() && writer.waiting.remove(this)) {
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

    /** Put on the queue by {@link #stop()}: the writer stops when it takes it. */
    private static final Pending<Void> CLOSE = new Pending<>(connection -> null);

    private final BlockingQueue<Pending<?>> waiting = new LinkedBlockingQueue<>();

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
     * group is stored and all of them fail. On PostgreSQL, work that lost a race with another
     * process (a deadlock's victim, a serialization failure) is run again (see {@link #commit}).
     */
    <T> T transaction(String what, SqlWork<T> work) throws StoreException {
        return queue(what, work).outcome();
    }

    /**
     * As {@link #transaction}, but returns as soon as the work is queued: the caller waits for
     * it with {@link Committing#outcome} once it has done what it could meanwhile. No thread is
     * started for the wait, and the writer wakes the caller itself.
     */
    <T> Committing<T> queue(String what, SqlWork<T> work) {
        if (Thread.currentThread() == thread) {
            throw new IllegalStateException("a transaction can't be started inside another");
        }
        Pending<T> mine = new Pending<>(work);
        waiting.add(mine);
        return () -> {
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
        };
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

    /**
     * Runs and commits one group of work, then lets each caller go. On PostgreSQL, work that
     * lost a race with another process (chosen as a deadlock's victim, or a serialization
     * failure) is run again, up to {@link #ATTEMPTS} times in all: nothing of it was stored, and
     * the other process has gone on, so the caller need never hear of it.
     */
    private void commit(List<Pending<?>> group) {
        List<Pending<?>> running = group;
        try {
            for (int attempt = 1; !running.isEmpty(); attempt++) {
                runAndCommit(running);
                List<Pending<?>> again = attempt < ATTEMPTS ? running.stream().filter(Pending::lostARace).toList()
                        : List.of();
                // Whoever is done (stored, or refused for good) goes now, not after the reruns.
                for (Pending<?> pending : running) {
                    if (!again.contains(pending)) {
                        pending.done.countDown();
                    }
                }
                if (!again.isEmpty()) {
                    log.info("{} of the work lost a race with another process and runs again: {}", again.size(),
                            again.getFirst().failure.toString());
                    again.forEach(Pending::again);
                    letTheWinnerFinish(attempt);
                }
                running = again;
            }
        } catch (RuntimeException | Error unexpected) {
            // Its callers hear of it below; the writer lives on (ended, every later write failed until a restart).
            log.error("The database writer met an unexpected failure; it carries on", unexpected);
            for (Pending<?> pending : running) {
                if (!pending.decided) { // work reset to run again that never ran: committed work keeps its outcome
                    pending.result = null;
                    pending.failure = unexpected;
                }
            }
        } finally {
            for (Pending<?> pending : running) {
                pending.done.countDown();
            }
        }
    }

    /** How many times work that lost a race with another process is run, in all. */
    private static final int ATTEMPTS = 3;

    /**
     * A short pause before running the work again, longer each time and never the same twice:
     * run again at once, it could take the rows back before the process that won had them (its
     * transaction is woken when ours is rolled back, a little later), and deadlock with it again
     * (a test on a busy machine saw it). Deadlocks are rare; the writer's other work waits that long.
     */
    private static void letTheWinnerFinish(int attempt) {
        try {
            Thread.sleep(ThreadLocalRandom.current().nextLong(10, 30) * attempt);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Runs and commits one group of work; each keeps its result or failure. */
    private void runAndCommit(List<Pending<?>> group) {
        Throwable groupFailure = null;
        try {
            if (pool != null) {
                connection = PostgresqlPool.live(pool);
            }
            execute("BEGIN");
            boolean alone = group.size() == 1;
            for (Pending<?> pending : group) {
                pending.runIn(this, alone);
            }
            if (SLOW_COMMIT_MS > 0) {
                Thread.sleep(SLOW_COMMIT_MS); // a slow disk, for the crash tests only (see SLOW_COMMIT_MS)
            }
            String end = alone && group.getFirst().failure != null ? "ROLLBACK" : "COMMIT";
            try {
                execute(end);
            } catch (SQLException cut) {
                // PostgreSQL's connection lost during the COMMIT: it may have kept the work or not.
                boolean unknown = pool != null && end.equals("COMMIT") && StoreException.unreachable(cut)
                        && !"55P03".equals(cut.getSQLState());
                throw unknown ? new StoreException.CommitCut(cut) : cut;
            }
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
                pending.decided = true;
                failed |= pending.failure != null;
            }
            if (pool != null) {
                giveBack(failed);
            } else if (failed) {
                recover(groupFailure);
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
        for (PreparedStatement statement : statements.values()) {
            try {
                statement.close();
            } catch (SQLException ignored) {
                // It is dropped either way.
            }
        }
        statements.clear();
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
            Database.closeQuietly(connection);
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
        Database.closeQuietly(used);
    }

    /**
     * Runs a transaction statement (BEGIN, COMMIT, a savepoint) on the writing connection, kept
     * prepared. The connection stays in JDBC's auto-commit mode and the transactions are spelled
     * out: the driver's own commit() begins a new transaction at once and setAutoCommit(true)
     * then commits that empty one, two more statements on every command.
     */
    private void execute(String sql) throws SQLException {
        prepared(sql).execute();
    }
}
