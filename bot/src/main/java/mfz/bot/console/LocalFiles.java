package mfz.bot.console;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
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
        CommandSpec spec = router.specs().stream().map(s -> s.find(command)).flatMap(java.util.Optional::stream)
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
            Path file = Path.of(path);
            try {
                if (Files.size(file) > option.maxLength()) {
                    throw new PlayerError("`" + path + "` is too big: at most " + option.maxLength() / 1000 + " kB.");
                }
                read.put(option.name(), Files.readString(file));
            } catch (NoSuchFileException e) {
                throw new PlayerError("There is no file `" + path + "`.");
            } catch (IOException | java.io.UncheckedIOException e) {
                throw new PlayerError("`" + path + "` can't be read as text.");
            } catch (java.nio.file.InvalidPathException e) {
                throw new PlayerError("`" + path + "` is not a file path.");
            }
        }
        return Map.copyOf(read);
    }

    /** Writes a file the bot sends; the line says where it went. */
    static String write(Path folder, Reply.Attachment file) {
        try {
            Files.createDirectories(folder);
            Path target = folder.resolve(Path.of(file.name()).getFileName().toString());
            Files.write(target, file.content());
            return "📎 " + file.name() + " saved as " + target;
        } catch (IOException e) {
            return "📎 " + file.name() + " could not be saved: " + e.getMessage();
        }
    }
}
