package mfz.bot.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;

/** Latency figures of one run: nanoseconds in, milliseconds out. */
record Stats(int count, double p50, double p99, double max) {

    static Stats of(long[] nanos) {
        if (nanos.length == 0) {
            throw new IllegalArgumentException("no samples");
        }
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        return new Stats(sorted.length, ms(percentile(sorted, 0.50)), ms(percentile(sorted, 0.99)),
                ms(sorted[sorted.length - 1]));
    }

    /** The middle value (the upper one of an even count), as every benchmark judges its rounds. */
    static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    static double median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    /** Nearest rank: the smallest sample with at least that share of samples at or below it. */
    private static long percentile(long[] sorted, double share) {
        int rank = (int) Math.ceil(share * sorted.length);
        return sorted[Math.max(0, rank - 1)];
    }

    private static double ms(long nanos) {
        return nanos / 1e6;
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "n=%d p50=%.3f ms p99=%.3f ms max=%.3f ms", count, p50, p99, max);
    }

    /**
     * The load average, to show when other work shared the machine: the figures are ratios
     * measured in one run for that reason, but latency tails still feel it.
     */
    static String loadAverage() {
        try {
            String[] parts = Files.readString(Path.of("/proc/loadavg")).split(" ");
            return parts[0] + " " + parts[1] + " " + parts[2] + " on " + Runtime.getRuntime().availableProcessors()
                    + " cores";
        } catch (IOException | RuntimeException e) {
            return "unknown";
        }
    }

    /** One benchmark line, prefixed so the figures are easy to pick out of the build log. */
    static void print(String format, Object... args) {
        System.out.println("[bench] " + String.format(Locale.ROOT, format, args));
    }
}
