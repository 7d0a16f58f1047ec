package mfz.rules.round;

import mfz.rules.attack.Resolve;
import mfz.rules.company.Frame;
import mfz.rules.doomsday.DoomsdayRules;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.game.Tx;

/**
 * What happens by itself between players' commands: damage dice resolve until a hit needs a
 * choice, and when no frame is left to act the round ends (markers come off) and the doomsday
 * countdown begins; a new round rolls per-frame initiative when that option is on.
 */
public final class RoundFlow {

    private RoundFlow() {
    }

    /** Runs after every accepted command. */
    public static void settle(Tx tx) {
        for (int guard = 0; guard < 10_000; guard++) {
            Game g = tx.game();
            if (g.phase() != Phase.COMBAT || g.pending() != null || g.roundState() == null) {
                return;
            }
            RoundState r = g.roundState();
            if (r.resolution() != null) {
                Resolve.proceed(tx);
                continue;
            }
            if (!r.turns().isEmpty() || g.frames().stream().anyMatch(Frame::readyToAct)) {
                return;
            }
            tx.emit(new Event.RoundEnded(g.round()));
            DoomsdayRules.countDown(tx);
            if (tx.game().phase() != Phase.COMBAT) {
                return;
            }
        }
        throw new IllegalStateException("the round never settles");
    }

    /** A round begins (round 1 after deployment, or the next after the doomsday choices). */
    public static void begin(Tx tx) {
        Initiative.rollPerFrame(tx);
    }
}
