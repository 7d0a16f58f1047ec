package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import mfz.bot.core.Component;
import mfz.bot.core.Reply;
import org.junit.jupiter.api.Test;

/** When a bot seat's next action is added to its message above, and when it must be a message of its own. */
class SeatStreaksTest {

    private final AtomicLong now = new AtomicLong(1_000_000);
    private final SeatStreaks streaks = new SeatStreaks(now::get);

    @Test
    void aPlainActionJoinsTheSeatsMessageWhileNothingElseWentUpTheChannel() {
        streaks.opened("c", new SeatStreaks.Open("m1", "▶️ **Rook-1** starts its turn.", 7, now.get()));
        var joined = streaks.extended("c", Reply.text("🛡️ **Rook-1** defends with W6."), 7, String::length, false);
        assertEquals("▶️ **Rook-1** starts its turn.\n🛡️ **Rook-1** defends with W6.", joined.orElseThrow().content());
        assertEquals("m1", joined.get().messageId());
        assertTrue(streaks.extended("c", Reply.text("⏹️ ends."), 8, String::length, false).isEmpty(),
                "another message of the bot's came below it (a reply, the table posted anew)");
        assertTrue(streaks.extended("other", Reply.text("⏹️ ends."), 7, String::length, false).isEmpty(), "another channel");
    }

    /**
     * A person's card that handed the game to the seat is joined only by the seat's turn going on (its
     * spot and end after the person chose what they lose): a turn the seat starts has a card of its own.
     */
    @Test
    void aPersonsCardIsJoinedOnlyByTheSeatsTurnGoingOn() {
        streaks.handedOver("c", Optional.of(new SeatStreaks.Open("p1", "🔧 **Anvil-2** loses G.\n👉 Still to do.", 7,
                now.get(), true)));
        assertTrue(streaks.extended("c", Reply.text("▶️ **Rook-2** starts its turn."), 7, String::length, false)
                .isEmpty(), "a new turn");
        var joined = streaks.extended("c", Reply.text("👁️ **Rook-2** spots **Anvil-2** with Y5."), 7, String::length,
                true).orElseThrow();
        assertEquals("p1", joined.messageId());
        assertEquals("🔧 **Anvil-2** loses G.\n👁️ **Rook-2** spots **Anvil-2** with Y5.", joined.content());
        assertTrue(joined.aPersonsCard(), "still the person's card: a turn the seat starts next has one of its own");
    }

    @Test
    void whatPingsAsksOrShowsMoreThanTextIsANewMessage() {
        streaks.opened("c", new SeatStreaks.Open("m1", "▶️ **Rook-1** starts its turn.", 7, now.get()));
        assertFalse(SeatStreaks.joins(Reply.text("👉 <@42> must choose what Anvil-2 loses.")), "an edit notifies nobody");
        Reply withControls = Reply.text("👉 choose").withRows(List.of(new Component.Row(List.of(
                Component.Button.of("turn end|for=42|v=3", "End the turn")))));
        assertTrue(streaks.extended("c", withControls, 7, String::length, false).isEmpty());
        assertTrue(streaks.extended("c", Reply.text(" "), 7, String::length, false).isEmpty());
    }

    /**
     * Measured with its dice as faces (some 35 characters each where the notation is 2): measured
     * as JDA builds it, a text over 2,000 threw and the seat's action was never shown, and one whose
     * faces didn't fit went out with every die of the message as letters (a review).
     */
    @Test
    void theJoinedTextIsMeasuredWithItsDiceAsFaces() {
        DiceEmojis faces = new DiceEmojis();
        faces.use(Map.of("W6", "<:mfzdie1_d6W6:1576091030023831558>"));
        String roll = "🎲 Rook-1 rolls: " + "⬜W6  ".repeat(20).strip();
        streaks.opened("c", new SeatStreaks.Open("m1", (roll + "\n").repeat(2).strip(), 7, now.get()));
        assertTrue(roll.length() * 3 < 2_000, "as letters, three rolls fit");
        assertTrue(streaks.extended("c", Reply.text(roll), 7, faces::shownLength, false).isEmpty(), "as faces they don't");
        assertTrue(streaks.extended("c", Reply.text("x".repeat(3_000)), 7, faces::shownLength, false).isEmpty(),
                "and a text past any limit is measured, not refused");
    }

    @Test
    void aStaleStreakOrOneThatWouldPassDiscordsLimitStartsAfresh() {
        streaks.opened("c", new SeatStreaks.Open("m1", "x".repeat(1_995), 7, now.get()));
        assertTrue(streaks.extended("c", Reply.text("⏹️ ends."), 7, String::length, false).isEmpty(), "2,000 at most");
        assertTrue(streaks.extended("c", Reply.text("⏹️ ends."), 7, text -> text.length() - 100, false).isPresent(),
                "measured as sent (dice become longer emoji)");
        now.addAndGet(SeatStreaks.FRESH.toMillis() + 1);
        assertTrue(streaks.extended("c", Reply.text("⏹️ ends."), 7, text -> 10, false).isEmpty(),
                "a person may have written below it meanwhile");
    }
}
