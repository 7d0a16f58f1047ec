package mfz.rules.deployment;

import static mfz.rules.game.Table.SOLDIER;
import static mfz.rules.game.Table.frames;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import mfz.rules.company.Frame;
import mfz.rules.dice.DieColour;
import mfz.rules.dice.ScriptedDice;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.game.Phase;
import mfz.rules.game.Table;
import mfz.rules.options.GameSize;
import org.junit.jupiter.api.Test;

/** Deployment (docs/rules.md §3) step by step, and the demo game's placement. */
class DeploymentTest {

    private static final String BGY = "B G Y";

    /** a defender (35), b secondary (30), c point attacker (21); 2 stations each. */
    private static Table threePlayers() {
        return Table.lobby(GameSize.SKIRMISH, 3).companies(2, frames(3, BGY), frames(4, BGY), frames(5, BGY))
                .start(ScriptedDice.of());
    }

    private static Game through(Table t, Command... commands) {
        for (Command c : commands) {
            t.play(c);
        }
        return t.game();
    }

    @Test
    void everyPlayerApprovesTheTerrainFirst() {
        Table t = threePlayers();
        assertEquals("Deployment step 1 (lay out the terrain; every player approves it): Anna, Ben, Cleo must approve "
                + "the terrain.", GameQueries.waitingOn(t.game()));
        Table.given(t.game()).when(new Command.PlaceStation("a", "a-S1"))
                .thenRefused("Stations aren't placed now: " + GameQueries.waitingOn(t.game()));
        Game g = Table.given(t.game()).when(new Command.ApproveTerrain("b")).thenEvents(new Event.TerrainApproved("b"));
        Table.given(g).when(new Command.ApproveTerrain("b")).thenRefused("You already approved the terrain.");
        Table.given(g).when(new Command.FinishDeploymentStep("a")).thenRefused(
                "The terrain step ends when every player has approved it: " + GameQueries.waitingOn(g));
        g = Table.given(g).when(new Command.ApproveTerrain("a")).accepted();
        Table.given(g).when(new Command.ApproveTerrain("c")).thenEvents(new Event.TerrainApproved("c"),
                new Event.DeploymentStepStarted(DeploymentStep.DEFENDER_SETUP, "a"));
    }

    private static Table afterTerrain() {
        Table t = threePlayers();
        through(t, new Command.ApproveTerrain("a"), new Command.ApproveTerrain("b"), new Command.ApproveTerrain("c"));
        return t;
    }

    @Test
    void theDefenderPlacesItsStationsAndTwoFramesAndTheStepEndsWithTheLastOfThem() {
        Table t = afterTerrain();
        Table.given(t.game()).when(new Command.PlaceFrame("b", null, "b1", null))
                .thenRefused("Not your step: " + GameQueries.waitingOn(t.game()));
        Table.given(t.game()).when(new Command.FinishDeploymentStep("a"))
                .thenRefused("Place your stations first: a-S1, a-S2 still off the table.");
        Table.given(t.game()).when(new Command.PlaceStation("a", "b-S1"))
                .thenRefused("`b-S1` is not one of your stations.");
        Game g = Table.given(t.game()).when(new Command.PlaceStation("a", "A-s1"))
                .thenEvents(new Event.StationPlaced("a-S1"));
        through(t, new Command.PlaceStation("a", "a-S1"));
        Table.given(t.game()).when(new Command.PlaceStation("a", "a-S1")).thenRefused("`a-S1` is already on the table.");
        Table.given(t.game()).when(new Command.PlaceFrame("a", null, "a1", "b-S1"))
                .thenRefused("`b-S1` isn't on the table yet.");
        Table.given(t.game()).when(new Command.PlaceFrame("a", null, "a1", "a-s1"))
                .thenEvents(new Event.FramePlaced("a", "a1", "a-S1"));
        through(t, new Command.PlaceFrame("a", null, "a1", "a-S1"), new Command.PlaceFrame("a", null, "a2", null));
        // Two frames down, a station still off the table: the step waits for it, and no third frame.
        Table.given(t.game()).when(new Command.PlaceFrame("a", null, "a3", null))
                .thenRefused("The defender places only 2 frames in step 2; the others come in step 6.");
        Table.given(t.game()).when(new Command.PlaceFrame("a", null, "a1", null)).thenRefused(
                "`a1` is already on the table; to change which station it stands near, correct its position instead.");
        Table.given(t.game()).when(new Command.FinishDeploymentStep("a"))
                .thenRefused("Place your stations first: a-S2 still off the table.");
        // The last thing to place ends the step by itself: a "done" would only cost a tap.
        Table.given(t.game()).when(new Command.PlaceStation("a", "a-S2")).thenEvents(new Event.StationPlaced("a-S2"),
                new Event.DeploymentStepStarted(DeploymentStep.POINT_FRAME, "c"));
        assertTrue(g.station("a-S1").orElseThrow().placed());
    }

    @Test
    void theDefendersSetupEndsWithItsSecondFrameWhenItsStationsAreDown() {
        Table t = afterTerrain();
        through(t, new Command.PlaceStation("a", "a-S1"), new Command.PlaceStation("a", "a-S2"));
        Table.given(t.game()).when(new Command.FinishDeploymentStep("a"))
                .thenRefused("Place 2 frames inside your perimeter first (0 placed).");
        through(t, new Command.PlaceFrame("a", null, "a1", "a-S1"));
        Table.given(t.game()).when(new Command.PlaceFrame("a", null, "a2", null)).thenEvents(
                new Event.FramePlaced("a", "a2", null), new Event.DeploymentStepStarted(DeploymentStep.POINT_FRAME, "c"));
    }

    private static Table afterDefenderSetup() {
        Table t = afterTerrain();
        through(t, new Command.PlaceStation("a", "a-S1"), new Command.PlaceStation("a", "a-S2"),
                new Command.PlaceFrame("a", null, "a1", "a-S1"), new Command.PlaceFrame("a", null, "a2", null));
        return t;
    }

    /**
     * §7: at the start of play every player holds exactly their own stations, wherever frames were
     * deployed: a defender's frame deployed by an attacker's station doesn't take it.
     */
    @Test
    void deploymentNeverChangesControlSoEachPlayerStartsHoldingExactlyTheirOwnStations() {
        Game g = a3DeployedByBensStation();
        assertEquals(Phase.COMBAT, g.phase());
        assertEquals("b-S1", g.frame("a", "a3").orElseThrow().nearStation(), "a3 stands by Ben's station");
        assertTrue(g.stations().stream().allMatch(station -> station.owner().equals(station.holder())),
                g.stations().toString());
    }

    /**
     * §7: a frame deployed near another player's station takes it only when play makes it so,
     * there. A rules audit (2026-11-28) found any move, retreat or destruction anywhere on the
     * table handing every such station over: here turns elsewhere leave Ben's station with him,
     * and a3's own move, ending by it, takes it.
     */
    @Test
    void aFrameDeployedNearAnotherPlayersStationTakesItOnlyWhenPlayThereMakesItSo() {
        Game g = a3DeployedByBensStation();
        boolean moved = false;
        boolean elsewhere = false;
        for (int turn = 0; turn < 20 && !moved; turn++) {
            String holder = GameQueries.initiative(g).orElseThrow();
            boolean a3 = holder.equals("a") && elsewhere;
            Game before = g;
            Frame frame = a3 ? g.frame("a", "a3").orElseThrow() : g.framesOf(holder).stream()
                    .filter(f -> f.alive() && !f.name().equals("a3") && before.roundState().turns().stream().noneMatch(t -> t.of(f.owner(), f.name())))
                    .findFirst().orElseThrow();
            g = Table.startAndDefend(g, holder, frame.name());
            String green = g.roundState().active().left().stream().filter(d -> d.colour() == DieColour.GREEN)
                    .findFirst().orElseThrow().notation();
            g = Table.ok(g, new Command.Move(holder, green, a3 ? "b-S1" : null));
            g = Table.ok(g, new Command.EndTurn(holder));
            moved = a3;
            elsewhere = true;
            assertEquals(a3 ? "a" : "b", g.station("b-S1").orElseThrow().holder(),
                    "after " + frame.name() + "'s move");
        }
        assertTrue(moved, "a3 moved");
    }

    /** Deployment done, with Anna's a3 placed by Ben's station b-S1 (nobody else near it). */
    private static Game a3DeployedByBensStation() {
        Table t = afterDefenderSetup();
        return through(t, new Command.PlaceFrame("c", null, "c1", null), new Command.PlaceFrame("b", null, "b1", null),
                new Command.PlaceFrame("c", null, "c2", null), new Command.PlaceFrame("b", null, "b2", null),
                new Command.PlaceFrame("c", null, "c3", null), new Command.PlaceFrame("b", null, "b3", null),
                new Command.PlaceFrame("c", null, "c4", null), new Command.PlaceFrame("b", null, "b4", null),
                new Command.PlaceFrame("c", null, "c5", null), new Command.PlaceStation("b", "b-S1"),
                new Command.PlaceStation("c", "c-S1"), new Command.PlaceStation("b", "b-S2"),
                new Command.PlaceStation("c", "c-S2"), new Command.PlaceFrame("a", null, "a3", "b-S1"));
    }

    @Test
    void thePointAttackerPlacesExactlyOneFrameAndTheStepEndsWithIt() {
        Table t = afterDefenderSetup();
        assertEquals("Deployment step 3 (the point attacker places the point frame): Cleo must act.", GameQueries.waitingOn(t.game()));
        Table.given(t.game()).when(new Command.FinishDeploymentStep("c")).thenRefused("Place the point frame first.");
        Table.given(t.game()).when(new Command.PlaceFrame("c", null, "c1", null)).thenEvents(
                new Event.FramePlaced("c", "c1", null), new Event.DeploymentStepStarted(DeploymentStep.ATTACKER_FRAMES, "b"));
    }

    @Test
    void attackersAlternateHighestScoreFirstPlacingFramesThenStations() {
        Table t = afterDefenderSetup();
        through(t, new Command.PlaceFrame("c", null, "c1", null));
        Table.given(t.game()).when(new Command.PlaceFrame("c", null, "c2", null))
                .thenRefused("Not your step: " + GameQueries.waitingOn(t.game()));
        Table.given(t.game()).when(new Command.FinishDeploymentStep("b"))
                .thenRefused("This step ends by itself with the last placement: " + GameQueries.waitingOn(t.game()));
        // the perimeter is everything within direct-fire range of the defender's stations
        Table.given(t.game()).when(new Command.PlaceFrame("b", null, "b1", "a-S2")).thenRefused(
                "Attackers deploy outside the defender's perimeter, so `b1` can't stand near a-S2.");
        Table.given(t.game()).when(new Command.PlaceFrame("b", null, "b1", null)).thenEvents(
                new Event.FramePlaced("b", "b1", null), new Event.PlacementPassed("c"));
        through(t, new Command.PlaceFrame("b", null, "b1", null));
        through(t, new Command.PlaceFrame("c", null, "c2", null), new Command.PlaceFrame("b", null, "b2", null),
                new Command.PlaceFrame("c", null, "c3", null), new Command.PlaceFrame("b", null, "b3", null),
                new Command.PlaceFrame("c", null, "c4", null));
        // b's last frame: c still has one, so c goes on
        Table.given(t.game()).when(new Command.PlaceFrame("b", null, "b4", null)).thenEvents(
                new Event.FramePlaced("b", "b4", null), new Event.PlacementPassed("c"));
        through(t, new Command.PlaceFrame("b", null, "b4", null));
        Table.given(t.game()).when(new Command.PlaceFrame("c", null, "c5", null)).thenEvents(
                new Event.FramePlaced("c", "c5", null),
                new Event.DeploymentStepStarted(DeploymentStep.ATTACKER_STATIONS, "b"));
        through(t, new Command.PlaceFrame("c", null, "c5", null));
        Table.given(t.game()).when(new Command.PlaceStation("b", "b-S1"))
                .thenEvents(new Event.StationPlaced("b-S1"), new Event.PlacementPassed("c"));
        through(t, new Command.PlaceStation("b", "b-S1"), new Command.PlaceStation("c", "c-S1"),
                new Command.PlaceStation("b", "b-S2"));
        Table.given(t.game()).when(new Command.PlaceStation("c", "c-S2")).thenEvents(
                new Event.StationPlaced("c-S2"),
                new Event.DeploymentStepStarted(DeploymentStep.DEFENDER_FRAMES, "a"));
    }

    /** Steps 3 to 5 played as above: the defender's remaining frames are next (step 6). */
    private static Table atTheDefendersLastStep() {
        Table t = afterDefenderSetup();
        through(t, new Command.PlaceFrame("c", null, "c1", null), new Command.PlaceFrame("b", null, "b1", null),
                new Command.PlaceFrame("c", null, "c2", null), new Command.PlaceFrame("b", null, "b2", null),
                new Command.PlaceFrame("c", null, "c3", null), new Command.PlaceFrame("b", null, "b3", null),
                new Command.PlaceFrame("c", null, "c4", null), new Command.PlaceFrame("b", null, "b4", null),
                new Command.PlaceFrame("c", null, "c5", null), new Command.PlaceStation("b", "b-S1"),
                new Command.PlaceStation("c", "c-S1"), new Command.PlaceStation("b", "b-S2"),
                new Command.PlaceStation("c", "c-S2"));
        return t;
    }

    /**
     * §3 step 6: once the attackers' stations are down, the defender places its remaining frames,
     * anywhere (in cover outside the perimeter: checked on the map, `MapDeploymentTest`); nobody
     * else places then, the step can't be finished early, and the last frame begins combat.
     */
    @Test
    void theDefenderPlacesItsRemainingFramesLastAndTheLastOneBeginsCombat() {
        Table t = atTheDefendersLastStep();
        assertEquals(DeploymentStep.DEFENDER_FRAMES, t.game().deployment().step());
        assertEquals("Deployment step 6 (the defender places its remaining frames): Anna must act.",
                GameQueries.waitingOn(t.game()));
        Table.given(t.game()).when(new Command.FinishDeploymentStep("a"))
                .thenRefused("Place your remaining frames first: a3.");
        // a defender's frame placed near an attacker's station doesn't take it: only play does;
        // and the defender's last frame ends deployment by itself
        Game g = Table.given(t.game()).when(new Command.PlaceFrame("a", null, "a3", "b-S1"))
                .thenEvents(new Event.FramePlaced("a", "a3", "b-S1"), new Event.CombatBegan(List.of("a", "b", "c")));
        assertEquals("b", g.station("b-S1").orElseThrow().holder());
        assertEquals(Phase.COMBAT, g.phase());
        assertEquals(1, g.round());
        assertEquals(11, g.doomsday());
        assertNull(g.deployment());
        assertEquals("Round 1, doomsday clock at 11: Anna holds the initiative.", GameQueries.waitingOn(g));
    }

    @Test
    void inADemoGameTheHostPlacesEveryFrameAndChoosesWhoStarts() {
        Table t = Table.lobby(GameSize.DEMO, 3).companies(0, new String[] {SOLDIER, "B G Rh Rh"},
                new String[] {SOLDIER, "B G Ra Ra"}, new String[] {SOLDIER, "B G Rh Rh"}).start(ScriptedDice.of());
        Table.given(t.game()).when(new Command.PlaceFrame("b", null, "b1", null))
                .thenRefused("In a demo game the host (Anna) places every frame.");
        Table.given(t.game()).when(new Command.PlaceFrame("a", "b", "b1", "Centre")).thenRefused(
                "Every frame starts 5–6 units from Centre, so nobody holds it at the start: `b1` can't stand near it.");
        for (String p : List.of("a", "b", "c")) {
            for (String f : List.of("1", "2")) {
                t.play(new Command.PlaceFrame("a", p, p + f, null));
            }
        }
        Table.given(t.game()).when(new Command.ChooseFirstPlayer("b", "b"))
                .thenRefused("Only the host (Anna) chooses the first player.");
        t.play(new Command.ChooseFirstPlayer("a", "b"));
        Game g = Table.given(t.game()).when(new Command.FinishDeploymentStep("a"))
                .thenEvents(new Event.CombatBegan(List.of("b", "c", "a")));
        assertEquals(5, g.doomsday());
    }

    /** §9: in a demo every frame starts 5–6 units from the station and none closer: none may start near it. */
    @Test
    void inADemoNoFrameStartsNearTheStation() {
        Table t = Table.lobby(GameSize.DEMO, 2).companies(0, new String[] {SOLDIER, "B G Rh Rh"},
                new String[] {SOLDIER, "B G Ra Ra"}).start(ScriptedDice.of());
        for (String frame : List.of("a1", "a2")) {
            Table.given(t.game()).when(new Command.PlaceFrame("a", "a", frame, "Centre")).thenRefused(
                    "Every frame starts 5–6 units from Centre, so nobody holds it at the start: `" + frame
                            + "` can't stand near it.");
        }
    }

    @Test
    void aDemoPlacementEndsOnlyWithEveryFrameOnTheTable() {
        Table t = Table.lobby(GameSize.DEMO, 2).companies(0, new String[] {SOLDIER, "B G Rh Rh"},
                new String[] {SOLDIER, "B G Ra Ra"}).start(ScriptedDice.of());
        t.play(new Command.PlaceFrame("a", "a", "a1", null));
        Table.given(t.game()).when(new Command.FinishDeploymentStep("a"))
                .thenRefused("Place every frame first: Anna's a2, Ben's b1, Ben's b2 still off the table.");
        Table.given(t.game()).when(new Command.ChooseFirstPlayer("a", "zz"))
                .thenRefused("There is no player `zz` in this game.");
    }

    @Test
    void playersPlaceOnlyTheirOwnThingsAndOnlyADemoHasAFirstPlayer() {
        Table t = afterTerrain();
        Table.given(t.game()).when(new Command.PlaceFrame("a", "b", "b1", null))
                .thenRefused("You can only place your own frames.");
        Table.given(t.game()).when(new Command.PlaceFrame("a", null, "zz", null))
                .thenRefused("Your company has no frame named `zz`; still to place: `a1`, `a2`, `a3`.");
        // Out of step, a misspelt name is told it isn't their step, not that they have no such frame.
        Table.given(t.game()).when(new Command.PlaceFrame("b", null, "zz", null))
                .thenRefused("Not your step: " + GameQueries.waitingOn(t.game()));
        Table.given(t.game()).when(new Command.PlaceStation("a", "Nowhere"))
                .thenRefused("There is no station named `Nowhere`.");
        Table.given(t.game()).when(new Command.ChooseFirstPlayer("a", "b"))
                .thenRefused("Only a demo game goes round the table from a chosen first player.");
        Game lobby = Table.lobby(GameSize.SKIRMISH, 2).game();
        Table.given(lobby).when(new Command.ApproveTerrain("a"))
                .thenRefused("That is done during deployment; now: " + GameQueries.waitingOn(lobby));
    }
}
