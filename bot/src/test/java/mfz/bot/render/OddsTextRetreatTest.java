package mfz.bot.render;

import static mfz.rules.game.Table.frame;
import static mfz.rules.game.Table.start;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import mfz.rules.attack.Cover;
import mfz.rules.company.Frame;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.game.Table;
import mfz.rules.odds.AttackChoices;
import mfz.rules.turn.Pool;
import mfz.rules.turn.Range;
import org.junit.jupiter.api.Test;

/** {@code /odds} says when its target may leave a station to ignore a hit, which its odds of destroying it count (§6). */
class OddsTextRetreatTest {

    @Test
    void theOddsSayTheTargetMayLeaveItsStation() {
        String held = OddsText.attack(odds(true));
        assertTrue(held.contains("_It may ignore one hit by leaving Mill (holding a station), counted in the odds of "
                + "destroying it._"), held);
        // b1 (one system): a white lost takes two hits, three by Mill, which an R2's two dice can't reach.
        assertFalse(held.contains("(a white lost"), held);
        String open = OddsText.attack(odds(false));
        assertFalse(open.contains("may ignore one hit"), open);
        assertTrue(open.contains("(a white lost: "), open);
    }

    /** Anna's a1 attacking Ben's b1 with an R2 left, b1 standing by Ben's station Mill or not. */
    private static mfz.rules.odds.AttackOdds odds(boolean byTheStation) {
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
        pool[2] = 2;
        r.play(start("a", "a1", "b1", Range.DIRECT), pool);
        r.play(new Command.Defend("a", "none"));
        Game game = r.game();
        return AttackChoices.forTurn(game, game.turn().orElseThrow(), game.turn().orElseThrow().target(), Cover.NONE,
                null);
    }
}
