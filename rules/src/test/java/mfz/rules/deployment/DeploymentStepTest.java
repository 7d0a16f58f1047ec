package mfz.rules.deployment;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What each deployment step places, and who ends it (docs/rules.md §3 and the rulings in DeploymentRules). */
class DeploymentStepTest {

    @Test
    void stationsArePlacedByTheDefenderInStep2AndTheAttackersInStep5() {
        assertEquals(List.of(DeploymentStep.DEFENDER_SETUP, DeploymentStep.ATTACKER_STATIONS),
                Arrays.stream(DeploymentStep.values()).filter(DeploymentStep::placesStations).toList());
    }

    @Test
    void framesArePlacedInEveryStepButTerrainTheAttackersStationsAndTheObjective() {
        assertEquals(List.of(DeploymentStep.DEFENDER_SETUP, DeploymentStep.POINT_FRAME, DeploymentStep.ATTACKER_FRAMES,
                        DeploymentStep.DEFENDER_FRAMES, DeploymentStep.DEMO_PLACEMENT),
                Arrays.stream(DeploymentStep.values()).filter(DeploymentStep::placesFrames).toList());
    }

    @Test
    void stepsTwoThreeSixAndTheDemoPlacementEndWhenTheirOwnerFinishesThem() {
        assertEquals(List.of(DeploymentStep.DEFENDER_SETUP, DeploymentStep.POINT_FRAME, DeploymentStep.DEFENDER_FRAMES,
                        DeploymentStep.DEMO_PLACEMENT),
                Arrays.stream(DeploymentStep.values()).filter(DeploymentStep::endsWhenItsOwnerFinishes).toList());
    }

    /** With one attacker (every 2-player game) steps 4 and 5 name nobody to alternate with (a phone review). */
    @Test
    void stepsFourAndFiveAlternateOnlyBetweenSeveralAttackers() {
        assertEquals("the attacker places its remaining frames", DeploymentStep.ATTACKER_FRAMES.words(1));
        assertEquals("the attacker places its stations", DeploymentStep.ATTACKER_STATIONS.words(1));
        assertEquals(DeploymentStep.ATTACKER_FRAMES.words(), DeploymentStep.ATTACKER_FRAMES.words(2));
        assertEquals(DeploymentStep.POINT_FRAME.words(), DeploymentStep.POINT_FRAME.words(1));
    }
}
