package mfz.rules.hw;

import static mfz.rules.hw.ElementKind.INFANTRY;
import static mfz.rules.hw.ElementKind.MECH;
import static mfz.rules.hw.ElementKind.VEHICLE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import mfz.rules.dice.ScriptedDice;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Charges (RULES.md §11): the roll, half the other's value as damage, and infantry's special resolutions. */
class ChargeTest {

    @Test
    void theHighestDieCountsPlusOneForEachMatchAndForMoving() {
        ChargeRoll roll = ChargeRoll.roll(MECH, 4, true, true, ScriptedDice.of(9, 3, 9, 9));
        assertEquals(9, roll.highest());
        assertEquals(2, roll.matches());
        assertEquals(13, roll.value(), "9, two matches, moved, moved over 4\"");
        assertEquals(5, ChargeRoll.roll(MECH, 1, false, false, ScriptedDice.of(5)).value());
    }

    @Test
    void infantryNeverAddsMoreThanOne() {
        assertEquals(10, ChargeRoll.roll(INFANTRY, 3, true, true, ScriptedDice.of(9, 9, 9)).value());
    }

    @Test
    void aChargeDealsHalfTheOthersValueRoundedDown() {
        Charge charge = Charge.roll(side(MECH, 1), side(MECH, 1), ScriptedDice.of(11, 5));
        assertEquals(2, charge.damageToAttacker(), "half of the defender's 5, rounded down");
        assertEquals(5, charge.damageToDefender(), "half of the charger's 11, rounded down");
        assertEquals(Charge.Fate.NONE, charge.fate());
        assertEquals(Charge.Movement.DEFENDER_FALLS_BACK, charge.movement());
    }

    /**
     * Mech against vehicle, one die each (a Presence of 0 rolls nothing: a value of 0): the
     * damage each takes, and who falls back, by the values rolled. Who falls back compares the
     * damage taken, so values one apart can hurt both alike.
     */
    @ParameterizedTest(name = "{0} against {1}: the charger takes {2}, the defender {3}; {4}")
    @CsvSource({
            "11, 5,  2, 5, DEFENDER_FALLS_BACK",
            "8,  5,  2, 4, DEFENDER_FALLS_BACK",
            "5,  8,  4, 2, ATTACKER_FALLS_BACK",
            "12, 12, 6, 6, NONE",
            "7,  6,  3, 3, NONE",
            "3,  2,  1, 1, NONE",
            "2,  1,  0, 1, DEFENDER_FALLS_BACK",
            "1,  1,  0, 0, NONE",
            "0,  1,  0, 0, NONE",
            "0,  3,  1, 0, ATTACKER_FALLS_BACK",
            "0,  0,  0, 0, NONE",
    })
    void eachTakesHalfTheOthersValueRoundedDownAndTheOneHurtMoreFallsBack(int attacker, int defender,
                                                                         int toAttacker, int toDefender,
                                                                         Charge.Movement movement) {
        ChargeRoll a = new ChargeRoll(MECH, false, false, attacker == 0 ? List.of() : List.of(attacker));
        ChargeRoll d = new ChargeRoll(VEHICLE, false, false, defender == 0 ? List.of() : List.of(defender));
        Charge charge = Charge.resolve(a, d);
        assertEquals(toAttacker, charge.damageToAttacker());
        assertEquals(toDefender, charge.damageToDefender());
        assertEquals(Charge.Fate.NONE, charge.fate());
        assertEquals(movement, charge.movement());
    }

    @Test
    void aPresenceOfZeroRollsNoDieAndTheBonusForMovingStillCounts() {
        Charge charge = Charge.roll(new Charge.Side(MECH, 0, true, true), side(MECH, 1), ScriptedDice.of(1));
        assertEquals(2, charge.attacker().value(), "no die, moved over 4\": 0 + 2");
        assertEquals(0, charge.damageToAttacker(), "half of 1, rounded down");
        assertEquals(1, charge.damageToDefender(), "half of 2");
        assertEquals(Charge.Movement.DEFENDER_FALLS_BACK, charge.movement());
    }

    @Test
    void infantryAgainstInfantryDestroysTheOneThatTakesMoreDamage() {
        Charge lost = Charge.roll(side(INFANTRY, 1), side(INFANTRY, 1), ScriptedDice.of(3, 7));
        assertEquals(Charge.Fate.ATTACKER_DESTROYED, lost.fate());
        assertEquals(3, lost.damageToAttacker());
        assertEquals(1, lost.damageToDefender());
        assertEquals(Charge.Fate.DEFENDER_DESTROYED,
                Charge.roll(side(INFANTRY, 1), side(INFANTRY, 1), ScriptedDice.of(7, 3)).fate());
        assertEquals(Charge.Fate.NONE, Charge.roll(side(INFANTRY, 1), side(INFANTRY, 1), ScriptedDice.of(4, 4)).fate());
    }

    @Test
    void infantryWhoseDamageIsTheSameSurviveThoughOneRolledHigher() {
        Charge charge = Charge.roll(side(INFANTRY, 1), side(INFANTRY, 1), ScriptedDice.of(7, 6));
        assertEquals(3, charge.damageToAttacker());
        assertEquals(3, charge.damageToDefender());
        assertEquals(Charge.Fate.NONE, charge.fate(), "7 and 6 both deal 3");
    }

    @Test
    void infantryChargingAVehicleHalvesItsDamageAgainRoundingUpAndDestroysItByWinning() {
        Charge won = Charge.roll(side(INFANTRY, 1), side(VEHICLE, 1), ScriptedDice.of(9, 5));
        assertEquals(Charge.Fate.DEFENDER_DESTROYED, won.fate());
        assertEquals(1, won.damageToAttacker(), "5 deals 2, which the infantry halves to 1");
        Charge lost = Charge.roll(side(INFANTRY, 1), side(MECH, 1), ScriptedDice.of(4, 7));
        assertEquals(Charge.Fate.NONE, lost.fate());
        assertEquals(2, lost.damageToAttacker(), "7 deals 3, which the infantry halves to 2, rounding up");
        assertEquals(2, lost.damageToDefender(), "half of 4");
        assertEquals(Charge.Movement.NONE, lost.movement(), "both take 2");
        assertEquals(0, Charge.roll(side(INFANTRY, 1), side(MECH, 1), ScriptedDice.of(1, 1)).damageToAttacker(),
                "1 deals nothing to halve");
        assertEquals(1, Charge.roll(side(INFANTRY, 1), side(MECH, 1), ScriptedDice.of(1, 2)).damageToAttacker(),
                "2 deals 1, and half of 1 rounds up to 1");
    }

    @Test
    void aVehicleChargingInfantryDestroysItByWinningAndMovesOn() {
        Charge won = Charge.roll(side(VEHICLE, 1), side(INFANTRY, 1), ScriptedDice.of(10, 6));
        assertEquals(Charge.Fate.DEFENDER_DESTROYED, won.fate());
        assertEquals(Charge.Movement.ATTACKER_MOVES_ON, won.movement());
        assertEquals(3, won.damageToAttacker(), "half of the infantry's 6");
    }

    /** §11: charging infantry, a draw hurts both and the charger still moves on 1". */
    @Test
    void onADrawWithInfantryBothTakeDamageAndTheChargerStillMovesOn() {
        Charge draw = Charge.roll(side(MECH, 1), side(INFANTRY, 1), ScriptedDice.of(7, 7));
        assertEquals(Charge.Fate.NONE, draw.fate());
        assertEquals(Charge.Movement.ATTACKER_MOVES_ON, draw.movement());
        assertEquals(3, draw.damageToAttacker(), "half of 7, rounded down");
        assertEquals(3, draw.damageToDefender(), "half of 7, rounded down");
    }

    @Test
    void infantryBeatingAChargingVehicleChargesBackAtOnce() {
        ScriptedDice dice = ScriptedDice.of(4, 8, 11, 3);
        Charge charge = Charge.roll(side(VEHICLE, 1), side(INFANTRY, 1), dice);
        assertEquals(0, charge.damageToDefender(), "nobody is hurt by the first roll");
        assertEquals(0, charge.damageToAttacker(), "nobody is hurt by the first roll");
        assertTrue(charge.rematch().isPresent());
        Charge back = charge.last();
        assertEquals(INFANTRY, back.attacker().kind());
        assertEquals(List.of(11), back.attacker().dice());
        assertEquals(Charge.Fate.DEFENDER_DESTROYED, back.fate(), "the infantry won its charge: the vehicle is destroyed");
        assertEquals(1, back.damageToAttacker(), "the vehicle's 3 deals 1; the infantry halves it, rounding up");
        assertEquals(0, dice.remaining());
    }

    /**
     * Ruling: the charge back is resolved "as if infantry charged vehicle", so the vehicle is the
     * one charged and adds nothing for the move it made charging first (a vehicle charged never
     * does: it can't counter-charge). It used to keep its +2 (an HW audit, 2026-11-26).
     */
    @Test
    void theChargerChargedBackAddsNothingForItsOwnMove() {
        ScriptedDice dice = ScriptedDice.of(4, 8, 9, 8);
        Charge charge = Charge.roll(new Charge.Side(VEHICLE, 1, true, true), side(INFANTRY, 1), dice);
        assertEquals(6, charge.attacker().value(), "its own charge: 4, moved, moved over 4\"");
        Charge back = charge.last();
        assertEquals(8, back.defender().value(), "charged back: 8, and nothing for moving");
        assertEquals(Charge.Fate.DEFENDER_DESTROYED, back.fate(), "9 against 8: the infantry wins its charge");
    }

    /** Vehicles cannot counter-charge: the engine refuses a vehicle charged with a move of its own counted. */
    @Test
    void vehiclesCannotCounterCharge() {
        ScriptedDice dice = ScriptedDice.of(4, 4);
        assertThrows(IllegalArgumentException.class,
                () -> Charge.roll(side(MECH, 1), new Charge.Side(VEHICLE, 1, true, false), dice));
        assertEquals(2, dice.remaining(), "nothing rolled");
    }

    private static Charge.Side side(ElementKind kind, int presence) {
        return new Charge.Side(kind, presence, false, false);
    }
}
