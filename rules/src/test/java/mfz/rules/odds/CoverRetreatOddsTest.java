package mfz.rules.odds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import mfz.rules.attack.Situation;
import org.junit.jupiter.api.Test;

/**
 * §6, holding a station, for a covering frame: it may ignore one hit by leaving its station and
 * still covers, so it stands through one hit more before the rest of the dice go out of cover.
 */
class CoverRetreatOddsTest {

    @Test
    void aCoveringFrameByItsOwnersStationStandsThroughOneHitMore() {
        AttackChoice open = r4(ByAStation.coveredOdds(false));
        AttackChoice held = r4(ByAStation.coveredOdds(true));
        // b2 (one system and two whites) is destroyed at its third hit: it stands through two, three by Mill.
        assertEquals(new DamageSetup(4, Situation.FRAME_COVER, 2, false, 3), open.odds().setup());
        assertEquals(new DamageSetup(4, Situation.FRAME_COVER, 3, false, 3), held.odds().setup());
        // Four 5s: the third wears b2 away, and the fourth hits b1, unless b2 leaves Mill for one of them.
        assertNotEquals(open.odds().waysTargetHitsAtLeast(1), held.odds().waysTargetHitsAtLeast(1));
    }

    private static AttackChoice r4(AttackOdds odds) {
        return odds.choices().stream().filter(c -> c.die().notation().equals("R4") && c.spot() == 0).findFirst()
                .orElseThrow();
    }
}
