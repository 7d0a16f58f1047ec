package mfz.bot.commands.game;

import static mfz.rules.game.Table.frame;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import mfz.rules.game.Game;
import mfz.rules.game.Table;
import org.junit.jupiter.api.Test;

/**
 * Who stood in, as the game's log shows them: a player by name, a user by mention, and anything
 * else an imported file wrote there as plain text (an import audit: a role or a masked link was
 * rendered as written).
 */
class GameLogStandInTest {

    @Test
    void onlyAUsersIdIsShownAsAMention() {
        Game game = new Table(Table.combat(2, List.of(frame("a", "a1"), frame("b", "b1")), List.of(), null,
                List.of("a", "b"))).game();
        assertEquals("Anna", GameLog.standIn(game, "a"));
        assertEquals("<@700000000000000001>", GameLog.standIn(game, "700000000000000001"));
        assertEquals("`&123456`", GameLog.standIn(game, "&123456"));
        assertEquals("`1> [Rules](https://evil.example) x`", GameLog.standIn(game, "1> [Rules](https://evil.example) x"));
    }
}
