package mfz.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** How a point's first kept dice take in a later undo's there (docs/rules.md, "Undo"). */
class KeptRollsTextTest {

    /** A pool that left out a die of the first and added another kind keeps that kind too (a review). */
    @Test
    void aPoolsNewKindIsTakenInWhateverItLeftOut() {
        assertEquals(Optional.of("[\"W4\",\"W1\",\"G8\",\"R4\",\"B3\",\"Y6\"]"),
                KeptRollsText.merged("[\"W4\",\"W1\",\"G8\",\"R4\"]", "[\"W4\",\"W1\",\"B3\",\"G8\",\"Y6\"]"));
        assertEquals(Optional.of("[\"W4\",\"d8R2\"]"), KeptRollsText.merged("[\"W4\"]", "[\"W4\",\"d8R2\"]"));
        assertEquals(Optional.empty(), KeptRollsText.merged("[\"W4\",\"W1\"]", "[\"W4\"]"), "nothing beyond");
        assertEquals(Optional.of("[\"W4\",\"W2\"]"), KeptRollsText.merged("[\"W4\"]", "[\"W4\",\"W2\"]"),
                "a second die of a kind counts");
    }

    /** Values alone (damage, tie orders) grow in order, as they did. */
    @Test
    void valuesGrowInOrder() {
        assertEquals(Optional.of("[3,5,1]"), KeptRollsText.merged("[3,5]", "[3,5,1]"));
        assertEquals(Optional.empty(), KeptRollsText.merged("[3,5]", "[5,3,1]"));
        assertEquals(Optional.of("[\"B6\",2,4]"), KeptRollsText.merged("[\"B6\",2]", "[\"B6\",2,4]"));
    }

    /**
     * A row from before kinds were kept takes a later pool whole when its values begin with the
     * row's, as they do when the row's values went in order (a review: typed rows never grew them).
     */
    @Test
    void aRowOfValuesAloneTakesALaterPoolThatShowedThemFirst() {
        assertEquals(Optional.of("[\"W6\",\"W1\",\"R4\",\"d8R3\"]"),
                KeptRollsText.merged("[6,1,4]", "[\"W6\",\"W1\",\"R4\",\"d8R3\"]"));
        assertEquals(Optional.empty(), KeptRollsText.merged("[6,1,4]", "[\"W6\",\"W2\",\"R4\",\"d8R3\"]"));
    }
}
