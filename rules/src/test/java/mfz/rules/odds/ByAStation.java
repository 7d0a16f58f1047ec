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
        return odds(List.of(frame("a", "a1", "Rd"), frame("b", "b1", "B")), byTheStation ? "b1" : null, red,
                Cover.NONE);
    }

    /**
     * The same attack on b1 covered by Ben's b2 (B), with an R4 left, b2 standing by Ben's Mill or
     * not: a covering frame may leave its station for one hit too.
     */
    public static AttackOdds coveredOdds(boolean coverByTheStation) {
        return odds(List.of(frame("a", "a1", "Rd"), frame("b", "b1", "B"), frame("b", "b2", "B")),
                coverByTheStation ? "b2" : null, 4, Cover.frame("b", "b2"));
    }

    /** Ben's frames act first while Anna passes, then a1 names b1 at direct fire with an R of {@code red} left. */
    private static AttackOdds odds(List<Frame> frames, String byMill, int red, Cover cover) {
        Table r = Table.duel(frames, List.of(Table.station("b", "Mill")));
        if (byMill != null) {
            r.settle("b", byMill, "Mill");
        }
        if (GameQueries.initiative(r.game()).orElseThrow().equals("a")) {
            r.play(new Command.Pass("a"));
        }
        for (Frame ben : frames.subList(1, frames.size())) {
            int[] quiet = new int[Pool.of(ben, null, 0, false).size()];
            Arrays.fill(quiet, 1);
            r.play(start("b", ben.name(), null, null), quiet);
            r.play(new Command.Defend("b", "none"));
            r.play(new Command.EndTurn("b"));
        }
        int[] pool = new int[Pool.of(frames.getFirst(), Range.DIRECT, 0, false).size()];
        Arrays.fill(pool, 1);
        pool[2] = red;
        r.play(start("a", "a1", "b1", Range.DIRECT), pool);
        r.play(new Command.Defend("a", "none"));
        Game game = r.game();
        return AttackChoices.forTurn(game, game.turn().orElseThrow(), game.turn().orElseThrow().target(), cover, null);
    }
}
