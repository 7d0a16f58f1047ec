package mfz.bot.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.List;
import mfz.bot.core.Reply;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Files at the console table (a console audit): saved readable by others, as a file saved the
 * usual way is; no passing file left behind; the same bytes under a name are that file already;
 * and a path typed is read from where {@code ./run} was typed.
 */
class LocalFilesTest {

    @TempDir
    Path dir;

    @Test
    void aSavedFileIsShareableAndTheSameBytesAreNotCopiedAgain() throws Exception {
        Reply.Attachment export = new Reply.Attachment("game.json", "{}".getBytes());
        assertEquals("📎 game.json saved as " + dir.resolve("game.json"), LocalFiles.write(dir, export));
        assertEquals("📎 game.json saved as " + dir.resolve("game.json"), LocalFiles.write(dir, export), "the same");
        assertEquals("📎 game.json saved as " + dir.resolve("game-2.json"),
                LocalFiles.write(dir, new Reply.Attachment("game.json", "{ }".getBytes())), "another: a name of its own");
        if (Files.getFileStore(dir).supportsFileAttributeView("posix")) {
            assertTrue(Files.getPosixFilePermissions(dir.resolve("game.json")).contains(PosixFilePermission.OTHERS_READ));
        }
        try (var left = Files.list(dir)) {
            assertEquals(List.of("game-2.json", "game.json"), left.map(p -> p.getFileName().toString()).sorted().toList(),
                    "no passing file left");
        }
    }

    @Test
    void aTypedPathIsReadFromWhereRunWasTyped() {
        String before = System.getProperty("mfz.cwd");
        try {
            System.setProperty("mfz.cwd", dir.toString());
            assertEquals(dir.resolve("game.json"), LocalFiles.typedPath("game.json"));
            assertEquals(Path.of("/etc/x.json"), LocalFiles.typedPath("/etc/x.json"));
            System.clearProperty("mfz.cwd");
            assertEquals(Path.of("game.json"), LocalFiles.typedPath("game.json"), "without ./run: the JVM's own");
        } finally {
            if (before != null) {
                System.setProperty("mfz.cwd", before);
            }
        }
    }
}
