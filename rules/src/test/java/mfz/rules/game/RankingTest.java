package mfz.rules.game;

import static mfz.rules.game.Table.frame;
import static mfz.rules.game.Table.station;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import mfz.rules.bidding.LowTie;
import org.junit.jupiter.api.Test;

/** The tactical ranking (docs/rules.md §4 rulings) follows every score change at once. */
class RankingTest {

    /** a 25 (2 frames, 3 stations); b and c 10 each, b lost the tie for lowest. */
    private static Game game() {
        return Game.replay(Table.combat(3,
                List.of(frame("a", "a1"), frame("a", "a2"), frame("b", "b1"), frame("c", "c1")),
                List.of(station("a", "Mill"), station("a", "Forge"), station("a", "Yard"), station("b", "Dock"),
                        station("c", "Tower")),
                new LowTie("b", List.of("c")), List.of("a", "c", "b")));
    }

    @Test
    void theLoserOfTheTieForLowestStaysLastWhileTheTieLasts() {
        Game g = game();
        assertEquals(List.of("a", "c", "b"), g.ranking());
        assertEquals(new LowTie("b", List.of("c")), g.lowTie());
        // A change that reranks the players (a frame now stands near a station) and leaves b and c tied.
        g = Table.settled(g, "a", "a2", "Mill");
        g = Table.settled(g, "b", "b1", "Dock");
        assertEquals(10, g.score("b"));
        assertEquals(10, g.score("c"));
        assertEquals(List.of("a", "c", "b"), g.ranking(), "b, who lost the tie, stays last");
        assertEquals(new LowTie("b", List.of("c")), g.lowTie(), "the tie lasts while the scores do");
    }

    /**
     * RULES §2 and §4: the loser of the tie for lowest stays last while the tie lasts, also behind
     * a tied partner that fell below it and came back level (an audit: the stable sort alone put
     * the partner after the loser, who then had the initiative and the doomsday choice first).
     */
    @Test
    void theLoserOfTheTieForLowestStaysBehindAPartnerThatComesBackLevel() {
        List<Event> events = new ArrayList<>(Table.combat(4,
                List.of(frame("a", "a1"), frame("a", "a2"), frame("b", "b1"), frame("c", "c1"), frame("d", "d1")),
                List.of(station("a", "Mill"), station("b", "Dock"), station("c", "Tower"), station("d", "Gate")),
                new LowTie("d", List.of("b", "c")), List.of("a", "b", "c", "d")));
        events.add(new Event.StationControlChanged("Tower", "c", "a"));
        Game g = Game.replay(events);
        assertEquals(List.of("a", "b", "d", "c"), g.ranking(), "Cleo fell below; Ben and Dan still tie");
        assertEquals(new LowTie("d", List.of("b", "c")), g.lowTie());
        events.add(new Event.StationControlChanged("Tower", "a", "c"));
        g = Game.replay(events);
        assertEquals(10, g.score("c"));
        assertEquals(10, g.score("d"));
        assertEquals(List.of("a", "b", "c", "d"), g.ranking(), "Dan, who lost the tie, stays behind Cleo back level");
    }

    @Test
    void theTieForLowestEndsWhenTheScoresPartAndRankingFollowsScores() {
        Game g = Table.settled(game(), "b", "b1", "Mill");
        assertEquals(15, g.score("b"));
        assertEquals(List.of("a", "b", "c"), g.ranking());
        assertNull(g.lowTie());
    }

    @Test
    void equalScoresKeepTheirPreviousRelativeOrder() {
        Game g = Table.settled(game(), "b", "b1", "Mill");
        g = Table.settled(g, "c", "c1", "Forge");
        assertEquals(15, g.score("a"));
        assertEquals(15, g.score("b"));
        assertEquals(15, g.score("c"));
        assertEquals(List.of("a", "b", "c"), g.ranking());
        assertEquals(Optional.of("a"), GameQueries.initiative(g));
    }

    @Test
    void theHighestScoreHoldsTheInitiative() {
        Game g = Table.settled(game(), "c", "c1", "Mill");
        g = Table.settled(g, "b", "b1", "Forge");
        g = Table.settled(g, "b", "b1", "Yard");
        // b kept Forge when it moved on (nobody near) and gained Yard: 4 assets; a holds no station now
        assertEquals(20, g.score("b"));
        assertEquals(15, g.score("c"));
        assertEquals(10, g.score("a"));
        assertEquals(List.of("b", "c", "a"), g.ranking());
        assertEquals(Optional.of("b"), GameQueries.initiative(g));
    }

    /**
     * §7: score = assets × PPA, recomputed the moment anything changes, and the tactical order
     * follows the new scores at once: c takes a's station Mill, and passes b.
     */
    @Test
    void theScoreIsAssetsTimesPpaRecomputedAtOnceAndTheOrderFollows() {
        Game g = game();
        assertEquals(5 * g.ppa("a"), g.score("a"), "2 frames and 3 stations");
        assertEquals(2 * g.ppa("c"), g.score("c"), "1 frame and 1 station");
        g = Table.settled(g, "c", "c1", "Mill");
        assertEquals(4 * g.ppa("a"), g.score("a"), "Mill lost");
        assertEquals(3 * g.ppa("c"), g.score("c"), "Mill taken");
        assertEquals(List.of("a", "c", "b"), g.ranking(), "c is now clear of b");
        assertEquals(null, g.lowTie(), "the tie for lowest is over");
    }

    /** §2.3: points per asset never change after bidding: scores move with the assets, the PPA stays. */
    @Test
    void pointsPerAssetNeverChangeAfterBidding() {
        Game g = game();
        int a = g.ppa("a");
        int c = g.ppa("c");
        g = Table.settled(g, "c", "c1", "Mill");
        assertEquals(a, g.ppa("a"), "a lost Mill, not its PPA");
        assertEquals(c, g.ppa("c"), "c took Mill, not a new PPA");
    }
}
