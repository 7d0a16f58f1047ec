package mfz.rules.round;

import static mfz.rules.game.Table.start;
import static mfz.rules.game.Table.frame;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import mfz.rules.game.Command;
import mfz.rules.game.Table;
import mfz.rules.game.Event;
import mfz.rules.turn.Range;
import org.junit.jupiter.api.Test;
import mfz.rules.game.GameQueries;

/** Combat order (docs/rules.md §4): paused turns form a stack. */
class CombatOrderTest {

    private static List<String> stack(Table r) {
        return r.game().roundState().turns().stream().map(t -> t.frame() + ":" + t.stage()).toList();
    }

    /** Anna's a1 → Ben's b1 → Cleo's c1, each attacking a frame that has not acted; c1 fires back at a1. */
    @Test
    void aCombatOrderChainThreeFramesDeepAcrossThreePlayers() {
        Table r = Table.duel(List.of(frame("a", "a1", "Rh"), frame("b", "b1", "Rh"), frame("c", "c1", "Rh"),
                frame("c", "c2", "B")));
        r.play(new Command.Pass("c"), new int[0]);
        assertEquals(Optional.of("a"), GameQueries.initiative(r.game()));
        r.play(start("a", "a1", "b1", Range.HAND), 1, 1, 2, 2, 1);
        r.play(new Command.Defend("a", "W1"));
        r.play(new Command.Attack("a", "R2", false, null, null, null));
        assertEquals(List.of("a1:WAITING", "b1:STARTING"), stack(r));
        assertEquals(Optional.empty(), GameQueries.initiative(r.game()));
        r.refused(new Command.Pass("a"), "Not now: " + GameQueries.waitingOn(r.game()));
        // b1 hasn't rolled: nothing to defend with yet (it was told it had already defended).
        r.refused(new Command.Defend("b", "none"), "Start b1's turn first: name its target and roll.");

        r.play(start("b", "b1", "c1", Range.HAND), 2, 1, 3, 3, 1);
        assertEquals(List.of("a1:WAITING", "b1:DEFENDING"), stack(r));
        // What it defends against, said where it chooses (a phone review: the attack stood two messages up).
        assertTrue(GameQueries.waitingOn(r.game()).endsWith("assigns its defense against the attack of 2 by Anna's "
                + "a1 (W2, W1 or none)."), GameQueries.waitingOn(r.game()));
        r.play(new Command.Defend("b", "W2"));
        assertEquals(List.of("b1:PAUSED", "a1:ACTING"), stack(r), "R2 vs W2: a miss; Anna finishes first");
        r.play(new Command.Move("a", "G1", null));
        r.play(new Command.EndTurn("a"));
        assertEquals(List.of("b1:ACTING"), stack(r), "Ben's paused turn resumes");

        r.play(new Command.Attack("b", "R3", false, null, null, null));
        assertEquals(List.of("b1:WAITING", "c1:STARTING"), stack(r));
        r.refused(start("c", "c2", null, null), "Not now: your c1 was attacked and acts first.");
        r.play(start("c", "c1", "a1", Range.HAND), 3, 1, 4, 4, 1);
        List<Event> resolved = r.play(new Command.Defend("c", "W3"));
        assertTrue(resolved.getLast() instanceof Event.DamageRolled, "Ben's attack resolves once c1 has defended");
        assertEquals(List.of("c1:PAUSED", "b1:ACTING"), stack(r));
        r.play(new Command.EndTurn("b"));
        assertEquals(List.of("c1:ACTING"), stack(r));

        // a1 has acted: Cleo's attack resolves at once, no further activation
        r.play(new Command.Attack("c", "R4", false, null, null, null), 1, 1, 1);
        assertEquals(List.of("c1:ACTING"), stack(r));
        r.play(new Command.EndTurn("c"));
        assertEquals(List.of(), stack(r));
        assertEquals(Optional.of("c"), GameQueries.initiative(r.game()), "back to tactical order: a and b are done, Cleo has c2");
        assertTrue(r.game().frames().stream().filter(f -> !f.name().equals("c2")).allMatch(f -> f.acted()),
                "each activated frame has had its turn for the round");
    }

    /**
     * §5.4: once an attack's value is announced it stands. Against a frame that has not acted it
     * waits for that frame's turn, and neither while it waits nor once it resolved may the
     * attacker take it back for another die.
     */
    @Test
    void onceAnAttacksValueIsAnnouncedItStands() {
        Table r = Table.duel(List.of(frame("a", "a1", "Rh"), frame("b", "b1", "Rh")));
        r.play(start("a", "a1", "b1", Range.HAND), 1, 1, 2, 2, 1);
        r.play(new Command.Defend("a", "W1"));
        r.play(new Command.Attack("a", "R2", false, null, null, null));
        assertEquals(List.of("a1:WAITING", "b1:STARTING"), stack(r));
        r.refused(new Command.Attack("a", "W1", false, null, null, null), "Not your turn: Ben's b1 is acting.");
        r.play(start("b", "b1", null, null), 2, 1, 3);
        r.play(new Command.Defend("b", "W2"));
        assertEquals(List.of("b1:PAUSED", "a1:ACTING"), stack(r), "the announced R2 resolved against W2");
        r.refused(new Command.Attack("a", "W1", false, null, null, null), "a1 has already attacked this turn.");
    }

    /** A frame attacked before it acted, started with {@code defend:best}: its defense resolves the attack at once. */
    @Test
    void anActivatedFrameDefendingBestResolvesTheAttackWithItsRoll() {
        Table r = Table.duel(List.of(frame("a", "a1", "Rh"), frame("b", "b1", "B Rh")));
        r.play(start("a", "a1", "b1", Range.HAND), 1, 1, 5, 5, 1);
        r.play(new Command.Defend("a", "none"));
        r.play(new Command.Attack("a", "R5", false, null, null, null));
        assertEquals(List.of("a1:WAITING", "b1:STARTING"), stack(r));
        // W2 W1 R3 R3 B4 and the sprint's d8, then R5 − B4: one damage die
        List<Event> started = r.play(new Command.StartTurn("b", null, "a1", null, Range.HAND, 0, false, null, null,
                true), 2, 1, 3, 3, 4, 1, 1);
        assertTrue(started.stream().anyMatch(e -> e instanceof Event.DefenseAssigned d && d.die().value() == 4),
                "B4 against W2 and W1 defends: " + started);
        assertTrue(started.stream().anyMatch(e -> e instanceof Event.DamageRolled d && d.dice().size() == 1),
                "R5 − B4: one damage die, rolled now: " + started);
        assertEquals(List.of("b1:PAUSED", "a1:ACTING"), stack(r));
    }

    @Test
    void aFrameDestroyedWhileItsTurnIsPausedNeverResumes() {
        Table r = Table.duel(List.of(frame("a", "a1", "Rh Rh"), frame("b", "b1", "G")));
        r.play(start("a", "a1", "b1", Range.HAND), 1, 1, 6, 6, 8, 1);
        r.play(new Command.Defend("a", "none"));
        r.play(new Command.Attack("a", "d8R8", false, null, null, null));
        r.play(start("b", "b1", null, null), 1, 1, 1, 1);
        // 8 damage dice: G, white, white
        r.play(new Command.Defend("b", "none"), 4, 4, 4, 1, 1, 1, 1, 1);
        assertTrue(r.game().frame("b", "b1").orElseThrow().destroyed());
        assertEquals(List.of("a1:ACTING"), stack(r));
        List<Event> end = r.play(new Command.EndTurn("a"));
        assertEquals(Event.RoundEnded.class, end.get(1).getClass(), "no frame left to act: the round ends");
    }

    @Test
    void anAttackOnAFrameThatHasActedIsResolvedAtOnce() {
        Table r = Table.duel(List.of(frame("a", "a1", "Rh"), frame("b", "b1", "Rh")));
        r.play(start("a", "a1", null, null), 1, 1, 1);
        r.play(new Command.Defend("a", "W1"));
        r.play(new Command.EndTurn("a"));
        r.play(start("b", "b1", "a1", Range.HAND), 1, 1, 2, 1, 1);
        r.play(new Command.Defend("b", "none"));
        List<Event> events = r.play(new Command.Attack("b", "R2", false, null, null, null), 1);
        assertTrue(events.stream().noneMatch(e -> e instanceof Event.FrameActivated));
        assertEquals(List.of("b1:ACTING"), stack(r));
    }

    /** §4: a frame activated by an attack has had its turn for the round: it can't start another. */
    @Test
    void anActivatedTargetsTurnCountsAsItsTurnForTheRound() {
        Table r = Table.duel(List.of(frame("a", "a1", "Rh"), frame("a", "a2", "B"), frame("b", "b1", "Rh")));
        r.play(start("a", "a1", "b1", Range.HAND), 1, 1, 2, 2, 1);
        r.play(new Command.Defend("a", "W1"));
        r.play(new Command.Attack("a", "R2", false, null, null, null));
        r.play(start("b", "b1", null, null), 2, 1, 1);
        r.play(new Command.Defend("b", "W2"));
        r.play(new Command.EndTurn("a"));
        r.play(new Command.EndTurn("b"));
        assertTrue(r.game().frame("b", "b1").orElseThrow().acted());
        assertFalse(GameQueries.accepts(r.game(), start("b", "b1", null, null)), "b1 has had its turn");
        assertTrue(GameQueries.accepts(r.game(), start("a", "a2", null, null)), "a2 has not");
    }
}
