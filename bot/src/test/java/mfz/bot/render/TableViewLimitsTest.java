package mfz.bot.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import mfz.bot.core.Embed;
import mfz.rules.dice.SeededDice;
import mfz.rules.game.Command;
import mfz.rules.game.Decision;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.options.GameSize;
import org.junit.jupiter.api.Test;
import mfz.rules.game.GameQueries;

/** The table message for the largest legal game stays within Discord's limits. */
class TableViewLimitsTest {

    /** The longest names the rules accept. */
    static final int NAME = 32;

    @Test
    void theLargestLegalGameFitsOneEmbed() {
        Game game = largestGame();
        assertEquals(Phase.BIDDING, game.phase(), GameQueries.waitingOn(game));
        Embed table = TableView.table(game);
        DiscordLimits.assertFits(table);
        assertEquals(5 + 1, table.fields().size(), "a field per player and one for the stations");
    }

    @Test
    void theLargestLobbyFitsOneEmbed() {
        DiscordLimits.assertFits(TableView.table(lobby()));
    }

    /** Five players, a battle: 5 frames each with every system and SSR, 1 station each, all names 32 long. */
    static Game largestGame() {
        Game game = lobby();
        for (int p = 0; p < 5; p++) {
            String player = "player" + p;
            for (int f = 0; f < 5; f++) {
                game = decide(game, new Command.DesignFrame(player, name("F" + p + f), "B G Y Rd", f < 3 ? 1 : 0));
            }
            game = decide(game, new Command.NameStations(player, List.of(name("S" + p))));
            game = decide(game, new Command.DeclareReady(player));
        }
        return decide(game, new Command.StartGame("player0"));
    }

    static Game lobby() {
        Game game = decide(Game.EMPTY, new Command.CreateGame("player0", name("Player 0 "), GameSize.BATTLE));
        for (int p = 1; p < 5; p++) {
            game = decide(game, new Command.JoinGame("player" + p, name("Player " + p + " ")));
        }
        return game;
    }

    private static String name(String start) {
        return (start + "x".repeat(NAME)).substring(0, NAME);
    }

    private static Game decide(Game game, Command command) {
        Decision decision = game.decide(command, new SeededDice(1));
        assertTrue(decision.accepted(), () -> command + " refused: " + decision);
        return game.applyAll(decision.events());
    }

}
