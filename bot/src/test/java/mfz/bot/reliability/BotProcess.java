package mfz.bot.reliability;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import mfz.bot.fakediscord.FakeDiscord;

/**
 * The packaged bot ({@code target/mfz-bot.jar}) as a process of its own, started the way a
 * user starts it ({@code java -jar mfz-bot.jar --discord}) against a fake Discord, with its
 * standard output and error kept in files; {@link #kill()} is {@code kill -9}.
 */
final class BotProcess implements AutoCloseable {

    static final Path JAR = Path.of("target/mfz-bot.jar");

    private final Process process;
    private final Path out;
    private final Path err;

    private BotProcess(Process process, Path out, Path err) {
        this.process = process;
        this.out = out;
        this.err = err;
    }

    /** Starts the bot on a SQLite file and waits until it is connected: ready for interactions. */
    static BotProcess start(FakeDiscord fake, Path database, Path logs, int run, Duration ready) throws Exception {
        return start(fake, Map.of("MFZ_DB", database.toString()), logs, "bot-" + run, ready);
    }

    /** How long each commit of the bot under test waits first, as on a slow disk. */
    static final long SLOW_COMMIT_MS = 25;

    /**
     * Starts the bot with the fake's environment plus {@code env} (its database, its shards), its
     * output in {@code logs/name.out} and {@code .err}, and waits until it says it is connected
     * (its commands registered, if it registers them): ready for interactions.
     */
    static BotProcess start(FakeDiscord fake, Map<String, String> env, Path logs, String name, Duration ready)
            throws Exception {
        if (!Files.isRegularFile(JAR)) {
            throw new IllegalStateException(JAR.toAbsolutePath() + " is missing: run the package phase first");
        }
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new ArrayList<>(List.of(java, "-Xmx256m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Dmfz.log.level=DEBUG",
                // A slow disk: a reply sent before its command is stored is then caught by a kill.
                "-Dmfz.test.slowCommitMs=" + SLOW_COMMIT_MS,
                "-Dmfz.log.jda=DEBUG", "-jar", JAR.toAbsolutePath().toString(), "--discord"));
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().clear();
        builder.environment().putAll(fake.env(logs.resolve(name + ".db")));
        builder.environment().putAll(env);
        builder.environment().put("PATH", System.getenv().getOrDefault("PATH", "/usr/bin:/bin"));
        Path out = logs.resolve(name + ".out");
        Path err = logs.resolve(name + ".err");
        builder.redirectOutput(out.toFile()).redirectError(err.toFile()).redirectInput(ProcessBuilder.Redirect.PIPE);
        BotProcess bot = new BotProcess(builder.start(), out, err);
        long deadline = System.nanoTime() + ready.toNanos();
        while (!bot.output().contains("Connected to Discord")) {
            if (!bot.process.isAlive() || System.nanoTime() > deadline) {
                bot.kill();
                throw new IllegalStateException("the bot did not become ready (exit " + (bot.process.isAlive()
                        ? "none" : bot.process.exitValue()) + "):\n" + bot.output());
            }
            Thread.sleep(20);
        }
        return bot;
    }

    /** Stops it as {@code docker stop} does (SIGTERM), and waits for it: its exit status. */
    int stop() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            throw new IllegalStateException("the bot process " + process.pid() + " did not stop within 60 s of SIGTERM");
        }
        return process.exitValue();
    }

    /** {@code kill -9}: no shutdown hook, no last write; waits until the process is gone. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            throw new IllegalStateException("the bot process " + process.pid() + " outlived kill -9");
        }
    }

    long pid() {
        return process.pid();
    }

    /** Everything the process wrote, standard output then standard error. */
    String output() throws IOException {
        return Files.readString(out) + Files.readString(err);
    }

    @Override
    public void close() {
        if (process.isAlive()) {
            try {
                kill();
            } catch (InterruptedException e) {
                process.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }
    }
}
