package mfz.rules.map;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import mfz.rules.attack.DieEffect;
import mfz.rules.attack.Resolve;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.Tx;

/**
 * Terrain on the map wears down under the hits it takes (docs/rules.md §6, §10): 6 bricks a hit,
 * gone at 0, and no cover under 3 bricks, so the next attack measures the map as it now stands.
 * The piece is the cover the attack named ({@link MapEvent.CoverTaken}; its hits may resolve in
 * the attack or later, once an attacked frame that had not acted has defended), or the piece an
 * attack on terrain targets.
 */
public final class MapWear {

    private MapWear() {
    }

    /** After any command on the map: the terrain loses what this command's hits on it took. */
    public static void wear(Tx tx, Game before) {
        if (!tx.game().onTheMap() || tx.events().stream().noneMatch(MapWear::hitsTerrain)) {
            return;
        }
        // The covering piece is cleared once the attack is resolved: follow the command's events.
        Game game = before;
        Map<String, Integer> hits = new LinkedHashMap<>();
        for (Event event : tx.events()) {
            if (hitsTerrain(event)) {
                pieceHit(game, ((Event.DamageDieResolved) event).effect())
                        .ifPresent(piece -> hits.merge(piece, 1, Integer::sum));
            }
            game = game.apply(event);
        }
        hits.forEach((piece, count) -> tx.game().map().orElseThrow().piece(piece).ifPresent(terrain -> {
            String attacker = tx.events().stream().filter(e -> e instanceof Event.DamageRolled).map(e -> ((Event.DamageRolled) e)
                    .attackerOwner()).findFirst().orElse(tx.game().host());
            tx.emit(new Event.MapChanged(attacker, new MapEvent.TerrainWorn(terrain.name(), count,
                    Math.max(0, terrain.bricks() - count * Resolve.BRICKS_PER_HIT))));
        }));
    }

    /** The piece a die's bricks come off: the cover the attack named, or the terrain it targets. */
    private static Optional<String> pieceHit(Game game, DieEffect effect) {
        if (effect == DieEffect.COVER_HIT) {
            return Optional.ofNullable(game.deploying().coverTerrain());
        }
        return Optional.ofNullable(game.roundState() == null || game.roundState().resolution() == null ? null
                : game.roundState().resolution().target().piece());
    }

    private static boolean hitsTerrain(Event event) {
        return event instanceof Event.DamageDieResolved die && die.bricks() > 0
                && (die.effect() == DieEffect.COVER_HIT || die.effect() == DieEffect.TARGET_HIT);
    }
}
