package mfz.rules.deployment;

import java.util.List;

/**
 * Where deployment stands.
 *
 * @param step     the current step
 * @param approved players who approved the terrain (step 1)
 * @param placer   whose placement it is in the alternating steps (4 and 5), else the step's owner
 */
public record Deployment(DeploymentStep step, List<String> approved, String placer) {
    public Deployment {
        approved = approved == null ? List.of() : List.copyOf(approved);
    }
}
