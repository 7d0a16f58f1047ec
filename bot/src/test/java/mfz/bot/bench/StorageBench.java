package mfz.bot.bench;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.IntStream;
import mfz.bot.core.CommandRouter;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Benchmark 2: accepted commands per second through the command router and the game service
 * on SQLite (no Discord), against the raw rate of single-row committed inserts with the same
 * pragmas on the same file system, in the same run. Target: at least 50 % of the raw rate.
 *
 * <p>The service is driven as the bot is used: {@value #CHANNELS} channels play at once, each
 * on its own virtual thread (as the Discord front end runs them), each channel's commands one
 * after another. Their commits share fsyncs (group commit), which is what the store is built
 * for. The raw side is one thread committing one row at a time: SQLite lets one connection
 * write at a time and each autocommit insert syncs on its own, so more writers can't raise
 * the raw rate, and the run measures that too.
 *
 * <p>The disk of a shared machine changes speed from second to second, so the two sides take
 * turns in slices of {@value #SLICE_MILLIS} ms and each side's rate is its count over its own
 * summed time. After a 30 s warm-up, nine rounds of 3 s each give a ratio; the median ratio
 * meets the target. The
 * time includes refused commands and the scripted players choosing what to type.
 *
 * <p>One channel alone is measured too and printed (not held to the target): there every
 * command pays a whole fsync, so it shows the service's own cost per command.
 */
@Tag("bench")
class StorageBench {

    private static final int CHANNELS = 8;
    private static final int ROUNDS = 9;
    private static final long ROUND_NANOS = 3_000_000_000L;
    private static final long SLICE_MILLIS = 100;
    private static final long SLICE_NANOS = SLICE_MILLIS * 1_000_000L;

    @Test
    void theServiceStoresCommandsAtLeastHalfAsFastAsRawInserts() throws Exception {
        Path dir = Bots.folder("storage");
        double[] ratios = new double[ROUNDS];
        double[] raw = new double[ROUNDS];
        double[] service = new double[ROUNDS];
        try (RawCommits insert = new RawCommits(dir.resolve("raw.db"));
             Bots bots = Bots.open(dir.resolve("mfz.db"), 1);
             ExecutorService channels = Executors.newVirtualThreadPerTaskExecutor()) {
            List<ScriptedTable> tables = IntStream.range(0, CHANNELS)
                    .mapToObj(i -> new ScriptedTable(bots.games(), "g", "c" + i, List.of("u1", "u2"), "skirmish", i))
                    .toList();
            ScriptedTable alone = new ScriptedTable(bots.games(), "g", "alone", List.of("u1", "u2"), "skirmish", 99);
            // Warm-up: the ratio keeps rising for the first half-minute or more (the JIT, and the
            // eight tables starting their games in step); a 12 s warm-up left the first rounds at 32-47 %.
            takeTurns(insert, () -> playTogether(bots.router(), channels, tables), 30_000_000_000L);
            takeTurns(insert, () -> playAlone(bots.router(), alone), 1_000_000_000L);

            for (int round = 0; round < ROUNDS; round++) {
                Rates rates = takeTurns(insert, () -> playTogether(bots.router(), channels, tables), ROUND_NANOS);
                raw[round] = rates.raw();
                service[round] = rates.service();
                ratios[round] = rates.ratio();
                Stats.print("storage round %d: raw inserts %.0f/s, accepted commands %.0f/s (%d channels at once) "
                        + "= %.0f %%, %.0f %% of the commands sent were refused", round + 1, rates.raw(),
                        rates.service(), CHANNELS, rates.ratio() * 100, rates.refused() * 100);
            }
            Rates oneChannel = takeTurns(insert, () -> playAlone(bots.router(), alone), ROUND_NANOS);
            Stats.print("storage, one channel alone (each command its own fsync; not the target): raw inserts %.0f/s, "
                    + "accepted commands %.0f/s = %.0f %%", oneChannel.raw(), oneChannel.service(),
                    oneChannel.ratio() * 100);
            Stats.print("storage: raw single-row commits from %d writers at once: %.0f/s (SQLite has one writer)",
                    CHANNELS, manyWriters(dir.resolve("raw.db"), channels));
        }
        double ratio = Stats.median(ratios);
        Stats.print("storage: accepted commands %.0f/s vs raw single-row commits %.0f/s (medians); median round "
                + "%.0f %% (target >= 50 %%)", Stats.median(service), Stats.median(raw), ratio * 100);
        assertTrue(ratio >= 0.5, "the service stores at " + Math.round(ratio * 100) + " % of the raw insert rate");
    }

    /** Each side's count over its own summed time, and the share of commands sent that were refused. */
    private record Rates(double raw, double service, double refused) {
        double ratio() {
            return service / raw;
        }
    }

    /** What a slice of service time did. */
    private record Played(int sent, int accepted) { }

    @FunctionalInterface
    private interface Slice {
        Played play() throws Exception;
    }

    /** Raw inserts and the service in turn, a slice each, for about {@code nanos}. */
    private static Rates takeTurns(RawCommits insert, Slice serviceSlice, long nanos) throws Exception {
        long end = System.nanoTime() + nanos;
        long rawNanos = 0;
        long serviceNanos = 0;
        long rows = 0;
        long sent = 0;
        long accepted = 0;
        while (System.nanoTime() < end) {
            long start = System.nanoTime();
            long sliceEnd = start + SLICE_NANOS;
            do {
                insert.commitOne();
                rows++;
            } while (System.nanoTime() < sliceEnd);
            long middle = System.nanoTime();
            rawNanos += middle - start;
            Played played = serviceSlice.play();
            serviceNanos += System.nanoTime() - middle;
            sent += played.sent();
            accepted += played.accepted();
        }
        return new Rates(rows / (rawNanos / 1e9), accepted / (serviceNanos / 1e9), 1 - accepted / (double) sent);
    }

    /** Every channel plays on its own virtual thread for one slice; returns once all stopped. */
    private static Played playTogether(CommandRouter router, ExecutorService channels, List<ScriptedTable> tables) throws Exception {
        long sliceEnd = System.nanoTime() + SLICE_NANOS;
        List<Future<Played>> playing = new ArrayList<>();
        for (ScriptedTable table : tables) {
            playing.add(channels.submit(() -> play(router, table, sliceEnd)));
        }
        int sent = 0;
        int accepted = 0;
        for (Future<Played> done : playing) {
            sent += done.get().sent();
            accepted += done.get().accepted();
        }
        return new Played(sent, accepted);
    }

    private static Played playAlone(CommandRouter router, ScriptedTable table) {
        return play(router, table, System.nanoTime() + SLICE_NANOS);
    }

    /** One channel's commands, one after another, until the slice ends. */
    private static Played play(CommandRouter router, ScriptedTable table, long sliceEnd) {
        int sent = 0;
        int accepted = 0;
        while (System.nanoTime() < sliceEnd) {
            router.route(table.next());
            sent++;
            if (table.settle()) {
                accepted++;
            }
        }
        return new Played(sent, accepted);
    }

    /** Single-row commits from several connections at once, one per writer, for a second. */
    private static double manyWriters(Path file, ExecutorService threads) throws Exception {
        List<RawCommits> writers = new ArrayList<>();
        try {
            for (int i = 0; i < CHANNELS; i++) {
                writers.add(new RawCommits(file));
            }
            long end = System.nanoTime() + 1_000_000_000L;
            long start = System.nanoTime();
            List<Future<Integer>> counts = new ArrayList<>();
            for (RawCommits writer : writers) {
                counts.add(threads.submit(() -> {
                    int n = 0;
                    while (System.nanoTime() < end) {
                        writer.commitOne();
                        n++;
                    }
                    return n;
                }));
            }
            long rows = 0;
            for (Future<Integer> count : counts) {
                rows += count.get();
            }
            return rows / ((System.nanoTime() - start) / 1e9);
        } finally {
            for (RawCommits writer : writers) {
                writer.close();
            }
        }
    }

}
