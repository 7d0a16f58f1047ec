package mfz.bot.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import mfz.bot.core.Reply;
import mfz.bot.reliability.Stage.Point;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * "Approve the terrain" and "Agree where X stands" stay in the channel after their step (they
 * carry no version: every approval moves it on). Tapped later they agreed to whatever step the
 * game had reached (an audit, 2026-11-26); now each says its step and is refused in another.
 */
class ConsensusButtonsKeepTheirStepTest {

    @TempDir
    Path dir;

    @Test
    void anOldApprovalButtonIsRefusedInAnotherStep() throws Exception {
        try (Stage stage = new Stage(dir.resolve("steps.db"), Point.DEPLOYMENT)) {
            String before = stage.fingerprint();
            String placer = stage.game().deployment().placer();
            for (String step : new String[] {"terrain", "objective"}) {
                Reply refused = stage.send(placer, false, "deploy done", Map.of("step", step));
                assertTrue(refused.ephemeral() && refused.content().startsWith("That button was for "), refused.content());
                assertTrue(refused.content().contains("a step that isn't under way"), refused.content());
            }
            assertEquals(before, stage.fingerprint(), "nothing changed");
        }
    }
}
