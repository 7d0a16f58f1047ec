package mfz.rules.map;

import static mfz.rules.game.Refusal.require;

import java.util.function.Supplier;
import mfz.rules.company.Frame;
import mfz.rules.deployment.Deployment;
import mfz.rules.deployment.DeploymentStep;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.game.Refusal;
import mfz.rules.game.Tx;

/**
 * Laying out the battlefield in map mode (docs/rules.md §10): any player may change the terrain
 * during deployment step 1, and every change voids the approvals given so far, so the layout
 * everyone approved is the one played on.
 */
public final class MapRules {

    private MapRules() {
    }

    public static void lay(Tx tx, Command.LayTerrain c) {
        MapLayout layout = layingOut(tx.game(), c);
        if (c.name() == null || layout.piece(c.name().strip()).isEmpty()) { // a piece laid again keeps its name
            requireItsOwnName(tx.game(), c.name());
        }
        tx.emit(new Event.MapChanged(c.actor(), decided(() -> LayoutRules.lay(layout, c.name(), c.shape(), c.bricks()))));
    }

    public static void remove(Tx tx, Command.RemoveTerrain c) {
        MapLayout layout = layingOut(tx.game(), c);
        tx.emit(new Event.MapChanged(c.actor(), decided(() -> LayoutRules.remove(layout, c.name()))));
    }

    public static void load(Tx tx, Command.LoadLayout c) {
        MapLayout layout = layingOut(tx.game(), c);
        require(c.layout() != null, "Name a saved map to load.");
        tx.emit(new Event.MapChanged(c.actor(), decided(() -> LayoutRules.load(layout, c.name(), c.layout()))));
    }

    /**
     * A piece laid may not share a name with a frame or station of the game: a turn's {@code
     * target:} names the frame first, so the piece could never be attacked (a play-test laid a
     * "Fang" and a "Centre"), and the map's labels would read alike. (A saved or ready map loaded
     * keeps its names: a frame's then wins the name.)
     */
    private static void requireItsOwnName(Game g, String name) {
        if (name == null || name.isBlank()) {
            return; // named Piece n by the rules
        }
        String n = name.strip();
        require(g.frames().stream().noneMatch(f -> f.name().equalsIgnoreCase(n)), "A frame is called `" + n
                + "`: give the piece another name, so a turn can target either.");
        require(g.stations().stream().noneMatch(s -> s.name().equalsIgnoreCase(n)), "A station is called `" + n
                + "`: give the piece another name.");
    }

    /** Where the terrain is laid, for the refusals of a game whose map is still to come. */
    public static final String LAID_IN_DEPLOYMENT = "The map is laid out in deployment, once `/game start` has "
            + "revealed the companies: the terrain in its first step (in the demo, by the host before placing the frames).";

    private static MapLayout layingOut(Game g, Command c) {
        require(g.options().mapMode(),
                "This game has no map: the host turns it on before the start with `/game options map:true`.");
        require(g.phase() != Phase.LOBBY, LAID_IN_DEPLOYMENT);
        MapLayout layout = g.map().orElseThrow(() -> new Refusal("The terrain is laid out in deployment only; it is fixed now."));
        require(g.player(c.actor()).isPresent(), "Only the game's players lay out the terrain.");
        Deployment d = g.deployment();
        boolean terrainStep = g.phase() == Phase.DEPLOYMENT && d != null && d.step() == DeploymentStep.TERRAIN;
        // The demo on the map (§10 rulings): the host lays the terrain first, then places the frames.
        boolean demoBeforeFrames = g.phase() == Phase.DEPLOYMENT && d != null && d.step() == DeploymentStep.DEMO_PLACEMENT
                && g.frames().stream().noneMatch(Frame::placed);
        if (demoBeforeFrames) {
            require(c.actor().equals(g.host()), "In the demo the host (" + g.nameOf(g.host()) + ") lays out the terrain.");
            return layout;
        }
        require(terrainStep, g.demo() ? "In the demo the terrain is laid before the first frame is placed; it is fixed now."
                : "The terrain is laid out in deployment step 1 only; it is fixed now.");
        return layout;
    }

    private static MapEvent decided(Supplier<MapEvent> change) {
        try {
            return change.get();
        } catch (InvalidShapeException e) {
            // Shapes' reasons end without a stop; the reasons of names (Names) end with theirs.
            throw new Refusal(e.getMessage().endsWith(".") ? e.getMessage() : e.getMessage() + ".");
        }
    }
}
