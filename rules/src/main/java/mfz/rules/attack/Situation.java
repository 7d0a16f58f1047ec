package mfz.rules.attack;

/**
 * The hit charts (docs/rules.md §6 step 4): which damage die values hit the cover, hit the target
 * or do nothing, in each situation.
 */
public enum Situation {
    HAND_TO_HAND("hand-to-hand: 4, 5, 6 hit", 4, 7),
    OUT_OF_COVER("out of cover: 5, 6 hit", 5, 7),
    TERRAIN_COVER("in cover of terrain: 4, 5 hit the cover, 6 hits", 6, 4),
    FRAME_COVER("covered by a frame: 5 hits the covering frame, 6 hits", 6, 5),
    TERRAIN_TARGET("attack on terrain: 4, 5, 6 hit", 4, 7),
    FALLING("falling: 4, 5, 6 hit", 4, 7);

    private final String words;
    private final int targetFrom;
    private final int coverFrom;

    Situation(String words, int targetFrom, int coverFrom) {
        this.words = words;
        this.targetFrom = targetFrom;
        this.coverFrom = coverFrom;
    }

    /** The chart in player words. */
    public String words() {
        return words;
    }

    /** What one damage die does on this chart. */
    public DieEffect effect(int value) {
        if (value >= targetFrom) {
            return DieEffect.TARGET_HIT;
        }
        if (value >= coverFrom) {
            return DieEffect.COVER_HIT;
        }
        return DieEffect.NOTHING;
    }
}
