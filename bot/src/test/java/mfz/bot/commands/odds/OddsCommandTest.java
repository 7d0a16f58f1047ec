package mfz.bot.commands.odds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import mfz.bot.core.Caller;
import mfz.bot.core.CommandRouter;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.render.OddsText;
import org.junit.jupiter.api.Test;

/** {@code /odds} with numbers, through the router: no game needed. */
class OddsCommandTest {

    private static final Caller MEGUEY = new Caller("7", "Meguey", false);
    private final CommandRouter router = new CommandRouter(List.of(new OddsCommand(channel -> Optional.empty())));

    private Reply odds(Map<String, String> options) {
        return router.route(new Request(null, "g", "c", MEGUEY, "odds", options));
    }

    @Test
    void threeDiceInTheOpenShowEveryNumberOfHits() {
        Reply reply = odds(Map.of("attack", "5", "defense", "2"));
        assertTrue(reply.ephemeral());
        String text = reply.embeds().getFirst().description();
        // 3 dice, 5s and 6s hit: none 8/27, one 12/27, two 6/27, three 1/27
        assertEquals("""
                3 damage dice, out of cover: 5, 6 hit.
                **At least one hit on the target: 70 %**
                Hits on the target:
                ` 0` 30 %
                ` 1` 44 %
                ` 2` 22 %
                ` 3` 4 %""", text);
    }

    @Test
    void terrainCoverThatFallsShowsTheCoverAndItsFall() {
        String text = odds(Map.of("attack", "6", "defense", "2", "spot", "1", "situation", "cover",
                "cover-hits", "0")).embeds().getFirst().description();
        assertTrue(text.startsWith("5 damage dice, in cover of terrain"), text);
        assertTrue(text.contains("Hits on the cover:\n` 0` "), text);
        assertTrue(text.contains("The cover falls: "), text);
    }

    /** A covering frame with two defense systems: its header says the 5s do nothing, as the odds do (a docs audit). */
    @Test
    void aCoveringFrameThatShrugsOffFivesIsSaidSoFromTheHeader() {
        String text = odds(Map.of("attack", "6", "defense", "3", "spot", "2", "situation", "frame-cover",
                "covering-defense-systems", "2", "cover-hits", "1")).embeds().getFirst().description();
        assertTrue(text.startsWith("5 damage dice, covered by a frame with two defense systems: 5 does nothing, 6 hits."),
                text);
        assertTrue(text.contains("The covering frame has two defense systems: 5s do nothing."), text);
        assertFalse(text.contains("The cover falls"), "nothing falls to what does nothing: " + text);
    }

    /**
     * The charts go by PRODUCT.md's names, the game's own words: `cover` is the target in terrain's
     * cover (as `cover:terrain`), `terrain` an attack on it (as `target:terrain`). They were
     * `terrain`, `frame` and `at-terrain`, which PRODUCT.md's `/odds` never named (a bad-input audit).
     */
    @Test
    void theChartsGoByTheGamesOwnWords() {
        Map<String, String> headers = Map.of("hand", "hand-to-hand", "open", "out of cover",
                "cover", "in cover of terrain", "frame-cover", "covered by a frame", "terrain", "attack on terrain");
        headers.forEach((situation, header) -> {
            String text = odds(Map.of("attack", "5", "situation", situation)).embeds().getFirst().description();
            assertTrue(text.contains(", " + header), situation + ": " + text);
        });
    }

    @Test
    void aMissIsSaidPlainly() {
        String text = odds(Map.of("attack", "2", "defense", "4")).embeds().getFirst().description();
        assertTrue(text.startsWith("0 damage dice"), text);
        assertTrue(text.contains("At least one hit on the target: 0 %"), text);
    }

    @Test
    void optionsThatDontBelongAreRefusedWithAReason() {
        assertEquals("`cover-hits:` is for cover: `situation:cover` or `situation:frame-cover`.",
                odds(Map.of("attack", "5", "defense", "2", "cover-hits", "1")).content());
        assertEquals("`covering-defense-systems:` is for `situation:frame-cover`.",
                odds(Map.of("attack", "5", "situation", "cover", "covering-defense-systems", "2")).content());
        assertEquals("`covering-defense-systems:` of `/odds` must be 0 to 2, not 3.",
                odds(Map.of("attack", "5", "situation", "frame-cover", "covering-defense-systems", "3")).content());
        assertEquals("`attack:` of `/odds` must be 1 to 30, not 0.", odds(Map.of("attack", "0")).content());
        assertEquals("Give the numbers: `/odds attack:<n> defense:<n>` (no game here to read them from).",
                odds(Map.of()).content());
        assertEquals("A fall has no defense or spot: `attack:` is its damage dice (1 per 3 bricks).",
                odds(Map.of("attack", "3", "defense", "1", "situation", "fall")).content());
    }

    @Test
    void percentagesNeverRoundAPossibilityAway() {
        assertEquals("< 1 %", OddsText.percent(0.001));
        assertEquals("> 99 %", OddsText.percent(0.9991));
        assertEquals("0 %", OddsText.percent(0));
        assertEquals("91 %", OddsText.percent(0.912));
    }
}
