package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.RETURNS_DEEP_STUBS;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import mfz.bot.core.Component;
import mfz.bot.core.Reply;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.utils.messages.MessageEditData;
import org.junit.jupiter.api.Test;

/** When a reply that goes on in the tapped card is sent as a message of its own instead (mocked at JDA's edge). */
class CardEditsTest {

    private static final Instant NOW = Instant.parse("2026-11-28T12:00:00Z");

    private static TappedCard cardPosted(Instant at) {
        ButtonInteractionEvent event = mock(ButtonInteractionEvent.class);
        Message message = mock(Message.class);
        when(event.getMessage()).thenReturn(message);
        when(message.getTimeCreated()).thenReturn(OffsetDateTime.ofInstant(at, ZoneOffset.UTC));
        return new TappedCard(event, message, "👉 <@2> must choose what Anvil-1 loses to the hit: B or G.", true, false,
                "damage take", OptionalLong.empty());
    }

    private static final Reply HANDED_BACK = new Reply("🔧 **Anvil-1** (ben) loses B.\n👉 <@1> alice's Fang-1 is taking "
            + "its turn: move, attack, spot or end.", List.of(), List.of(new Component.Row(List.of(
            Component.Button.of("turn end|for=1|v=9", "End the turn")))), false).onSameCard();

    /**
     * A defender who chose her losses at once hands the turn back in her card, edited: its owner is
     * watching. One who chose after a while pings the turn's owner in a new message: an edit notifies
     * nobody, and the attacker was never told (a phone review).
     */
    @Test
    void aCardThatWaitedAWhileHandsTheTurnBackInANewMessageThatPings() {
        assertTrue(CardEdits.keepingTheCard(cardPosted(NOW.minusSeconds(20)), HANDED_BACK, "2", NOW).sameCard());
        assertFalse(CardEdits.keepingTheCard(cardPosted(NOW.minus(CardEdits.WATCHED).minusSeconds(1)), HANDED_BACK,
                "2", NOW).sameCard());
        assertTrue(CardEdits.keepingTheCard(cardPosted(NOW.minus(CardEdits.WATCHED).minusSeconds(1)),
                HANDED_BACK.withContent("🔧 **Anvil-1** (ben) loses B.\n👉 <@2> go on"), "2", NOW).sameCard(),
                "pinging only who tapped it: the edit is enough");
    }

    /**
     * A reply that with the card's lines passes a message's 2,000 characters goes below as a message of
     * its own, controls or not: the edit would have replaced the card's whole turn by the reply alone.
     */
    @Test
    void aReplyThatWouldOverflowTheCardIsAMessageOfItsOwn() {
        ButtonInteractionEvent event = mock(ButtonInteractionEvent.class);
        Message message = mock(Message.class);
        when(message.getTimeCreated()).thenReturn(OffsetDateTime.ofInstant(NOW, ZoneOffset.UTC));
        String lines = "🎲 a long turn's line\n".repeat(90);
        TappedCard full = new TappedCard(event, message, lines + "👉 go on", true, false, "turn move",
                OptionalLong.empty());
        assertTrue(CardEdits.keepingTheCard(cardPosted(NOW), HANDED_BACK, "2", NOW).sameCard(), "it fits: edited");
        assertFalse(CardEdits.keepingTheCard(full, HANDED_BACK, "2", NOW).sameCard(), "with its controls too");
    }

    /**
     * Ready tapped on one's private company card: a line without the lobby's controls (they stand on its
     * card above), unless it pings the host to tap Start, which then comes with them (a review).
     */
    @Test
    void aPrivateCardsReadyIsALineUnlessItPingsTheHostToStart() {
        TappedCard company = new TappedCard(mock(ButtonInteractionEvent.class), mock(Message.class), "Your company…",
                false, true, "company ready", OptionalLong.empty());
        Reply lobby = new Reply("**ann** declared their company ready.", List.of(), List.of(new Component.Row(List.of(
                Component.Button.of("game start", "Start (host)")))), false).onSameCard();
        Reply line = CardEdits.keepingTheCard(company, lobby, "2", NOW);
        assertTrue(line.rows().isEmpty() && !line.sameCard(), line.toString());
        Reply ping = CardEdits.keepingTheCard(company, lobby.withContent(lobby.content() + "\n👉 <@1> every company is "
                + "ready: tap **Start (host)** when you are"), "2", NOW);
        assertFalse(ping.rows().isEmpty(), "the Start button comes with the ping: " + ping);
    }

    /** A reply on its card with nothing for a person to tap hands the game over to a seat; one with a person's control doesn't. */
    @Test
    void aCardIsHandedOverOnlyWhenNobodysControlComesWithIt() {
        Reply seatNext = new Reply("⏹️ **Anvil-1** ends its turn.", List.of(), List.of(new Component.Row(List.of(
                Component.Button.of("game table|private=true", "Table")))), false).onSameCard();
        assertTrue(CardEdits.handsOverOnTheCard(seatNext));
        assertFalse(CardEdits.handsOverOnTheCard(HANDED_BACK), "a person's control: their turn goes on");
        assertFalse(CardEdits.handsOverOnTheCard(seatNext.onNewMessage()), "a new message edits no card");
    }

    /**
     * A card that is its prompt alone ("👉 @bob must choose whether to tick"), answered by a message
     * with no prompt (the game's end), only loses its controls: without its prompt it would be an
     * empty message, which JDA refuses to build (a review: the delivery then failed after the reply).
     */
    @Test
    void aCardThatIsItsPromptAloneOnlyLosesItsControls() {
        ButtonInteractionEvent event = mock(ButtonInteractionEvent.class);
        Message message = mock(Message.class, RETURNS_DEEP_STUBS);
        TappedCard card = new TappedCard(event, message, "👉 <@2> must choose whether to take one more tick.", true,
                false, "doomsday tick", OptionalLong.empty());
        Reply end = Reply.text("⏳ **bob** counts the doomsday clock down to **0**.\n🏁 **Doomsday!** The game is over.");
        CardEdits.retire(card, end, Optional.empty(), false, DiceEmojis.none());
        verify(message).editMessageComponents();
        verify(message, never()).editMessage(any(MessageEditData.class));
    }
}
