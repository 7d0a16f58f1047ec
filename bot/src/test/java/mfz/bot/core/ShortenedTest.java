package mfz.bot.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Cuts land between whole characters: never half an emoji, a flag or a family. */
class ShortenedTest {

    /** A markdown escape cut after its backslash would show the backslash ("cool\\…" on a button): it goes. */
    @Test
    void aCutNeverEndsOnHalfAnEscape() {
        assertEquals("cool…", Shortened.to("cool\\_guy", 6));
        assertEquals("a\\\\…", Shortened.to("a\\\\bcdef", 4), "an escaped backslash is whole");
    }

    @Test
    void aShortTextIsKeptWhole() {
        assertEquals("Anvil", Shortened.to("Anvil", 5));
    }

    @Test
    void aCutBeforeAnEmojiLeavesItOutRatherThanHalfOfIt() {
        String cut = Shortened.to("Anvil 🔥 fire", 8); // "Anvil " + 🔥 is 8 units; with "…" only 7 fit
        assertEquals("Anvil …", cut);
        assertTrue(cut.length() <= 8);
    }

    @Test
    void flagsAndFamiliesStayWholeOrGo() {
        String flag = "🇫🇷";
        assertEquals("Go …", Shortened.to("Go " + flag + " now", 6));
        String family = "👨‍👩‍👧";
        assertEquals("A …", Shortened.to("A " + family + " B", 8));
        assertEquals("A " + family + "…", Shortened.to("A " + family + " B and more", 11));
    }

    @Test
    void theTailBeginsAtAWholeCharacter() {
        assertEquals("x", Shortened.tail("🔥x", 2));
        assertEquals("🔥x", Shortened.tail("a🔥x", 3));
    }

    /** A long list keeps its first whole lines and says how many more there are, within the length. */
    @Test
    void aLongListKeepsWholeLinesAndCountsTheRest() {
        String list = "one\ntwo\nthree\nfour\nfive";
        assertEquals(list, Shortened.lines(list, list.length()));
        assertEquals("one\n…and 4 more", Shortened.lines(list, 17));
        assertEquals("one\ntwo\n…and 3 more", Shortened.lines(list, 20));
        assertEquals("abcdefghi…", Shortened.lines("abcdefghijkl\nx", 10), "a first line too long is cut");
        assertEquals("Alpha, Beta, …and 2 more", Shortened.joined(List.of("Alpha", "Beta", "Gamma", "Delta"),
                ", ", 24), "one separator apart, as a station list is");
    }
}
