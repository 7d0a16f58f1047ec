package mfz.rules.hw;

import static mfz.rules.hw.ElementKind.INFANTRY;
import static mfz.rules.hw.ElementKind.MECH;
import static mfz.rules.hw.ElementKind.VEHICLE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import mfz.rules.dice.ScriptedDice;
import org.junit.jupiter.api.Test;

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
    void normallyEachTakesTheOthersValueAndTheOneHurtMoreFallsBack() {
        Charge charge = Charge.roll(side(MECH, 1), side(VEHICLE, 1), ScriptedDice.of(8, 5));
        assertEquals(5, charge.damageToAttacker());
        assertEquals(8, charge.damageToDefender());
        assertEquals(Charge.Fate.NONE, charge.fate());
        assertEquals(Charge.Movement.DEFENDER_FALLS_BACK, charge.movement());
    }

    @Test
    void infantryAgainstInfantryDestroysTheOneHurtMore() {
        assertEquals(Charge.Fate.ATTACKER_DESTROYED,
                Charge.roll(side(INFANTRY, 1), side(INFANTRY, 1), ScriptedDice.of(3, 7)).fate());
        assertEquals(Charge.Fate.DEFENDER_DESTROYED,
                Charge.roll(side(INFANTRY, 1), side(INFANTRY, 1), ScriptedDice.of(7, 3)).fate());
        assertEquals(Charge.Fate.NONE, Charge.roll(side(INFANTRY, 1), side(INFANTRY, 1), ScriptedDice.of(4, 4)).fate());
    }

    @Test
    void infantryChargingAVehicleHalvesItsDamageRoundingUpAndDestroysItByWinning() {
        Charge won = Charge.roll(side(INFANTRY, 1), side(VEHICLE, 1), ScriptedDice.of(9, 5));
        assertEquals(Charge.Fate.DEFENDER_DESTROYED, won.fate());
        assertEquals(3, won.damageToAttacker(), "5 halved, rounding up");
        Charge lost = Charge.roll(side(INFANTRY, 1), side(MECH, 1), ScriptedDice.of(4, 7));
        assertEquals(Charge.Fate.NONE, lost.fate());
        assertEquals(4, lost.damageToAttacker());
        assertEquals(4, lost.damageToDefender());
    }

    @Test
    void aVehicleChargingInfantryDestroysItByWinningAndMovesOn() {
        Charge won = Charge.roll(side(VEHICLE, 1), side(INFANTRY, 1), ScriptedDice.of(10, 6));
        assertEquals(Charge.Fate.DEFENDER_DESTROYED, won.fate());
        assertEquals(Charge.Movement.ATTACKER_MOVES_ON, won.movement());
        Charge draw = Charge.roll(side(MECH, 1), side(INFANTRY, 1), ScriptedDice.of(6, 6));
        assertEquals(Charge.Fate.NONE, draw.fate());
        assertEquals(Charge.Movement.ATTACKER_MOVES_ON, draw.movement());
    }

    @Test
    void infantryBeatingAChargingVehicleChargesBackAtOnce() {
        ScriptedDice dice = ScriptedDice.of(4, 8, 11, 3);
        Charge charge = Charge.roll(side(VEHICLE, 1), side(INFANTRY, 1), dice);
        assertEquals(0, charge.damageToDefender(), "nobody is hurt by the first roll");
        assertTrue(charge.rematch().isPresent());
        Charge back = charge.last();
        assertEquals(INFANTRY, back.attacker().kind());
        assertEquals(List.of(11), back.attacker().dice());
        assertEquals(Charge.Fate.DEFENDER_DESTROYED, back.fate(), "the infantry won its charge: the vehicle is destroyed");
        assertEquals(0, dice.remaining());
    }

    private static Charge.Side side(ElementKind kind, int presence) {
        return new Charge.Side(kind, presence, false, false);
    }
}
