package mfz.bot.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README says a copy of {@code data/mfz.db} is a backup once the console has left. An
 * audit (2026-11-26) found that Ctrl-C left the newest games in SQLite's write-ahead log beside
 * it ({@code mfz.db-wal}), so a copy of the file alone had lost them. The console, in a process
 * of its own, is interrupted as a terminal's Ctrl-C does (SIGINT).
 */
@EnabledOnOs({OS.LINUX, OS.MAC})
class InterruptedConsoleTest {

    @TempDir
    Path dir;

    @Test
    void afterCtrlCACopyOfTheDatabaseFileAloneHoldsEveryGame() throws Exception {
        Path database = dir.resolve("mfz.db");
        String java = ProcessHandle.current().info().command().orElse("java");
        // The quick compiler alone: this JVM runs one command, and starts sooner without the other.
        ProcessBuilder builder = new ProcessBuilder(java, "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xshare:auto", "-cp",
                System.getProperty("java.class.path"), "mfz.bot.Main", "--console");
        builder.environment().remove("DISCORD_TOKEN");
        builder.environment().put("MFZ_DB", database.toString());
        builder.redirectErrorStream(true);
        Process console = builder.start();
        StringBuffer out = new StringBuffer();
        Thread reader = Thread.ofVirtual().start(() -> copy(console.getInputStream(), out));
        try (Writer in = console.outputWriter(StandardCharsets.UTF_8)) {
            in.write("/game new size:demo\n");
            in.flush();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (!out.toString().contains("Demo game") && console.isAlive() && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertTrue(out.toString().contains("Demo game"), "the game was opened: " + out);
            new ProcessBuilder("kill", "-INT", Long.toString(console.pid())).start().waitFor();
            assertTrue(console.waitFor(30, TimeUnit.SECONDS), "Ctrl-C ends the console: " + out);
        } finally {
            console.destroyForcibly();
            reader.join(5_000);
        }

        Path copy = dir.resolve("copy.db");
        Files.copy(database, copy);
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + copy);
             ResultSet games = connection.createStatement().executeQuery("SELECT count(*) FROM games")) {
            assertEquals(1, games.getInt(1), "the copy holds the game: " + out);
        }
    }

    private static void copy(InputStream from, StringBuffer to) {
        try {
            byte[] buffer = new byte[8192];
            for (int n; (n = from.read(buffer)) > 0; ) {
                to.append(new String(buffer, 0, n, StandardCharsets.UTF_8));
            }
        } catch (IOException closed) {
            // the process ended
        }
    }
}
