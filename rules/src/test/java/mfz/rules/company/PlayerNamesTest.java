package mfz.rules.company;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A player's name, taken from Discord, can't restyle the messages it shows in beside other
 * names: a lone pairing mark is escaped once, and a name already escaped comes back unchanged.
 */
class PlayerNamesTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', quoteCharacter = '"', value = {
        "Ann*; Ann\\*",
        "~~Zed; \\~\\~Zed",
        "snake\\_case; snake\\_case",
        "x_y; x\\_y",
        "Bo\\; Bo\\\\",
        "Bo\\\\; Bo\\\\",
        "a\\b; a\\\\b",
        "\\*kept\\*; \\*kept\\*",
        "Plain Name; Plain Name",
        "\"# Big\"; \\# Big", // quoted: a line starting with # is a comment to JUnit
        "-# small; \\-# small",
        "- item; \\- item",
        "a-b #c; a-b #c",
        ">>> Eve; \\>>> Eve",
        "1. Ann; 1\\. Ann",
        "12. Bo; 12\\. Bo",
        "1.5 Cy; 1.5 Cy",
        "Ann 1. x; Ann 1. x",
    })
    void aLonePairingMarkIsEscapedOnce(String name, String escaped) {
        assertEquals(escaped, PlayerNames.withMarksEscaped(name));
        assertEquals(escaped, PlayerNames.withMarksEscaped(escaped), "escaping again changes nothing");
    }
}
