package mfz.bot.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import mfz.bot.MainRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code /odds} and {@code /rules} typed at the console table, in and out of a game. */
class OddsAndRulesConsoleTest {

    @TempDir
    Path dir;

    @Test
    void oddsFromTheTurnsOwnDiceAndTheTargetsState() throws IOException {
        // Anvil rolls W5 W2 R4 R3 B4 G3 Y5 against Fang (B G Y Rd, 2 whites: destroyed by the 6th hit)
        String out = run(RoundMessagesTest.DEMO_TO_ROUND_1 + """
                @vincent /turn start frame:Anvil target:Fang range:direct
                @vincent /turn defend die:B4
                @vincent /odds
                @vincent /odds target:Bolt cover:terrain cover-hits:1
                @meguey /odds target:Anvil
                @vincent /help
                """, "5 2 4 3 4 3 5");
        assertTrue(out.contains("Anvil on meguey's Fang — out of cover: 5, 6 hit; defense 0, 4 systems and 2 "
                + "whites left"), out);
        assertTrue(out.contains("It hasn't acted yet: it defends before the dice are rolled"), out);
        // 5 dice, 5s and 6s hit: 1 − (2/3)^5 = 86.8 %; 6 hits can't come from 5 dice
        assertTrue(out.contains("• W5 → 5 damage dice: 87 % a hit, 0 % destroyed"), out);
        assertTrue(out.contains("• R3 → 3 damage dice: 70 % a hit, 0 % destroyed\n"), out);
        assertTrue(out.contains("Anvil on meguey's Bolt — in cover of terrain: 4, 5 hit the cover, 6 hits"), out);
        assertTrue(out.contains("None of your frames is in its turn with dice rolled: without a turn, ask "
                + "`/odds attack:<n> defense:<n>`."), out);
        assertTrue(out.contains("The rule behind it:\n┃   `/rules topic:attack` (Resolving an attack)"), out);
    }

    @Test
    void oddsAndRulesNeedNoGame() throws IOException {
        String out = run("""
                @vincent /odds attack:5 defense:2
                @vincent /rules topic:clock
                @vincent /rules topic:flying
                """, "");
        assertTrue(out.contains("At least one hit on the target: 70 %"), out);
        assertTrue(out.contains("How the doomsday clock counts down"), out);
        assertTrue(out.contains("`/doomsday tick`"), out);
        assertTrue(out.contains("There is no rules topic `flying`."), out);
    }

    private String run(String script, String dice) throws IOException {
        Path file = dir.resolve("dice.txt");
        Files.writeString(file, dice);
        MainRunner.Result result = MainRunner.run(List.of("--dice", file.toString()),
                Map.of("MFZ_DB", dir.resolve("mfz.db").toString()), script);
        assertEquals(0, result.status(), result.err());
        return result.out();
    }
}
