package mfz.rules.game;

import java.util.List;
import mfz.rules.options.GameOptions;

/**
 * Who sits at the table and what they agreed: set in the lobby, fixed once the game starts
 * (but for the players' PPA and positions, which bidding settles).
 *
 * @param host    the user id of the host
 * @param options what the table agreed
 * @param players the players in table order (the order they joined)
 */
public record Lobby(String host, GameOptions options, List<Player> players) {

    public Lobby {
        players = players == null ? List.of() : List.copyOf(players);
    }

    Lobby withOptions(GameOptions changed) {
        return new Lobby(host, changed, players);
    }

    Lobby withPlayers(List<Player> changed) {
        return new Lobby(host, options, changed);
    }
}
