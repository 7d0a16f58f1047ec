package mfz.rules.doomsday;

import static mfz.rules.game.Table.frame;
import static mfz.rules.game.Table.station;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import mfz.rules.company.Frame;
import mfz.rules.dice.RolledDie;
import mfz.rules.dice.ScriptedDice;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.game.PendingDecision.DoomsdayChoice;
import mfz.rules.game.Phase;
import mfz.rules.game.Table;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;
import org.junit.jupiter.api.Test;

/** The end of a round, the doomsday countdown and the end of the game (docs/rules.md §4). */
class DoomsdayTest {

    /** a 15 (2 frames, a station), b 10 (a frame, a station), c 5 (no frame, a station). */
    private static Game game(int clock) {
        return Game.replay(Table.combat(GameOptions.defaults(GameSize.SKIRMISH).withDoomsday(clock), 3,
                List.of(frame("a", "a1"), frame("a", "a2"), frame("b", "b1")),
                List.of(station("a", "Mill"), station("b", "Dock"), station("c", "Tower")), null, List.of("a", "b", "c")));
    }

    /** Every frame but b1 has taken its turn; b1's turn is open with nothing left but ending it. */
    private static Game lastTurnOpen(Game g) {
        g = Table.quietTurn(g, "a", "a1");
        g = Table.quietTurn(g, "a", "a2");
        return Table.startAndDefend(g, "b", "b1");
    }

    private static Game roundOver(Game g) {
        return Table.ok(lastTurnOpen(g), new Command.EndTurn("b"));
    }

    @Test
    void theRoundEndsByItselfWhenNoFrameIsLeftToActThenTheClockCountsDownAndEachPlayerChoosesFromHighestScore() {
        Game open = lastTurnOpen(game(11));
        List<RolledDie> left = open.turn().orElseThrow().left();
        Game g = Table.given(open).when(new Command.EndTurn("b")).thenEvents(
                new Event.TurnEnded("b", "b1", left),
                new Event.RoundEnded(1),
                new Event.DoomsdayCountedDown(null, 10),
                new Event.DecisionRequested(new DoomsdayChoice("a", List.of("b", "c"))));
        assertEquals("Anna must choose whether to take one more tick off the doomsday clock (it stands at 10).",
                GameQueries.waitingOn(g));
        g = Table.given(g).when(new Command.ChooseDoomsday("a", true)).thenEvents(
                new Event.DoomsdayCountedDown("a", 9),
                new Event.DecisionRequested(new DoomsdayChoice("b", List.of("c"))));
        g = Table.given(g).when(new Command.ChooseDoomsday("b", false)).thenEvents(
                new Event.DoomsdayHeld("b"),
                new Event.DecisionRequested(new DoomsdayChoice("c", List.of())));
        // c has no frame left and still chooses
        g = Table.given(g).when(new Command.ChooseDoomsday("c", true)).thenEvents(
                new Event.DoomsdayCountedDown("c", 8),
                new Event.RoundStarted(2));
        assertEquals(8, g.doomsday());
        assertEquals(2, g.round());
        assertEquals(Phase.COMBAT, g.phase());
    }

    /** §4: a player with no frames left still holds their stations, still has a score, and still gets their doomsday choice. */
    @Test
    void aPlayerWithNoFramesLeftKeepsStationsAndScoreAndStillChoosesAtDoomsday() {
        Game g = game(11);
        assertEquals("c", g.station("Tower").orElseThrow().holder(), "Cleo, with no frame, still holds her station");
        assertEquals(5, g.score("c"), "and scores for it");
        g = Table.ok(Table.ok(roundOver(g), new Command.ChooseDoomsday("a", false)), new Command.ChooseDoomsday("b", false));
        assertEquals(new DoomsdayChoice("c", List.of()), g.pending(), "and is asked about the clock");
    }

    @Test
    void onlyThePlayerAskedAnswersAndNothingElseHappensMeanwhile() {
        Game g = roundOver(game(11));
        String waiting = "Anna must choose whether to take one more tick off the doomsday clock (it stands at 10).";
        Table.given(g).when(new Command.ChooseDoomsday("b", true)).thenRefused("Not your decision: " + waiting);
        Table.given(g).when(new Command.StandNear("a", null, "a1", "Mill")).thenRefused("Not now: " + waiting
                + " A correction of where a frame stands comes after the doomsday choices.");
        Table.given(g).when(new Command.Pass("a")).thenRefused("Not now: " + waiting);
    }

    @Test
    void theDoomsdayChoiceComesOnlyAtTheEndOfARound() {
        Table.given(game(11)).when(new Command.ChooseDoomsday("a", true))
                .thenRefused("Nobody is choosing about the doomsday clock now.");
        Game lobby = Table.lobby(GameSize.SKIRMISH, 2).game();
        Table.given(lobby).when(new Command.Pass("a"))
                .thenRefused("No turns yet: they begin when deployment is over. " + GameQueries.waitingOn(lobby));
    }

    @Test
    void theNextRoundStartsInTacticalOrderWithEveryFrameReadyAndNoMarkers() {
        // a1 defends with its B5 and spots b1 with its Y2: both markers stand until the round ends.
        Game g = Table.ok(game(11), new Command.StartTurn("a", "a1", null, null, null, 0, false, null),
                ScriptedDice.of(3, 4, 5, 6, 1, 2)); // W3 W4 B5 G6, the sprint d8 1, Y2
        g = Table.ok(g, new Command.Defend("a", "B5"));
        g = Table.ok(g, new Command.Spot("a", "b1", null, "Y2"));
        if (g.turn().isPresent()) {
            g = Table.ok(g, new Command.EndTurn("a"));
        }
        g = Table.quietTurn(g, "a", "a2");
        g = Table.startAndDefend(g, "b", "b1");
        assertEquals(5, g.frame("a", "a1").orElseThrow().defense());
        assertEquals(2, g.frame("b", "b1").orElseThrow().spot());
        g = Table.ok(g, new Command.EndTurn("b"));
        g = Table.ok(g, new Command.ChooseDoomsday("a", false));
        g = Table.ok(g, new Command.ChooseDoomsday("b", false));
        g = Table.ok(g, new Command.ChooseDoomsday("c", false));
        assertEquals(2, g.round());
        assertEquals(Optional.of("a"), GameQueries.initiative(g));
        assertEquals(true, g.frames().stream().noneMatch(Frame::acted));
        assertEquals(true, g.frames().stream().allMatch(f -> f.defense() == null && f.spot() == null),
                "no defense or spot marker is left from round 1");
        assertEquals("Round 2, doomsday clock at 10: Anna holds the initiative.", GameQueries.waitingOn(g));
    }

    @Test
    void theGameEndsTheMomentTheClockReachesZero() {
        Game g = roundOver(game(2));
        g = Table.given(g).when(new Command.ChooseDoomsday("a", true)).thenEvents(
                new Event.DoomsdayCountedDown("a", 0),
                new Event.GameEnded(List.of("a")));
        assertEquals(Phase.ENDED, g.phase());
        assertEquals(null, g.pending());
        assertEquals("Anna wins with 15 points.", GameQueries.waitingOn(g));
        Table.given(g).when(new Command.ChooseDoomsday("b", true))
                .thenRefused("The game is over: Anna wins with 15 points.");
    }

    @Test
    void theAutomaticCountCanEndTheGameBeforeAnyChoice() {
        Game open = lastTurnOpen(game(1));
        Table.given(open).when(new Command.EndTurn("b")).thenEvents(
                new Event.TurnEnded("b", "b1", open.turn().orElseThrow().left()),
                new Event.RoundEnded(1),
                new Event.DoomsdayCountedDown(null, 0),
                new Event.GameEnded(List.of("a")));
    }

    @Test
    void equalHighestScoresAreATie() {
        Game g = Game.replay(Table.combat(GameOptions.defaults(GameSize.SKIRMISH).withDoomsday(1), 3,
                List.of(frame("a", "a1"), frame("b", "b1"), frame("c", "c1")),
                List.of(station("a", "Mill"), station("b", "Dock")), null, List.of("a", "b", "c")));
        g = Table.quietTurn(g, "a", "a1");
        g = Table.quietTurn(g, "b", "b1");
        g = Table.startAndDefend(g, "c", "c1");
        g = Table.given(g).when(new Command.EndTurn("c")).thenEvents(
                new Event.TurnEnded("c", "c1", g.turn().orElseThrow().left()),
                new Event.RoundEnded(1),
                new Event.DoomsdayCountedDown(null, 0),
                new Event.GameEnded(List.of("a", "b")));
        Table.given(g).when(new Command.Pass("a"))
                .thenRefused("The game is over: a tie between Anna, Ben with 10 points each.");
    }
}
