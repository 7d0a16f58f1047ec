package mfz.rules.company;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * When two names are the same name ({@link Names#key}), as both stores compare them: whatever
 * their case in any script, their compatibility forms (full-width letters, ligatures) and how
 * an accent was typed; names that differ otherwise stay apart.
 */
class NameKeyTest {

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource(delimiter = ';', value = {
        "Anvil; ANVIL",
        "Möön; MÖÖN",
        "Straße; STRASSE",
        "ΟΔΟΣ; οδος",
        "\uFF23\uFF49\uFF54\uFF59; city",   // full-width CITY
        "\uFB01re; FIRE",                     // the fi ligature
        "Ze\u0301ro; ZÉRO",                   // an accent typed as a mark, or composed
        "' Anvil '; anvil",
    })
    void theSameNameWhateverItsCaseOrForm(String one, String other) {
        assertEquals(Names.key(one), Names.key(other));
    }

    @ParameterizedTest(name = "{0} <> {1}")
    @CsvSource(delimiter = ';', value = {"Anvil 1; Anvil 2", "Anvil; Anvi1", "Zero; Zéro", "Möön; Moon"})
    void otherNamesStayApart(String one, String other) {
        assertNotEquals(Names.key(one), Names.key(other));
    }
}
