package mfz.bot.commands.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.Reply;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.game.Table;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;
import org.junit.jupiter.api.Test;

/**
 * A seat's announcement posted in two when a person decides next: the results tell, the prompt
 * asks. A frame the seat's attack woke named its owner as a mention in both, and she was pinged
 * twice (an audit of pings).
 */
class SeatPostsTest {

    @Test
    void theResultsNameWhoThePromptPings() {
        Game game = duel();
        Component tap = Component.Button.of(ComponentIds.button("turn start", Map.of(ComponentIds.FOR, "a")), "Start");
        Reply reply = new Reply("💥 b1 attacks a1. ⚡ a1 (Anna) has not acted yet: <@a>, start its turn.\n"
                + "👉 <@a>, start a1's turn.", List.of(), List.of(new Component.Row(List.of(tap))), false, null,
                List.of());
        List<Reply> posts = BotSeats.posts(reply, game);
        assertEquals(2, posts.size(), posts.toString());
        assertFalse(posts.getFirst().content().contains("<@a>"), posts.getFirst().content());
        assertTrue(posts.getFirst().content().contains("**Anna**, start its turn"), posts.getFirst().content());
        assertTrue(posts.getLast().content().startsWith("👉 <@a>"), posts.getLast().content());
    }

    /**
     * On Discord the results say no command to type, as a finished card doesn't: the prompt just below
     * carries the controls; the console keeps them (a phone review: "start its turn, for example answering the attacker: `/turn
     * start …`" stood above "pick its target below").
     */
    @Test
    void theResultsSayNoCommandToTypeAboveThePromptsControls() {
        Game game = duel();
        Component tap = Component.Button.of(ComponentIds.button("turn start", Map.of(ComponentIds.FOR, "a")), "Start");
        Reply reply = new Reply("💥 **b1** attacks with W4.\n⚡ **a1** (Anna) has not acted yet: it acts now, before "
                + "b1's attack lands. <@a>, start its turn, for example answering the attacker: `/turn start frame:a1 "
                + "target:b1 range:hand`.\n👉 <@a> a1 was attacked and acts now.", List.of(),
                List.of(new Component.Row(List.of(tap))), false, null, List.of());
        BotSeats.Seated seated = new BotSeats.Seated("bot-1", "Rook (bot)", reply, game);
        String results = seated.postsForButtons().getFirst().content();
        assertFalse(results.contains("`/"), results);
        assertTrue(results.endsWith("it acts now, before b1's attack lands."), results);
        assertTrue(seated.posts().getFirst().content().contains("`/turn start frame:a1"), "the console keeps it");
    }

    /**
     * When the seat decides next too, the prompt it would get is left out: after each of its own
     * actions it made a seat's round sixty lines on a phone (a play against the seats). A prompt
     * that pings a person stays.
     */
    @Test
    void aPromptToASeatIsLeftOutAndOneToAPersonKept() {
        Game game = duel();
        Reply toTheSeat = Reply.text("🛡️ Rook-1 defends with W5.\n👉 Round 1: **Rook (bot)**'s Rook-1 is taking its "
                + "turn: move, attack, spot or end.");
        assertEquals(List.of("🛡️ Rook-1 defends with W5."), BotSeats.posts(toTheSeat, game).stream()
                .map(post -> post.content().strip()).toList());
        Reply toAPerson = Reply.text("⏹️ Rook-1 ends its turn.\n👉 <@a> Round 1: Anna holds the initiative.");
        assertEquals(List.of(toAPerson.content()), BotSeats.posts(toAPerson, game).stream().map(Reply::content).toList());
    }

    /**
     * The seat's answer within a person's turn (what its frame loses to their attack) is one message with
     * the person's controls, as a person's answer edits the card that asked them: it was the answer, then
     * a ping, two notifications (a phone review).
     */
    @Test
    void anAnswerWithinAPersonsTurnIsOneMessageWithTheirControls() {
        Component tap = Component.Button.of(ComponentIds.button("turn end", Map.of(ComponentIds.FOR, "a")), "End");
        Reply answer = new Reply("🔧 **b1** (Ben) loses Y.\n👉 <@a> Anna's a1 is taking its turn: move, spot or end.",
                List.of(), List.of(new Component.Row(List.of(tap))), false, null, List.of()).onSameCard();
        List<Reply> posts = BotSeats.posts(answer, duel());
        assertEquals(1, posts.size(), posts.toString());
        assertEquals(answer.content(), posts.getFirst().content());
        assertFalse(posts.getFirst().rows().isEmpty(), "with the person's controls");
    }

    /** A seat's turn under way, its frame started, goes on; another's turn, or none, doesn't. */
    @Test
    void aSeatsTurnGoesOnOnceItsFrameStarted() {
        Table table = Table.duel(List.of(Table.frame("a", "a1", "B G Y Rd"), Table.frame("b", "b1", "B G Y Rd")));
        assertFalse(new BotSeats.Seated("a", "Anna", Reply.text("x"), table.game()).goesOn(), "no turn yet");
        table.play(Table.start("a", "a1", null, null), 3, 3, 3, 3, 3);
        table.play(new Command.Defend("a", "none"));
        assertTrue(new BotSeats.Seated("a", "Anna", Reply.text("x"), table.game()).goesOn());
        assertFalse(new BotSeats.Seated("b", "Ben", Reply.text("x"), table.game()).goesOn(), "another's turn");
    }

    /** Anna's a1 against Ben's b1, in combat. */
    private static Game duel() {
        return new Table(Table.combat(GameOptions.defaults(GameSize.SKIRMISH), 2,
                List.of(Table.frame("a", "a1"), Table.frame("b", "b1")), List.of(), null, List.of("a", "b"))).game();
    }
}
