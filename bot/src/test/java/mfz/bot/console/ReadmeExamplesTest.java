package mfz.bot.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import mfz.bot.MainRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The README's console examples run as written: the roll at the prompt (every die, with its seed), and the whole game piped in with its dice. */
class ReadmeExamplesTest {

    @TempDir
    Path dir;

    private static String readme() throws Exception {
        return Files.readString(Path.of("../README.md"));
    }

    @Test
    void theRollAtThePromptRollsWhatItShows() throws Exception {
        Matcher example = Pattern.compile("`\\./run --seed 42`[^`]*```text\\n(@vincent /roll .*)\\n((?:┃ .*\\n)+)```")
                .matcher(readme());
        assertTrue(example.find(), "the README's roll example, started with --seed 42");
        String out = run(List.of("--seed", "42"), example.group(1) + "\n");
        assertTrue(out.contains("> " + example.group(1) + "\n" + example.group(2)), "every line as shown: " + out);
    }

    @Test
    void theWholeGamePipedInPlaysToItsEnd() throws Exception {
        Matcher example = Pattern.compile("`MFZ_DB=\\S+ \\./run --dice (\\S+) < (\\S+)`").matcher(readme());
        assertTrue(example.find(), "the README's piped game");
        String out = run(List.of("--dice", "../" + example.group(1)),
                Files.readString(Path.of("..", example.group(2))));
        assertTrue(out.contains("🏁 Doomsday! The game is over"), out.substring(Math.max(0, out.length() - 2000)));
    }

    private String run(List<String> args, String input) {
        MainRunner.Result result = MainRunner.run(args, Map.of("MFZ_DB", dir.resolve("mfz.db").toString()), input);
        assertEquals(0, result.status(), result.err());
        return result.out();
    }
}
