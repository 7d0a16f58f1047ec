package mfz.rules.stations;

import static mfz.rules.game.Table.frame;
import static mfz.rules.game.Table.station;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import mfz.rules.dice.ScriptedDice;
import mfz.rules.game.Command;
import mfz.rules.game.Decision;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.Table;
import mfz.rules.options.AdvancedOption;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;
import mfz.rules.round.RoundState;
import mfz.rules.turn.Pool;
import mfz.rules.turn.Range;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Station control (docs/rules.md §7): gaining, losing, holding, contested and neutral stations. */
class StationControlTest {

    private static List<String> near(String letters) {
        List<String> list = new ArrayList<>();
        for (char ch : letters.replace("-", "").toCharArray()) {
            list.add(String.valueOf(ch));
        }
        return list;
    }

    private static String holder(String h) {
        return "-".equals(h) ? null : h;
    }

    /** Two players: every holder (a, b, nobody) against every set of players near. */
    @ParameterizedTest(name = "held by {0}, near: {1} -> {2}")
    @CsvSource({
            "a, -,  a", "a, a,  a", "a, b,  b", "a, ab, a",
            "b, -,  b", "b, a,  a", "b, b,  b", "b, ab, b",
            "-, -,  -", "-, a,  a", "-, b,  b", "-, ab, -",
    })
    void twoPlayerStationControlTable(String held, String playersNear, String expected) {
        assertEquals(holder(expected), StationControl.holderAfter(holder(held), near(playersNear)));
    }

    /** Three players: a holder (a or b) or nobody against every set of players near. */
    @ParameterizedTest(name = "held by {0}, near: {1} -> {2} (contested: {3})")
    @CsvSource({
            "a, -,   a, false", "a, a,   a, false", "a, b,   b, false", "a, c,   c, false",
            "a, ab,  a, false", "a, ac,  a, false", "a, bc,  -, true", "a, abc, a, false",
            "b, -,   b, false", "b, a,   a, false", "b, b,   b, false", "b, c,   c, false",
            "b, ab,  b, false", "b, ac,  -, true", "b, bc,  b, false", "b, abc, b, false",
            "-, -,   -, false", "-, a,   a, false", "-, b,   b, false", "-, c,   c, false",
            "-, ab,  -, true", "-, ac,  -, true", "-, bc,  -, true", "-, abc, -, true",
    })
    void threePlayerStationControlTable(String held, String playersNear, String expected, boolean contested) {
        assertEquals(holder(expected), StationControl.holderAfter(holder(held), near(playersNear)));
        assertEquals(contested, StationControl.contested(holder(held), near(playersNear)));
    }

    // ---- in play ---------------------------------------------------------------------------------

    private static Game threePlayers() {
        return Game.replay(Table.combat(3,
                List.of(frame("a", "a1"), frame("a", "a2"), frame("b", "b1"), frame("b", "b2"), frame("c", "c1"),
                        frame("c", "c2")),
                List.of(station("a", "Mill"), station("b", "Dock"), station("c", "Tower"), Station.neutral("Relay")),
                null, List.of("a", "b", "c")));
    }

    private static final String NOT_NOW = "`b1` can be corrected only during or right after its own move (a station "
            + "changes hands only by play); the host (Anna) may record where any frame stands at any time, which moves "
            + "no station until play there, naming it (with `owner:`, or `seat:` for a bot's, when two share it; not "
            + "`as:`).";

    private static Game twoPlayers() {
        return Game.replay(Table.combat(2, List.of(frame("a", "a1"), frame("b", "b1")),
                List.of(station("a", "Mill"), station("b", "Dock")), null, List.of("a", "b")));
    }

    /** This frame ended a move near this station earlier in play, control settled there. */
    private static Game stand(Game g, String owner, String frame, String station) {
        return Table.settled(g, owner, frame, station);
    }

    @Test
    void aStationChangesHandsOnlyByPlayNeverByACorrectionOutOfTurn() {
        Game g = twoPlayers();
        Table.given(g).when(new Command.StandNear("b", null, "b1", "Mill")).thenRefused(
                NOT_NOW);
        assertEquals("a", g.station("Mill").orElseThrow().holder());
    }

    @Test
    void theOwnerCorrectsWhereItsFrameStandsDuringItsOwnTurnOnceItHasMoved() {
        Table r = Table.duel(List.of(Table.frame("a", "a1", "B G Y"), Table.frame("b", "b1", "B G Y")),
                List.of(new Station("Mill", "a", "a", true)));
        r.play(new Command.Pass("a"));
        int[] threes = new int[Pool.of(r.game().frame("b", "b1").orElseThrow(), null, 0, false).size()];
        Arrays.fill(threes, 3);
        r.play(Table.start("b", "b1", null, null), threes);
        r.play(new Command.Defend("b", "none"));
        String notYet = NOT_NOW;
        r.refused(new Command.StandNear("b", null, "b1", "Mill"), notYet);
        r.play(new Command.Move("b", "G3", null));
        assertEquals(List.of(new Event.FrameStandsNear("b", "b1", "Mill"), new Event.StationControlChanged("Mill", "a", "b")),
                r.play(new Command.StandNear("b", null, "b1", "Mill")));
    }

    @Test
    void theOwnerMayCorrectRightAfterTheFramesMoveUntilTheNextTurnStarts() {
        Table r = Table.duel(List.of(Table.frame("a", "a1", "B G Y"), Table.frame("b", "b1", "B G Y")),
                List.of(new Station("Mill", "a", "a", true)));
        r.play(new Command.Pass("a"));
        int[] threes = new int[Pool.of(r.game().frame("b", "b1").orElseThrow(), null, 0, false).size()];
        Arrays.fill(threes, 3);
        r.play(Table.start("b", "b1", null, null), threes);
        r.play(new Command.Defend("b", "none"));
        r.play(new Command.Move("b", "G3", null));
        r.play(new Command.EndTurn("b"));
        assertEquals(List.of(new Event.FrameStandsNear("b", "b1", "Mill"), new Event.StationControlChanged("Mill", "a", "b")),
                r.play(new Command.StandNear("b", null, "b1", "Mill")), "right after its move, its turn over");
        int[] more = new int[Pool.of(r.game().frame("a", "a1").orElseThrow(), null, 0, false).size()];
        Arrays.fill(more, 3);
        r.play(Table.start("a", "a1", null, null), more);
        r.refused(new Command.StandNear("b", null, "b1", null), NOT_NOW);
    }

    /**
     * The round's last move is put right after the round's end too, until the next turn starts (a
     * review: the round's end forgot the move, and only a correction that hands over nothing was left).
     */
    @Test
    void theRoundsLastMoveIsCorrectedAfterTheRoundsEndUntilTheNextTurnStarts() {
        Table r = Table.duel(List.of(Table.frame("a", "a1", "B G Y"), Table.frame("b", "b1", "B G Y")),
                List.of(new Station("Mill", "a", "a", true)));
        roundsLastMove(r);
        // after the choices, it says (a campaign audit)
        r.refused(new Command.StandNear("b", null, "b1", "Mill"), "Not now: " + GameQueries.waitingOn(r.game())
                + " A correction of where a frame stands comes after the doomsday choices.");
        while (r.game().pending() instanceof PendingDecision.DoomsdayChoice choice) {
            r.play(new Command.ChooseDoomsday(choice.player(), false));
        }
        assertEquals(2, r.game().round(), "the next round has begun");
        assertEquals(List.of(new Event.FrameStandsNear("b", "b1", "Mill"), new Event.StationControlChanged("Mill", "a", "b")),
                r.play(new Command.StandNear("b", null, "b1", "Mill")), "right after its move, the round over");
        String first = GameQueries.initiative(r.game()).orElseThrow();
        int[] more = new int[Pool.of(r.game().framesOf(first).getFirst(), null, 0, false).size()];
        Arrays.fill(more, 3);
        r.play(Table.start(first, r.game().framesOf(first).getFirst().name(), null, null), more);
        r.refused(new Command.StandNear("b", null, "b1", null), NOT_NOW);
    }

    /**
     * At the clock's last tick no correction comes after the choices: the refusal says the host takes
     * back the turn's end first (a campaign audit: the docs promised an undo the finished game refused).
     */
    @Test
    void aCorrectionAtTheLastTickIsToldToUndoTheTurnsEndFirst() {
        Table r = new Table(Table.combat(GameOptions.defaults(GameSize.SKIRMISH).withDoomsday(2), 2,
                List.of(Table.frame("a", "a1", "B G Y"), Table.frame("b", "b1", "B G Y")),
                List.of(new Station("Mill", "a", "a", true)), null, List.of("a", "b")));
        roundsLastMove(r);
        assertTrue(r.game().pending() instanceof PendingDecision.DoomsdayChoice, String.valueOf(r.game().pending()));
        r.refused(new Command.StandNear("b", null, "b1", "Mill"), "Not now: " + GameQueries.waitingOn(r.game())
                + " A correction of where a frame stands comes after the doomsday choices. A tick now ends the game, "
                + "and leaves none: to put the last move right, the host first takes back the turn's end with "
                + "`/game undo`.");
    }

    /** Round 1 of a duel over Mill: a1 acts without moving, then b1 moves and ends the round. */
    private static void roundsLastMove(Table r) {
        int[] threes = new int[Pool.of(r.game().frame("a", "a1").orElseThrow(), null, 0, false).size()];
        Arrays.fill(threes, 3);
        r.play(Table.start("a", "a1", null, null), threes);
        r.play(new Command.Defend("a", "none"));
        r.play(new Command.EndTurn("a"));
        r.play(Table.start("b", "b1", null, null), threes);
        r.play(new Command.Defend("b", "none"));
        r.play(new Command.Move("b", "G3", null));
        r.play(new Command.EndTurn("b"));
    }

    @Test
    void aSnapshotFromBeforeJustMovedReadsItAsEmpty() throws Exception {
        var mapper = new ObjectMapper();
        RoundState old = mapper.readValue("{\"turns\":[],\"passed\":[],\"rotation\":null,"
                + "\"slots\":[],\"resolution\":null,\"objectiveMovers\":[]}", RoundState.class);
        assertEquals(null, old.justMoved());
        RoundState moved = old.withJustMoved(new RoundState.Moved("b", "b1"));
        assertEquals(moved, mapper.readValue(mapper.writeValueAsString(moved), RoundState.class));
    }

    /**
     * §7: the host corrects any frame at any time, and a correction never lets a player take a
     * station out of turn: it records where the frame stands; control follows at the next play there.
     */
    @Test
    void theHostCorrectsAnyFrameAtAnyTimeButAStationChangesHandsOnlyByPlay() {
        Game g = Table.given(twoPlayers()).when(new Command.StandNear("a", "b", "b1", "Mill")).thenEvents(
                new Event.FrameStandsNear("b", "b1", "Mill"));
        assertEquals("a", g.station("Mill").orElseThrow().holder());
        assertEquals(10, g.score("b"));
        // nor lose one: Anna's frame taken away from the Mill, Ben's beside it, leaves it hers
        g = Table.settled(Table.settled(twoPlayers(), "a", "a1", "Mill"), "b", "b1", "Mill");
        g = Table.given(g).when(new Command.StandNear("a", "a", "a1", null)).thenEvents(
                new Event.FrameStandsNear("a", "a1", null));
        assertEquals("a", g.station("Mill").orElseThrow().holder());
    }

    /** §7: a stand the host recorded out of turn is settled by the next play there, here the frame's own move. */
    @Test
    void aStandRecordedOutOfTurnIsSettledByTheFramesNextMove() {
        Table r = Table.duel(List.of(Table.frame("a", "a1", "B G Y"), Table.frame("b", "b1", "B G Y")),
                List.of(new Station("Mill", "a", "a", true)));
        r.play(new Command.StandNear("a", "b", "b1", "Mill"));
        r.play(new Command.Pass("a"));
        int[] threes = new int[Pool.of(r.game().frame("b", "b1").orElseThrow(), null, 0, false).size()];
        Arrays.fill(threes, 3);
        r.play(Table.start("b", "b1", null, null), threes);
        r.play(new Command.Defend("b", "none"));
        assertTrue(r.play(new Command.Move("b", "G3", null)).contains(new Event.StationControlChanged("Mill", "a", "b")));
    }

    /**
     * A correction puts right the move it corrects: control is decided as if that move had ended
     * where the frame really stands, from who held each station before it (an audit: a station a
     * misdeclared move took stayed taken, its new holder kept by nobody near).
     */
    @Test
    void aCorrectionTakesBackWhatTheMisdeclaredMoveGaveOrTook() {
        Table r = Table.duel(List.of(Table.frame("a", "a1", "B G Y"), Table.frame("b", "b1", "B G Y")),
                List.of(new Station("Mill", "a", "a", true), Station.neutral("Relay")));
        r.play(new Command.Pass("a"));
        int[] threes = new int[Pool.of(r.game().frame("b", "b1").orElseThrow(), null, 0, false).size()];
        Arrays.fill(threes, 3);
        r.play(Table.start("b", "b1", null, null), threes);
        r.play(new Command.Defend("b", "none"));
        assertTrue(r.play(new Command.Move("b", "G3", "Relay")).contains(new Event.StationControlChanged("Relay", null, "b")),
                "the move as declared takes the Relay");
        assertEquals(List.of(new Event.FrameStandsNear("b", "b1", null), new Event.StationControlChanged("Relay", "b", null)),
                r.play(new Command.StandNear("b", null, "b1", null)), "it never reached it: nobody holds it");

        // the other way: Anna's frame declared leaving her Mill, Ben's beside it, and it never did
        Table t = Table.duel(List.of(Table.frame("a", "a1", "B G Y"), Table.frame("b", "b1", "B G Y")),
                List.of(new Station("Mill", "a", "a", true)));
        t.settle("a", "a1", "Mill");
        t.settle("b", "b1", "Mill");
        t.play(Table.start("a", "a1", null, null), threes);
        t.play(new Command.Defend("a", "none"));
        assertTrue(t.play(new Command.Move("a", "G3", "none")).contains(new Event.StationControlChanged("Mill", "a", "b")));
        assertEquals(List.of(new Event.FrameStandsNear("a", "a1", "Mill"), new Event.StationControlChanged("Mill", "b", "a")),
                t.play(new Command.StandNear("a", null, "a1", "Mill")), "back: Anna never lost it");
    }

    /**
     * "Right after" lasts until the next turn starts: the attacked frame that acted first ending its
     * own turn without moving leaves the attacker's move correctable (an audit: it closed the window).
     */
    @Test
    void aTurnEndingWithoutAMoveLeavesTheLastMoveCorrectable() {
        Table r = Table.duel(List.of(Table.frame("a", "a1", "G Rh"), Table.frame("b", "b1", "G Rh")),
                List.of(Station.neutral("Relay")));
        int[] threes = new int[Pool.of(r.game().frame("a", "a1").orElseThrow(), Range.HAND, 0, false).size()];
        Arrays.fill(threes, 3);
        r.play(Table.start("a", "a1", "b1", Range.HAND), threes);
        r.play(new Command.Defend("a", "none"));
        assertTrue(r.play(new Command.Move("a", "G3", "Relay")).contains(new Event.StationControlChanged("Relay", null, "a")));
        r.play(new Command.Attack("a", "R3", false, null, null, null));
        r.play(Table.start("b", "b1", "a1", Range.HAND), threes);
        r.play(new Command.Defend("b", "W3"));
        r.play(new Command.EndTurn("a"));
        r.play(new Command.EndTurn("b"));
        while (r.game().pending() instanceof PendingDecision.DoomsdayChoice choice) { // the round is over too
            r.play(new Command.ChooseDoomsday(choice.player(), false));
        }
        assertEquals(List.of(new Event.FrameStandsNear("a", "a1", null), new Event.StationControlChanged("Relay", "a", null)),
                r.play(new Command.StandNear("a", null, "a1", null)), "a1's move is still the last, no turn since");
    }

    /** §7: made during the frame's own move, or right after it, the host's correction settles control as the move would. */
    @Test
    void theHostsCorrectionOfAFramesMoveSettlesControlAtOnce() {
        Table r = Table.duel(List.of(Table.frame("a", "a1", "B G Y"), Table.frame("b", "b1", "B G Y")),
                List.of(new Station("Mill", "a", "a", true)));
        r.play(new Command.StandNear("a", "b", "b1", "Mill"));
        assertEquals("a", r.game().station("Mill").orElseThrow().holder(), "out of turn: recorded only");
        r.play(new Command.StandNear("a", "b", "b1", null));
        r.play(new Command.Pass("a"));
        int[] threes = new int[Pool.of(r.game().frame("b", "b1").orElseThrow(), null, 0, false).size()];
        Arrays.fill(threes, 3);
        r.play(Table.start("b", "b1", null, null), threes);
        r.play(new Command.Defend("b", "none"));
        r.play(new Command.StandNear("a", "b", "b1", "Mill"));
        assertEquals("a", r.game().station("Mill").orElseThrow().holder(), "its turn, before its move: out of turn");
        r.play(new Command.StandNear("a", "b", "b1", null));
        r.play(new Command.Move("b", "G3", null));
        r.play(new Command.EndTurn("b"));
        assertEquals(List.of(new Event.FrameStandsNear("b", "b1", "Mill"), new Event.StationControlChanged("Mill", "a", "b")),
                r.play(new Command.StandNear("a", "b", "b1", "Mill")), "right after its move");
    }

    /** A bot seat is no Discord user, so the host names its frame by the frame's name alone. */
    @Test
    void theHostNamesAnotherPlayersFrameByItsNameAloneWhenNoOtherFrameSharesIt() {
        Table.given(twoPlayers()).when(new Command.StandNear("a", null, "b1", "Mill")).thenEvents(
                new Event.FrameStandsNear("b", "b1", "Mill"));
        Table.given(threePlayers()).when(new Command.StandNear("c", null, "b1", "Mill"))
                .thenRefused("Only Ben (or the host) can say where Ben's frames stand.");
    }

    @Test
    void aPlayerAloneNearAStationGainsIt() {
        Table t = Table.given(Table.combat(3,
                List.of(frame("a", "a1"), frame("a", "a2"), frame("b", "b1"), frame("b", "b2"), frame("c", "c1"),
                        frame("c", "c2")),
                List.of(station("a", "Mill"), station("b", "Dock"), station("c", "Tower"), Station.neutral("Relay")),
                null, List.of("a", "b", "c")));
        assertEquals(List.of(new Event.FrameStandsNear("b", "b1", "Mill"), new Event.StationControlChanged("Mill", "a", "b")),
                t.settle("b", "B1", "mill"));
        Game g = t.game();
        assertEquals("b", g.station("Mill").orElseThrow().holder());
        // b: 2 frames + 2 stations = 4 assets x 5; a: 2 frames x 5
        assertEquals(20, g.score("b"));
        assertEquals(10, g.score("a"));
        assertEquals(15, g.score("c"));
        assertEquals(List.of("b", "c", "a"), g.ranking());
    }

    @Test
    void theHolderKeepsItWhileOneOfItsFramesStaysNear() {
        Game g = stand(threePlayers(), "a", "a1", "Mill");
        assertEquals(List.of(new Event.FrameStandsNear("b", "b1", "Mill")), Table.given(g).settle("b", "b1", "Mill"));
    }

    @Test
    void aStationStaysWithItsHolderWhenNobodyIsNear() {
        Game g = stand(threePlayers(), "a", "a1", "Mill");
        Table t = Table.given(g);
        assertEquals(List.of(new Event.FrameStandsNear("a", "a1", null)), t.settle("a", "a1", null));
        assertEquals("a", t.game().station("Mill").orElseThrow().holder());
    }

    @Test
    void theHolderLosesItWhenAnotherPlayerIsNearAndItHasNone() {
        Game g = twoPlayers();
        g = stand(g, "a", "a1", "Mill");
        g = stand(g, "b", "b1", "Mill");
        assertEquals("a", g.station("Mill").orElseThrow().holder());
        assertEquals(List.of(new Event.FrameStandsNear("a", "a1", "Dock"),
                new Event.StationControlChanged("Mill", "a", "b"),
                new Event.StationControlChanged("Dock", "b", "a")), Table.given(g).settle("a", "a1", "Dock"));
    }

    /** §7: contested the same when the holder's last frame near it is destroyed (here by a fall) with two others near. */
    @Test
    void aStationIsContestedWhenItsHoldersLastFrameNearItIsDestroyedWithTwoOthersNear() {
        Game g = Game.replay(Table.combat(GameOptions.defaults(GameSize.SKIRMISH)
                        .with(AdvancedOption.ELEVATION, true), 3,
                List.of(frame("a", "a1", "B"), frame("a", "a2"), frame("b", "b1"), frame("c", "c1")),
                List.of(station("a", "Mill"), station("b", "Dock"), station("c", "Tower")), null,
                List.of("a", "b", "c")));
        g = stand(g, "a", "a1", "Mill");
        g = stand(g, "b", "b1", "Mill");
        g = stand(g, "c", "c1", "Mill");
        List<Event> fell = new ArrayList<>();
        Decision d = g.decide(new Command.Fall("a", null, "a1", 9), ScriptedDice.of(6, 6, 6));
        while (true) {
            fell.addAll(d.events());
            g = g.applyAll(d.events());
            if (!(g.pending() instanceof PendingDecision.HitChoice hit)) {
                break;
            }
            // each hit taken, none dodged by leaving the Mill
            d = g.decide(new Command.TakeHit("a", hit.options().getFirst()), ScriptedDice.of());
        }
        assertTrue(fell.contains(new Event.FrameDestroyed("a", "a1")), fell.toString());
        assertTrue(fell.contains(new Event.StationControlChanged("Mill", "a", null)), fell.toString());
    }

    @Test
    void aStationIsContestedWhenItsHolderLeavesTwoOthersNearUntilOnlyOneRemains() {
        Game g = threePlayers();
        g = stand(g, "a", "a1", "Mill");
        g = stand(g, "b", "b1", "Mill");
        g = stand(g, "c", "c1", "Mill");
        Table t = Table.given(g);
        assertEquals(List.of(new Event.FrameStandsNear("a", "a1", null), new Event.StationControlChanged("Mill", "a", null)),
                t.settle("a", "a1", null));
        g = t.game();
        assertTrue(GameQueries.contested(g, "Mill"));
        assertEquals(10, g.score("a"));
        // coming back does not win it back while two others are near
        assertEquals(List.of(new Event.FrameStandsNear("a", "a1", "Mill")), Table.given(g).settle("a", "a1", "Mill"));
        t = Table.given(g);
        assertEquals(List.of(new Event.FrameStandsNear("c", "c1", null), new Event.StationControlChanged("Mill", null, "b")),
                t.settle("c", "c1", null));
        g = t.game();
        assertFalse(GameQueries.contested(g, "Mill"));
    }

    @Test
    void neutralStationsStartHeldByNobodyAndAreGainedLikeAnyOther() {
        Game g = threePlayers();
        assertNull(g.station("Relay").orElseThrow().holder());
        Table t = Table.given(g);
        assertEquals(List.of(new Event.FrameStandsNear("c", "c2", "Relay"), new Event.StationControlChanged("Relay", null, "c")),
                t.settle("c", "c2", "Relay"));
        g = t.game();
        assertEquals(20, g.score("c"));
    }

    @Test
    void positionsAreCorrectedOnlyForPlacedFramesAndStationsOnTheTableByTheirOwner() {
        Game g = threePlayers();
        Table.given(g).when(new Command.StandNear("a", null, "a1", "Nowhere"))
                .thenRefused("There is no station named `Nowhere`.");
        Table.given(g).when(new Command.StandNear("a", null, "a9", "Mill"))
                .thenRefused("There is no frame named `a9` in your company.");
        Table.given(g).when(new Command.StandNear("c", "b", "b1", "Mill"))
                .thenRefused("Only Ben (or the host) can say where Ben's frames stand.");
        Table.given(g).when(new Command.StandNear("a", null, "a1", null))
                .thenRefused("`a1` already stands near no station.");
        Table.given(stand(g, "a", "a1", "Mill")).when(new Command.StandNear("a", null, "a1", "MILL"))
                .thenRefused("`a1` already stands near Mill.");
        Table.given(Table.lobby(GameSize.SKIRMISH, 2).game()).when(new Command.StandNear("a", null, "a1", "Mill"))
                .thenRefused("Frames stand near stations once they are on the table.");
    }
}
