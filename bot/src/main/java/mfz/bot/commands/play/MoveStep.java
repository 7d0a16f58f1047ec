package mfz.bot.commands.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.render.WhoDecides;
import mfz.rules.game.Game;
import mfz.rules.turn.Action;

/**
 * Off the map a frame with five move dice, in a game of eight stations, has more ends to its
 * move than a menu holds (Discord's 25 choices). Its move menu then offers each die's likeliest
 * ends and "near another station…", which turns the same card's move menu into that die's
 * stations: the second step of such a move. Nothing is stored until the station is chosen.
 */
public final class MoveStep {

    private MoveStep() {
    }

    /**
     * The turn's controls with the move menu turned into every end of a move with this die, the
     * other dice after it as room allows (a wrong die is one tap from undone).
     */
    public static List<Component.Row> rows(Game game, long version, String die) {
        String player = WhoDecides.player(game).orElseThrow();
        String chosen = moveDie(game, player, die).orElseThrow();
        List<String> dice = new ArrayList<>(List.of(chosen));
        TurnControls.ownColourFirst(moveDice(game, player)).stream().filter(other -> !other.equals(chosen))
                .forEach(dice::add);
        String moveMenu = ComponentIds.menu("turn move", Controls.mine(player, version), ComponentIds.MANY);
        Optional<Component.Row> menu = Controls.menu(moveMenu, "Move with " + TurnControls.shown(chosen)
                + " (or another die)…", TurnControls.fitted(game, player, dice, true));
        List<Component.Row> rows = new ArrayList<>();
        for (Component.Row row : CombatControls.forTurn(game, version)) {
            boolean replaced = row.components().getFirst() instanceof Component.SelectMenu m && m.id().equals(moveMenu);
            rows.add(replaced && menu.isPresent() ? menu.get() : row);
        }
        return rows;
    }

    /** Whether the player may move with this die now (as typed, in any case): the step is offered only then. */
    public static boolean offered(Game game, String player, String die) {
        return game.map().isEmpty() && moveDie(game, player, die).isPresent();
    }

    /** The move die as the rules write it, for a die typed in any case. */
    private static Optional<String> moveDie(Game game, String player, String die) {
        return moveDice(game, player).stream().filter(d -> d.equalsIgnoreCase(die.strip())).findFirst();
    }

    private static List<String> moveDice(Game game, String player) {
        return new Seat(game, player).choiceOptions(Action.MOVE);
    }
}
