package mfz.bot.commands.play;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import mfz.bot.commands.OptionNames;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.rules.company.Frame;
import mfz.rules.company.Names;
import mfz.rules.game.Game;
import mfz.rules.map.Battlefield;
import mfz.rules.map.MapFrame;
import mfz.rules.map.MapLayout;
import mfz.rules.map.MapPlacing;
import mfz.rules.map.Ranges;
import mfz.rules.map.Terrain;
import mfz.rules.map.Units;
import mfz.rules.turn.Range;
import mfz.rules.turn.TurnRules;

/**
 * The pieces of terrain a frame's turn may target on the map, for the start menus: each by name
 * (its hits wear it down there), those standing in the range now first, like the frames (the
 * attack checks the range when it comes). Off the map the target is plain "terrain".
 */
public final class TerrainTargets {

    private TerrainTargets() {
    }

    /** A piece to offer at one range: its name, and how far and how high it stands, in a few words. */
    public record Offered(String piece, boolean inRangeNow, String words) {
    }

    /**
     * A range's targets as one menu holds them: in a battle of five companies on the map, 20
     * enemy frames and the pieces pass 25 lines, so those past 24 (pieces last, those not in
     * range now after those that are, as {@link #at} sorts them) become one line, "another piece…", whose tap asks for the piece's
     * name ({@code chosen} plus {@code target:?}).
     */
    public static List<Component.Option> fitted(List<Component.Option> targets, Map<String, String> chosen) {
        if (targets.size() <= Controls.MAX_OPTIONS) {
            return targets;
        }
        List<Component.Option> fitted = new ArrayList<>(targets.subList(0, Controls.MAX_OPTIONS - 1));
        // The pieces left out, named where the player looks before tapping (cut to the line's length).
        List<String> more = targets.subList(fitted.size(), targets.size()).stream()
                .map(option -> option.label().replaceFirst("^Terrain: ", "")).toList();
        fitted.add(Controls.option("Terrain: another piece…", ComponentIds.choice(Controls.with(chosen,
                OptionNames.TARGET, Names.ASKS)),
                more.size() + " more, type its name: " + String.join(", ", more)));
        return fitted;
    }

    /** On the map, the pieces the frame may name at this range, in range now first; off it, none. */
    public static List<Offered> at(Game game, Frame frame, Range range) {
        if (!game.onTheMap()) {
            return List.of();
        }
        Battlefield field = MapPlacing.battlefield(game);
        Optional<MapFrame> attacker = field.frame(frame.owner(), frame.name());
        List<Offered> offered = new ArrayList<>();
        for (Terrain piece : game.map().map(MapLayout::terrain).orElse(List.of())) {
            if (TurnRules.targetPiece(game, frame.owner(), piece.name(), null).isEmpty()) {
                continue; // an enemy frame of that name is what the name targets
            }
            Optional<Double> distance = attacker.map(a -> Ranges.between(a, piece));
            boolean now = distance.map(d -> Ranges.band(d, field.ruler()) == range).orElse(false);
            String where = distance.map(d -> (now ? "in range now: " : "now ") + Units.distance(d) + ", ").orElse("");
            offered.add(new Offered(piece.name(), now, where + piece.bricks() + (piece.bricks() == 1 ? " brick" : " bricks")
                    + " high"));
        }
        offered.sort(Comparator.comparing(o -> !o.inRangeNow()));
        return offered;
    }
}
