package mfz.bot.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import mfz.rules.company.PlayerNames;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Where markdown isn't read (a button's label, a thread's title, a picture), a name reads as the
 * player wrote it: every escape the bot adds to show it in a message is taken off again.
 */
class PlainTextTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"cool_guy", "Ann*", "~~Zed", "# Big", "-# small", "- item", ">>> Eve", "1. Ann",
        "12. Bo", "a(b)[c]:d<e", "Plain Name"})
    void aNameShownInAMessageReadsAsWrittenWhereMarkdownIsNotRead(String name) {
        assertEquals(name, PlainText.of(PlayerNames.withMarksEscaped(name)));
    }
}
