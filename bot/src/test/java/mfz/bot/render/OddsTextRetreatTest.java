package mfz.bot.render;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import mfz.rules.odds.ByAStation;
import org.junit.jupiter.api.Test;

/** {@code /odds} says when its target may leave a station to ignore a hit, which its odds of destroying it count (§6). */
class OddsTextRetreatTest {

    @Test
    void theOddsSayTheTargetMayLeaveItsStation() {
        String held = OddsText.attack(ByAStation.odds(true, 2));
        assertTrue(held.contains("_It may ignore one hit by leaving Mill (holding a station), counted in the odds of "
                + "destroying it._"), held);
        // b1 (one system): a white lost takes two hits, three by Mill, which an R2's two dice can't reach.
        assertFalse(held.contains("(a white lost"), held);
        String open = OddsText.attack(ByAStation.odds(false, 2));
        assertFalse(open.contains("may ignore one hit"), open);
        assertTrue(open.contains("(a white lost: "), open);
    }
}
