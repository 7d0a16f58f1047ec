package mfz.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sqlite.SQLiteJDBCLoader;
import org.sqlite.util.OSInfo;

/**
 * A real "file too large" from the operating system: the store runs in a child JVM whose files
 * may not grow past 1 MiB ({@code ulimit -f}; the JVM ignores SIGXFSZ, so the write fails with
 * EFBIG instead of killing it). A command too big to store is refused, nothing of it is kept,
 * and the writer goes on: the commands after it are stored.
 */
class FullDiskTest {

    @TempDir
    Path dir;

    @Test
    void aCommitTheDiskRefusesIsRolledBackAndTheNextCommandsAreStored() throws Exception {
        Path file = dir.resolve("mfz.db");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        // 1.5 MB: past the 1 MiB limit, but within SQLite's page cache, so it reaches the disk at COMMIT.
        // The driver would unpack its native library (over 1 MiB) at start: it gets it unpacked.
        Path library = dir.resolve("native");
        Files.createDirectories(library);
        try (InputStream in = SQLiteJDBCLoader.class.getResourceAsStream(
                "/org/sqlite/native/" + OSInfo.getNativeLibFolderPathForCurrentOS() + "/libsqlitejdbc.so")) {
            Files.copy(in, library.resolve("libsqlitejdbc.so"));
        }
        String child = String.join(" ", List.of("ulimit -f 1024 && exec", quoted(java), "--enable-native-access=ALL-UNNAMED",
                quoted("-Dorg.sqlite.lib.path=" + library), "-Dorg.sqlite.lib.name=libsqlitejdbc.so", "-cp",
                quoted(System.getProperty("java.class.path")), FullDiskChild.class.getName(), quoted(file.toString()),
                "1500000"));
        Process process = new ProcessBuilder("bash", "-c", child).redirectErrorStream(true).start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS));
        List<String> lines = out.lines().filter(l -> l.startsWith("stored") || l.startsWith("big") || l.startsWith("failed") || l.startsWith("loaded")).toList();
        assertEquals(0, process.exitValue(), out);
        assertEquals("stored 4", lines.get(0), out);
        assertTrue(lines.get(1).startsWith("big refused: can't store the events of game 1: "), out);
        assertEquals(List.of("stored 5", "stored 6", "stored 7",
                "loaded 7 events: Small0 Small1 Small2 Small3 Small4 Small5 Small6"), lines.subList(2, 6), out);
    }

    private static String quoted(String text) {
        return "'" + text.replace("'", "'\\''") + "'";
    }
}
