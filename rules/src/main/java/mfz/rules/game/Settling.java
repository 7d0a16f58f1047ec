package mfz.rules.game;

import mfz.rules.attack.Resolve;
import mfz.rules.company.Frame;
import mfz.rules.doomsday.DoomsdayRules;
import mfz.rules.round.RoundState;

/**
 * What happens by itself after every accepted command, between players' commands: damage dice
 * resolve until a hit needs a choice, and when no frame is left to act the round ends (markers
 * come off) and the doomsday countdown begins (docs/rules.md §4). It lives beside the decider
 * that runs it, so the round ({@code round}) and the clock ({@code doomsday}) don't import each
 * other: the clock starts the next round, the decider ends the last one.
 */
final class Settling {

    private Settling() {
    }

    static void settle(Tx tx) {
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
}
