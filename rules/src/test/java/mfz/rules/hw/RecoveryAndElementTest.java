package mfz.rules.hw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import mfz.rules.dice.ScriptedDice;
import org.junit.jupiter.api.Test;

class RecoveryAndElementTest {

    @Test
    void eachDieAboveTheDamageTakenRestoresAPoint() {
        Recovery recovery = Recovery.roll(4, 3, ScriptedDice.of(3, 4, 12, 1));
        assertEquals(List.of(3, 4, 12, 1), recovery.rolls());
        assertEquals(2, recovery.restored(), "a 3 only equals the damage");
    }

    @Test
    void hitsComeOffTheChosenStatAndArmourZeroDestroys() {
        Element mech = Element.fresh("Hound", ElementKind.MECH, new Stats(3, 2, 2, 2, 1)).owingHits(2);
        Element hit = mech.hit(Stat.ARMOUR).hit(Stat.ARMOUR);
        assertEquals(0, hit.now().armour());
        assertEquals(2, hit.damage());
        assertEquals(0, hit.hitsOwed());
        assertTrue(hit.destroyed());
        assertTrue(hit.whyNoHit(Stat.FIRE).isPresent());
    }

    @Test
    void recoveryNeverRaisesAStatAboveItsStart() {
        Element mech = Element.fresh("Hound", ElementKind.MECH, new Stats(3, 2, 2, 2, 1)).hit(Stat.FIRE);
        Element owed = mech.owingRecoveries(3);
        assertEquals(1, owed.recoveriesOwed(), "only one point is missing");
        assertEquals("Hound's Move is already at its starting 2: put the point elsewhere.",
                owed.whyNoRecovery(Stat.MOVE).orElseThrow());
        Element recovered = owed.recover(Stat.FIRE);
        assertEquals(3, recovered.now().fire());
        assertEquals(1, recovered.damage(), "the damage track stays");
        assertTrue(recovered.whyNoRecovery(Stat.FIRE).isPresent());
    }

    /** The hit that takes Armour to 0 destroys the element: what it still owed goes with it (as in a charge). */
    @Test
    void theDestroyingHitClearsWhatWasStillOwed() {
        Element tank = Element.fresh("Tank", ElementKind.VEHICLE, new Stats(4, 2, 1, 1, 1)).owingHits(3);
        Element hit = tank.hit(Stat.ARMOUR);
        assertTrue(hit.destroyed());
        assertEquals(0, hit.hitsOwed());
        assertEquals(0, hit.recoveriesOwed());
    }

    /** A second recovery adds to the points still to place, up to the room the stats have. */
    @Test
    void recoveredPointsAddUpToTheRoomLeft() {
        Element worn = Element.fresh("Tank", ElementKind.VEHICLE, new Stats(4, 4, 4, 1, 1))
                .owingHits(3).hit(Stat.FIRE).hit(Stat.FIRE).hit(Stat.MOVE);
        assertEquals(2, worn.owingRecoveries(2).recoveriesOwed());
        assertEquals(3, worn.owingRecoveries(2).owingRecoveries(2).recoveriesOwed(), "2 + 2, but only 3 points lost");
    }

    /**
     * Hits as many as its Fire, Move and Armour left take every point, Armour's too: the element
     * is destroyed at once, whichever stats its owner would have chosen (an adversarial test).
     */
    @Test
    void hitsOwedBeyondWhatItHasLeftDestroyItAtOnce() {
        Element brute = Element.fresh("Brute", ElementKind.MECH, new Stats(1, 0, 1, 2, 1));
        Element owing = brute.owingHits(1);
        assertEquals(1, owing.hitsOwed());
        assertFalse(owing.destroyed(), "one hit leaves it a choice: Fire or Armour");
        Element gone = owing.owingHits(1);
        assertTrue(gone.destroyed(), "two hits take Fire and Armour both");
        assertEquals(0, gone.hitsOwed());
        assertEquals(2, gone.damage());
        assertTrue(brute.owingHits(5).destroyed());
        // a point recovered but not yet placed counts: it would stand between the hits and Armour
        Element mending = brute.owingHits(1).hit(Stat.FIRE).owingRecoveries(6);
        assertEquals(1, mending.recoveriesOwed());
        assertFalse(mending.owingHits(1).destroyed(), "Armour 1 and a Fire point to come back: one hit leaves a choice");
        assertTrue(mending.owingHits(2).destroyed(), "two hits take both");
    }

    /** §11: a charge moves up to twice the Move, a counter-charge up to 1": each needs a Move, and no hits owed. */
    @Test
    void chargingAndCounterChargingNeedAMoveAndNoHitsOwed() {
        Element post = Element.fresh("Post", ElementKind.MECH, new Stats(1, 0, 2, 1, 2));
        assertEquals(Optional.of("Post has no Move left: it charges without moving (no `moved`)."),
                post.whyNoChargeMove(true, false));
        assertEquals(Optional.empty(), post.whyNoChargeMove(false, false));
        assertEquals(Optional.of("Post has no Move left: it can't counter-charge."), post.whyNoCounterCharge());
        Element walker = Element.fresh("Walker", ElementKind.MECH, new Stats(2, 2, 3, 0, 1));
        assertEquals(Optional.of("Walker charges at most 4\" (twice its Move of 2): never over 4\", so no "
                + "`moved-far`."), walker.whyNoChargeMove(true, true));
        assertEquals(Optional.empty(), walker.whyNoCounterCharge());
        assertEquals(Optional.of("Walker owes 1 hit: it can't counter-charge until its owner places it."),
                walker.owingHits(1).whyNoCounterCharge());
    }
}
