package mfz.bot.commands.play;

import static mfz.bot.commands.OptionNames.FRAME;
import static mfz.bot.commands.OptionNames.RANGE;
import static mfz.bot.commands.OptionNames.TARGET;
import static mfz.bot.commands.OptionNames.TARGET_OWNER;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.rules.company.Frame;
import mfz.rules.game.Game;
import mfz.rules.map.MapCover;
import mfz.rules.turn.Choices;
import mfz.rules.turn.FrameRef;
import mfz.rules.turn.Range;
import mfz.rules.turn.TurnRules;

/**
 * Starting a turn in one tap, from the public message that says who holds the initiative: a
 * menu per frame of its targets at each range it may name without an SSR, and no target. The
 * turn then starts on that very message (it becomes the turn's card). SSRs, a hazard or
 * jettisoning stay behind the frame's {@code Turn:} button (its private plan), and a frame
 * with more choices than a menu holds has only that button.
 */
final class TurnStarts {

    /** Menus beside the frame buttons and the row of Pass: the rest of a message's five rows. */
    static final int MOST_MENUS = 3;

    private TurnStarts() {
    }

    /** The start menus for the first frames that fit, at most {@code room} of them. */
    static List<Component.Row> menus(Game game, String player, List<FrameRef> frames, Map<String, String> mine,
                                     int room) {
        List<Component.Row> rows = new ArrayList<>();
        for (FrameRef ref : frames) {
            if (rows.size() >= Math.min(room, MOST_MENUS)) {
                break;
            }
            game.frame(player, ref.frame()).flatMap(frame -> menu(game, player, frame, mine)).ifPresent(rows::add);
        }
        return rows;
    }

    private static Optional<Component.Row> menu(Game game, String player, Frame frame, Map<String, String> mine) {
        List<Component.Option> options = new ArrayList<>();
        for (Range range : TurnRules.legalRanges(frame)) {
            if (TurnRules.needsAnSsr(frame, range)) {
                continue;
            }
            for (FrameRef target : Choices.targets(game, player)) {
                // On the map each target says how far it stands now: the attack is measured when it comes.
                String measured = MapCover.measure(game, player, frame.name(), target.owner(), target.frame())
                        .map(m -> (m.band() == range ? "in range now: " : "now ") + m.words()).orElse(null);
                options.add(Controls.option(target.label() + " at " + range.word(), ComponentIds.choice(Map.of(
                        TARGET, target.frame(), TARGET_OWNER, target.owner(), RANGE, range.option())), measured));
            }
            options.add(Controls.option("Terrain at " + range.word(), ComponentIds.choice(Map.of(
                    TARGET, "terrain", RANGE, range.option())), "an attack on a piece of terrain"));
        }
        options.add(Controls.option("No target: just move and spot", ComponentIds.choice(Map.of(TARGET, "none")),
                null));
        if (options.size() > Controls.MAX_OPTIONS) {
            return Optional.empty();
        }
        return Controls.menu(ComponentIds.menu("turn start", CombatControls.with(mine, FRAME, frame.name()),
                ComponentIds.MANY), frame.name() + ": target and range…", options);
    }
}
