package mfz.rules.odds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import mfz.rules.attack.Situation;
import org.junit.jupiter.api.Test;

/**
 * §6, holding a station: a frame by a station its owner holds may ignore one hit of an attack
 * by leaving it, so destroying it takes one hit more than its systems and whites. The odds the
 * attack buttons show ("kill 50 %") counted only those (a phone review: a frame that could
 * retreat read 50 % to die where it could not die at all).
 */
class KillOddsCountTheRetreatTest {

    @Test
    void aFrameByAStationItsOwnerHoldsTakesOneHitMoreToDestroy() {
        AttackOdds held = ByAStation.odds(true, 4);
        AttackOdds open = ByAStation.odds(false, 4);
        assertEquals("Mill", held.mayLeave());
        assertNull(open.mayLeave());
        // b1: one system and two whites, three hits; four by Mill. An R4 at direct fire out of cover.
        assertEquals(Odds.of(new DamageSetup(4, Situation.OUT_OF_COVER, null, false, 3)).destroyed(),
                r4(open).odds().destroyed(), 1e-12);
        assertEquals(Odds.of(new DamageSetup(4, Situation.OUT_OF_COVER, null, false, 4)).destroyed(),
                r4(held).odds().destroyed(), 1e-12);
    }

    private static AttackChoice r4(AttackOdds odds) {
        return odds.choices().stream().filter(c -> c.die().notation().equals("R4") && c.spot() == 0).findFirst()
                .orElseThrow();
    }
}
