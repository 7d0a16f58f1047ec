package mfz.bot.commands.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import mfz.bot.commands.deploy.DeployDone;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.rules.game.Game;
import mfz.rules.map.MapLayout;
import mfz.rules.map.ReadyLayouts;
import mfz.rules.map.ShapeNotation;
import mfz.rules.map.Terrain;

/**
 * Deployment step 1 on the map, for a phone: a ready layout in one choice, a piece added by a
 * form that asks only its shape (the height a choice), a piece taken off by a menu, the
 * server's saved maps behind a button, and the approval. Each stands for the typed
 * {@code /map load}, {@code /map terrain}, {@code /map remove} or {@code /deploy done}.
 *
 * <p>Any player may change the terrain, so the controls are shared (no {@code for=}); only
 * taking a piece off names what may be gone by the time it is tapped, so it carries the game's
 * version and an old menu says it is out of date rather than "no such piece".
 */
final class TerrainControls {

    /** Heights a phone player picks from: cover as most tables build it, a hill, and low ground. */
    private static final List<Integer> HEIGHTS = List.of(3, 6, 1);

    private TerrainControls() {
    }

    static List<Component.Row> forMap(Game game, MapLayout layout, long version) {
        List<Component.Row> rows = new ArrayList<>();
        List<Component.Option> ready = new ArrayList<>();
        for (ReadyLayouts.Ready r : ReadyLayouts.all()) {
            int pieces = ReadyLayouts.named(r.name(), layout.ruler()).orElseThrow().terrain().size();
            ready.add(Controls.option(r.name(), r.name(), r.words() + " · " + pieces + " pieces"));
        }
        Controls.menu(ComponentIds.menu("map load", Map.of(), "name"), "Lay out a ready map…", ready)
                .ifPresent(rows::add);
        if (layout.terrain().size() < MapLayout.MAX_PIECES) {
            List<Component.Option> heights = new ArrayList<>();
            for (int bricks : HEIGHTS) {
                heights.add(Controls.option("Add a piece " + bricks + (bricks == 1 ? " brick" : " bricks") + " high…",
                        Integer.toString(bricks), words(bricks)));
            }
            Controls.menu(ComponentIds.menu("map terrain", Map.of(), "height"), "Add a piece…", heights)
                    .ifPresent(rows::add);
        }
        // Newest first: a map holds up to 40 pieces and a menu 25, and the piece laid by mistake is
        // the latest (an audit found pieces 26 to 40 out of reach); the rest are typed.
        List<Component.Option> pieces = layout.terrain().reversed().stream()
                .map(t -> Controls.option("Take off " + t.name(), t.name(),
                        ShapeNotation.notation(t.outline()) + " · " + t.bricks() + (t.bricks() == 1 ? " brick" : " bricks")))
                .toList();
        int beyond = pieces.size() - Controls.MAX_OPTIONS;
        Controls.menu(ComponentIds.menu("map remove", Map.of(ComponentIds.VERSION, Long.toString(version)), "name"),
                beyond > 0 ? "Take a piece off (the " + beyond + " oldest: /map remove name:)…" : "Take a piece off…",
                pieces).ifPresent(rows::add);
        rows.add(new Component.Row(List.of(
                Controls.button(ComponentIds.button("deploy done", Map.of(DeployDone.STEP,
                        DeployDone.TERRAIN_STEP)), "Approve the terrain",
                        Component.Style.SUCCESS),
                Controls.button(ComponentIds.button("map load", Map.of()), "Saved maps…",
                        Component.Style.SECONDARY))));
        return rows;
    }

    private static String words(int bricks) {
        if (bricks < Terrain.COVER_BRICKS) {
            return "low ground: no cover; the form asks its shape";
        }
        return bricks >= Terrain.BRICKS_PER_UNIT ? "cover; climbing it costs a unit; the form asks its shape"
                : "cover; the form asks its shape";
    }
}
