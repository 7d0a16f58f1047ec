package mfz.bot.render.map;

import java.util.stream.Collectors;
import mfz.rules.attack.Resolve;
import mfz.rules.map.MapEvent;
import mfz.rules.map.MapLayout;
import mfz.rules.map.ReadyLayouts;
import mfz.rules.map.Terrain;

/** The map's changes and terrain in words, for the game's log and for /map show. */
public final class MapText {

    private MapText() {
    }

    public static String change(String player, MapEvent change) {
        return switch (change) {
            case MapEvent.TerrainLaid laid -> "**" + player + "** lays " + piece(laid.terrain()) + ".";
            case MapEvent.TerrainRemoved removed -> "**" + player + "** removes **" + removed.name() + "** from the map.";
            case MapEvent.LayoutLoaded loaded -> "**" + player + "**"
                    + (ReadyLayouts.spelled(loaded.name()).isPresent() ? " lays out the ready map **"
                    : " loads the saved map **") + loaded.name() + "** ("
                    + pieces(loaded.layout().terrain().size()) + ").";
            case MapEvent.CoverTaken taken -> "The target stands in cover of **" + taken.terrain() + "**: "
                    + (taken.standsThrough() == 0 ? "the first hit on it brings it down."
                    : "it stands through " + taken.standsThrough() + (taken.standsThrough() == 1 ? " hit" : " hits")
                    + ", and the next brings it down.");
            // gone, the bricks its hits could take say nothing ("3 hits (18 bricks)" off a 1-brick piece: a phone review)
            case MapEvent.TerrainWorn worn -> "**" + worn.name() + "** takes " + worn.hits()
                    + (worn.hits() == 1 ? " hit" : " hits") + (worn.bricks() <= 0 ? " and is gone from the map."
                    : " (" + worn.hits() * Resolve.BRICKS_PER_HIT + " bricks): " + worn.bricks()
                    + (worn.bricks() == 1 ? " brick" : " bricks") + " left, "
                    + (worn.bricks() >= Terrain.COVER_BRICKS ? "still cover." : "no longer cover."));
        };
    }

    /** Every piece, one a line; the table's size first. */
    public static String layout(MapLayout layout) {
        String head = "The table is " + layout.side() + " units square, ruler " + layout.ruler().units() + "; "
                + pieces(layout.terrain().size()) + (layout.terrain().isEmpty() ? "." : ":");
        return head + layout.terrain().stream().map(t -> "\n- " + piece(t)).collect(Collectors.joining());
    }

    static String piece(Terrain t) {
        return "**" + t.name() + "**, " + t.bricks() + (t.bricks() == 1 ? " brick" : " bricks")
                + (t.givesCover() ? " (cover)" : "") + ", " + t.outline().vertices().stream()
                .map(p -> p.notation()).collect(Collectors.joining(" "));
    }

    private static String pieces(int count) {
        return count == 0 ? "no terrain" : count + (count == 1 ? " piece of terrain" : " pieces of terrain");
    }
}
