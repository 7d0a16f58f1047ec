package mfz.rules.game;

import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import mfz.rules.dice.Dice;
import mfz.rules.round.Initiative;
import mfz.rules.round.Turn;
import mfz.rules.stations.StationControl;
import mfz.rules.turn.Choice;
import mfz.rules.turn.Choices;

/**
 * What a front end asks of a game beyond its state: who holds the initiative, what a player may
 * do now, who the game waits on, whether a station is contested. Worked out by the topic rules;
 * kept off {@link Game} so that {@code Game} imports none of them and they can import it.
 */
public final class GameQueries {

    private GameQueries() {
    }

    /**
     * Whether no frame of another player's may still attack this player's frames this round: each
     * has acted, none with its turn under way (a frame acting first counts as acted while its turn
     * goes on, and its attack may land later, even in the command that activated it: a review).
     */
    public static boolean noAttackCanCome(Game game, String owner) {
        List<Turn> underWay = game.roundState() == null ? List.of() : game.roundState().turns();
        return game.frames().stream().noneMatch(f -> f.alive() && !f.owner().equals(owner)
                && (!f.acted() || underWay.stream().anyMatch(t -> f.is(t.owner(), t.frame()))));
    }

    /**
     * Who holds the initiative now, free to start a turn (or pass): in score order the first
     * player who has not passed and still has a frame to act; round the table in a demo game;
     * the owner of the frame whose d20 is up with per-frame initiative. Empty while a turn is
     * underway, a decision is pending, or outside combat.
     */
    public static Optional<String> initiative(Game game) {
        return Initiative.holder(game);
    }

    /** What this player can do now, with the legal choices for each action (for buttons and help). */
    public static List<Choice> choices(Game game, String player) {
        return List.copyOf(Choices.of(game, player));
    }

    /** Who the game waits on and for what, in player words; empty when it waits on nobody in particular. */
    public static String waitingOn(Game game) {
        return Waiting.describe(game);
    }

    /** True while two or more players other than the holder (or with nobody holding it) stand near the station. */
    public static boolean contested(Game game, String station) {
        return game.station(station).map(s -> StationControl.contested(s.holder(), game.playersNear(s.name())))
                .orElse(false);
    }

    /**
     * True when the engine would accept this command now: menus offer only what the rules accept.
     * Meant for commands that roll nothing (placements, finishing a step); one that asks for a
     * die has passed every check, so it counts as accepted.
     */
    public static boolean accepts(Game game, Command command) {
        return accepted(game::decide, command);
    }

    /**
     * Whether the usual rules alone accept the command, the map's measurements aside: for asking
     * which pieces the step lets a player place, before the map is asked where.
     */
    public static boolean acceptsAsUsual(Game game, Command command) {
        return accepted(game::decideAsUsual, command);
    }

    /**
     * The game as this command would leave it, when the rules accept it: what a choice leads to,
     * for a menu to say (a tie's frame added: every score after). Whatever it rolls comes from a
     * counter (1, 2, 3… on each die), so what dice decide in it (an order among equal scores, who
     * chooses in a new tie) is not to be read, only what no die decides. Empty when refused.
     */
    public static Optional<Game> after(Game game, Command command) {
        int[] rolled = {0};
        return game.decide(command, sides -> rolled[0]++ % sides + 1) instanceof Decision.Accepted accepted
                ? Optional.of(accepted.after()) : Optional.empty();
    }

    private static boolean accepted(BiFunction<Command, Dice, Decision> decide,
                                    Command command) {
        try {
            return decide.apply(command, sides -> {
                throw new DiceAsked();
            }).accepted();
        } catch (DiceAsked asked) {
            return true;
        }
    }

    private static final class DiceAsked extends RuntimeException {
        DiceAsked() {
            super(null, null, false, false);
        }
    }
}
