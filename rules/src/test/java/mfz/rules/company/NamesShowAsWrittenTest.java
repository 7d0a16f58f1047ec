package mfz.rules.company;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Names players choose show exactly as written (issue 15, docs/rules.md §1): mention syntax
 * and Discord formatting are refused, with the mark named; ordinary names pass.
 */
class NamesShowAsWrittenTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        "**Boss**; `*`",
        "~~gone~~; `~`",
        "||spoiler||; `|`",
        "[click](https://x.example); `[`",
        "back\\slash; a backslash",
        "__under__; `_` at either end",
        "<@123>; `<@`",
        "@everyone; `@everyone`",
    })
    void aNameWithMentionsOrFormattingIsRefusedNamingTheMark(String name, String mark) {
        String problem = Names.problem("A frame's name", name).orElseThrow();
        assertEquals(true, problem.startsWith("A frame's name can't hold " + mark), problem);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {"Anvil-1", "Anvil_1", "Zéro G", "Big Bertha (2)", "Fang #3"})
    void ordinaryNamesPass(String name) {
        assertEquals(Optional.empty(), Names.problem("A frame's name", name));
    }

    /** A lone {@code ?} is what the controls send to ask for the next choice: a frame or station of that name couldn't be chosen. */
    @Test
    void aLoneQuestionMarkIsNoName() {
        assertEquals(Optional.of("A station's name can't be a lone `?`: the buttons send it to ask for the next choice "
                + "(what covers, which station)."), Names.problem("A station's name", " ? "));
        assertEquals(Optional.empty(), Names.problem("A frame's name", "Who?"));
    }

    /** A die's coloured square: a frame named ⬜W6 read as a white six in every line and in the report (a report review). */
    @Test
    void aDiesSquareIsNoPartOfANewName() {
        assertEquals(Optional.of("A frame's name can't hold `⬜`: the bot shows dice with those squares."),
                Names.problem("A frame's name", "⬜W6"));
        assertEquals(Optional.of("A station's name can't hold `🟥`: the bot shows dice with those squares."),
                Names.problem("A station's name", "Red 🟥 Base"));
        assertEquals(Optional.empty(), Names.storedProblem("A frame's name", "⬜W6"), "one kept from before stays usable");
    }

    /** A % is written as three characters in a button's id: a name full of them broke every card (an audit). */
    @Test
    void aPercentSignIsNoPartOfAName() {
        assertEquals(Optional.of("A frame's name can't hold `%`: the buttons carry names, and Discord keeps what a "
                + "button carries short."), Names.problem("A frame's name", "100% Mad"));
        // A name kept from before, loaded again (a saved company, a campaign's): still usable.
        assertEquals(Optional.empty(), Names.storedProblem("A frame's name", "100% Mad"));
        assertEquals(true, Names.storedProblem("A frame's name", "**Boss**").isPresent());
    }

    /**
     * A name starting a line opened a quote, a heading or a list, and two underscores underline
     * what stands between them (an adversarial test of Horizon Wars elements, whose names start
     * a charge's lines). Chosen now only: a name kept from before still loads.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', quoteCharacter = '"', value = {
        "> q; `>`",
        "\"# Big\"; `#`",
        "-# small; `-#`",
        "- item; `-`",
        "1. First; `1.`",
        ">>> all; `>>>`",
    })
    void aNameCantOpenAQuoteAHeadingOrAList(String name, String shown) {
        assertEquals(Optional.of("An element's name can't start with " + shown + ": at the start of a line Discord "
                + "reads it as a heading, a quote or a list."), Names.problem("An element's name", name));
        assertEquals(Optional.empty(), Names.storedProblem("An element's name", name));
    }

    @Test
    void twoUnderscoresAreNoPartOfANameAndTheseAre() {
        assertEquals(Optional.of("An element's name can't hold `__`: Discord underlines what stands between two of "
                + "them."), Names.problem("An element's name", "a__b__c"));
        for (String fine : List.of("#1", "-X", "Anvil_1", "1.5 Ton", ">X", "B-2")) {
            assertEquals(Optional.empty(), Names.problem("A frame's name", fine), fine);
        }
    }

    @Test
    void aBackquoteOrABackslashIsNamedInWords() {
        assertEquals(true, Names.problem("A station's name", "`x`").orElseThrow()
                .startsWith("A station's name can't hold a backquote:"));
        // In a code span at the console, where markdown's escapes are read, it showed as nothing.
        assertEquals(true, Names.problem("A frame's name", "a\\b").orElseThrow()
                .startsWith("A frame's name can't hold a backslash:"));
    }

    /** Punctuation alone is refused; a number, a symbol or a keycap names something (a review). */
    @Test
    void punctuationAloneIsNoName() {
        assertEquals(Optional.of("A frame's name needs a letter, a number or a symbol: `:` is punctuation alone."),
                Names.problem("A frame's name", ":"));
        assertTrue(Names.problem("A frame's name", "-- !").isPresent());
        for (String ascii : List.of("+", ">", "=", "$", "^", "<>")) {
            assertTrue(Names.problem("A frame's name", ascii).isPresent(), ascii + ": a line opening \"> G Rh\" quotes");
        }
        for (String name : List.of("#\uFE0F\u20E3", "Ⅻ", "①", "½", "∞", "→", "🦅", "7")) {
            assertEquals(Optional.empty(), Names.problem("A frame's name", name), name);
        }
    }
}
