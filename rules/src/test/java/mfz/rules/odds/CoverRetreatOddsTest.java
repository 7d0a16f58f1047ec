package mfz.rules.odds;

import static mfz.rules.game.Table.frame;
import static mfz.rules.game.Table.start;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

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
 * §6, holding a station, for a covering frame: it may ignore one hit by leaving its station and
 * still covers, so it stands through one hit more before the rest of the dice go out of cover.
 */
class CoverRetreatOddsTest {

    @Test
    void aCoveringFrameByItsOwnersStationStandsThroughOneHitMore() {
        // b2 (one system and two whites) is destroyed at its third hit: it stands through two, three by Mill.
        assertEquals(new DamageSetup(4, Situation.FRAME_COVER, 2, false, 3), r4(odds(false)).odds().setup());
        assertEquals(new DamageSetup(4, Situation.FRAME_COVER, 3, false, 3), r4(odds(true)).odds().setup());
        // Four 5s: the third wears b2 away, and the fourth hits b1, unless b2 leaves Mill for one of them.
        assertNotEquals(r4(odds(false)).odds().waysTargetHitsAtLeast(1), r4(odds(true)).odds().waysTargetHitsAtLeast(1));
    }

    /** Anna's a1 (Rd) attacks Ben's b1 (B) at direct fire, covered by his b2 (B), with an R4 left; b2 by Mill or not. */
    private static AttackOdds odds(boolean coverByTheStation) {
        List<Frame> frames = List.of(frame("a", "a1", "Rd"), frame("b", "b1", "B"), frame("b", "b2", "B"));
        Table r = Table.duel(frames, List.of(Table.station("b", "Mill")));
        if (coverByTheStation) {
            r.settle("b", "b2", "Mill");
        }
        if (GameQueries.initiative(r.game()).orElseThrow().equals("a")) {
            r.play(new Command.Pass("a"));
        }
        int[] quiet = new int[Pool.of(frames.get(1), null, 0, false).size()];
        Arrays.fill(quiet, 1);
        for (String mine : List.of("b1", "b2")) { // both of Ben's act first, while Anna passes
            r.play(start("b", mine, null, null), quiet);
            r.play(new Command.Defend("b", "none"));
            r.play(new Command.EndTurn("b"));
        }
        int[] pool = new int[Pool.of(frames.getFirst(), Range.DIRECT, 0, false).size()];
        Arrays.fill(pool, 1);
        pool[2] = 4;
        r.play(start("a", "a1", "b1", Range.DIRECT), pool);
        r.play(new Command.Defend("a", "none"));
        Game game = r.game();
        return AttackChoices.forTurn(game, game.turn().orElseThrow(), game.turn().orElseThrow().target(),
                Cover.frame("b", "b2"), null);
    }

    private static AttackChoice r4(AttackOdds odds) {
        return odds.choices().stream().filter(c -> c.die().notation().equals("R4") && c.spot() == 0).findFirst()
                .orElseThrow();
    }
}
