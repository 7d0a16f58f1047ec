package mfz.bot.commands.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import mfz.bot.commands.GameHarness;
import mfz.bot.core.Reply;
import mfz.rules.deployment.DeploymentStep;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.stations.Station;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code /deploy} subcommands through the router on a real SQLite file. */
class DeployCommandsTest {

    @TempDir
    Path dir;

    @Test
    void doneApprovesTheTerrainThenPlacesAStationAndAFrame() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 5)) {
            table.type("vincent", "game new", "size", "skirmish");
            assertTrue(table.refused("vincent", "deploy done").startsWith("Deployment is not under way"));
        }
        try (GameHarness table = new GameHarness(dir.resolve("deploying.db"), 5)) {
            String placer = table.deploying();
            assertEquals(DeploymentStep.DEFENDER_SETUP, table.game().deployment().step(), "both approved the terrain");
            String prefix = placer.equals("vincent") ? "Anvil-" : "Fang-";
            String station = placer.equals("vincent") ? "AA" : "FA";
            table.type(placer, "deploy done", "station", station);
            table.type(placer, "deploy done", "frame", prefix + "2", "station", station);
            assertTrue(table.game().frame(placer, prefix + "2").orElseThrow().placed());
            assertTrue(table.game().station(station).orElseThrow().placed());
        }
    }

    /**
     * Off the map an attacker's frames are down (step 4) before its stations (step 5): a station's
     * line says how one of them set beside it comes to stand near it (a player's first games found
     * `/station near` by chance).
     */
    @Test
    void anAttackersStationSaysHowAFrameBesideItStandsNear() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 5)) {
            Game game = table.playUntil(g -> g.deployment() != null
                    && g.deployment().step() == DeploymentStep.ATTACKER_STATIONS);
            String placer = game.deployment().placer();
            Station station = game.stationsOf(placer).stream().filter(s -> !s.placed()).findFirst().orElseThrow();
            Reply placed = table.type(placer, "deploy done", "station", station.name());
            assertTrue(placed.content().contains("Station **" + station.name() + "** is on the table. A frame of "
                    + game.nameOf(placer) + "'s within 1 unit of it stands near it: `/station near frame:<name> "
                    + "station:" + station.name() + "`."), placed.content());
            // the last station, which ends step 5, says it too
            Game last = table.playOn(g -> g.deployment() != null
                    && g.deployment().step() == DeploymentStep.ATTACKER_STATIONS
                    && g.stations().stream().filter(s -> !s.placed()).count() == 1);
            Station lastStation = last.stations().stream().filter(s -> !s.placed()).findFirst().orElseThrow();
            Reply ended = table.type(last.deployment().placer(), "deploy done", "station", lastStation.name());
            assertTrue(ended.content().contains("Station **" + lastStation.name() + "** is on the table. A frame of "),
                    ended.content());
        }
    }

    /** Step 1 is the terrain: a placement typed there was taken for an approval, its piece dropped (an audit). */
    @Test
    void aPlacementInTheTerrainsStepIsRefusedNotTakenForAnApproval() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 5)) {
            table.started();
            long before = table.version();
            assertTrue(table.refused("vincent", "deploy done", "frame", "Anvil-1", "station", "AA")
                    .startsWith("Step 1 is the terrain: frames and stations are placed from step 2 on."));
            assertTrue(table.refused("meguey", "deploy done", "station", "FA").startsWith("Step 1 is the terrain"));
            assertEquals(before, table.version(), "nothing approved");
            assertTrue(table.game().deployment().approved().isEmpty());
        }
    }

    /**
     * A correction of where a frame stands, made while a placement is under way, names whose
     * placement is left: "Still to place: 1 station" alone read as meant for whoever had just
     * typed (a five-player audit).
     */
    @Test
    void aCorrectionDuringAPlacementNamesWhoseItIs() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 5)) {
            String placer = table.deploying();
            String station = table.game().stationsOf(placer).getFirst().name();
            table.type(placer, "deploy done", "station", station);
            String frame = table.game().framesOf(placer).getFirst().name();
            Reply placed = table.type(placer, "deploy done", "frame", frame, "station", station);
            assertTrue(placed.content().contains("\n👉 Still to place: "), placed.content());
            Reply corrected = table.type(placer, "station near", "frame", frame, "station", "none");
            assertTrue(corrected.content().contains("\n👉 " + table.game().nameOf(placer) + " still to place: "),
                    corrected.content());
        }
    }

    @Test
    void firstIsTheDemoHostsChoiceOfWhoStarts() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 5)) {
            table.demoDeploying();
            assertEquals(Phase.DEPLOYMENT, table.game().phase());
            table.refused("meguey", "deploy first", "player", "@meguey");

            long before = table.version();
            Reply chosen = table.type("vincent", "deploy first", "player", "@meguey");
            assertFalse(chosen.ephemeral(), chosen.content());
            assertTrue(table.version() > before);
            // the host's card says what is left to place, then that the step is theirs to finish (a review)
            Reply placed = table.type("vincent", "deploy done", "frame", "vincent-1", "owner", "@vincent");
            assertTrue(placed.content().endsWith("👉 Still to place: 3 frames; choose below."), placed.content());
            table.type("vincent", "deploy done", "frame", "vincent-2", "owner", "@vincent");
            table.type("vincent", "deploy done", "frame", "meguey-1", "owner", "@meguey");
            Reply last = table.type("vincent", "deploy done", "frame", "meguey-2", "owner", "@meguey");
            assertTrue(last.content().endsWith("👉 Every frame is on the table: choose who goes first if you like, then "
                    + "tap Finish deployment."), last.content());
        }
    }
}
