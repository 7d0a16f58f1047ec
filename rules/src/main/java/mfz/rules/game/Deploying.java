package mfz.rules.game;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.ArrayList;
import java.util.List;
import mfz.rules.deployment.Deployment;
import mfz.rules.map.MapLayout;
import mfz.rules.map.MapPlacement;

/**
 * What deployment settles.
 *
 * @param deployment  deployment's progress, or null outside deployment
 * @param firstPlayer demo game: who starts the round-robin each round (null: the host)
 * @param map         map mode: the terrain laid out in step 1 (kept for the whole game), else null
 * @param placed      map mode: where each station and frame stands, as last placed or moved
 * @param coverTerrain map mode: the terrain covering the target of the attack being resolved, which its hits wear
 *                     down (null when none)
 */
public record Deploying(Deployment deployment, String firstPlayer,
                        @JsonInclude(JsonInclude.Include.NON_NULL) MapLayout map,
                        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<MapPlacement> placed,
                        @JsonInclude(JsonInclude.Include.NON_NULL) String coverTerrain) {

    /** Before deployment. */
    static final Deploying NONE = new Deploying(null, null, null, List.of(), null);

    public Deploying {
        placed = placed == null ? List.of() : List.copyOf(placed);
    }

    /** The same with this piece standing here (in place of where it stood). */
    Deploying withPlacement(MapPlacement placement) {
        List<MapPlacement> now = new ArrayList<>(placed);
        now.removeIf(p -> p.same(placement));
        now.add(placement);
        return new Deploying(deployment, firstPlayer, map, now, coverTerrain);
    }

    Deploying withDeployment(Deployment changed) {
        return new Deploying(changed, firstPlayer, map, placed, coverTerrain);
    }

    Deploying withFirstPlayer(String player) {
        return new Deploying(deployment, player, map, placed, coverTerrain);
    }

    Deploying withMap(MapLayout layout) {
        return new Deploying(deployment, firstPlayer, layout, placed, coverTerrain);
    }

    Deploying withCoverTerrain(String terrain) {
        return new Deploying(deployment, firstPlayer, map, placed, terrain);
    }
}
