package mfz.rules.round;

import mfz.rules.game.Tx;

/**
 * A new round's start: it rolls per-frame initiative when that option is on. (The end of a
 * round is the decider's {@code Settling}, which starts the doomsday countdown.)
 */
public final class RoundFlow {

    private RoundFlow() {
    }

    /** A round begins (round 1 after deployment, or the next after the doomsday choices). */
    public static void begin(Tx tx) {
        Initiative.rollPerFrame(tx);
    }
}
