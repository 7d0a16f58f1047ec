package mfz.rules.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class PoolNotationTest {

    @ParameterizedTest(name = "{0} reads as {1}")
    @CsvSource(delimiter = '|', value = {
            "2W 2R d8R B Y     | W W R R d8R B Y",
            "2w 2r D8r b y     | W W R R d8R B Y",
            "2W2Rd8RBY         | W W R R d8R B Y",
            "3d6               | W W W",
            "d6                | W",
            "d8                | d8W",
            "2d8G              | d8G d8G",
            "d20               | d20W",
            "2d20              | d20W d20W",
            "R                 | R",
            "1R                | R",
            "W, R, G           | W R G",
            "2W + d8R          | W W d8R",
            "'  B   Y  '       | B Y",
            "d6R 3G            | R G G G",
            "40W               | " + "W W W W W W W W W W W W W W W W W W W W W W W W W W W W W W W W W W W W W W W W",
    })
    void acceptsEveryForm(String text, String expected) {
        assertEquals(expected, PoolNotation.parse(text).notation());
    }

    @ParameterizedTest(name = "{0} is refused: {1}")
    @CsvSource(delimiter = '|', value = {
            "2Q                | `Q` is not a die colour: use W, R, G, B or Y.",
            "W R x             | `x` is not a die colour: use W, R, G, B or Y.",
            "d10R              | `d10` is not a die size: use d6, d8 or d20.",
            "d4                | `d4` is not a die size: use d6, d8 or d20.",
            "d123456R          | `d123456` is not a die size: use d6, d8 or d20.",
            "0W                | `0W` is no dice at all: the count must be 1 or more.",
            "41W               | That is too many dice: a pool holds at most 40.",
            "20W 20R 1B        | That is too many dice: a pool holds at most 40.",
            "10000W            | That is too many dice: a pool holds at most 40.",
            "99999999999999W   | That is too many dice: a pool holds at most 40.",
            "3                 | `3` needs a colour or a size after the count, like `3W` or `3d6`.",
            "2W %              | `%` can't be read in a dice pool: write dice like `2W 2R d8R B Y`.",
            "'W; DROP TABLE'   | `;` can't be read in a dice pool: write dice like `2W 2R d8R B Y`.",
            "2W 🎲             | `🎲` can't be read in a dice pool: write dice like `2W 2R d8R B Y`.",
    })
    void refusesWithAPreciseReason(String text, String message) {
        InvalidPoolException e = assertThrows(InvalidPoolException.class, () -> PoolNotation.parse(text));
        assertEquals(message, e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "   ", " , + "})
    void refusesAnEmptyPool(String text) {
        InvalidPoolException e = assertThrows(InvalidPoolException.class, () -> PoolNotation.parse(text));
        assertEquals("Name at least one die, like `2W 2R d8R B Y`.", e.getMessage());
    }

    @Test
    void refusesNoText() {
        assertThrows(InvalidPoolException.class, () -> PoolNotation.parse(null));
    }
}
