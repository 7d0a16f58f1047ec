package mfz.rules.round;

/** Where a turn stands. */
public enum Stage {
    /** Activated by an incoming attack: its owner must name a target and roll now. */
    STARTING,
    /** Rolled: the defense is assigned next (a blue or white die, or none). */
    DEFENDING,
    /** Activated by an attack and defended: waits until the attacker's turn is over. */
    PAUSED,
    /** Free to move, attack and spot (each once, spot last), then end. */
    ACTING,
    /** Attacked a frame that had not acted: waits for that frame's defense. */
    WAITING
}
