package mfz.bot.commands.help;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import mfz.bot.commands.GameHarness;
import mfz.bot.core.Reply;
import mfz.rules.deployment.DeploymentStep;
import mfz.rules.game.Phase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The "⌨️ Type it" button answers with this step's commands only, not the whole of /help. */
class HelpStepTest {

    @TempDir
    Path dir;

    @Test
    void typeItShowsThisStepsCommandsOnly() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 1)) {
            table.type("vincent", "game new", "size", "demo");
            Reply step = table.type("vincent", "help", "step", "true");
            Reply whole = table.type("vincent", "help");
            assertEquals("What you can do now", step.embeds().getFirst().title());
            assertTrue(step.embeds().getFirst().description().contains("/company frame"), step.toString());
            assertTrue(step.embeds().getFirst().description().contains("the soldier, `/company frame name:Anvil "
                    + "loadout:\"B G Y Rd\"`, and one variant of it, `/company frame name:Hammer loadout:\"B G Y Rh\"`, "
                    + "with its 3 SSRs spread among them (`ssr:` on a frame, at most 3 each)"),
                    "a demo company as the rules take it: " + step.embeds().getFirst().description());
            int shown = step.embeds().getFirst().description().length();
            int all = whole.embeds().getFirst().fields().stream().mapToInt(f -> f.value().length()).sum();
            assertTrue(shown < 600 && shown * 2 < all, shown + " of " + all + " characters");
        }
    }

    /**
     * A step's hint offers only what the step places, and a station to stand by only where a frame may
     * (the defender's steps): step 5 offered frames, steps 3 and 4 a station an attacker's frame is
     * refused beside, a skirmish's lobby `ssr:1` for every frame (an audit of the rules' texts).
     */
    @Test
    void eachDeploymentStepsHintOffersWhatItPlaces() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 1)) {
            table.lobby("B G Y Rd", "B G Rh Rh", "B B G Ra", "G Y Rd");
            String lobby = hint(table, "vincent");
            assertTrue(lobby.contains("`/company frame name:Anvil-1 loadout:\"B G Y Rd\"` for each frame, `/company "
                    + "station"), "a game of 0 SSRs names none: " + lobby);
        }
        try (GameHarness table = new GameHarness(dir.resolve("deploying.db"), 1)) {
            String defender = hint(table, table.deploying());
            assertTrue(defender.contains("place a frame with `/deploy done frame:<name> [station:<name it stands near>]`, "
                    + "a station with `/deploy done station:<name>`"), defender);
        }
        try (GameHarness table = new GameHarness(dir.resolve("played.db"), 1)) {
            table.playUntil(Map.of(), game -> game.phase() == Phase.DEPLOYMENT
                    && game.deployment().step() == DeploymentStep.POINT_FRAME);
            String point = hint(table, table.game().deployment().placer());
            assertTrue(point.contains("place a frame with `/deploy done frame:<name>`; the step ends"), point);
            table.playOn(game -> game.deployment().step() == DeploymentStep.ATTACKER_STATIONS);
            String stations = hint(table, table.game().deployment().placer());
            assertTrue(stations.contains("is yours: place a station with `/deploy done station:<name>` (a frame of yours "
                    + "already beside it: `/station near frame:<name> station:<name>`); the next attacker places after "
                    + "each"), "an alternating step says so: " + stations);
        }
    }

    /** A demo's deployment is one step by its own rules: `/rules` pointed at the seven steps of a full game (an audit). */
    @Test
    void aDemosDeploymentExplainsTheDemo() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 1)) {
            table.demoDeploying();
            assertEquals(Phase.DEPLOYMENT, table.game().phase());
            assertEquals(table.type("vincent", "rules", "topic", "demo").embeds().getFirst().title(),
                    table.type("vincent", "rules").embeds().getFirst().title());
        }
    }

    private static String hint(GameHarness table, String player) {
        return table.type(player, "help", "step", "true").embeds().getFirst().description();
    }
}
