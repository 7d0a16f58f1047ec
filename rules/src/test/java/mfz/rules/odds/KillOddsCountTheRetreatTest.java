package mfz.rules.odds;

import static mfz.rules.game.Table.frame;
import static mfz.rules.game.Table.start;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Arrays;
import java.util.List;
import mfz.rules.attack.Cover;
import mfz.rules.attack.Situation;
import mfz.rules.company.Frame;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.game.Table;
import mfz.rules.turn.Pool;
import mfz.rules.turn.Range;
import org.junit.jupiter.api.Test;

/**
 * §6, holding a station: a frame by a station its owner holds may ignore one hit of an attack
 * by leaving it, so destroying it takes one hit more than its systems and whites. The odds the
 * attack buttons show ("kill 50 %") counted only those (a phone review: a frame that could
 * retreat read 50 % to die where it could not die at all).
 */
class KillOddsCountTheRetreatTest {

    @Test
    void aFrameByAStationItsOwnerHoldsTakesOneHitMoreToDestroy() {
        AttackOdds held = odds(true);
        AttackOdds open = odds(false);
        assertEquals("Mill", held.mayLeave());
        assertNull(open.mayLeave());
        // b1: one system and two whites, three hits; four by Mill. An R4 at direct fire out of cover.
        assertEquals(Odds.of(new DamageSetup(4, Situation.OUT_OF_COVER, null, false, 3)).destroyed(),
                r4(open).odds().destroyed(), 1e-12);
        assertEquals(Odds.of(new DamageSetup(4, Situation.OUT_OF_COVER, null, false, 4)).destroyed(),
                r4(held).odds().destroyed(), 1e-12);
    }

    private static AttackChoice r4(AttackOdds odds) {
        return odds.choices().stream().filter(c -> c.die().notation().equals("R4") && c.spot() == 0).findFirst()
                .orElseThrow();
    }

    /** Anna's a1 attacking Ben's b1 with an R4 left, b1 standing by Ben's station Mill or not. */
    private static AttackOdds odds(boolean byTheStation) {
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
        pool[2] = 4;
        r.play(start("a", "a1", "b1", Range.DIRECT), pool);
        r.play(new Command.Defend("a", "none"));
        Game game = r.game();
        return AttackChoices.forTurn(game, game.turn().orElseThrow(), game.turn().orElseThrow().target(), Cover.NONE,
                null);
    }
}
