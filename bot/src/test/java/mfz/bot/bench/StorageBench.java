package mfz.bot.bench;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.sqlite.SQLiteConfig;

/**
 * Benchmark 2: accepted commands per second through the command router and the game service
 * on SQLite (no Discord), against the raw rate of single-row committed inserts with the same
 * pragmas on the same file system, in the same run. Target: at least 50 % of the raw rate.
 *
 * <p>Method: plain timed loops on one thread (commands of one channel are serialized anyway,
 * and every accepted command is one committed transaction). Both sides are warmed up, then
 * measured in alternating rounds; the median round of each is compared, so a slow moment of
 * the disk hits both.
 */
@Tag("bench")
class StorageBench {

    private static final int ROUNDS = 3;
    private static final long ROUND_NANOS = 3_000_000_000L;
    private static final String PAYLOAD = "x".repeat(200);

    private long[] commits = new long[1024];
    private int committed;

    @Test
    void theServiceStoresCommandsAtLeastHalfAsFastAsRawInserts() throws Exception {
        Path dir = Bots.folder("storage");
        double[] raw = new double[ROUNDS];
        double[] service = new double[ROUNDS];
        try (Connection rawDb = rawDatabase(dir.resolve("raw.db"));
             Bots bots = Bots.open(dir.resolve("mfz.db"), 1)) {
            List<ScriptedTable> tables = java.util.stream.IntStream.range(0, 8)
                    .mapToObj(i -> new ScriptedTable(bots.games(), "g", "c" + i, List.of("u1", "u2"), "skirmish", i))
                    .toList();
            rawInserts(rawDb, 1_000_000_000L);
            serviceCommands(bots, tables, 1_000_000_000L);
            for (int round = 0; round < ROUNDS; round++) {
                raw[round] = rawInserts(rawDb, ROUND_NANOS);
                service[round] = serviceCommands(bots, tables, ROUND_NANOS);
                Stats.print("storage round %d: raw inserts %.0f/s, accepted commands %.0f/s", round + 1,
                        raw[round], service[round]);
            }
        }
        Stats.print("storage: one committed single-row insert (WAL, synchronous=FULL) takes %s",
                Stats.of(Arrays.copyOf(commits, committed)));
        double rawRate = median(raw);
        double serviceRate = median(service);
        double ratio = serviceRate / rawRate;
        Stats.print("storage: accepted commands %.0f/s vs raw single-row commits %.0f/s = %.0f %% (target >= 50 %%)",
                serviceRate, rawRate, ratio * 100);
        assertTrue(ratio >= 0.5, "the service stores at " + Math.round(ratio * 100) + " % of the raw insert rate");
    }

    private static Connection rawDatabase(Path file) throws Exception {
        SQLiteConfig config = new SQLiteConfig();
        config.setJournalMode(SQLiteConfig.JournalMode.WAL);
        config.setSynchronous(SQLiteConfig.SynchronousMode.FULL);
        config.enforceForeignKeys(true);
        config.setBusyTimeout(5_000);
        Connection connection = DriverManager.getConnection("jdbc:sqlite:" + file, config.toProperties());
        try (Statement statement = connection.createStatement()) {
            statement.execute("CREATE TABLE rows (id INTEGER PRIMARY KEY, payload TEXT NOT NULL)");
        }
        return connection;
    }

    /**
     * Single-row inserts, each its own committed transaction (autocommit); rows per second.
     * Each commit's time is kept too: its tail is the floor under any accepted command's.
     */
    private double rawInserts(Connection connection, long nanos) throws Exception {
        try (PreparedStatement insert = connection.prepareStatement("INSERT INTO rows (payload) VALUES (?)")) {
            long start = System.nanoTime();
            long end = start + nanos;
            int rows = 0;
            long now = start;
            while (now < end) {
                insert.setString(1, PAYLOAD);
                insert.executeUpdate();
                long done = System.nanoTime();
                if (commits.length == committed) {
                    commits = Arrays.copyOf(commits, committed * 2);
                }
                commits[committed++] = done - now;
                now = done;
                rows++;
            }
            return rows / ((System.nanoTime() - start) / 1e9);
        }
    }

    /** The tables' commands, channel after channel; accepted commands per second. */
    private static double serviceCommands(Bots bots, List<ScriptedTable> tables, long nanos) {
        long start = System.nanoTime();
        long end = start + nanos;
        int accepted = 0;
        int i = 0;
        while (System.nanoTime() < end) {
            ScriptedTable table = tables.get(i++ % tables.size());
            bots.router().route(table.next());
            if (table.settle()) {
                accepted++;
            }
        }
        return accepted / ((System.nanoTime() - start) / 1e9);
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
