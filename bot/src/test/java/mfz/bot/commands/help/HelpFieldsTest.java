package mfz.bot.commands.help;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Every field of {@code /help} stays within Discord's 1,024 characters, whatever goes in it. */
class HelpFieldsTest {

    private static final String MORE = "\n… and more.";

    @Test
    void linesThatFitAreKeptAsTheyAre() {
        assertEquals("a\nb", HelpCommand.fit("a\nb", MORE));
    }

    @Test
    void tooManyLinesKeepWholeLinesAndSayThereIsMore() {
        String lines = ("`/turn start frame:Anvil-1 target:Hammer-2` — a line of the step at hand\n").repeat(40);
        String fitted = HelpCommand.fit(lines, MORE);
        assertTrue(fitted.length() <= HelpCommand.FIELD_LIMIT, fitted.length() + " characters");
        assertTrue(fitted.endsWith("hand" + MORE), fitted);
    }

    /** The groups left out are named (a docs audit: `/map`, `/me` and `/hw` were never named, and a console can't type `/`). */
    @Test
    void theCommandGroupsThatDontFitAreNamed() {
        StringBuilder lines = new StringBuilder();
        for (String group : new String[] {"game", "company", "deploy", "turn", "damage", "station", "campaign", "map",
                "me", "hw"}) {
            lines.append("`/").append(group).append("` one · two · three · four · five — ").append("what it does, ".repeat(5))
                    .append('\n');
        }
        String fitted = HelpCommand.fitNaming(lines.toString().strip());
        assertTrue(fitted.length() <= HelpCommand.FIELD_LIMIT, fitted.length() + " characters");
        assertTrue(fitted.startsWith("`/game` one"), fitted);
        assertTrue(fitted.endsWith("\n… and `/me`, `/hw`: type one alone to see what it holds."), fitted);
    }

    @Test
    void oneLineTooLongForTheFieldIsCutAtAWord() {
        String line = "word ".repeat(400);
        String fitted = HelpCommand.fit(line, MORE);
        assertTrue(fitted.length() <= HelpCommand.FIELD_LIMIT, fitted.length() + " characters");
        assertTrue(fitted.endsWith("word" + MORE), fitted);
    }
}
