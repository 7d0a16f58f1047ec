package mfz.bot.commands.play;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import mfz.rules.company.Frame;
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
