package mfz.bot.bench;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.function.IntPredicate;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import mfz.bot.core.Request;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.SentInteraction;

/**
 * Drives channels against the bot through the fake Discord, one virtual thread per channel,
 * each sending its script's next command once the previous one was answered. Closed loop
 * (send again at once) measures the sustained rate; paced (one command per channel per
 * period, channels staggered evenly) offers a fixed load and measures latency. Latency runs
 * from just before INTERACTION_CREATE is sent to the callback's arrival at the fake.
 */
final class Load {

    /**
     * What one run measured, counting only commands sent after the warm-up: each script's
     * latencies (in the order the scripts were given) and how many of its commands were accepted.
     */
    record Result(List<long[]> perScript, int[] accepted, double seconds, Cpu cpu, List<byte[]> commandsPerScript,
                  List<String> commandNames) {

        /**
         * Where the tail comes from: of the picked scripts' samples slower than {@code threshold}
         * nanoseconds, how many each command sent (by its name, most first).
         */
        Map<String, Integer> slowerThan(IntPredicate scripts, double thresholdMillis) {
            Map<String, Integer> counts = new HashMap<>();
            for (int s = 0; s < perScript.size(); s++) {
                if (!scripts.test(s)) {
                    continue;
                }
                long[] samples = perScript.get(s);
                for (int i = 0; i < samples.length; i++) {
                    if (samples[i] / 1e6 > thresholdMillis) {
                        counts.merge(commandNames.get(commandsPerScript.get(s)[i]), 1, Integer::sum);
                    }
                }
            }
            Map<String, Integer> sorted = new LinkedHashMap<>();
            counts.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
                    .forEach(e -> sorted.put(e.getKey(), e.getValue()));
            return sorted;
        }

        /** The picked scripts' {@code n} slowest commands, slowest first: each command's name and milliseconds. */
        List<String> slowest(IntPredicate scripts, int n) {
            List<Map.Entry<String, Double>> all = new ArrayList<>();
            for (int s = 0; s < perScript.size(); s++) {
                if (scripts.test(s)) {
                    long[] samples = perScript.get(s);
                    for (int i = 0; i < samples.length; i++) {
                        all.add(Map.entry(commandNames.get(commandsPerScript.get(s)[i]), samples[i] / 1e6));
                    }
                }
            }
            return all.stream().sorted(Map.Entry.<String, Double>comparingByValue().reversed()).limit(n)
                    .map(e -> String.format("%s %.1f ms", e.getKey(), e.getValue())).toList();
        }

        /** Every script's latencies. */
        long[] latencies() {
            return latencies(script -> true);
        }

        /** The latencies of the scripts the test picks, by their index in the run. */
        long[] latencies(IntPredicate scripts) {
            return IntStream.range(0, perScript.size()).filter(scripts)
                    .mapToObj(perScript::get).flatMapToLong(Arrays::stream).toArray();
        }

        double commandsPerSecond() {
            return perScript.stream().mapToInt(samples -> samples.length).sum() / seconds;
        }

        double acceptedPerSecond() {
            return acceptedPerSecond(script -> true);
        }

        double acceptedPerSecond(IntPredicate scripts) {
            return IntStream.range(0, accepted.length).filter(scripts).map(i -> accepted[i]).sum() / seconds;
        }

        /** CPU milliseconds this JVM (bot, JDA, fake Discord and benchmark together) spent per accepted command. */
        double cpuMillisPerAccepted() {
            return cpu.processSeconds() * 1000 / (acceptedPerSecond() * seconds);
        }

        /** Runs of the same scripts taken as one: their windows end to end, as if measured at a stretch. */
        static Result merged(List<Result> runs) {
            int scripts = runs.getFirst().perScript().size();
            List<String> names = new ArrayList<>();
            List<long[]> perScript = new ArrayList<>();
            List<byte[]> commands = new ArrayList<>();
            int[] accepted = new int[scripts];
            for (int s = 0; s < scripts; s++) {
                int script = s;
                perScript.add(runs.stream().map(run -> run.perScript().get(script)).flatMapToLong(Arrays::stream)
                        .toArray());
                ByteArrayOutputStream codes = new ByteArrayOutputStream();
                for (Result run : runs) {
                    accepted[s] += run.accepted()[s];
                    for (byte code : run.commandsPerScript().get(s)) {
                        String name = run.commandNames().get(code);
                        int index = names.indexOf(name);
                        if (index < 0) {
                            names.add(name);
                            index = names.size() - 1;
                        }
                        codes.write(index);
                    }
                }
                commands.add(codes.toByteArray());
            }
            double seconds = runs.stream().mapToDouble(Result::seconds).sum();
            Cpu cpu = new Cpu(runs.stream().mapToDouble(run -> run.cpu().processSeconds()).sum(),
                    runs.stream().mapToDouble(run -> run.cpu().machineBusy() * run.seconds()).sum() / seconds,
                    runs.getFirst().cpu().cores(), runs.stream().mapToDouble(run -> run.cpu().jitSeconds()).sum());
            return new Result(perScript, accepted, seconds, cpu, commands, names);
        }
    }

    /**
     * CPU over the measured window: this JVM's (every thread: the bot, JDA, the fake Discord,
     * the benchmark's players) and the whole machine's, so a rate capped by the cores shows as such.
     *
     * @param processSeconds this JVM's CPU time
     * @param machineBusy    the machine's share of busy CPU, 0 to 1, all cores
     * @param cores          the machine's cores
     * @param jitSeconds     CPU the JIT's compiler threads used in the window (part of processSeconds)
     */
    record Cpu(double processSeconds, double machineBusy, int cores, double jitSeconds) {

        /** Cores this JVM kept busy, on average. */
        double processCores(double seconds) {
            return processSeconds / seconds;
        }
    }

    /**
     * CPU the JIT's compiler threads used so far, in clock ticks (1/100 s), from {@code /proc/self/task}
     * (0 where it can't be read). Not the JVM's "total compilation time": on busy cores that is
     * wall time, most of it waiting for a core.
     */
    private static long compilerTicks() {
        long ticks = 0;
        try (var tasks = Files.list(Path.of("/proc/self/task"))) {
            for (Path task : tasks.toList()) {
                try {
                    String stat = Files.readString(task.resolve("stat"));
                    int open = stat.indexOf('(');
                    int close = stat.lastIndexOf(')');
                    String name = stat.substring(open + 1, close);
                    if (name.startsWith("C1 Compiler") || name.startsWith("C2 Compiler")) {
                        String[] f = stat.substring(close + 2).split(" ");
                        ticks += Long.parseLong(f[11]) + Long.parseLong(f[12]); // utime, stime
                    }
                } catch (IOException | RuntimeException gone) {
                    // a thread that ended meanwhile
                }
            }
        } catch (IOException unreadable) {
            return 0;
        }
        return ticks;
    }

    /** {@code /proc/stat}'s first line: busy and total jiffies of all cores (zeros where it can't be read). */
    private static long[] machineJiffies() {
        try {
            String[] f = Files.readAllLines(Path.of("/proc/stat")).getFirst().trim().split("\\s+");
            long total = 0;
            for (int i = 1; i < f.length; i++) {
                total += Long.parseLong(f[i]);
            }
            long idle = Long.parseLong(f[4]) + (f.length > 5 ? Long.parseLong(f[5]) : 0);
            return new long[] {total - idle, total};
        } catch (IOException | RuntimeException unreadable) {
            return new long[] {0, 0};
        }
    }

    private final FakeDiscord fake;
    private final Callbacks callbacks;
    private final Map<String, FakeWorld.User> users;
    private final Map<String, FakeWorld.Channel> channels;

    Load(FakeDiscord fake, Callbacks callbacks) {
        this.fake = fake;
        this.callbacks = callbacks;
        this.users = fake.world().members().stream().collect(Collectors.toMap(FakeWorld.User::id, Function.identity()));
        this.channels = fake.worlds().stream().flatMap(world -> world.channels().stream())
                .collect(Collectors.toMap(FakeWorld.Channel::id, Function.identity()));
    }

    /**
     * Runs every script for {@code warmUp + measure}; {@code period} null for a closed loop.
     * Any failure (a reply that never came) fails the run.
     */
    Result run(List<Script> scripts, Duration warmUp, Duration measure, Duration period) throws Exception {
        long start = System.nanoTime();
        long measureFrom = start + warmUp.toNanos();
        long end = measureFrom + measure.toNanos();
        List<long[]> perChannel = new ArrayList<>();
        // Which command each sample was, as a small number: a name per sample would be megabytes of references.
        List<byte[]> commandOf = new ArrayList<>();
        List<String> names = new CopyOnWriteArrayList<>();
        Map<String, Integer> numbered = new ConcurrentHashMap<>();
        // Room for a channel answering every millisecond, no more: a bigger buffer per channel
        // was 1.6 MB each, 160 MB per run, and its promotion to the old generation showed up as
        // the benchmark's own GC pauses in the latency it measures.
        int room = (int) Math.min(measure.toMillis(), 50_000);
        int[] commands = new int[scripts.size()];
        int[] accepted = new int[scripts.size()];
        AtomicReference<Throwable> failure = new AtomicReference<>();
        List<Thread> threads = new ArrayList<>();
        for (int c = 0; c < scripts.size(); c++) {
            int channel = c;
            long[] samples = new long[room];
            byte[] sampleCommands = new byte[room];
            perChannel.add(samples);
            commandOf.add(sampleCommands);
            long offset = period == null ? 0 : period.toNanos() * c / scripts.size();
            threads.add(Thread.ofVirtual().start(() -> {
                try {
                    long slot = start + offset;
                    while (true) {
                        if (period != null) {
                            long wait = slot - System.nanoTime();
                            if (wait > 0) {
                                Thread.sleep(Duration.ofNanos(wait));
                            }
                            slot += period.toNanos();
                        }
                        if (System.nanoTime() >= end) {
                            return;
                        }
                        // What the scripted players type next is their own thinking, not the bot's
                        // work: it is worked out before the clock starts.
                        Script script = scripts.get(channel);
                        Request typed = script.next();
                        long sentAt = System.nanoTime();
                        SentInteraction sent = send(typed);
                        long latency = callbacks.await(sent.id()) - sentAt;
                        boolean ok = script.settle();
                        if (sentAt >= measureFrom && commands[channel] < samples.length) {
                            sampleCommands[commands[channel]] = (byte) (int) numbered.computeIfAbsent(typed.command(),
                                    name -> {
                                        synchronized (names) {
                                            names.add(name);
                                            return names.size() - 1;
                                        }
                                    });
                            samples[commands[channel]++] = latency;
                            if (ok) {
                                accepted[channel]++;
                            }
                        }
                    }
                } catch (Throwable e) {
                    failure.compareAndSet(null, e);
                }
            }));
        }
        // CPU over the measured window, read on a thread of its own at its start and end.
        var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        long[] compiled = new long[2];
        long[] cpu = new long[2];
        long[][] machine = new long[2][];
        Thread watch = Thread.ofPlatform().start(() -> {
            try {
                Thread.sleep(Duration.ofNanos(Math.max(0, measureFrom - System.nanoTime())));
                cpu[0] = os.getProcessCpuTime();
                compiled[0] = compilerTicks();
                machine[0] = machineJiffies();
                Thread.sleep(Duration.ofNanos(Math.max(0, end - System.nanoTime())));
                cpu[1] = os.getProcessCpuTime();
                compiled[1] = compilerTicks();
                machine[1] = machineJiffies();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        for (Thread thread : threads) {
            thread.join();
        }
        watch.join();
        if (failure.get() != null) {
            throw new AssertionError("a channel failed under load", failure.get());
        }
        List<long[]> measured = new ArrayList<>();
        List<byte[]> measuredCommands = new ArrayList<>();
        for (int c = 0; c < scripts.size(); c++) {
            measured.add(Arrays.copyOf(perChannel.get(c), commands[c]));
            measuredCommands.add(Arrays.copyOf(commandOf.get(c), commands[c]));
        }
        long busy = machine[1][0] - machine[0][0];
        long total = machine[1][1] - machine[0][1];
        return new Result(measured, accepted, measure.toNanos() / 1e9, new Cpu((cpu[1] - cpu[0]) / 1e9,
                total == 0 ? 0 : (double) busy / total, Runtime.getRuntime().availableProcessors(),
                (compiled[1] - compiled[0]) / 100.0), measuredCommands, List.copyOf(names));
    }

    /**
     * Plays these scripts in a closed loop until the JIT has settled: windows of {@code window}
     * until one spends under 2 % of its CPU compiling, at most {@code most} of them. Two busy
     * cores compile slowly, and code still being compiled costs the measurement several times its
     * steady CPU: a benchmark run first in its JVM measured half the rate of the same one run
     * after others had warmed the code. Returns the windows it took.
     */
    int warmUntilSettled(List<Script> scripts, Duration window, int most) throws Exception {
        for (int i = 1; i <= most; i++) {
            Result warm = run(scripts, Duration.ZERO, window, null);
            Stats.print("warm-up window %d: %.0f accepted/s, %.2f of %.2f CPU seconds compiling", i,
                    warm.acceptedPerSecond(), warm.cpu().jitSeconds(), warm.cpu().processSeconds());
            if (warm.cpu().jitSeconds() < 0.02 * warm.cpu().processSeconds()) {
                return i;
            }
        }
        // Seen on two shared cores: the same code's closed loop read 1,018 accepted/s unsettled, 1,350-1,488 settled.
        Stats.print("the JIT had not settled after %d warm-up windows: what follows is measured while it still "
                + "compiles, so compare it with a settled run's figures only with care", most);
        return most;
    }

    private SentInteraction send(Request request) {
        Object[] options = new Object[request.options().size() * 2];
        int i = 0;
        for (var option : request.options().entrySet()) {
            options[i++] = option.getKey();
            options[i++] = option.getValue();
        }
        FakeWorld.User user = users.get(request.caller().id());
        return fake.slash(user, channels.get(request.channelId()), request.command(), options);
    }
}
