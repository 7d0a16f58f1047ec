package mfz.bot.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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

/**
 * The report audit (2026-11-26) found no injection path but no whole-page test either: the demo
 * game played to its end with a frame named as markup that runs a script, and its battle report
 * holds that name only as text, wherever it appears (rounds, scores, pictures' legends).
 */
class HostileNameInTheReportTest {

    private static final String HOSTILE = "\"><img src=x onerror=alert(1)>";
    private static final Pattern SAVED = Pattern.compile("📎 (mfz-[^ ]+\\.html) saved as (\\S+)");

    @TempDir
    Path dir;

    @Test
    void aFrameNamedAsMarkupIsOnlyEverTextInTheReport() throws Exception {
        Path dice = dir.resolve("demo.dice");
        Files.writeString(dice, WholeGameTest.resource("demo.dice"));
        String typed = "'" + HOSTILE + "'";
        String script = WholeGameTest.resource("demo.txt").replaceAll("(name|frame|target):Anvil\\b",
                "$1:" + Matcher.quoteReplacement(typed)) + "@vincent /game report\n";
        MainRunner.Result played = MainRunner.run(List.of("--dice", dice.toString()),
                Map.of("MFZ_DB", dir.resolve("mfz.db").toString()), script);
        assertEquals(0, played.status(), played.err());
        assertTrue(played.out().contains("Doomsday!"), "the game was played to its end with that name: " + played.out());
        Matcher saved = SAVED.matcher(played.out());
        assertTrue(saved.find(), played.out());
        String html = Files.readString(Path.of(saved.group(2)));

        assertFalse(html.contains("<img src=x"), "the name never becomes a tag");
        int at = html.indexOf("onerror");
        assertTrue(at > 0, "the name is in the report");
        for (; at >= 0; at = html.indexOf("onerror", at + 1)) {
            assertTrue(html.startsWith("&lt;img src=x ", at - "&lt;img src=x ".length()),
                    "each time as escaped text: " + html.substring(Math.max(0, at - 60), at + 30));
        }
        assertFalse(html.contains("<script"), "the page runs nothing");
    }
}
