package mfz.rules.game;

import mfz.rules.deployment.Deployment;

/**
 * What deployment settles.
 *
 * @param deployment  deployment's progress, or null outside deployment
 * @param firstPlayer demo game: who starts the round-robin each round (null: the host)
 */
public record Deploying(Deployment deployment, String firstPlayer) {

    /** Before deployment. */
    static final Deploying NONE = new Deploying(null, null);

    Deploying withDeployment(Deployment changed) {
        return new Deploying(changed, firstPlayer);
    }

    Deploying withFirstPlayer(String player) {
        return new Deploying(deployment, player);
    }
}
