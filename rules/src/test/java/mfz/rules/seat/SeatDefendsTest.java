package mfz.rules.seat;

import static mfz.rules.game.Table.frame;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.game.Table;
import org.junit.jupiter.api.Test;

/**
 * Between defenses worth the same, a seat spends least: with nothing left to attack it this round,
 * hard defended with a white 1 and threw a blue 5 away (a play against the seats, 2026-11-28).
 */
class SeatDefendsTest {

    @Test
    void withNothingLeftToAttackItAHardSeatKeepsItsDice() {
        Table t = Table.duel(List.of(frame("a", "a1", "B G Y Rd"), frame("b", "b1", "B G Y Rd")));
        Game g = t.game();
        String first = GameQueries.initiative(g).orElseThrow();
        String seat = first.equals("a") ? "b" : "a";
        g = Table.quietTurn(g, first, first + "1");
        Table after = Table.given(g);
        after.play(Table.start(seat, seat + "1", null, null), 1, 1, 5, 3, 2);
        assertEquals(new Command.Defend(seat, "none"), Seat.next(after.game(), seat, Strength.HARD).orElseThrow());
    }
}
