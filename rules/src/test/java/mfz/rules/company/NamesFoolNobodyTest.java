package mfz.rules.company;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Names fool nobody (docs/rules.md §1): Discord markup that renders as something else, links,
 * and characters that don't show as themselves are refused, each with its reason; ordinary
 * writing in any script, and emoji, pass. Invisible characters are written as escapes here.
 */
class NamesFoolNobodyTest {

    private static String problem(String name) {
        return Names.problem("A frame's name", name).orElseThrow(() -> new AssertionError("accepted: " + name));
    }

    private static void refusedSaying(String name, String start) {
        String problem = problem(name);
        assertTrue(problem.startsWith(start), problem);
    }

    private static String text(int... codePoints) {
        return new String(codePoints, 0, codePoints.length);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        "Due <t:0:R>; <t:",
        "<T:1700000000>; <t:",
        "Boss <:pog:123456789>; <:",
        "<a:spin:123456789>; <a:",
        "Run </game new:123>; </",
        "<id:customize>; <id:",
    })
    void discordMarkupThatRendersIsRefused(String name, String mark) {
        assertEquals("A frame's name can't hold `" + mark + "`: names show as written, so they can't hold Discord "
                + "markup (timestamps, other servers' emoji, commands).", problem(name));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        "http://x.example; http://",
        "Go HTTPS://x.example; https://",
        "steam://run/1; steam://",
        "www.example.com; www.",
        "discord.gg/abc; discord.gg/",
        "Discord.com/invite/abc; discord.com/invite",
        "discordapp.com/invite/abc; discordapp.com/invite",
    })
    void linksAndInvitesAreRefused(String name, String link) {
        assertEquals("A frame's name can't hold `" + link + "`: names can't hold links or invites.", problem(name));
    }

    @ParameterizedTest(name = "U+{0}")
    @ValueSource(ints = {0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C})
    void directionControlsAreRefused(int control) {
        refusedSaying("Anvil" + text(control) + "1", "A frame's name can't hold a direction control (U+");
    }

    @Test
    void aDirectionControlIsNamedWithItsReason() {
        assertEquals("A frame's name can't hold a direction control (U+202E RIGHT-TO-LEFT OVERRIDE): it would "
                + "reorder the text around the name.", problem("Anvil\u202E1-livnA"));
    }

    @ParameterizedTest(name = "U+{0}")
    @ValueSource(ints = {0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x00AD, 0x2061, 0x180E, 0xFFF9, 0x034F, 0x3164,
        0x115F, 0xFFA0, 0x2800, 0xE0041})
    void invisibleCharactersAreRefused(int invisible) {
        refusedSaying("Anvil" + text(invisible) + "1", "A frame's name can't hold an invisible character (U+");
    }

    @Test
    void anInvisibleCharacterIsNamedWithItsReason() {
        assertEquals("A frame's name can't hold an invisible character (U+200B ZERO WIDTH SPACE): every character of "
                + "a name must show.", problem("Anvil\u200B"));
    }

    @ParameterizedTest(name = "U+{0}")
    @ValueSource(ints = {0x0000, 0x0009, 0x000A, 0x000D, 0x001B, 0x007F, 0x0085, 0x2028, 0x2029})
    void controlCharactersAndLineBreaksAreRefused(int control) {
        refusedSaying("Anvil" + text(control) + "1", "A frame's name can't hold a control character (U+");
    }

    @Test
    void aNulIsRefused() {
        assertEquals("A frame's name can't hold a control character (U+0000 NULL): a name is one line of plain text.",
                problem("Anvil\u00001"));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"Anvil\uD800", "\uDC00Anvil", "An\uDC00\uD800vil"})
    void unpairedSurrogatesAreRefused(String name) {
        refusedSaying(name, "A frame's name can't hold a broken character (an unpaired surrogate, U+D");
    }

    @ParameterizedTest(name = "U+{0}")
    @ValueSource(ints = {0x00A0, 0x2002, 0x2009, 0x202F, 0x3000, 0x1680})
    void unusualSpacesAreRefused(int space) {
        refusedSaying("Anvil" + text(space) + "1", "A frame's name can't hold an unusual space (U+");
    }

    @Test
    void aNameOfNoBreakSpacesIsNotBlankButStillRefused() {
        assertEquals("A frame's name can't hold an unusual space (U+00A0 NO-BREAK SPACE): use an ordinary space.",
                problem("\u00A0\u00A0"));
    }

    @Test
    void marksStackedPastTwoOnACharacterAreRefused() {
        // Zalgo: an e under three marks that have no composed form together.
        assertEquals("A frame's name can't stack 3 marks on one character (`e`): at most 2, so the name stays on "
                + "its line.", problem("Ze\u0336\u0351\u0352lgo"));
        refusedSaying("A" + "\u030D\u030E\u0304\u0305\u033F\u0311".repeat(4), "A frame's name can't stack 3 marks");
    }

    @Test
    void aMarkWithNothingUnderItIsRefused() {
        assertEquals("A frame's name can't start with a combining mark (U+0301 COMBINING ACUTE ACCENT): it would "
                + "sit on the text before the name.", problem("\u0301Anvil"));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
        "Nguy\u1EC5n",                  // Vietnamese, composed
        "Nguye\u0302\u0303n",           // the same typed as a letter and two marks: NFC composes them
        "Ze\u0301ro G",                 // e and an acute accent: one character once composed
        "\u0E17\u0E35\u0E48\u0E14\u0E34\u0E19", // Thai: a vowel and a tone mark over one consonant
        "\u05E9\u05BC\u05B8\u05DC\u05D5\u05B9\u05DD", // Hebrew with points: a dagesh and a vowel on one letter
        "\u0939\u093F\u0902\u0926\u0940", // Hindi
        "\u30A2\u30F3\u30F4\u30A3\u30EB", // Japanese
        "\u0391\u03BD\u03AC\u03BD\u03C4\u03B7", // Greek
        "Anvil \u2764\uFE0F",           // a heart emoji: a variation selector is not a mark that shows
        "Keycap 1\uFE0F\u20E3",         // a keycap: 1, a selector, the enclosing keycap
        "Fang \uD83D\uDC4D\uD83C\uDFFD", // thumbs up with a skin tone
        "\uD83C\uDDEB\uD83C\uDDF7 Team", // a country flag: two regional indicators
    })
    void ordinaryWritingInAnyScriptPasses(String name) {
        assertEquals(Optional.empty(), Names.problem("A frame's name", name));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
        "Ace \uD83D\uDC68\u200D\uD83D\uDE80",                    // man, joiner, rocket: astronaut
        "\uD83D\uDC69\uD83C\uDFFD\u200D\uD83D\uDE80 Crew",       // with a skin tone before the joiner
        "\uD83C\uDFF3\uFE0F\u200D\uD83C\uDF08 Squad",            // white flag, selector, joiner, rainbow
        "\u2764\uFE0F\u200D\uD83D\uDD25 Fire",                   // heart on fire
        "\uD83D\uDC3B\u200D\u2744\uFE0F",                        // polar bear
        "\uD83E\uDDD1\u200D\uD83E\uDD1D\u200D\uD83E\uDDD1",      // people holding hands: two joiners
    })
    void emojiJoinedByAZeroWidthJoinerPass(String name) {
        assertEquals(Optional.empty(), Names.problem("A frame's name", name));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"Anvil\u200D1", "\u200D\uD83D\uDE80", "\uD83D\uDE80\u200D", "\uD83D\uDE80\u200D1",
        "A\u200D\uD83D\uDE80"})
    void aZeroWidthJoinerOutsideAnEmojiIsRefused(String name) {
        refusedSaying(name, "A frame's name can't hold an invisible character (U+200D ZERO WIDTH JOINER)");
    }

    @Test
    void aFlagTagSequencePassesAndTagsElsewhereAreRefused() {
        // Scotland: a black flag, the tags g b s c t, a cancel tag.
        String scotland = text(0x1F3F4, 0xE0067, 0xE0062, 0xE0073, 0xE0063, 0xE0074, 0xE007F);
        assertEquals(Optional.empty(), Names.problem("A frame's name", "Clan " + scotland));
        refusedSaying("Clan " + text(0x1F3F4, 0xE0067, 0xE0062), "A frame's name can't hold an invisible character (U+E0067");
        refusedSaying("Clan " + text(0xE0067, 0xE007F), "A frame's name can't hold an invisible character (U+E0067");
    }

    @Test
    void displayNamesAreOnlyCheckedForMentions() {
        assertEquals(Optional.empty(), Names.mentionProblem("A player's name", "Vi\u200Bncent <t:0:R>"));
    }
}
