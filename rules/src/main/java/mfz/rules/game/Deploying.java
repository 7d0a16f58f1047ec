package mfz.rules.game;

import com.fasterxml.jackson.annotation.JsonInclude;
import mfz.rules.map.MapLayout;

import mfz.rules.deployment.Deployment;

/**
 * What deployment settles.
 *
 * @param deployment  deployment's progress, or null outside deployment
 * @param firstPlayer demo game: who starts the round-robin each round (null: the host)
 * @param map         map mode: the terrain laid out in step 1 (kept for the whole game), else null
 */
public record Deploying(Deployment deployment, String firstPlayer,
                        @JsonInclude(JsonInclude.Include.NON_NULL) MapLayout map) {

    /** Before deployment. */
    static final Deploying NONE = new Deploying(null, null, null);

    Deploying withDeployment(Deployment changed) {
        return new Deploying(changed, firstPlayer, map);
    }

    Deploying withFirstPlayer(String player) {
        return new Deploying(deployment, player, map);
    }

    Deploying withMap(MapLayout layout) {
        return new Deploying(deployment, firstPlayer, layout);
    }
}
