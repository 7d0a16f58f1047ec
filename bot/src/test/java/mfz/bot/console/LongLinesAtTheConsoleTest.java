package mfz.bot.console;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import mfz.bot.App;
import mfz.bot.Arguments;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A pasted line of thousands of numbers (a dice file without its comments) is answered and the
 * table goes on: read as a choice of controls, it overflowed the regex's stack and the session
 * ended with a stack trace (an audit).
 */
class LongLinesAtTheConsoleTest {

    @TempDir
    Path dir;

    @Test
    void aLineOfThousandsOfNumbersIsAnsweredAndTheTableGoesOn() throws Exception {
        String numbers = "1 ".repeat(5000).strip();
        try (App app = App.create(Arguments.parse(new String[] {"--console", "--seed", "3"}),
                Map.of("MFZ_DB", dir.resolve("mfz.db").toString()))) {
            ByteArrayOutputStream printed = new ByteArrayOutputStream();
            ConsoleTable table = new ConsoleTable(app.router(), new BufferedReader(new StringReader(
                    numbers + "\n/game new size:demo\n")), new PrintStream(printed, true, StandardCharsets.UTF_8),
                    false, dir.resolve("exports"), app.seats(), "ann");
            table.run();
            String out = printed.toString(StandardCharsets.UTF_8);
            // Its echo ("> /game new size:demo") is no answer, nor is the table's own failure.
            assertTrue(out.contains("ann opened a demo game here"), "the next line was answered: "
                    + out.substring(Math.max(0, out.length() - 600)));
            assertFalse(out.contains("Something went wrong"), out.substring(Math.max(0, out.length() - 600)));
        }
    }
}
