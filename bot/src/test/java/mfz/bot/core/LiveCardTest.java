package mfz.bot.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

/** A turn's card keeps its result lines and shows only the newest prompt. */
class LiveCardTest {

    @Test
    void anEditKeepsTheResultLinesAndReplacesThePrompt() {
        String card = "🎲 Hawk rolls: R5 G3\n👉 <@7> Hawk: defend, then move or attack.\nDefend with a blue die.";
        assertEquals("🎲 Hawk rolls: R5 G3\n🛡️ Hawk defends with none.\n👉 move or attack.",
                LiveCard.merge(card, "🛡️ Hawk defends with none.\n👉 move or attack."));
    }

    /** Where a frame stands, said again, replaces what the card said before: step 7's card kept every tap (a phone review). */
    @Test
    void aFramesStandingSaidAgainReplacesTheEarlierLine() {
        String card = "**Fang-1** (ben) now stands near the objective **Beacon**.\n"
                + "**Anvil-1** (ann) now stands near the objective **Beacon**.\n👉 @ann @ben: mark the frames, then agree.";
        assertEquals("**Anvil-1** (ann) now stands near the objective **Beacon**.\n"
                + "**Fang-1** (ben) no longer stands near the objective **Beacon**.\n👉 @ann @ben: agree.",
                LiveCard.merge(card, "**Fang-1** (ben) no longer stands near the objective **Beacon**.\n👉 @ann @ben: agree."));
    }

    @Test
    void aCardThatWouldPassDiscordsLimitShowsTheReplyAlone() {
        String card = "x".repeat(LiveCard.MAX_CONTENT - 5);
        assertEquals("🦿 Hawk moves.", LiveCard.merge(card, "🦿 Hawk moves."));
        // What a reply that would only edit the card checks first: then it goes out as a message of
        // its own, and the card keeps its turn (discord/CardEdits).
        assertFalse(LiveCard.fits(card, "🦿 Hawk moves."));
        assertTrue(LiveCard.fits(card + "\n👉 <@7> go on", "ok"), "the prompt it replaces doesn't count");
        assertTrue(LiveCard.fits("👉 <@7> your move", "x".repeat(LiveCard.MAX_CONTENT)), "nothing of the card to keep");
    }

    @Test
    void aCardOfOnlyAPromptLeavesOnlyTheReply() {
        assertEquals("done", LiveCard.merge("👉 <@7> your move", "done"));
    }

    @Test
    void aReplyHandingTheDecisionOnFinishesItsCardAndOpensWithThePromptAlone() {
        Optional<LiveCard.Split> split = LiveCard.split("🎯 Anvil attacks.\n👉 @ann Anvil may move.",
                "👁️ Anvil spots Fang.\n⏹️ Anvil ends its turn.\n👉 @ben holds the initiative.");
        Assertions.assertEquals(new LiveCard.Split(
                "🎯 Anvil attacks.\n👁️ Anvil spots Fang.\n⏹️ Anvil ends its turn.", "👉 @ben holds the initiative."),
                split.orElseThrow());
        Assertions.assertTrue(LiveCard.split("card", "👉 @ben decides.").isEmpty(),
                "no result lines: the reply goes out whole");
        Assertions.assertTrue(LiveCard.split("x".repeat(1990), "a result line\n👉 @ben").isEmpty(),
                "a finished card past Discord's limit: the reply goes out whole");
    }

    @Test
    void aTurnThatEndsPartWayThroughTheResultsEndsItsCardThereAndTheRestOpensTheNewMessage() {
        // Fang acted first because Anvil attacked it; when Fang's turn ends, Anvil's attack lands.
        LiveCard.Split split = LiveCard.split("▶️ Fang starts its turn.\n👉 @ben Fang may move.",
                "⏹️ Fang ends its turn.\n🎯 Anvil's attack: 3 damage dice.\n• 6: hits!\n👉 @ann Anvil may move.")
                .orElseThrow();
        assertEquals("▶️ Fang starts its turn.\n⏹️ Fang ends its turn.", split.finished());
        assertEquals("🎯 Anvil's attack: 3 damage dice.\n• 6: hits!\n👉 @ann Anvil may move.", split.prompt());
    }
}
