package mfz.bot.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import mfz.bot.MainRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a new player trips over (issue 14), at the console: the texts say one true thing once.
 * The three-player skirmish script, with a few commands typed where a newcomer would.
 */
class NewPlayerTextsTest {

    @TempDir
    Path dir;

    @Test
    void aNewGameWithOptionsSaysThemOnceAndDeploymentTextsDontRepeatThemselves() throws IOException {
        Path dice = dir.resolve("d.dice");
        Files.writeString(dice, WholeGameTest.resource("skirmish-3p.dice"));
        StringBuilder script = new StringBuilder();
        for (String line : WholeGameTest.resource("skirmish-3p.txt").split("\n")) {
            script.append(line).append('\n');
            if (line.equals("@vincent /deploy done station:Alpha")) {
                script.append("@ada /help\n@ada /turn start frame:Eye-1\n");
                break;
            }
        }
        MainRunner.Result result = MainRunner.run(List.of("--dice", dice.toString()),
                Map.of("MFZ_DB", dir.resolve("mfz.db").toString()), script.toString());
        assertEquals(0, result.status(), result.err());
        String out = result.out();
        String opened = out.substring(out.indexOf("> @vincent /game new"), out.indexOf("> @meguey /game join"));
        assertEquals(1, opened.lines().filter(l -> l.contains("Options:")).count(),
                "one Options: line, in the table, saying the options as they are: " + opened);
        assertTrue(opened.contains("┃   skirmish, no SSRs, doomsday clock starts at 3"), opened);
        // The host's options menu offers 11 as a choice (a numbered line); no other line says it.
        assertFalse(opened.lines().filter(l -> !l.matches("\\s+\\d+\\. .*")).anyMatch(l -> l.contains("starts at 11")),
                "no stale line before the doomsday option: " + opened);
        assertTrue(out.contains("Bidding: vincent 3 frames, 10 systems"), out);

        String help = out.substring(out.indexOf("> @ada /help"), out.indexOf("> @ada /turn start"));
        assertTrue(help.contains("Deployment step 2 (the defender places its stations and 2 frames inside its "
                + "perimeter): vincent must act."), help);
        assertFalse(help.contains("Deployment step 2: Deployment step 2"), help);
        assertTrue(out.contains("> @ada /turn start frame:Eye-1\n(only @ada sees this)\nNo turns yet: they begin when "
                + "deployment is over. Deployment step 2"), out);
    }
}
