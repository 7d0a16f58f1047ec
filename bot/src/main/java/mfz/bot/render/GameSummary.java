package mfz.bot.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.options.AdvancedOption;
import mfz.rules.options.GameOptions;

/** A game in a sentence: its options, its result, the scores a command changed. */
public final class GameSummary {

    private GameSummary() {
    }

    /**
     * The scores that a command changed (a frame destroyed, a station changing hands), from
     * highest down, or empty when none changed. Only once scores mean something: from
     * deployment on (bidding announces the starting scores itself).
     */
    public static Optional<String> scoreChanges(Game before, Game after) {
        if (before.phase() != Phase.DEPLOYMENT && before.phase() != Phase.COMBAT) {
            return Optional.empty();
        }
        List<String> changed = after.ranking().stream()
                .filter(id -> before.player(id).isPresent() && before.score(id) != after.score(id))
                .map(id -> "**" + after.nameOf(id) + "** " + before.score(id) + " → " + after.score(id))
                .toList();
        return changed.isEmpty() ? Optional.empty()
                : Optional.of("📊 Score" + (changed.size() == 1 ? ": " : "s: ") + String.join(", ", changed) + ".");
    }

    public static String options(GameOptions options) {
        List<String> parts = new ArrayList<>();
        parts.add(options.size().word());
        // "0 SSRs per company" read oddly (a report review); one is one
        parts.add(options.ssrCount() == 0 ? "no SSRs" : options.ssrCount() + (options.ssrCount() == 1 ? " SSR" : " SSRs")
                + " per company");
        parts.add("doomsday clock starts at " + options.startingDoomsday());
        for (AdvancedOption option : options.advanced()) {
            parts.add(option.word());
        }
        if (options.mapMode()) {
            parts.add("on the map (" + options.map().units() + "-unit ruler)");
        }
        if (options.campaign() != null) {
            parts.add("battle of the campaign " + options.campaign().campaign());
            options.campaign().constraints().forEach(c -> parts.add(c.words()));
            // Named in the lobby, the objective was in no report: a report starts at the start (a report audit).
            if (options.campaign().objective() != null) {
                parts.add("its special objective **" + options.campaign().objective() + "** "
                        + options.campaign().behaviour().words());
            }
        }
        return String.join(", ", parts);
    }

    /** A finished game's result as a sentence of its own: "**a** wins with 42 points." or "A tie between …". */
    public static String result(Game game) {
        List<String> winners = game.winners();
        Function<String, String> name = game::nameOf;
        return winners.size() == 1
                ? "**" + name.apply(winners.getFirst()) + "** wins with " + game.score(winners.getFirst()) + " points."
                : "A tie between " + EventLine.together(winners, name) + " with " + game.score(winners.getFirst())
                + " points each.";
    }
}
