package mfz.rules.attack;

/** What one damage die did. */
public enum DieEffect {
    /** Nothing: too low on this chart. */
    NOTHING,
    /** Hit the cover: 6 bricks off the terrain, or a hit on the covering frame. */
    COVER_HIT,
    /** Would have hit a covering frame, but it carries two defense systems: no damage. */
    COVER_SHRUGGED,
    /** Hit the target: a hit on the frame, or 6 bricks off a terrain target. */
    TARGET_HIT
}
