package mfz.bot.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Files by responsibility: a main source file over 400 lines says why at its top, in a comment
 * right after its package line ({@code // Over 400 lines on purpose: …}), or it is split. A
 * newcomer reads the reason before the file; a file that grew past the line unnoticed fails here.
 * And every doc comment sits on the member it describes.
 */
class FileSizesTest {

    private static final int MOST_LINES = 400;
    private static final String REASON = "// Over 400 lines on purpose: ";

    @Test
    void everyMainFileOver400LinesSaysWhyAtItsTop() throws IOException {
        List<String> unexplained = new ArrayList<>();
        for (Path root : List.of(Path.of("src/main/java"), Path.of("../rules/src/main/java"))) {
            try (Stream<Path> files = Files.walk(root)) {
                for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                    List<String> lines = Files.readAllLines(file);
                    if (lines.size() > MOST_LINES && (lines.size() < 2 || !lines.get(1).startsWith(REASON))) {
                        unexplained.add(root.relativize(file) + " (" + lines.size() + " lines)");
                    }
                }
            }
        }
        assertEquals(List.of(), unexplained, "split these, or say on their second line why not (" + REASON + "…)");
    }

    /**
     * A doc comment right above another one documents nothing: it was left behind when its member
     * moved or went, and a reader takes it for the next member's (ten were found so, one of them
     * giving a reminder's longest interval as a week beside the six days the code allows).
     */
    @Test
    void noDocCommentIsLeftAboveAnother() throws IOException {
        List<String> orphans = new ArrayList<>();
        for (Path root : List.of(Path.of("src"), Path.of("../rules/src"))) {
            try (Stream<Path> files = Files.walk(root)) {
                for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                    List<String> lines = Files.readAllLines(file);
                    for (int i = 1; i < lines.size(); i++) {
                        if (lines.get(i - 1).strip().endsWith("*/") && lines.get(i).strip().startsWith("/**")) {
                            orphans.add(root.relativize(file) + ":" + (i + 1));
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), orphans, "a doc comment above these documents nothing: move it to its member, or drop it");
    }
}
