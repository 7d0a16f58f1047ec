package mfz.bot.bench;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import mfz.bot.core.Request;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Benchmark 2: accepted commands per second through the command router and the game service
 * on SQLite (no Discord), against the raw rate of single-row committed inserts with the same
 * pragmas on the same file system, in the same run. Target: at least 50 % of the raw rate.
 *
 * <p>Method: a plain timed loop on one thread (commands of one channel are serialized anyway,
 * and every accepted command is one committed transaction), warmed up first. Each step sends
 * one command (eight channels in turn, refusals included in the time) and then makes one raw
 * insert, timing each, so both meet the disk in the same state; five rounds of 3 s, each
 * giving a ratio; the median ratio is compared with the target.
 */
@Tag("bench")
class StorageBench {

    private static final int ROUNDS = 5;
    private static final long ROUND_NANOS = 3_000_000_000L;

    private long[] commits = new long[1024];
    private int committed;

    @Test
    void theServiceStoresCommandsAtLeastHalfAsFastAsRawInserts() throws Exception {
        Path dir = Bots.folder("storage");
        double[] raw = new double[ROUNDS];
        double[] service = new double[ROUNDS];
        double[] ratios = new double[ROUNDS];
        try (RawCommits insert = new RawCommits(dir.resolve("raw.db"));
             Bots bots = Bots.open(dir.resolve("mfz.db"), 1)) {
            List<ScriptedTable> tables = java.util.stream.IntStream.range(0, 8)
                    .mapToObj(i -> new ScriptedTable(bots.games(), "g", "c" + i, List.of("u1", "u2"), "skirmish", i))
                    .toList();
            interleaved(bots, tables, insert, 1_000_000_000L);
            commits = new long[1024];
            committed = 0;
            for (int round = 0; round < ROUNDS; round++) {
                double[] rates = interleaved(bots, tables, insert, ROUND_NANOS);
                raw[round] = rates[0];
                service[round] = rates[1];
                ratios[round] = rates[1] / rates[0];
                Stats.print("storage round %d: raw inserts %.0f/s, accepted commands %.0f/s = %.0f %%", round + 1,
                        raw[round], service[round], ratios[round] * 100);
            }
        }
        Stats.print("storage: one committed single-row insert (WAL, synchronous=FULL) takes %s",
                Stats.of(Arrays.copyOf(commits, committed)));
        double ratio = median(ratios);
        Stats.print("storage: accepted commands %.0f/s vs raw single-row commits %.0f/s (medians); median round "
                + "%.0f %% (target >= 50 %%)", median(service), median(raw), ratio * 100);
        assertTrue(ratio >= 0.5, "the service stores at " + Math.round(ratio * 100) + " % of the raw insert rate");
    }

    /**
     * One command through the service, then one raw insert, in turn: the disk of a shared
     * machine changes speed from second to second, and interleaving lets both sides meet the
     * same disk. Each side's rate is its count over its own summed time: {raw, service}.
     */
    private double[] interleaved(Bots bots, List<ScriptedTable> tables, RawCommits insert, long nanos)
            throws Exception {
        long end = System.nanoTime() + nanos;
        long rawNanos = 0;
        long serviceNanos = 0;
        int rows = 0;
        int accepted = 0;
        int i = 0;
        while (System.nanoTime() < end) {
            ScriptedTable table = tables.get(i++ % tables.size());
            // Only the bot's own work is timed: what the scripted players choose to type is not the service.
            Request typed = table.next();
            long start = System.nanoTime();
            bots.router().route(typed);
            serviceNanos += System.nanoTime() - start;
            if (table.settle()) {
                accepted++;
            }
            long commit = insert.commitOne();
            rawNanos += commit;
            rows++;
            if (commits.length == committed) {
                commits = Arrays.copyOf(commits, committed * 2);
            }
            commits[committed++] = commit;
        }
        return new double[] {rows / (rawNanos / 1e9), accepted / (serviceNanos / 1e9)};
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
