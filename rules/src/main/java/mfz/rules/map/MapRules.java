package mfz.rules.map;

import static mfz.rules.game.Refusal.require;

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

    private static MapLayout layingOut(Game g, Command c) {
        MapLayout layout = g.map().orElseThrow(() -> new Refusal(
                "This game has no map: the host turns it on before the start with `/game options map:true`."));
        require(g.player(c.actor()).isPresent(), "Only the game's players lay out the terrain.");
        Deployment d = g.deployment();
        require(g.phase() == Phase.DEPLOYMENT && d != null && d.step() == DeploymentStep.TERRAIN,
                "The terrain is laid out in deployment step 1 only; it is fixed now.");
        return layout;
    }

    private static MapEvent decided(java.util.function.Supplier<MapEvent> change) {
        try {
            return change.get();
        } catch (InvalidShapeException e) {
            // Shapes' reasons end without a stop; the reasons of names (Names) end with theirs.
            throw new Refusal(e.getMessage().endsWith(".") ? e.getMessage() : e.getMessage() + ".");
        }
    }
}
