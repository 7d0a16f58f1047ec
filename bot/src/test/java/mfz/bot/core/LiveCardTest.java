package mfz.bot.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A turn's card keeps its result lines and shows only the newest prompt. */
class LiveCardTest {

    @Test
    void anEditKeepsTheResultLinesAndReplacesThePrompt() {
        String card = "🎲 Hawk rolls: R5 G3\n👉 <@7> Hawk: defend, then move or attack.\nDefend with a blue die.";
        assertEquals("🎲 Hawk rolls: R5 G3\n🛡️ Hawk defends with none.\n👉 move or attack.",
                LiveCard.merge(card, "🛡️ Hawk defends with none.\n👉 move or attack."));
    }

    @Test
    void aCardThatWouldPassDiscordsLimitShowsTheReplyAlone() {
        String card = "x".repeat(LiveCard.MAX_CONTENT - 5);
        assertEquals("🦿 Hawk moves.", LiveCard.merge(card, "🦿 Hawk moves."));
    }

    @Test
    void aCardOfOnlyAPromptLeavesOnlyTheReply() {
        assertEquals("done", LiveCard.merge("👉 <@7> your move", "done"));
    }
}
