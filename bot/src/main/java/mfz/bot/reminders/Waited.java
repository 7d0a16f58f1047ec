package mfz.bot.reminders;

import java.util.ArrayList;
import java.util.List;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.game.PendingDecision;
import mfz.rules.round.Turn;
import mfz.rules.seat.Seat;

/**
 * Who must decide before a game can go on: the player of a pending decision, of the active
 * turn, who holds the initiative, whose turn it is to place, or in a step every player agrees
 * to (the terrain, a campaign's objective) each who hasn't yet. Nobody in the lobby and in
 * bidding (everyone has something to do there) or once the game ended.
 */
public final class Waited {

    private Waited() {
    }

    public static List<String> on(Game game) {
        if (game.pending() != null) {
            return List.of(switch (game.pending()) {
                case PendingDecision.HighTieChoice tie -> tie.player();
                case PendingDecision.DoomsdayChoice doomsday -> doomsday.player();
                case PendingDecision.HitChoice hit -> hit.player();
                case PendingDecision.AgainstTheMap declared -> declared.player();
                case PendingDecision.CoverChoice cover -> cover.player();
            });
        }
        List<String> players = new ArrayList<>();
        switch (game.phase()) {
            case NONE, LOBBY, BIDDING, ENDED -> {
            }
            case DEPLOYMENT -> {
                if (game.deployment() != null && game.deployment().placer() != null) {
                    players.add(game.deployment().placer());
                } else {
                    // A step everyone agrees to (the terrain, the objective): whoever hasn't yet.
                    // The bot's seats agree by themselves.
                    game.stillToAgree().stream().filter(id -> !Seat.isSeat(id)).forEach(players::add);
                }
            }
            case COMBAT -> {
                Turn active = game.roundState() == null ? null : game.roundState().active();
                if (active != null) {
                    players.add(active.owner());
                } else {
                    GameQueries.initiative(game).ifPresent(players::add);
                }
            }
        }
        return players;
    }
}
