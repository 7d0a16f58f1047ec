package mfz.rules.hw;

import java.util.Optional;

/**
 * What a shot needs: the shooter's Fire, the measured range, the target's Armour and Defense
 * (its Incoming dice), any cover, and whether the shooter moved in the same action (then it
 * rolls half its Fire, rounding up). A target at Armour 0 is destroyed and is never shot
 * (RULES.md §11).
 */
public record ShotSetup(int fire, int range, int armour, int cover, int incoming, boolean moving) {

    public static final int MAX_FIRE = 20;
    public static final int MAX_INCOMING = 20;

    public ShotSetup {
        if (fire < 1 || fire > MAX_FIRE) {
            throw new IllegalArgumentException("Fire from 1 to " + MAX_FIRE);
        }
        if (incoming < 0 || incoming > MAX_INCOMING) {
            throw new IllegalArgumentException("Incoming from 0 to " + MAX_INCOMING);
        }
        if (range < 0 || armour < 0 || cover < 0) {
            throw new IllegalArgumentException("range, Armour and cover can't be negative");
        }
        whyNoShotAt("the target", armour).ifPresent(why -> {
            throw new IllegalArgumentException(why);
        });
    }

    /** Why a target with this Armour can't be shot, if it can't: at Armour 0 it is destroyed. */
    public static Optional<String> whyNoShotAt(String target, int armour) {
        return armour == 0 ? Optional.of(target + " is at Armour 0: it is destroyed and can't be shot.")
                : Optional.empty();
    }

    public int fireDice() {
        return moving ? (fire + 1) / 2 : fire;
    }

    /** The total each group of Fire dice must reach. */
    public int effectiveRange() {
        return range + armour + cover;
    }
}
