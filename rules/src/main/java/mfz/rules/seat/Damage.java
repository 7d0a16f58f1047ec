package mfz.rules.seat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import mfz.rules.company.Frame;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.game.PendingDecision;

/** A seat's answers while hits are applied to its frames, and the cover it says is hit first. */
final class Damage {

    private Damage() {
    }

    /**
     * A hit: retreat from the station when the hit would destroy the frame (the frame is worth its
     * station and more); otherwise lose what is worth least to it ({@link Seat#worth}), a white
     * die last. Hard also retreats rather than lose the frame's last weapon when it holds no
     * station there it would lose by leaving (another of its frames stands near it).
     */
    static List<Command> answer(Game game, String seat, Strength strength, PendingDecision.HitChoice hit) {
        Frame frame = game.frame(hit.player(), hit.frame()).orElseThrow();
        List<Command> out = new ArrayList<>();
        String least = hit.options().stream().min(Comparator.comparingDouble(o -> loss(frame, o))).orElse(null);
        boolean lethal = Chances.toDestroy(frame) <= 1;
        if (hit.retreatFrom() != null && (lethal || strength == Strength.HARD && least != null
                && loss(frame, least) >= 4 && othersNear(game, frame, hit.retreatFrom()))) {
            out.add(new Command.Retreat(seat));
        }
        if (least != null) {
            out.add(new Command.TakeHit(seat, least));
        }
        hit.options().forEach(o -> out.add(new Command.TakeHit(seat, o)));
        return out;
    }

    private static boolean othersNear(Game game, Frame frame, String station) {
        return game.framesOf(frame.owner()).stream().anyMatch(f -> f.alive() && !f.same(frame)
                && game.standsNear(f, station));
    }

    private static double loss(Frame frame, String option) {
        if (option.equalsIgnoreCase("white")) {
            return frame.whites() <= 1 && frame.systems().isEmpty() ? 100 : 6;
        }
        return frame.systems().stream().filter(s -> s.notation().equalsIgnoreCase(option)).findFirst()
                .map(s -> Seat.worth(frame, s)).orElse(50.0);
    }

    /**
     * Which cover is hit first when the seat's frame stands in several: an opponent's frame
     * (its owner takes the hits), then terrain (4s and 5s hit it), its own frames last, the
     * sturdiest of them first.
     */
    static String cover(Game game, String seat, PendingDecision.CoverChoice choice) {
        return choice.covers().stream().min(Comparator.comparingDouble(c -> {
            String owner = PendingDecision.CoverChoice.ownerOf(c);
            if (owner == null) {
                return 1.0;
            }
            if (!owner.equals(seat)) {
                return 0.0;
            }
            return 2.0 + 1.0 / (1 + game.frame(owner, PendingDecision.CoverChoice.shownName(c))
                    .map(Chances::toDestroy).orElse(0));
        })).orElseThrow();
    }
}
