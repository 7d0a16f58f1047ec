package mfz.bot.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import mfz.bot.core.Embed;
import mfz.rules.game.Game;
import mfz.rules.game.Table;
import org.junit.jupiter.api.Test;

/** The result card's places: equal scores share one (no tiebreak, RULES.md §4), and Discord draws no list of its own. */
class ResultCardTest {

    @Test
    void equalScoresShareAPlaceWrittenSoDiscordDoesntRenumberIt() {
        Game tied = Table.duel(List.of(Table.frame("a", "a1", "B G Y Rd"), Table.frame("b", "b1", "B G Y Rd"))).game();
        assertEquals(tied.score("a"), tied.score("b"), "the same company, the same score");
        String card = ResultCard.of(tied, List.of("a", "b")).description();
        // "1. " opens a numbered list on Discord, which counts on (1, 2) whatever is written.
        assertTrue(card.startsWith("1\\. **" + tied.nameOf(tied.ranking().get(0)) + "**"), card);
        assertTrue(card.contains("\n1\\. **" + tied.nameOf(tied.ranking().get(1)) + "**"), card);
        // a tie for the win under a handshake, in no one's colour (a trophy in the first's read as theirs: a review)
        Embed tie = ResultCard.of(tied, List.of("a", "b"));
        assertEquals("🤝 A tie for the win: " + tied.nameOf("a") + " and " + tied.nameOf("b"), tie.title());
        assertEquals(ResultCard.TIED, tie.colour());
    }
}
