package mfz.bot.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import mfz.bot.MainRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Undo is fair (docs/rules.md, "Undo"): it can't take back the start (companies are revealed then),
 * it says what it took back with its dice, and an undone roll comes back the same for the same
 * decision, even across a restart, so undo is never a re-roll.
 */
class UndoIsNotAReRollTest {

    @TempDir
    Path dir;

    private static final String TO_COMBAT = RoundMessagesTest.DEMO_STARTED + """
            @vincent /game undo
            @vincent /deploy done frame:Anvil
            @vincent /deploy done frame:Hammer
            @vincent /deploy done frame:Fang owner:@meguey
            @vincent /deploy done frame:Bolt owner:@meguey
            @vincent /deploy done
            """;

    @Test
    void theStartStaysAndAnUndoneRollComesBackTheSame() {
        String first = run(TO_COMBAT + """
                @vincent /turn start frame:Anvil target:Fang range:direct ssr:1
                @vincent /game undo
                """, 5);
        assertTrue(first.contains("The start can't be undone: the companies are revealed, and nobody changes a "
                + "company after seeing the others."), first);
        List<String> pools = pools(first);
        assertEquals(1, pools.size(), first);
        String undo = first.substring(first.indexOf("took back: "));
        assertTrue(undo.contains("Anvil rolls: " + pools.getFirst()), "the undo says which dice it took back: " + first);
        assertTrue(undo.contains("These dice are kept: the same decision taken again gets them."), undo);

        // Another seed after a restart: the same decision still gets the kept dice.
        String again = run("""
                @vincent /turn start frame:Anvil target:Fang range:direct ssr:1
                @vincent /game undo
                @vincent /turn pass
                @vincent /game undo
                @vincent /turn start frame:Anvil target:Fang range:direct ssr:1
                """, 99);
        assertEquals(List.of(pools.getFirst(), pools.getFirst()), pools(again), again);
    }

    /** Each rolled pool as the bot shows it. */
    private static List<String> pools(String out) {
        Matcher m = Pattern.compile("(?m)^🎲 Anvil rolls: (.*)$").matcher(out);
        List<String> found = new java.util.ArrayList<>();
        while (m.find()) {
            found.add(m.group(1));
        }
        return found;
    }

    private String run(String script, int seed) {
        MainRunner.Result result = MainRunner.run(List.of("--seed", Integer.toString(seed)),
                Map.of("MFZ_DB", dir.resolve("mfz.db").toString()), script);
        assertEquals(0, result.status(), result.err());
        return result.out();
    }
}
