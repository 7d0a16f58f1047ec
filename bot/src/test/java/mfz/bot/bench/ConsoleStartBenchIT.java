package mfz.bot.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Benchmark 5, the console: a new JVM to the console's first line, started as players start it.
 * {@code ./run} runs the packaged jar with the class-data archive its first start writes, so this
 * runs once the jar is built (the bench profile's integration tests) and starts it the same way:
 * one start to write the archive (and create the database), then the median of three on the same
 * database, judged against
 * {@value #CONSOLE_TARGET_MS} ms. Printed beside it for scale: the jar without the archive, and a
 * JVM printing one line ({@code java -version}'s first line, the least a JVM does).
 */
@Tag("bench")
class ConsoleStartBenchIT {

    /** A new JVM to the console's first line, at most. */
    static final long CONSOLE_TARGET_MS = 1_000;
    private static final Path JAR = Path.of("target/mfz-bot.jar");

    @Test
    void theConsolesFirstLineAsPlayersStartIt() throws Exception {
        assertTrue(Files.isRegularFile(JAR), "the packaged bot at " + JAR.toAbsolutePath());
        Path dir = Bots.folder("console-start");
        Path archive = dir.resolve("mfz-bot.jsa");
        Files.deleteIfExists(archive);
        List<String> run = List.of("-XX:+AutoCreateSharedArchive", "-XX:SharedArchiveFile=" + archive,
                "-Xlog:cds=off", "-Xlog:cds+dynamic=off", "-jar", JAR.toString(), "--console");
        // A player's database stays between starts, as the archive does: the first start creates both.
        Path database = dir.resolve("mfz.db");
        Files.deleteIfExists(database);
        long writing = firstLine(run, database);
        long[] archived = new long[3];
        long[] plain = new long[3];
        long[] jvm = new long[3];
        for (int i = 0; i < 3; i++) {
            archived[i] = firstLine(run, database);
            plain[i] = firstLine(List.of("-jar", JAR.toString(), "--console"), database);
            jvm[i] = firstLine(List.of("-version"), dir.resolve("unused.db"));
        }
        double consoleMs = Stats.median(archived) / 1e6;
        Stats.print("console to first prompt (banner), as ./run starts it (the jar and its class-data archive): %.0f ms "
                + "(the start writing the archive %.0f ms; the jar without it %.0f ms; a JVM's first line %.0f ms) "
                + "(target <= %d ms)", consoleMs, writing / 1e6, Stats.median(plain) / 1e6, Stats.median(jvm) / 1e6,
                CONSOLE_TARGET_MS);
        assertTrue(consoleMs <= CONSOLE_TARGET_MS, "the console's first line after " + consoleMs + " ms");
    }

    /** A new JVM with these arguments: nanoseconds until its first line of output (or of errors, for -version). */
    private static long firstLine(List<String> arguments, Path database) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "--enable-native-access=ALL-UNNAMED"));
        command.addAll(arguments);
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().remove("DISCORD_TOKEN");
        builder.environment().put("MFZ_DB", database.toString());
        long start = System.nanoTime();
        Process process = builder.start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8))) {
            String line = out.readLine();
            long took = System.nanoTime() - start;
            assertTrue(line != null && !line.isBlank(), "printed a first line: " + line);
            process.getOutputStream().close();
            out.transferTo(Writer.nullWriter());
            assertTrue(process.waitFor(30, TimeUnit.SECONDS), "the process ends once its input does");
            assertEquals(0, process.exitValue(), () -> "exit of " + command);
            return took;
        } finally {
            process.destroyForcibly();
        }
    }
}
