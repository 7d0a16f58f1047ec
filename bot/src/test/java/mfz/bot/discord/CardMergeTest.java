package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import mfz.bot.core.Component;
import mfz.bot.core.Reply;
import org.junit.jupiter.api.Test;

/**
 * A tapped card keeps its turn's start when the reply is long only by the typed lines the phone
 * never shows (a phone audit: measured before they were dropped, a big game's reply beside the
 * card passed 2,000, and the card was replaced by the reply alone).
 */
class CardMergeTest {

    @Test
    void aCardKeepsItsStartWhenOnlyTheTypedLinesWouldNotFit() {
        String card = "▶️ **Hawk** starts its turn against **Crow**, direct fire.\n🎲 **Hawk** rolls W3 W5 R6 R2 B4 G1 Y2"
                + "\n" + "• a result line of the card\n".repeat(30).strip();
        String typed = "Spot with Y2: `/turn spot target:" + "Some Very Long Frame Name ".repeat(3) + "`\n";
        String content = "🛡️ **Hawk** defends with B4.\n👉 Move, attack or spot:\n" + typed.repeat(20).strip();
        Reply reply = new Reply(content, List.of(), List.of(new Component.Row(List.of(new Component.Button(
                "turn move|die=G1|for=1|v=3", "Move with G1", Component.Style.PRIMARY, false)))), false);
        assertTrue(card.length() + content.length() > 2000, "raw, the two would not fit");

        String merged = InteractionResponse.mergedCard(card, reply).content();
        assertTrue(merged.startsWith("▶️ **Hawk** starts its turn"), merged);
        assertTrue(merged.contains("🛡️ **Hawk** defends with B4.") && merged.length() <= 2000, merged);
    }
}
