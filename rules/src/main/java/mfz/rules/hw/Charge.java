package mfz.rules.hw;

import java.util.Optional;
import mfz.rules.dice.Dice;

/**
 * A charge resolved: both elements roll ({@link ChargeRoll}); each takes damage equal to half
 * the other's value, rounded down (RULES.md §11: 11 against 5 hurts the charger 2 and the
 * defender 5), and the one that takes more damage falls back 1". Infantry changes that:
 * <ul>
 * <li>infantry against infantry: the one that takes more damage is destroyed;</li>
 * <li>infantry charging a mech or vehicle: the infantry halves the damage it takes again
 * (rounding up), and destroys the other if it rolls higher;</li>
 * <li>a mech or vehicle charging infantry: rolling higher destroys the infantry and carries
 * the charger on 1"; on a draw both take damage and the charger still moves on; if the
 * infantry rolls higher, nobody is hurt yet and it is resolved again at once as the
 * infantry charging (both roll again, {@link #rematch}).</li>
 * </ul>
 * Who wins and who draws compares the values rolled; who takes more damage compares the
 * halves, so 7 against 6 hurts both by 3: nobody falls back, and neither infantry is destroyed.
 * A vehicle can't counter-charge, so a vehicle charged never adds the bonus for moving: the
 * command refuses that before anything is rolled, and so does {@link #roll}. Ruling: nor does a mech or vehicle charged
 * back by infantry, for the move it made charging first.
 *
 * @param rematch the infantry's charge back, when it won against a charging mech or vehicle
 */
public record Charge(ChargeRoll attacker, ChargeRoll defender, int damageToAttacker, int damageToDefender,
                     Fate fate, Movement movement, Optional<Charge> rematch) {

    /** Who is destroyed outright by the special resolutions (damage can destroy too, later). */
    public enum Fate { NONE, ATTACKER_DESTROYED, DEFENDER_DESTROYED }

    public enum Movement { NONE, ATTACKER_FALLS_BACK, DEFENDER_FALLS_BACK, ATTACKER_MOVES_ON }

    /** One side of a charge before the roll: what it is, its Presence and how it moved. */
    public record Side(ElementKind kind, int presence, boolean moved, boolean movedFar) {
    }

    /** @throws IllegalArgumentException for a vehicle charged with a move counted: vehicles can't counter-charge */
    public static Charge roll(Side attacker, Side defender, Dice dice) {
        if (defender.kind() == ElementKind.VEHICLE && (defender.moved() || defender.movedFar())) {
            throw new IllegalArgumentException("a vehicle can't counter-charge");
        }
        ChargeRoll a = ChargeRoll.roll(attacker.kind(), attacker.presence(), attacker.moved(), attacker.movedFar(), dice);
        ChargeRoll d = ChargeRoll.roll(defender.kind(), defender.presence(), defender.moved(), defender.movedFar(), dice);
        if (!attacker.kind().isInfantry() && defender.kind().isInfantry() && d.value() > a.value()) {
            // resolved again with the roles swapped (§11): the vehicle is now the one charged, which adds nothing for moving
            Charge back = roll(defender, new Side(attacker.kind(), attacker.presence(), false, false), dice);
            return new Charge(a, d, 0, 0, Fate.NONE, Movement.NONE, Optional.of(back));
        }
        return resolve(a, d);
    }

    /** The charge with these rolls; the case that needs rolling again is left to {@link #roll}. */
    public static Charge resolve(ChargeRoll a, ChargeRoll d) {
        boolean infantryAttacks = a.kind().isInfantry();
        boolean infantryDefends = d.kind().isInfantry();
        int toAttacker = d.damage();
        int toDefender = a.damage();
        if (infantryAttacks && infantryDefends) {
            Fate fate = toAttacker > toDefender ? Fate.ATTACKER_DESTROYED
                    : toDefender > toAttacker ? Fate.DEFENDER_DESTROYED : Fate.NONE;
            return new Charge(a, d, toAttacker, toDefender, fate, Movement.NONE, Optional.empty());
        }
        if (infantryAttacks) {
            int halved = (toAttacker + 1) / 2;
            Fate fate = a.value() > d.value() ? Fate.DEFENDER_DESTROYED : Fate.NONE;
            return new Charge(a, d, halved, toDefender, fate, fate == Fate.NONE ? fallsBack(halved, toDefender)
                    : Movement.NONE, Optional.empty());
        }
        if (infantryDefends) {
            Fate fate = a.value() > d.value() ? Fate.DEFENDER_DESTROYED : Fate.NONE;
            return new Charge(a, d, toAttacker, toDefender, fate, Movement.ATTACKER_MOVES_ON, Optional.empty());
        }
        return new Charge(a, d, toAttacker, toDefender, Fate.NONE, fallsBack(toAttacker, toDefender),
                Optional.empty());
    }

    private static Movement fallsBack(int toAttacker, int toDefender) {
        return toAttacker > toDefender ? Movement.ATTACKER_FALLS_BACK
                : toDefender > toAttacker ? Movement.DEFENDER_FALLS_BACK : Movement.NONE;
    }

    /** The charge that settled it: the rematch's, when there was one. */
    public Charge last() {
        return rematch.map(Charge::last).orElse(this);
    }
}
