package mfz.rules.odds;

import mfz.rules.attack.Situation;

/**
 * What a handful of damage dice meet: the chart, the cover and how much each side can take.
 *
 * @param dice                how many damage dice are rolled (0 or more)
 * @param chart               the chart the first die uses
 * @param coverStandsThrough  hits the cover takes and still stands, the next one bringing it down
 *                            (terrain: {@code cover-hits}; a covering frame: its systems and whites
 *                            less one); null: it stands through the whole attack
 * @param coverShrugs         the cover is a frame with two defense systems: what would hit it does nothing
 * @param targetHitsToDestroy the hit that destroys the target (a frame's systems and whites), after
 *                            which no die is resolved; null: the target can't be destroyed (terrain,
 *                            or not known)
 */
public record DamageSetup(int dice, Situation chart, Integer coverStandsThrough, boolean coverShrugs,
                          Integer targetHitsToDestroy) {

    /** More dice than any attack or fall can roll (a fall of 90 bricks rolls 30). */
    public static final int MAX_DICE = 40;

    public DamageSetup {
        if (dice < 0 || dice > MAX_DICE) {
            throw new IllegalArgumentException("damage dice out of range: " + dice);
        }
        if (coverStandsThrough != null && coverStandsThrough < 0) {
            throw new IllegalArgumentException("cover can't stand through fewer than 0 hits");
        }
        if (targetHitsToDestroy != null && targetHitsToDestroy < 1) {
            throw new IllegalArgumentException("a target is destroyed by its first hit at the soonest");
        }
    }

    /** Dice on a chart without cover, against a target that is never destroyed. */
    public static DamageSetup open(int dice, Situation chart) {
        return new DamageSetup(dice, chart, null, false, null);
    }

    public DamageSetup withTargetHitsToDestroy(Integer hits) {
        return new DamageSetup(dice, chart, coverStandsThrough, coverShrugs, hits);
    }
}
