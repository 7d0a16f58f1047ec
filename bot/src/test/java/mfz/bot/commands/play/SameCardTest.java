package mfz.bot.commands.play;

import static mfz.rules.game.Table.frame;
import static mfz.rules.game.Table.start;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import mfz.rules.company.Frame;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.Table;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;
import mfz.rules.turn.Pool;
import mfz.rules.turn.Range;
import org.junit.jupiter.api.Test;

/**
 * A turn handed back to its owner after another player chose what a hit took is a new message,
 * pinging them: an edit notifies nobody (a phone review). A bot seat's choice is posted anew
 * anyway, the person's controls under it in one message, so it goes on the same card (a review:
 * it was split in two, two notifications for one answer).
 */
class SameCardTest {

    @Test
    void aPersonsChoiceOfWhatAHitTakesHandsTheTurnBackInANewMessage() {
        Game[] chosen = hitChosenBy("b");
        assertFalse(SameCard.goesOn(chosen[0], chosen[1]));
    }

    @Test
    void aSeatsChoiceGoesOnInThePersonsCard() {
        Game[] chosen = hitChosenBy("bot-easy-1");
        assertTrue(SameCard.goesOn(chosen[0], chosen[1]));
    }

    /** Anna's a1 hits {@code target}'s t1 once; before and after its owner chooses what it loses. */
    private static Game[] hitChosenBy(String target) {
        List<Frame> frames = List.of(frame("a", "a1", "Rh"), frame(target, "t1", "B G"));
        Table r = new Table(Table.combat(GameOptions.defaults(GameSize.SKIRMISH), List.of("a", target),
                List.of("Anna", "Rook"), List.of(5, 5), frames, List.of(), List.of("a", target)));
        if (GameQueries.initiative(r.game()).orElseThrow().equals("a")) {
            r.play(new Command.Pass("a"));
        }
        int[] quiet = new int[Pool.of(frames.get(1), null, 0, false).size()];
        Arrays.fill(quiet, 1);
        r.play(start(target, "t1", null, null), quiet);
        r.play(new Command.Defend(target, "none"));
        r.play(new Command.EndTurn(target));
        int[] pool = new int[Pool.of(frames.getFirst(), Range.HAND, 0, false).size()];
        Arrays.fill(pool, 1);
        pool[2] = 2;
        r.play(start("a", "a1", "t1", Range.HAND), pool);
        r.play(new Command.Defend("a", "none"));
        r.play(new Command.Attack("a", "R2", false, null, null, null), 1, 6);
        Game before = r.game();
        assertTrue(before.pending() instanceof PendingDecision.HitChoice hit && hit.player().equals(target),
                "the hit waits on its owner: " + before.pending());
        r.play(new Command.TakeHit(target, "B"));
        return new Game[] {before, r.game()};
    }
}
