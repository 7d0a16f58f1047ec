package mfz.rules.campaign;

import static mfz.rules.game.Table.frame;
import static mfz.rules.game.Table.station;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import mfz.rules.company.Frame;
import mfz.rules.deployment.DeploymentStep;
import mfz.rules.dice.ScriptedDice;
import mfz.rules.game.Command;
import mfz.rules.game.CommandsFromEvents;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.game.Json;
import mfz.rules.game.Phase;
import mfz.rules.game.Table;
import mfz.rules.map.MapEvent;
import mfz.rules.map.MapNearness;
import mfz.rules.map.MapPlacement;
import mfz.rules.map.MapPlacing;
import mfz.rules.map.MapTurns;
import mfz.rules.map.Point;
import mfz.rules.map.Polygon;
import mfz.rules.map.Ruler;
import mfz.rules.map.Terrain;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;
import mfz.rules.seat.Suggestions;
import mfz.rules.stations.Station;
import mfz.rules.turn.Action;
import mfz.rules.turn.Choice;
import mfz.rules.turn.Choices;
import mfz.rules.turn.Pool;
import mfz.rules.turn.Range;
import org.junit.jupiter.api.Test;

/** The special objective of a campaign battle (docs/rules.md §3 step 7, §7, §9): placing, holding, behaviours. */
class ObjectiveTest {

    static final String LEADER = "Leader";

    /** Anna and Ben in combat, a1 a2 and b1 b2 on the table, a Leader that behaves so, held by nobody. */
    static Table battle(ObjectiveBehaviour behaviour) {
        GameOptions options = GameOptions.defaults(GameSize.SKIRMISH)
                .withCampaign(new CampaignTerms("Moon", List.of(), LEADER, behaviour));
        List<Frame> frames = List.of(frame("a", "a1"), frame("a", "a2"), frame("b", "b1"), frame("b", "b2"));
        return new Table(Table.combat(options, 2, frames,
                List.of(station("a", "A-S"), station("b", "B-S"), Station.neutral(LEADER)), null, List.of("a", "b")));
    }

    /** A move misdeclared near the objective, corrected at once, gives it back (an audit: only the station was). */
    @Test
    void aCorrectionRightAfterTheMoveGivesBackTheObjectiveItTook() {
        Table r = battle(ObjectiveBehaviour.NONE);
        int[] threes = new int[Pool.of(r.game().frame("a", "a1").orElseThrow(), null, 0, false).size()];
        Arrays.fill(threes, 3);
        r.play(new Command.StartTurn("a", "a1", null, null, null, 0, false, null), threes);
        r.play(new Command.Defend("a", "none"));
        assertTrue(r.play(new Command.Move("a", "G3", LEADER)).contains(new Event.StationControlChanged(LEADER, null, "a")));
        assertEquals(List.of(new Event.FrameStandsNear("a", "a1", null), new Event.StationControlChanged(LEADER, "a", null)),
                r.play(new Command.StandNear("a", null, "a1", null)));
    }

    static boolean offersMove(Game g, String player) {
        return GameQueries.choices(g, player).stream().anyMatch(c -> c.action() == Action.MOVE_OBJECTIVE);
    }

    static Station leader(Game g) {
        return g.station(LEADER).orElseThrow();
    }

    // ---- deployment step 7 ------------------------------------------------------------------

    /** Anna (4 frames) defends, Ben (5 frames) attacks; a campaign battle through deployment step 6. */
    static Table throughStepSix(String objective) {
        return throughStepSix(objective, ObjectiveBehaviour.ORDERS);
    }

    /** The same, the objective behaving so. */
    static Table throughStepSix(String objective, ObjectiveBehaviour behaviour) {
        Table t = Table.lobby(GameSize.SKIRMISH, 2);
        t.play(new Command.EnterCampaign("a", "Moon", List.of()));
        if (objective != null) {
            t.play(new Command.NameObjective("b", objective, behaviour));
        }
        t.companies(3, Table.frames(4, "B G Y"), Table.frames(5, "B G Y")).start(ScriptedDice.of());
        t.play(new Command.ApproveTerrain("a"));
        t.play(new Command.ApproveTerrain("b"));
        for (String s : List.of("a-S1", "a-S2", "a-S3")) {
            t.play(new Command.PlaceStation("a", s));
        }
        t.play(new Command.PlaceFrame("a", null, "a1", null));
        t.play(new Command.PlaceFrame("a", null, "a2", null));
        t.play(new Command.PlaceFrame("b", null, "b1", null));
        for (String f : List.of("b2", "b3", "b4", "b5")) {
            t.play(new Command.PlaceFrame("b", null, f, null));
        }
        for (String s : List.of("b-S1", "b-S2", "b-S3")) {
            t.play(new Command.PlaceStation("b", s));
        }
        t.play(new Command.PlaceFrame("a", null, "a3", null));
        return t; // a4, the defender's last frame, ends step 6 when placed
    }

    private static final Command LAST_FRAME = new Command.PlaceFrame("a", null, "a4", null);

    @Test
    void theObjectiveIsPlacedByConsensusInStepSevenAfterEveryFrameAndStartsHeldByNobody() {
        Table t = throughStepSix(LEADER);
        assertEquals(List.of(new Event.FramePlaced("a", "a4", null),
                new Event.DeploymentStepStarted(DeploymentStep.SPECIAL_OBJECTIVE, null),
                new Event.ObjectivePlaced(LEADER)), t.play(LAST_FRAME));
        assertNull(leader(t.game()).holder(), "it starts held by nobody");
        assertTrue(t.game().frames().stream().allMatch(Frame::placed), "every frame came first");
        assertEquals("Deployment step 7 (the special objective is placed by consensus): Anna, Ben must agree where "
                + "Leader stands (`/deploy done`).", GameQueries.waitingOn(t.game()));
        t.play(new Command.StandNear("a", "b", "b1", LEADER));
        assertNull(leader(t.game()).holder(), "deployment never changes control: play does");
        t.play(new Command.FinishDeploymentStep("b"));
        Table.given(t.game()).when(new Command.FinishDeploymentStep("b"))
                .thenRefused("You already agreed where the objective stands.");
        t.play(new Command.FinishDeploymentStep("a"));
        assertEquals(Phase.COMBAT, t.game().phase());
    }

    /**
     * What everyone agreed to is what stands (an audit, 2026-11-26): a frame stood by the
     * objective after Ben agreed voids the agreements, as a terrain change does in step 1, and
     * everyone agrees again. It used to be refused, and a bot seat, which agrees at once, then
     * kept every player from saying where their frames stand.
     */
    @Test
    void aFrameStoodNearTheObjectiveAfterSomeoneAgreedHasEveryoneAgreeAgain() {
        Table t = throughStepSix(LEADER);
        t.play(LAST_FRAME);
        t.play(new Command.FinishDeploymentStep("b"));
        assertEquals(List.of(new Event.FrameStandsNear("a", "a1", LEADER)),
                t.play(new Command.StandNear("a", null, "a1", LEADER)));
        assertEquals(List.of(), t.game().deployment().approved(), "Ben's agreement was to what stood before");
        t.play(new Command.FinishDeploymentStep("a"));
        assertEquals(Phase.DEPLOYMENT, t.game().phase(), "Ben agrees again");
        t.play(new Command.FinishDeploymentStep("b"));
        assertEquals(Phase.COMBAT, t.game().phase());
    }

    /**
     * A frame marked near the objective by mistake is taken off it, and keeps its own station:
     * {@code station:none} took both, and nothing took a frame off by a tap (a phone review).
     */
    @Test
    void aFrameMarkedNearTheObjectiveIsTakenOffItAndKeepsItsStation() {
        Table t = throughStepSix(LEADER);
        t.play(new Command.PlaceFrame("a", null, "a4", "a-S1"));
        t.play(new Command.StandNear("a", null, "a4", LEADER));
        t.play(new Command.FinishDeploymentStep("b"));
        Table.given(t.game()).when(new Command.StandAway("b", "a", "a4", LEADER))
                .thenRefused("Only Anna (or the host) can say where Anna's frames stand.");
        Game marked = t.game();
        List<Event> away = t.play(new Command.StandAway("a", null, "a4", LEADER));
        assertEquals(List.of(new Event.FrameStandsAway("a", "a4", LEADER)), away);
        assertEquals(Optional.of(new Command.StandAway("a", "a", "a4", LEADER)),
                CommandsFromEvents.commandAt(marked, "a", away), "an import decides it again so");
        Frame a4 = t.game().frame("a", "a4").orElseThrow();
        assertFalse(t.game().nearObjective(a4));
        assertEquals("a-S1", a4.nearStation(), "its own station kept");
        assertEquals(List.of(), t.game().deployment().approved(), "Ben's agreement was to what stood before");
        Table.given(t.game()).when(new Command.StandAway("a", null, "a4", LEADER))
                .thenRefused("`a4` doesn't stand near Leader.");
        t.play(new Command.FinishDeploymentStep("a"));
        t.play(new Command.FinishDeploymentStep("b"));
        assertEquals(Phase.COMBAT, t.game().phase());
        Table.given(t.game()).when(new Command.StandAway("a", null, "a4", "a-S1")).thenRefused("In combat a frame "
                + "leaves a station or the objective by moving; `/station near` corrects where one stands.");
    }

    /** The other way round: taken off its own station, a frame stays near the objective (near none clears both). */
    @Test
    void aFrameTakenOffItsStationStaysNearTheObjective() {
        Table t = throughStepSix(LEADER);
        t.play(new Command.PlaceFrame("a", null, "a4", "a-S1"));
        t.play(new Command.StandNear("a", null, "a4", LEADER));
        t.play(new Command.StandAway("a", null, "a4", "a-S1"));
        Frame a4 = t.game().frame("a", "a4").orElseThrow();
        assertNull(a4.nearStation());
        assertTrue(t.game().nearObjective(a4), "still near the objective");
        Table.given(t.game()).when(new Command.StandAway("a", null, "a4", "a-S1"))
                .thenRefused("`a4` doesn't stand near a-S1.");
        Table.given(t.game()).when(new Command.StandAway("a", null, "a4", null))
                .thenRefused("Name the station (or the objective) `a4` no longer stands near.");
    }

    @Test
    void stepSevenWaitsUntilTheObjectiveIsNamedThenPlacesIt() {
        Table t = throughStepSix(null);
        t.play(LAST_FRAME);
        assertEquals("Deployment step 7 (the special objective is placed by consensus): a player must name the "
                + "special objective (`/campaign objective`).", GameQueries.waitingOn(t.game()));
        Table.given(t.game()).when(new Command.FinishDeploymentStep("a"))
                .thenRefused("Name the objective first: `/campaign objective name:<n>`.");
        Table.given(t.game()).when(new Command.NameObjective("a", "a-S1", ObjectiveBehaviour.NONE))
                .thenRefused("`a-S1` is already the name of Anna's station: name the objective otherwise.");
        Table.given(t.game()).when(new Command.NameObjective("a", "none", ObjectiveBehaviour.NONE))
                .thenRefused("The objective's name can't be `none`: the commands read that word as itself (no target, "
                        + "no station, the terrain).");
        assertEquals(List.of(new Event.ObjectiveNamed("Spaceport", ObjectiveBehaviour.AFRAID),
                new Event.ObjectivePlaced("Spaceport")),
                t.play(new Command.NameObjective("a", "Spaceport", ObjectiveBehaviour.AFRAID)));
        Table.given(t.game()).when(new Command.NameObjective("a", "Other", ObjectiveBehaviour.NONE))
                .thenRefused("The objective `Spaceport` is already on the table.");
    }

    /**
     * In the lobby the companies are secret, so naming the objective like another player's station
     * tells nothing (a campaign audit, 2026-11-26: the refusal named Anna's station and its name);
     * the reveal tells the two apart, as it does two stations alike. Not even one's own stations are
     * checked there: the host acting for a player with {@code as:} would learn them (a review).
     */
    @Test
    void inTheLobbyTheObjectiveMayShareASecretStationsNameAndTheRevealTellsThemApart() {
        Table t = Table.lobby(GameSize.SKIRMISH, 2);
        t.play(new Command.EnterCampaign("a", "Moon", List.of()));
        t.companies(3, Table.frames(4, "B G Y"), Table.frames(5, "B G Y"));
        Table.given(t.game()).when(new Command.NameObjective("a", "A-s1", ObjectiveBehaviour.ORDERS)).accepted();
        t.play(new Command.NameObjective("b", "a-S1", ObjectiveBehaviour.ORDERS));
        t.start(ScriptedDice.of());
        assertEquals(List.of("a-S1-2", "a-S2", "a-S3"), t.game().stations().stream().filter(st -> "a".equals(st.owner()))
                .map(Station::name).toList(), "Anna's station is told apart from the objective");
    }

    @Test
    void onlyACampaignBattleHasAnObjective() {
        Table t = Table.lobby(GameSize.SKIRMISH, 2);
        Table.given(t.game()).when(new Command.NameObjective("a", LEADER, ObjectiveBehaviour.NONE))
                .thenRefused("Only a campaign battle has a special objective: open the game with `campaign:`.");
    }

    // ---- an asset ---------------------------------------------------------------------------

    @Test
    void theObjectiveIsAnAssetWorthItsHoldersPpaAndMovesTheTacticalOrder() {
        Table r = battle(ObjectiveBehaviour.NONE);
        assertEquals(15, r.game().score("b"));
        assertEquals(List.of("a", "b"), r.game().ranking());
        r.settle("b", "b1", LEADER);
        assertEquals("b", leader(r.game()).holder());
        assertEquals(20, r.game().score("b"), "4 assets × PPA 5");
        assertEquals(List.of("b", "a"), r.game().ranking(), "the holder now leads the tactical order");
    }

    @Test
    void theObjectiveIsGainedAndLostLikeANeutralStation() {
        Table r = battle(ObjectiveBehaviour.NONE);
        r.settle("a", "a1", LEADER);
        r.settle("b", "b1", LEADER);
        assertEquals("a", leader(r.game()).holder(), "the holder keeps it while its frame stays near");
        r.settle("a", "a1", null);
        assertEquals("b", leader(r.game()).holder(), "lost once only the other player stands near");
    }

    // ---- behaviours -------------------------------------------------------------------------------

    @Test
    void followsOrdersItsHolderMovesItOncePerRound() {
        Table r = battle(ObjectiveBehaviour.ORDERS);
        r.refused(new Command.MoveObjective("a", List.of()), "Nobody holds `Leader`: it takes orders from nobody.");
        r.settle("a", "a1", LEADER);
        r.refused(new Command.MoveObjective("b", List.of()), "Only its holder (Anna) gives `Leader` orders.");
        assertTrue(offersMove(r.game(), "a"), "the holder is offered the move on the initiative");
        assertFalse(offersMove(r.game(), "b"));
        List<Event> moved = r.play(new Command.MoveObjective("a", List.of("a2")));
        assertEquals(new Event.ObjectiveMoved("a", ObjectiveBehaviour.ORDERS, List.of(new Standing("a", "a2"))),
                moved.getFirst());
        assertTrue(r.game().nearObjective(r.game().frame("a", "a2").orElseThrow()));
        assertFalse(r.game().nearObjective(r.game().frame("a", "a1").orElseThrow()), "a1 no longer stands near it");
        r.refused(new Command.MoveObjective("a", List.of("a1")), "`Leader` has already moved this round.");
        assertFalse(offersMove(r.game(), "a"), "once a round");
        assertEquals(r.game(), Json.roundTrip(r.game(), Game.class), "the battle round-trips through JSON");
    }

    @Test
    void aFrameMayStandNearItsStationAndTheObjectiveAtOnce() {
        Table r = battle(ObjectiveBehaviour.NONE);
        r.settle("b", "b1", "B-S");
        r.settle("a", "a1", "B-S");
        r.settle("b", "b1", LEADER);
        Frame b1 = r.game().frame("b", "b1").orElseThrow();
        assertEquals("B-S", b1.nearStation(), "standing near the objective too, it still stands near its station");
        assertTrue(r.game().nearObjective(b1));
        assertEquals("b", r.game().station("B-S").orElseThrow().holder(), "so Ben keeps it with Anna's a1 beside it");
        assertEquals("b", leader(r.game()).holder());
        r.settle("b", "b1", null);
        assertEquals("a", r.game().station("B-S").orElseThrow().holder(), "near nothing, it leaves both");
        assertEquals(List.of(), r.game().playersNear(LEADER), "(the objective stays Ben's with nobody near it)");
    }

    /**
     * A retreat gives up the station and the objective alike, and its choice says both (a campaign
     * audit: it said "leaving A-S", and the objective then changed hands unasked).
     */
    @Test
    void aRetreatSaysItLeavesTheObjectiveToo() {
        GameOptions options = GameOptions.defaults(GameSize.SKIRMISH)
                .withCampaign(new CampaignTerms("Moon", List.of(), LEADER, ObjectiveBehaviour.NONE));
        List<Frame> frames = List.of(frame("a", "a1", "B G Y Rh"), frame("b", "b1", "B G Y Rh"));
        Table r = new Table(Table.combat(options, 2, frames,
                List.of(station("a", "A-S"), station("b", "B-S"), Station.neutral(LEADER)), null, List.of("a", "b")));
        r.settle("a", "a1", "A-S");
        r.settle("a", "a1", LEADER);
        r.play(new Command.StartTurn("a", "a1", null, null, null, 0, false, null), 1, 1, 1, 1, 1, 1);
        r.play(new Command.Defend("a", "none"));
        r.play(new Command.EndTurn("a"));
        r.play(new Command.StartTurn("b", "b1", "a1", null, Range.HAND, 0, false, null), 1, 1, 1, 6, 1, 1, 1, 1);
        r.play(new Command.Defend("b", "none"));
        r.play(new Command.Attack("b", "R6", false, null, null, null), 4, 1, 1, 1, 1, 1);
        Choice retreat = Choices.of(r.game(), "a").stream().filter(c -> c.action() == Action.RETREAT).findFirst()
                .orElseThrow(() -> new AssertionError(Choices.of(r.game(), "a")));
        assertEquals("Ignore this hit by leaving A-S and the objective Leader (control is re-checked).", retreat.note());
        r.play(new Command.Retreat("a"));
        assertFalse(r.game().nearObjective(r.game().frame("a", "a1").orElseThrow()), "it left both");
    }

    @Test
    void movingTheObjectiveMovesNoFrameFromItsStation() {
        Table r = battle(ObjectiveBehaviour.ORDERS);
        r.settle("b", "b1", "B-S");
        r.settle("a", "a2", "B-S");
        r.settle("a", "a1", LEADER);
        List<Event> moved = r.play(new Command.MoveObjective("a", List.of("a1", "b1")));
        assertEquals("B-S", r.game().frame("b", "b1").orElseThrow().nearStation(),
                "ordered next to Ben's guard, the objective doesn't move it off Ben's station");
        assertEquals("b", r.game().station("B-S").orElseThrow().holder());
        assertFalse(moved.stream().anyMatch(e -> e instanceof Event.StationControlChanged c && c.station().equals("B-S")));
        assertEquals("a", leader(r.game()).holder(), "contested by b1, the objective stays with Anna");
    }

    @Test
    void aMoveToAnotherStationLeavesTheObjectiveAndAMoveThatKeepsItsStationDoesNot() {
        Table r = battle(ObjectiveBehaviour.NONE);
        r.settle("a", "a1", "A-S");
        r.settle("a", "a1", LEADER);
        r.play(new Command.StartTurn("a", "a1", null, null, null, 0, false, null), 3, 4, 5, 6, 2, 1);
        r.play(new Command.Defend("a", "none"));
        r.play(new Command.Move("a", "G6", null));
        Frame a1 = r.game().frame("a", "a1").orElseThrow();
        assertEquals("A-S", a1.nearStation(), "a move that says no station keeps it where it stood");
        assertTrue(r.game().nearObjective(a1), "near both still");
        Table s = battle(ObjectiveBehaviour.NONE);
        s.settle("a", "a1", "A-S");
        s.settle("a", "a1", LEADER);
        s.play(new Command.StartTurn("a", "a1", null, null, null, 0, false, null), 3, 4, 5, 6, 2, 1);
        s.play(new Command.Defend("a", "none"));
        s.play(new Command.Move("a", "G6", "B-S"));
        assertFalse(s.game().nearObjective(s.game().frame("a", "a1").orElseThrow()), "moved to Ben's station");
        assertEquals(List.of(), s.game().playersNear(LEADER));
    }

    @Test
    void aSnapshotFromBeforeIsToldApartToBeReplayed() {
        Table r = battle(ObjectiveBehaviour.NONE);
        r.settle("a", "a1", LEADER);
        Game now = r.game();
        // As the engine kept it before: the objective as the frame's one station.
        Game before = new Table(Table.combat(now.options(), 2, now.frames().stream().map(f -> f.name().equals("a1")
                ? f.near(LEADER) : f).toList(), now.stations(), null, List.of("a", "b"))).game();
        assertEquals(LEADER, before.frame("a", "a1").orElseThrow().nearStation());
        assertTrue(before.keepsTheObjectiveAsAStation(), "such a snapshot is not read: the events are replayed");
        assertFalse(now.keepsTheObjectiveAsAStation());
    }

    @Test
    void onTheMapTheObjectiveIsHeldByTheFramesDeclaredNearIt() {
        Table r = onTheMap(ObjectiveBehaviour.ORDERS);
        assertTrue(r.game().onTheMap());
        r.settle("b", "b1", LEADER);
        assertEquals("b", leader(r.game()).holder(), "it has no piece on the map: who stands near it is declared");
        r.play(new Command.MoveObjective("b", List.of("a1")));
        assertEquals("a", leader(r.game()).holder());
        assertEquals(List.of(LEADER), MapNearness.ofGame(r.game()).apply(r.game().frame("a", "a1")
                .orElseThrow()), "the table shows it beside what the map measures");
    }

    /**
     * Moved, the objective settles who holds it where it ends, even beside the frames it stood by
     * already: b1, placed by it in step 7, took it with its move (a rules audit, 2026-11-28, after
     * control came to be checked only where play went).
     */
    @Test
    void theObjectiveMovedBesideTheFramesItStoodBySettlesWhoHoldsIt() {
        Table t = throughStepSix(LEADER, ObjectiveBehaviour.AFRAID);
        t.play(LAST_FRAME);
        t.play(new Command.StandNear("a", "b", "b1", LEADER));
        t.play(new Command.FinishDeploymentStep("b"));
        t.play(new Command.FinishDeploymentStep("a"));
        assertNull(leader(t.game()).holder(), "deployment never changes control");
        String mover = GameQueries.initiative(t.game()).orElseThrow();
        List<Event> moved = t.play(new Command.MoveObjective(mover, List.of("b/b1")));
        assertEquals(new Event.StationControlChanged(LEADER, null, "b"), moved.getLast(), moved.toString());
    }

    @Test
    void movingTheObjectiveRechecksWhoHoldsIt() {
        Table r = battle(ObjectiveBehaviour.ORDERS);
        r.settle("a", "a1", LEADER);
        List<Event> moved = r.play(new Command.MoveObjective("a", List.of("b1")));
        assertEquals(new Event.StationControlChanged(LEADER, "a", "b"), moved.getLast(),
                "ordered next to an enemy frame only, it changes hands");
    }

    @Test
    void followsItsHolderItMovesWithTheHoldingFrameUnlessTheMoveCrossesCover() {
        Table r = battle(ObjectiveBehaviour.FOLLOW);
        r.settle("a", "a1", LEADER);
        r.settle("b", "b1", LEADER);
        r.refused(new Command.MoveObjective("a", List.of()),
                "`Leader` follows its holder: it moves only with the holding frame, coming along with its move unless "
                        + "the move crosses cover (`/turn move … cover:true` says it did).");
        r.play(new Command.StartTurn("a", "a1", null, null, null, 0, false, null), 3, 4, 5, 6, 2, 1);
        r.play(new Command.Defend("a", "none"));
        assertTrue(offersMove(r.game(), "a"), "the holding frame is offered to take it along");
        r.refused(new Command.MoveWithObjective("a", "G6", true), "`Leader` follows its holder only while the move "
                + "doesn't cross cover: move without it, or around the cover.");
        r.play(new Command.MoveWithObjective("a", "G6", false));
        assertTrue(r.game().nearObjective(r.game().frame("a", "a1").orElseThrow()), "it came along");
        assertFalse(r.game().nearObjective(r.game().frame("b", "b1").orElseThrow()), "it left b1 behind");
        assertEquals("a", leader(r.game()).holder());
    }

    /**
     * On the map the holder's move is measured, and the objective comes along by itself unless
     * that measured move crossed cover (an audit found {@code objective:true} skipped the map:
     * no reach checked, the frame left at its old point, the crossing taken as typed).
     */
    @Test
    void onTheMapFollowsItsHolderComesAlongWithAMeasuredMoveUnlessItCrossesCover() {
        Table along = followingOnTheMap();
        along.refused(new Command.MoveWithObjective("a", "G6", false), "On the map `Leader` follows its holder by "
                + "itself: move with `to:x,y`, and it comes along unless the move crosses cover.");
        assertTrue(GameQueries.choices(along.game(), "a").stream().anyMatch(c -> c.action()
                == Action.MOVE_OBJECTIVE && c.note().equals("Leader comes along with this frame's move; "
                + "one that crosses cover leaves it.")), "said on the map too, with nothing to type");
        Game beforeTheMove = along.game();
        List<Event> moved = along.play(new Command.MoveTo("a", "G6", new Point(2, 6)));
        assertEquals(Optional.of(new Command.MoveTo("a", "G6", new Point(2, 6))),
                CommandsFromEvents.commandAt(beforeTheMove, "a", moved), "an import decides it again so");
        assertTrue(along.game().nearObjective(along.game().frame("a", "a1").orElseThrow()), "it came along");
        assertFalse(along.game().nearObjective(along.game().frame("b", "b1").orElseThrow()), "it left b1 behind");
        assertEquals("a", leader(along.game()).holder());
        assertEquals(new Point(2, 6), MapPlacing.battlefield(along.game()).frames().stream()
                .filter(f -> f.name().equals("a1")).findFirst().orElseThrow().at(), "the frame stands at its new point");

        // Named on the move (§10: a station: on a move), the objective that came along adds nothing (a
        // review: its "already stands near" refused the move with it); left behind, the owner's word stands.
        Command.MoveTo alongAgain = new Command.MoveTo("a", "G6", new Point(2, 6));
        assertEquals(List.of(alongAgain), MapTurns.moveNamingItsStation(beforeTheMove, alongAgain, LEADER,
                "a"));
        Command.MoveTo overTheWall = new Command.MoveTo("a", "G6", new Point(7, 2));
        assertEquals(List.of(overTheWall, new Command.StandNear("a", "a", "a1", LEADER)),
                MapTurns.moveNamingItsStation(beforeTheMove, overTheWall, LEADER, "a"));

        Table over = followingOnTheMap();
        over.play(new Command.MoveTo("a", "G6", new Point(7, 2))); // over the wall: its movement system
        assertFalse(over.game().nearObjective(over.game().frame("a", "a1").orElseThrow()), "it stayed behind");
        assertTrue(over.game().nearObjective(over.game().frame("b", "b1").orElseThrow()));
        assertEquals("b", leader(over.game()).holder(), "b1 alone stands near it now");
    }

    /**
     * On the map with a following Leader: a1 at (2,2) and b1 at (2,8) both declared near it, Anna
     * holding it; a wall 6 bricks high from x 4 to 5; a1's turn started, its G6 in the pool.
     */
    private static Table followingOnTheMap() {
        return a1sTurnHoldingIt(onTheMap(ObjectiveBehaviour.FOLLOW, new Terrain("Wall",
                Polygon.rectangle(4, 0, 1, 12), 6)));
    }

    /** On the map with a Leader that behaves so and this terrain: a1 at (2,2), b1 at (2,8), in combat. */
    private static Table onTheMap(ObjectiveBehaviour behaviour, Terrain... terrain) {
        return new Table(onTheMapEvents(behaviour, terrain));
    }

    /** The events of {@link #onTheMap}, the combat's start last. */
    private static List<Event> onTheMapEvents(ObjectiveBehaviour behaviour, Terrain... terrain) {
        GameOptions options = GameOptions.defaults(GameSize.SKIRMISH).withMap(Ruler.EIGHT)
                .withCampaign(new CampaignTerms("Moon", List.of(), LEADER, behaviour));
        List<Event> events = new ArrayList<>(Table.combat(options, 2, List.of(frame("a", "a1"),
                frame("b", "b1")), List.of(Station.neutral(LEADER)), null, List.of("a", "b")));
        Event began = events.removeLast();
        events.add(new Event.DeploymentStepStarted(DeploymentStep.TERRAIN, null));
        for (Terrain piece : terrain) {
            events.add(new Event.MapChanged("a", new MapEvent.TerrainLaid(piece)));
        }
        events.add(new Event.PlacedAt(new MapPlacement("a", "a1", false, new Point(2, 2))));
        events.add(new Event.PlacedAt(new MapPlacement("b", "b1", false, new Point(2, 8))));
        events.add(began);
        return events;
    }

    /**
     * On the map the objective has no piece, so a move keeps it only staying by the frame's station:
     * each move point's words say it is left (a review found the loss unsaid), unless it follows.
     */
    @Test
    void onTheMapAMovePointSaysTheObjectiveIsLeft() {
        for (ObjectiveBehaviour behaviour : List.of(ObjectiveBehaviour.NONE, ObjectiveBehaviour.FOLLOW)) {
            Table r = onTheMap(behaviour);
            r.settle("a", "a1", LEADER);
            int[] dice = new int[Pool.of(r.game().frame("a", "a1").orElseThrow(), null, 0, false).size()];
            Arrays.fill(dice, 3);
            r.play(new Command.StartTurn("a", "a1", "none", null, null, 0, false, null), dice);
            r.play(new Command.Defend("a", "none"));
            assertEquals(behaviour == ObjectiveBehaviour.NONE ? "leaves " + LEADER : "",
                    Suggestions.stationChange(r.game(), new Point(2, 4), "toward b1"), behaviour.toString());
        }
    }

    /**
     * On the map, in step 7, a frame marked near the objective is taken off it too: who stands near
     * it is declared there, never measured (the first /station away was refused on the map, its
     * advice to move the frame of no use). A station the map measures is not taken off so.
     */
    @Test
    void onTheMapAFrameIsTakenOffTheObjectiveInStepSeven() {
        List<Event> events = onTheMapEvents(ObjectiveBehaviour.NONE);
        events.removeLast();
        events.add(new Event.DeploymentStepStarted(DeploymentStep.SPECIAL_OBJECTIVE, null));
        events.add(new Event.ObjectivePlaced(LEADER));
        Table t = new Table(events);
        t.play(new Command.StandNear("a", null, "a1", LEADER));
        assertTrue(t.game().nearObjective(t.game().frame("a", "a1").orElseThrow()));
        assertEquals(List.of(new Event.FrameStandsAway("a", "a1", LEADER)),
                t.play(new Command.StandAway("a", null, "a1", LEADER)));
        Table.given(t.game()).when(new Command.StandAway("a", null, "a1", "Mill")).thenRefused("On the map the "
                + "measure says which station a frame stands near: place it elsewhere to move it.");
    }

    /** a1 and b1 declared near the Leader, Anna holding it; a1's turn started, its G6 in the pool, no defense. */
    private static Table a1sTurnHoldingIt(Table r) {
        r.settle("a", "a1", LEADER);
        r.settle("b", "b1", LEADER);
        assertEquals("a", leader(r.game()).holder());
        r.play(new Command.StartTurn("a", "a1", null, null, null, 0, false, null), 3, 4, 5, 6, 2, 1);
        r.play(new Command.Defend("a", "none"));
        return r;
    }

    /**
     * §9: an objective that follows its holder moves with the holding frame while it doesn't
     * cross cover, by itself: a plain move carries it (to a station too), and only a move the
     * mover says crossed cover leaves it (a rules audit: it took `objective:true`, so a move
     * that forgot it left the objective behind).
     */
    @Test
    void followsItsHolderComesAlongWithAPlainMoveAndStaysOnlyWhenTheMoveCrossesCover() {
        Table along = a1sTurnHoldingIt(battle(ObjectiveBehaviour.FOLLOW));
        Game before = along.game();
        List<Event> moved = along.play(new Command.Move("a", "G6", "A-S"));
        assertTrue(moved.stream().anyMatch(e -> e instanceof Event.ObjectiveMoved), moved.toString());
        Frame a1 = along.game().frame("a", "a1").orElseThrow();
        assertTrue(along.game().nearObjective(a1), "it came along");
        assertEquals("A-S", a1.nearStation(), "to the station the move names");
        assertFalse(along.game().nearObjective(along.game().frame("b", "b1").orElseThrow()), "b1 was left behind");
        assertEquals(Optional.of(new Command.Move("a", "G6", "A-S", false)),
                CommandsFromEvents.commandAt(before, "a", moved), "an import decides it again so");

        Table over = a1sTurnHoldingIt(battle(ObjectiveBehaviour.FOLLOW));
        Table unnamed = a1sTurnHoldingIt(battle(ObjectiveBehaviour.FOLLOW));
        unnamed.play(new Command.Move("a", "G6", null, true));
        assertFalse(unnamed.game().nearObjective(unnamed.game().frame("a", "a1").orElseThrow()),
                "over cover with no station named, the frame is not left standing by the objective (a play-test)");
        Game beforeCrossing = over.game();
        List<Event> crossed = over.play(new Command.Move("a", "G6", "none", true));
        assertFalse(over.game().nearObjective(over.game().frame("a", "a1").orElseThrow()), "it stayed");
        assertEquals("b", leader(over.game()).holder(), "b1 alone stands near it now");
        assertEquals(Optional.of(new Command.Move("a", "G6", "none", true)),
                CommandsFromEvents.commandAt(beforeCrossing, "a", crossed), "an import decides it again so");
    }

    /**
     * A plain move naming the objective as its station gives the events of a carry when nothing
     * changes hands meanwhile: an import reads it as the move it was (a review: it was read as a
     * carry, whose control check comes between, and refused when a station changed hands).
     */
    @Test
    void aPlainMoveToAFollowingObjectiveImportsAsItself() {
        Table r = battle(ObjectiveBehaviour.FOLLOW);
        r.settle("a", "a1", "A-S");
        r.settle("a", "a1", LEADER);
        r.settle("b", "b1", "A-S");
        r.play(new Command.StartTurn("a", "a1", null, null, null, 0, false, null), 3, 4, 5, 6, 2, 1);
        r.play(new Command.Defend("a", "none"));
        Game before = r.game();
        List<Event> moved = r.play(new Command.Move("a", "G6", LEADER));
        assertEquals(Optional.of(new Command.Move("a", "G6", LEADER, false)),
                CommandsFromEvents.commandAt(before, "a", moved), moved.toString());
    }

    @Test
    void onlyTheHoldingFrameCarriesAnObjectiveThatFollows() {
        Table r = battle(ObjectiveBehaviour.FOLLOW);
        r.settle("a", "a1", LEADER);
        r.play(new Command.StartTurn("a", "a2", null, null, null, 0, false, null), 3, 4, 5, 6, 2, 1);
        r.play(new Command.Defend("a", "none"));
        r.refused(new Command.MoveWithObjective("a", "G6", false),
                "a2 isn't standing near `Leader`: only the holding frame carries it.");
    }

    @Test
    void afraidAnyPlayerButTheHolderMovesItOnTheirInitiativeOncePerRound() {
        Table r = battle(ObjectiveBehaviour.AFRAID);
        r.settle("b", "b1", LEADER);
        // Ben holds it and leads on score: Ben has the initiative.
        r.refused(new Command.MoveObjective("b", List.of()),
                "`Leader` is afraid of you, its holder: only the other players may move it.");
        r.refused(new Command.MoveObjective("a", List.of()), "Move it on your initiative or during your own turn; now: "
                + GameQueries.waitingOn(r.game()));
        r.play(new Command.Pass("b"));
        r.play(new Command.MoveObjective("a", List.of("a1")));
        assertEquals("a", leader(r.game()).holder());
    }

    @Test
    void afraidIsNotMovedFromATurnAnAttackForced() {
        GameOptions options = GameOptions.defaults(GameSize.SKIRMISH)
                .withCampaign(new CampaignTerms("Moon", List.of(), LEADER, ObjectiveBehaviour.AFRAID));
        List<Frame> frames = List.of(frame("a", "a1", "B G Y Rh"), frame("b", "b1", "B G Y Rh"),
                frame("b", "b2", "B G Y Rh"));
        Table r = new Table(Table.combat(options, 2, frames,
                List.of(station("a", "A-S"), station("b", "B-S"), Station.neutral(LEADER)), null, List.of("a", "b")));
        r.settle("b", "b1", LEADER);
        // Ben holds it and has the initiative; his b2 attacks a1, which hasn't acted: a1 acts first.
        r.play(new Command.StartTurn("b", "b2", "a1", null, Range.HAND, 0, false, null), 1, 1, 1, 6, 1, 1, 1, 1);
        r.play(new Command.Defend("b", "none"));
        r.play(new Command.Attack("b", "R6", false, null, null, null));
        r.play(new Command.StartTurn("a", "a1", null, null, null, 0, false, null), 1, 1, 1, 1, 1, 1);
        assertFalse(offersMove(r.game(), "a"), "a turn Ben's attack forced is not Anna's initiative");
        r.refused(new Command.MoveObjective("a", List.of("a1")), "Not in a turn another's attack forced: move `Leader` "
                + "on your initiative, or in a turn you took on it.");
    }

    @Test
    void afraidOncePerRoundForEachPlayerButTheHolder() {
        Table r = battle(ObjectiveBehaviour.AFRAID);
        r.settle("b", "b1", LEADER);
        r.play(new Command.Pass("b"));
        r.play(new Command.MoveObjective("a", List.of("a1")));
        assertEquals("a", leader(r.game()).holder());
        r.play(new Command.StartTurn("a", "a1", null, null, null, 0, false, null), 3, 4, 5, 6, 2, 1);
        r.play(new Command.Defend("a", "none"));
        r.play(new Command.EndTurn("a"));
        r.play(new Command.Pass("a"));
        assertTrue(offersMove(r.game(), "b"), "Ben hasn't moved it this round: he may, now it is afraid of Anna");
        r.play(new Command.MoveObjective("b", List.of("b1")));
        assertEquals("b", leader(r.game()).holder());
        r.refused(new Command.MoveObjective("a", List.of("a1")), "You have already moved `Leader` this round.");
        assertFalse(offersMove(r.game(), "a"), "no longer offered to Anna");
    }

    @Test
    void anObjectiveWithoutBehaviourStaysWhereItIs() {
        Table r = battle(ObjectiveBehaviour.NONE);
        Station before = leader(r.game());
        r.refused(new Command.MoveObjective("a", List.of()), "`Leader` stays where it was placed in this battle.");
        assertFalse(offersMove(r.game(), "a"), "no move of it is offered");
        assertFalse(offersMove(r.game(), "b"), "to anyone");
        assertEquals(before, leader(r.game()), "it stays as it was");
    }
}
