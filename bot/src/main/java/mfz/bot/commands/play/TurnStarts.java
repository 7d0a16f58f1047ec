package mfz.bot.commands.play;

import static mfz.bot.commands.OptionNames.BEST;
import static mfz.bot.commands.OptionNames.DEFEND;
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
import mfz.bot.core.Shortened;
import mfz.bot.render.OwnerName;
import mfz.rules.company.Frame;
import mfz.rules.game.Game;
import mfz.rules.map.MapCover;
import mfz.rules.turn.Choices;
import mfz.rules.turn.FrameRef;
import mfz.rules.turn.Range;
import mfz.rules.turn.Reach;
import mfz.rules.turn.TurnRules;

/**
 * Starting a turn in one tap, from the public message that says who holds the initiative: a
 * menu per frame of its targets at each range it may name without an SSR, and no target. The
 * turn then starts on that very message (it becomes the turn's card). SSRs, a hazard or
 * jettisoning stay behind the frame's {@code Turn:} button (its private plan); a frame with
 * more choices than a menu holds gets a menu a range.
 */
final class TurnStarts {

    /** Menus beside the frame buttons and the row of Pass: the rest of a message's five rows. */
    static final int MOST_MENUS = 3;

    private TurnStarts() {
    }

    /**
     * The start menus for the first frames that fit, at most {@code room} of them: one menu a
     * frame, or, for a frame with more choices than a menu holds (many opponents), one a range.
     */
    static List<Component.Row> menus(Game game, String player, List<FrameRef> frames, Map<String, String> mine,
                                     int room) {
        int most = Math.min(room, MOST_MENUS);
        List<Component.Row> rows = new ArrayList<>();
        for (FrameRef ref : frames) {
            Optional<Frame> frame = game.frame(player, ref.frame());
            if (rows.size() >= most || frame.isEmpty()) {
                break;
            }
            List<Component.Row> menus = menus(game, player, frame.get(), mine);
            rows.addAll(menus.subList(0, Math.min(menus.size(), most - rows.size())));
        }
        return rows;
    }

    private static List<Component.Row> menus(Game game, String player, Frame frame, Map<String, String> mine) {
        String id = ComponentIds.menu("turn start", Controls.with(Controls.with(mine, FRAME, frame.name()),
                DEFEND, BEST), ComponentIds.MANY);
        List<Range> ranges = TurnRules.legalRanges(frame).stream().filter(r -> !TurnRules.needsAnSsr(frame, r)).toList();
        // On the map what is in range now comes first, whatever its range: hand-to-hand's frames 8 units
        // off came before the one at direct fire in range (a phone review); the enemy's frames before
        // terrain (the 1-brick floor under the frame's own feet came first, and was tapped: a phone review).
        List<Component.Option> all = new ArrayList<>();
        List<Component.Option> terrain = new ArrayList<>();
        List<Component.Option> later = new ArrayList<>();
        for (Range range : ranges) {
            for (Offered offered : atRange(game, player, frame, range, " at " + range.word())) {
                (!offered.inRangeNow() ? later : offered.terrain() ? terrain : all).add(offered.option());
            }
        }
        all.addAll(terrain);
        all.addAll(later);
        all.add(NO_TARGET);
        if (all.size() <= Controls.MAX_OPTIONS) {
            return Controls.menu(id, frame.name() + ": target and range…", all).map(List::of).orElse(List.of());
        }
        // Too many for one menu: one a range (the range in the placeholder), no target with the first.
        List<Component.Row> rows = new ArrayList<>();
        for (Range range : ranges) {
            List<Component.Option> options = new ArrayList<>(atRange(game, player, frame, range, "").stream()
                    .map(Offered::option).toList());
            if (rows.isEmpty()) {
                options.add(0, NO_TARGET);
            }
            Controls.menu(id, frame.name() + " at " + range.word() + ": target…",
                    TerrainTargets.fitted(options, Map.of(RANGE, range.option()))).ifPresent(rows::add);
        }
        return rows;
    }

    private static final Component.Option NO_TARGET = Controls.option("No target: just move and spot",
            ComponentIds.choice(Map.of(TARGET, "none")), null);

    /** A target's line, whether the map finds it in that range now (off the map: never), and whether it is terrain. */
    private record Offered(Component.Option option, boolean inRangeNow, boolean terrain) {
    }

    /**
     * Each target at one range, the frame's name first (with long player names every "Bartholomew's
     * …" looked alike), on the map those in range now first; then terrain: on the map each piece
     * in range now ({@link TerrainTargets}), which its hits wear down.
     */
    private static List<Offered> atRange(Game game, String player, Frame frame, Range range, String suffix) {
        List<Offered> inRange = new ArrayList<>();
        List<Offered> others = new ArrayList<>();
        for (FrameRef target : Choices.targets(game, player)) {
            // On the map each target says how far it stands now: the attack is measured when it comes.
            var measure = MapCover.measure(game, player, frame.name(), target.owner(), target.frame());
            boolean now = measure.map(m -> m.band() == range).orElse(false);
            // Left out where no move this turn could bring it into that range (hand-to-hand with a frame 13
            // units off was offered: a phone review of a map game); the frame's Turn: plan still offers it.
            if (measure.isPresent() && game.frame(target.owner(), target.frame())
                    .filter(t -> !measure.get().mayCome(range, Reach.beforeAttack(game, frame, t))).isPresent()) {
                continue;
            }
            // The line names the range: in it, the distance alone ("in range now: 7.9 units: direct fire" said it
            // twice); out of it, which band it is in ("at hand-to-hand {now 9 units: artillery}" read as two
            // ranges for one line: a phone review of a map game)
            String measured = measure.map(m -> now ? "in range now: " + m.distanceWords()
                    : "out of range now: " + m.distanceWords() + ", " + m.band().word()).orElse(null);
            String label = target.frame() + " (" + Shortened.to(OwnerName.of(game, target.owner()), 24) + ")" + suffix;
            (now ? inRange : others).add(new Offered(Controls.option(label, ComponentIds.choice(Map.of(TARGET,
                    target.frame(), TARGET_OWNER, target.owner(), RANGE, range.option())), measured), now, false));
        }
        List<Offered> options = new ArrayList<>(inRange);
        options.addAll(others);
        if (!game.onTheMap()) {
            options.add(new Offered(Controls.option("Terrain" + (suffix.isEmpty() ? "" : suffix), ComponentIds.choice(
                    Map.of(TARGET, "terrain", RANGE, range.option())), "an attack on a piece of terrain"), false, true));
            return options;
        }
        // The pieces in range now only: the card's menus are shared by every frame's turn (the plan lists them all).
        for (TerrainTargets.Offered piece : TerrainTargets.at(game, frame, range).stream()
                .filter(TerrainTargets.Offered::inRangeNow).toList()) {
            options.add(new Offered(Controls.option("Terrain: " + piece.piece() + suffix, ComponentIds.choice(Map.of(
                    TARGET, piece.piece(), RANGE, range.option())), piece.words()), true, true));
        }
        return options;
    }
}
