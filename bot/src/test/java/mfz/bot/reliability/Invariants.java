package mfz.bot.reliability;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import mfz.rules.company.Frame;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.game.Player;

/**
 * The rules' invariants one game must keep from command to command (docs/rules.md): each score is
 * assets × PPA; a player's PPA, once bidding set it, never changes; in combat the doomsday
 * clock only goes down, rounds only go up, and a destroyed frame stays destroyed. An undo or a
 * new game starts the watch again (an undo moves the version forward, like any accepted command,
 * so it is told apart by the command, not by the version).
 */
final class Invariants {

    private final Map<String, Integer> ppa = new HashMap<>();
    private final Set<String> destroyed = new HashSet<>();
    private int doomsday = Integer.MAX_VALUE;
    private int round;

    void reset() {
        ppa.clear();
        destroyed.clear();
        doomsday = Integer.MAX_VALUE;
        round = 0;
    }

    void check(Game game, OptionalLong versionBefore, OptionalLong versionAfter, boolean undone) {
        if (undone || versionBefore.isEmpty() || versionAfter.getAsLong() < versionBefore.getAsLong()) {
            reset();
        }
        for (Player player : game.players()) {
            CommandFuzzTest.check(game.score(player.id()) == game.assets(player.id()) * game.ppa(player.id()),
                    "score is not assets × PPA for " + player.id());
            if (game.phase() == Phase.DEPLOYMENT || game.phase() == Phase.COMBAT) {
                Integer known = ppa.putIfAbsent(player.id(), game.ppa(player.id()));
                CommandFuzzTest.check(known == null || known == game.ppa(player.id()),
                        "the PPA of " + player.id() + " changed from " + known + " to " + game.ppa(player.id()));
            }
        }
        if (game.phase() != Phase.COMBAT) {
            return;
        }
        CommandFuzzTest.check(game.doomsday() <= doomsday, "the doomsday clock went up from " + doomsday + " to "
                + game.doomsday());
        CommandFuzzTest.check(game.round() >= round, "the round went back from " + round + " to " + game.round());
        CommandFuzzTest.check(game.doomsday() >= 0, "the doomsday clock is below zero: " + game.doomsday());
        doomsday = game.doomsday();
        round = game.round();
        for (Frame frame : game.frames()) {
            String key = frame.owner() + "/" + frame.name();
            if (!frame.alive()) {
                destroyed.add(key);
            } else {
                CommandFuzzTest.check(!destroyed.contains(key), "the destroyed frame " + key + " is alive again");
            }
        }
    }
}
