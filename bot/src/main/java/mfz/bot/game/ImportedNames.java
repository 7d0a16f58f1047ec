package mfz.bot.game;

import java.util.Optional;
import mfz.rules.company.Names;
import mfz.rules.company.PlayerNames;
import mfz.rules.lobby.LobbyRules;

/**
 * Who an imported file says acted must be a name a player could have: the same limits as a
 * typed one (its length, no mention), and no character a keyboard doesn't type (controls,
 * invisible formatting, a lone half of a surrogate pair), since it is shown in the game's log.
 */
final class ImportedNames {

    private ImportedNames() {
    }

    static Optional<String> problem(String what, String id) {
        if (id.length() > LobbyRules.MAX_PLAYER_NAME) {
            return Optional.of(what + " is named with more than " + LobbyRules.MAX_PLAYER_NAME + " characters.");
        }
        int at = Names.untypable(id, true);
        if (at >= 0) {
            return Optional.of(what + "'s name holds a character that can't be typed (U+"
                    + String.format("%04X", (int) id.charAt(at)) + ").");
        }
        // shown in the game's log as written: no link, markup or formatting a real name never has
        return Names.mentionProblem(what + "'s name", id).or(() -> Names.shownAsSomethingElse(what + "'s name", id))
                .or(() -> PlayerNames.restylingProblem(what + "'s name", id));
    }
}
