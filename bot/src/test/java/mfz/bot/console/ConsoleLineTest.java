package mfz.bot.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import mfz.bot.MainRunner;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Typed;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConsoleLineTest {

    @TempDir
    Path dir;

    @Test
    void readsWhoActsTheCommandAndQuotedOptions() {
        ConsoleLine line = ConsoleLine.parse("@vincent /roll dice:\"2W 2R B\"");
        assertEquals(new ConsoleLine("vincent", "roll", Map.of("dice", "2W 2R B")), line);
    }

    @Test
    void readsSubcommandsAndSeveralOptions() {
        ConsoleLine line = ConsoleLine.parse("  /Turn Start frame:Fang-1 target:'Eye 3' range:artillery ");
        assertEquals("turn start", line.command());
        assertEquals(Map.of("frame", "Fang-1", "target", "Eye 3", "range", "artillery"), line.options());
        assertNull(line.user());
    }

    /**
     * Every command the bot spells out is written with {@link mfz.bot.core.Typed}, and must read
     * back as the value it holds (the console audit, 2026-11-26: a hint with `Rook's` or an
     * unquoted shape couldn't be typed back).
     */
    @Test
    void everyValueTheBotWritesReadsBackWhole() {
        for (String value : List.of("Anvil", "North Tower", "Rook's", "say \"hi\"", "Rook's \"big\" one", "\"Doc\" O'Neil", "\"Bob's\"", "\"",
                "'", "a:b", "rect 2,18,3,3", "tab\there")) {
            assertEquals(Map.of("name", value), ConsoleLine.parse("/x " + Typed.option("name", value))
                    .options(), value);
        }
        assertEquals("Anvil", Typed.value("Anvil"), "a plain value stays bare");
    }

    /** Discord sends no option left empty: `/rules topic:` said "There is no rules topic ``" (a play). */
    @Test
    void anOptionLeftBlankIsNotGiven() {
        assertEquals(new ConsoleLine("ann", "rules", Map.of()), ConsoleLine.parse("@ann /rules topic:"));
        assertEquals(new ConsoleLine("ann", "odds", Map.of("attack", "4")),
                ConsoleLine.parse("@ann /odds attack:4 defense:\"  \""));
    }

    /** An apostrophe inside a word is one (a play-test's `@o'neil` was read as an unclosed quote). */
    @Test
    void anApostropheInsideAWordIsKept() {
        assertEquals(new ConsoleLine("o'neil", "company frame", Map.of("name", "O'Brien", "loadout", "B")),
                ConsoleLine.parse("@o'neil /company frame name:O'Brien loadout:B"));
        assertEquals(Map.of("name", "Rook's Tower"), ConsoleLine.parse("/x name:\"Rook's Tower\"").options());
        assertEquals(Map.of("target", "Eye 3"), ConsoleLine.parse("/x target:'Eye 3'").options());
        assertEquals("A quote (') is opened but never closed on that line.", refusal("/x target:'Eye 3"));
    }

    @Test
    void aValueMayHoldAColon() {
        assertEquals(Map.of("note", "a:b"), ConsoleLine.parse("/x note:a:b").options());
    }

    @Test
    void refusesALineWithoutACommand() {
        assertEquals("Commands start with `/`, like `/roll dice:\"2W 2R B\"`; `/help` lists them.",
                refusal("roll dice:2W"));
        assertEquals("Commands start with `/`, like `/roll dice:\"2W 2R B\"`; `/help` lists them.", refusal("@vincent"));
        assertEquals("Commands start with `/`, like `/roll dice:\"2W 2R B\"`; `/help` lists them.", refusal("/"));
    }

    @Test
    void refusesAnUnclosedQuote() {
        assertEquals("A quote (\") is opened but never closed on that line.", refusal("/roll dice:\"2W"));
    }

    @Test
    void refusesAnOptionGivenTwice() {
        assertEquals("`dice:` is given twice.", refusal("/roll dice:W dice:R"));
    }

    /** A line that can't be read whole is refused to whom it speaks for, not the table's default player (a bad-input play). */
    @Test
    void aLineThatCantBeReadIsRefusedToWhomItSpeaksFor() {
        assertEquals("vincent", ConsoleLine.speaker("  @vincent /roll dice:W dice:R"));
        assertNull(ConsoleLine.speaker("/roll dice:W dice:R"));
        assertNull(ConsoleLine.speaker("@<b> /help"));
        String out = MainRunner.run(List.of("--console"), Map.of("MFZ_DB", dir.resolve("who.db").toString()),
                "@vincent /roll dice:W dice:R\n").out();
        assertTrue(out.contains("(only @vincent sees this)\n`dice:` is given twice."), out);
    }

    @Test
    void refusesAnOptionWithoutAName() {
        assertEquals("`:W` is not an option: write options as `name:value`.", refusal("/roll :W"));
    }

    @Test
    void refusesAPlayerNameThatIsNotAName() {
        assertEquals("`@<b>` is not a player name: use letters, digits, `_`, `.`, `'` or `-`, at most 32.",
                refusal("@<b> /help"));
        assertEquals("`@" + "b".repeat(33) + "` is not a player name: use letters, digits, `_`, `.`, `'` or `-`, at most 32 "
                + "(it has 33).", refusal("@" + "b".repeat(33) + " /help"));
    }

    private static String refusal(String line) {
        return assertThrows(PlayerError.class, () -> ConsoleLine.parse(line)).getMessage();
    }
}
