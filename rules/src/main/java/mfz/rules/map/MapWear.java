package mfz.rules.map;

import mfz.rules.attack.DieEffect;
import mfz.rules.attack.Resolve;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.Tx;

/**
 * Terrain cover on the map wears down under the hits it takes (docs/rules.md §6, §10): 6 bricks a
 * hit, gone at 0, and no cover under 3 bricks, so the next attack measures the map as it now
 * stands. The piece is the one the attack named ({@link MapEvent.CoverTaken}); its hits may
 * resolve in the attack or later, once an attacked frame that had not acted has defended.
 */
public final class MapWear {

    private MapWear() {
    }

    /** After any command on the map: the terrain cover loses what this command's hits on it took. */
    public static void wear(Tx tx, Game before) {
        if (!tx.game().onTheMap() || tx.events().stream().noneMatch(MapWear::hitsTerrainCover)) {
            return;
        }
        // The covering piece is cleared once the attack is resolved: follow the command's events.
        Game game = before;
        String piece = null;
        int hits = 0;
        for (Event event : tx.events()) {
            if (hitsTerrainCover(event) && game.deploying().coverTerrain() != null) {
                piece = game.deploying().coverTerrain();
                hits++;
            }
            game = game.apply(event);
        }
        if (piece != null) {
            Terrain terrain = tx.game().map().orElseThrow().piece(piece).orElseThrow();
            String attacker = tx.events().stream().filter(e -> e instanceof Event.DamageRolled).map(e -> ((Event.DamageRolled) e)
                    .attackerOwner()).findFirst().orElse(tx.game().host());
            tx.emit(new Event.MapChanged(attacker, new MapEvent.TerrainWorn(terrain.name(), hits,
                    Math.max(0, terrain.bricks() - hits * Resolve.BRICKS_PER_HIT))));
        }
    }

    private static boolean hitsTerrainCover(Event event) {
        return event instanceof Event.DamageDieResolved die && die.effect() == DieEffect.COVER_HIT && die.bricks() > 0;
    }
}
