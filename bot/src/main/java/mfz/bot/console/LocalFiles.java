package mfz.bot.console;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import mfz.bot.core.CommandRouter;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;

/**
 * Files at the console: where Discord would attach a file to a command, the console takes a
 * path and reads the file; where Discord would send one, the console writes it to a folder.
 */
final class LocalFiles {

    private LocalFiles() {
    }

    /** The options with every file option's path replaced by the file's text. */
    static Map<String, String> readAttachments(CommandRouter router, String command, Map<String, String> options) {
        CommandSpec spec = router.specs().stream().map(s -> s.find(command)).flatMap(Optional::stream)
                .findFirst().orElse(null);
        if (spec == null) {
            return Map.copyOf(options);
        }
        Map<String, String> read = new LinkedHashMap<>(options);
        for (OptionSpec option : spec.options()) {
            String path = options.get(option.name());
            if (option.type() != OptionSpec.Type.ATTACHMENT || path == null) {
                continue;
            }
            try {
                read.put(option.name(), readText(typedPath(path), option.maxLength()));
            } catch (NoSuchFileException e) {
                throw new PlayerError("There is no file `" + path + "`.");
            } catch (IOException | UncheckedIOException e) {
                throw new PlayerError("`" + path + "` can't be read as text.");
            } catch (InvalidPathException e) {
                throw new PlayerError("`" + path + "` is not a file path.");
            }
        }
        return Map.copyOf(read);
    }

    /**
     * The file's text, at most {@code maxBytes} of it read whatever the path is: a device such
     * as {@code /dev/zero} reports size 0 and never ends (reading it whole ran out of memory), and
     * opening a FIFO waits for a writer, so only a regular file is opened at all.
     */
    private static String readText(Path file, int maxBytes) throws IOException {
        if (!Files.exists(file)) {
            throw new NoSuchFileException(file.toString());
        }
        if (!Files.isRegularFile(file)) {
            throw new PlayerError("`" + file + "` is not a regular file.");
        }
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes(maxBytes + 1);
        }
        if (bytes.length > maxBytes) {
            throw new PlayerError("`" + file + "` is too big: at most " + maxBytes / 1000 + " kB.");
        }
        return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
    }

    /**
     * A path typed at the table, read from where {@code ./run} was typed ({@code mfz.cwd}, which the
     * script sets before it moves to its checkout; a console audit: from elsewhere, a relative
     * {@code file:} was looked for in the checkout).
     */
    static Path typedPath(String typed) {
        Path path = Path.of(typed);
        String from = System.getProperty("mfz.cwd");
        return path.isAbsolute() || from == null || from.isBlank() ? path : Path.of(from).resolve(path);
    }

    /**
     * Writes a file the bot sends; the line says where it went. An existing file is never
     * replaced (exports are named by the game's channel and action count, which a later game can
     * reach again): the new one gets the first free name with {@code -2}, {@code -3}… before its
     * extension. The very same bytes under the name are that file already, and are not copied.
     */
    static String write(Path folder, Reply.Attachment file) {
        try {
            Files.createDirectories(folder);
            String name = Path.of(file.name()).getFileName().toString();
            int dot = name.lastIndexOf('.');
            String stem = dot > 0 ? name.substring(0, dot) : name;
            String extension = dot > 0 ? name.substring(dot) : "";
            // Written whole under a passing name first, then given its name: a write that fails
            // (a full disk) leaves no empty or cut file under the name a player would open.
            Path whole = Files.createTempFile(folder, ".saving-", ".part");
            try {
                Files.write(whole, file.content(), StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING);
                shareable(whole);
                for (int n = 1; ; n++) {
                    Path target = folder.resolve(n == 1 ? name : stem + "-" + n + extension);
                    try {
                        Files.move(whole, target); // refused when the name is taken: nothing is replaced
                        return "📎 " + file.name() + " saved as " + target;
                    } catch (FileAlreadyExistsException taken) {
                        // The same file again (a finished game's chart with its result, its table and its
                        // export): already there, nothing to replace or copy. Sizes first: most differ.
                        if (Files.size(target) == file.content().length
                                && Arrays.equals(Files.readAllBytes(target), file.content())) {
                            Files.delete(whole);
                            return "📎 " + file.name() + " saved as " + target;
                        }
                    }
                }
            } finally {
                // a save that failed leaves no passing file behind (an audit found one could)
                Files.deleteIfExists(whole);
            }
        } catch (IOException e) {
            return "📎 " + file.name() + " could not be saved: " + e.getMessage();
        }
    }

    /**
     * Readable by others, as a file saved the usual way is: a temporary file is its owner's alone,
     * and exports and reports are made to be shared (a console audit).
     */
    private static void shareable(Path saved) throws IOException {
        try {
            Files.setPosixFilePermissions(saved, PosixFilePermissions.fromString("rw-r--r--"));
        } catch (UnsupportedOperationException notPosix) {
            // another file system keeps its own defaults
        }
    }
}
