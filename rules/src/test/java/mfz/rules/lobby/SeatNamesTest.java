package mfz.rules.lobby;

import static org.junit.jupiter.api.Assertions.assertEquals;

import mfz.rules.game.Command;
import mfz.rules.game.Table;
import mfz.rules.options.GameSize;
import mfz.rules.turn.Frames;
import org.junit.jupiter.api.Test;

/**
 * A seat's frames are named with its name alone in brackets, "Rook-1 (Rook)", where "(Rook (bot))"
 * nested brackets on every line (a seat review); it keeps its "(bot)" beside a person of that name.
 */
class SeatNamesTest {

    @Test
    void aSeatIsNamedInBracketsWithoutItsMarkUnlessAPlayerGoesByThatName() {
        Table table = Table.lobby(GameSize.SKIRMISH, 2);
        table.play(new Command.JoinGame("bot-easy-3", "Rook (bot)"));
        assertEquals("Rook", SeatNames.inBrackets(table.game(), "bot-easy-3", "Rook (bot)"));
        assertEquals("Ben", SeatNames.inBrackets(table.game(), "b", "Ben"), "a person as they are");
        assertEquals("Rook's Rook-1", Frames.label(table.game(), "bot-easy-3", "Rook-1"), "and so its frames' labels");
        table.play(new Command.JoinGame("c", "rook"));
        assertEquals("Rook (bot)", SeatNames.inBrackets(table.game(), "bot-easy-3", "Rook (bot)"),
                "beside a person called rook, the seat keeps its mark: the two would read as one");
        assertEquals("rook", SeatNames.inBrackets(table.game(), "c", "rook"));
        assertEquals("Rook (bot)'s Rook-1", Frames.label(table.game(), "bot-easy-3", "Rook-1"));
    }
}
