package mfz.bot.bench;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.time.Duration;
import java.util.Arrays;
import org.sqlite.SQLiteConfig;

/**
 * Single-row committed inserts into a SQLite file opened with the bot's pragmas (WAL,
 * synchronous=FULL, foreign keys, busy timeout): the disk's own floor under any accepted
 * command, measured beside the benchmarks that need it.
 */
final class RawCommits implements AutoCloseable {

    static final String PAYLOAD = "x".repeat(200);

    private final Connection connection;
    private final PreparedStatement insert;

    RawCommits(Path file) throws Exception {
        SQLiteConfig config = new SQLiteConfig();
        config.setJournalMode(SQLiteConfig.JournalMode.WAL);
        config.setSynchronous(SQLiteConfig.SynchronousMode.FULL);
        config.enforceForeignKeys(true);
        config.setBusyTimeout(5_000);
        config.setGetGeneratedKeys(false);
        connection = DriverManager.getConnection("jdbc:sqlite:" + file, config.toProperties());
        try (Statement statement = connection.createStatement()) {
            statement.execute("CREATE TABLE IF NOT EXISTS rows (id INTEGER PRIMARY KEY, payload TEXT NOT NULL)");
        }
        insert = connection.prepareStatement("INSERT INTO rows (payload) VALUES (?)");
    }

    /** One insert, committed (autocommit); nanoseconds it took. */
    long commitOne() throws Exception {
        long start = System.nanoTime();
        insert.setString(1, PAYLOAD);
        insert.executeUpdate();
        return System.nanoTime() - start;
    }

    /** Commits one after another for a while; the time of each. */
    long[] timeFor(Duration duration) throws Exception {
        long[] times = new long[1024];
        int n = 0;
        long end = System.nanoTime() + duration.toNanos();
        while (System.nanoTime() < end) {
            if (n == times.length) {
                times = Arrays.copyOf(times, n * 2);
            }
            times[n++] = commitOne();
        }
        return Arrays.copyOf(times, n);
    }

    /**
     * {@code count} commits, one every {@code gap}; between them the thread sleeps, or spins
     * when {@code spin} (the machine's cores then never fall idle). The time of each.
     */
    long[] timeEvery(Duration gap, int count, boolean spin) throws Exception {
        long[] times = new long[count];
        for (int i = 0; i < count; i++) {
            long next = System.nanoTime() + gap.toNanos();
            if (spin) {
                while (System.nanoTime() < next) {
                    Thread.onSpinWait();
                }
            } else {
                Thread.sleep(gap);
            }
            times[i] = commitOne();
        }
        return times;
    }

    @Override
    public void close() throws Exception {
        insert.close();
        connection.close();
    }
}
