package mfz.rules.odds;

import static mfz.rules.game.Table.frame;
import static mfz.rules.game.Table.start;

import java.util.Arrays;
import java.util.List;
import mfz.rules.attack.Cover;
import mfz.rules.company.Frame;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.game.Table;
import mfz.rules.turn.Pool;
import mfz.rules.turn.Range;

/** A target by its owner's station, or not, for the odds that count its retreat (§6): shared by both modules' tests. */
public final class ByAStation {

    private ByAStation() {
    }

    /**
     * The odds of Anna's a1 (Rd) attacking Ben's b1 (one system, B) at direct fire out of cover with
     * an R of {@code red} left, b1 standing by Ben's station Mill or not.
     */
    public static AttackOdds odds(boolean byTheStation, int red) {
        List<Frame> frames = List.of(frame("a", "a1", "Rd"), frame("b", "b1", "B"));
        Table r = Table.duel(frames, List.of(Table.station("b", "Mill")));
        if (byTheStation) {
            r.settle("b", "b1", "Mill");
        }
        if (GameQueries.initiative(r.game()).orElseThrow().equals("a")) {
            r.play(new Command.Pass("a"));
        }
        int[] quiet = new int[Pool.of(frames.get(1), null, 0, false).size()];
        Arrays.fill(quiet, 1);
        r.play(start("b", "b1", null, null), quiet);
        r.play(new Command.Defend("b", "none"));
        r.play(new Command.EndTurn("b"));
        int[] pool = new int[Pool.of(frames.getFirst(), Range.DIRECT, 0, false).size()];
        Arrays.fill(pool, 1);
        pool[2] = red;
        r.play(start("a", "a1", "b1", Range.DIRECT), pool);
        r.play(new Command.Defend("a", "none"));
        Game game = r.game();
        return AttackChoices.forTurn(game, game.turn().orElseThrow(), game.turn().orElseThrow().target(), Cover.NONE,
                null);
    }
}
