package mfz.rules.round;

import static mfz.rules.game.Table.frame;
import static mfz.rules.game.Table.start;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import mfz.rules.company.Frame;
import mfz.rules.company.FrameSystem;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.GameQueries;
import mfz.rules.game.Table;
import mfz.rules.options.AdvancedOption;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;
import mfz.rules.stations.Station;
import mfz.rules.turn.Action;
import mfz.rules.turn.Choice;
import mfz.rules.turn.Range;
import org.junit.jupiter.api.Test;

/** Tactical order (docs/rules.md §4) and per-frame initiative (§8). */
class InitiativeTest {

    /** a 15 (3 frames), b 10 (2 frames), c 5 (1 frame). */
    private static Table three() {
        return Table.duel(List.of(frame("a", "a1", "B"), frame("a", "a2", "B"), frame("a", "a3", "B"),
                frame("b", "b1", "B"), frame("b", "b2", "B"), frame("c", "c1", "Rh")));
    }

    private static void quiet(Table r, String owner, String frame) {
        r.play(start(owner, frame, null, null), 1, 1, 1, 1);
        r.play(new Command.Defend(owner, "none"));
        r.play(new Command.EndTurn(owner));
    }

    @Test
    void theHighestScoreHoldsTheInitiativeAndPassingGoesDownTheScores() {
        Table r = three();
        assertEquals(Optional.of("a"), GameQueries.initiative(r.game()));
        assertEquals(List.of(new Event.InitiativePassed("a")), r.play(new Command.Pass("a")));
        assertEquals(Optional.of("b"), GameQueries.initiative(r.game()));
        r.refused(new Command.Pass("a"), "Not your turn: Ben holds the initiative.");
        r.play(new Command.Pass("b"));
        assertEquals(Optional.of("c"), GameQueries.initiative(r.game()));
        r.refused(new Command.Pass("c"), "You can't pass: nobody after you has a frame left to act.");
    }

    @Test
    void afterEveryCompletedTurnTheInitiativeReturnsToTheHighestScore() {
        Table r = three();
        r.play(new Command.Pass("a"));
        quiet(r, "b", "b1");
        assertEquals(Optional.of("a"), GameQueries.initiative(r.game()));
    }

    @Test
    void aPlayerWhoseFramesHaveAllActedPassesAutomatically() {
        Table r = three();
        quiet(r, "a", "a1");
        quiet(r, "a", "a2");
        quiet(r, "a", "a3");
        assertEquals(Optional.of("b"), GameQueries.initiative(r.game()));
        assertEquals(List.of(Action.START_TURN, Action.PASS), GameQueries.choices(r.game(), "b").stream().map(Choice::action).toList());
        assertEquals(List.of(), GameQueries.choices(r.game(), "a"));
    }

    @Test
    void aScoreThatCatchesUpDuringPlayKeepsItsPlaceBehindTheEqualScoreBefore() {
        Table r = Table.duel(List.of(frame("a", "a1", "B G"), frame("b", "b1", "B G"), frame("b", "b2", "B G")),
                List.of(Station.neutral("Hill")));
        assertEquals(Optional.of("b"), GameQueries.initiative(r.game()));
        r.play(new Command.Pass("b"));
        r.play(start("a", "a1", null, null), 1, 1, 1, 1, 1);
        r.play(new Command.Defend("a", "none"));
        r.play(new Command.Move("a", "G1", "Hill"));
        r.play(new Command.EndTurn("a"));
        assertEquals(10, r.game().score("a"));
        assertEquals(List.of("b", "a"), r.game().ranking(), "10 each: equal scores keep their previous order");
        assertEquals(Optional.of("b"), GameQueries.initiative(r.game()), "the turn is over: back to the top");
    }

    /**
     * A demo of Anna, Ben and Cleo (two frames of this loadout each, the neutral Middle), in
     * combat with {@code first} chosen to go first: the order round the table from them.
     */
    private static List<Event> demoOfThree(String loadout, String first) {
        List<String> table = List.of("a", "b", "c");
        int at = table.indexOf(first);
        List<String> order = IntStream.range(0, 3).mapToObj(i -> table.get((at + i) % 3)).toList();
        List<Event> events = new ArrayList<>(Table.combat(GameOptions.defaults(GameSize.DEMO), table,
                List.of("Anna", "Ben", "Cleo"), List.of(5, 5, 5), List.of(frame("a", "a1", loadout),
                        frame("a", "a2", loadout), frame("b", "b1", loadout), frame("b", "b2", loadout),
                        frame("c", "c1", loadout), frame("c", "c2", loadout)),
                List.of(Station.neutral("Middle")), order));
        events.add(events.size() - 1, new Event.FirstPlayerChosen(first));
        return events;
    }

    /** §4 ruling: after a turn the initiative goes back to the best score that still has a frame to act. */
    @Test
    void afterATurnTheInitiativeGoesToTheBestScoreThatStillHasAFrameToAct() {
        Table r = Table.duel(List.of(frame("a", "a1", "B"), frame("a", "a2", "B"), frame("b", "b1", "B"),
                frame("c", "c1", "B")));
        quiet(r, "a", "a1");
        assertEquals(Optional.of("a"), GameQueries.initiative(r.game()), "Anna leads and has a2 left");
        quiet(r, "a", "a2");
        assertEquals(Optional.of("b"), GameQueries.initiative(r.game()), "Anna has none left: Ben, next by score");
    }

    /** §4: a player after whom no other player has a frame left to act cannot pass. */
    @Test
    void aPlayerAfterWhomNobodyHasAFrameLeftToActCannotPass() {
        Table r = Table.duel(List.of(frame("a", "a1", "B"), frame("b", "b1", "B")));
        r.play(new Command.Pass("a"));
        quiet(r, "b", "b1");
        assertEquals(Optional.of("a"), GameQueries.initiative(r.game()));
        r.refused(new Command.Pass("a"), "You can't pass: nobody after you has a frame left to act.");
    }

    @Test
    void aDemoGameGoesRoundTheTableFromTheChosenFirstPlayer() {
        Table r = new Table(demoOfThree("B", "b"));
        assertEquals(Optional.of("b"), GameQueries.initiative(r.game()));
        quiet(r, "b", "b1");
        assertEquals(Optional.of("c"), GameQueries.initiative(r.game()));
        r.play(new Command.Pass("c"));
        assertEquals(Optional.of("a"), GameQueries.initiative(r.game()));
        quiet(r, "a", "a1");
        assertEquals(Optional.of("b"), GameQueries.initiative(r.game()));
        quiet(r, "b", "b2");
        quiet(r, "c", "c1");
        quiet(r, "a", "a2");
        assertEquals(Optional.of("c"), GameQueries.initiative(r.game()), "only Cleo has a frame left");
        r.refused(new Command.Pass("c"), "You can't pass: nobody after you has a frame left to act.");
        r.play(start("c", "c2", null, null), 1, 1, 1, 1);
        r.play(new Command.Defend("c", "none"));
        r.play(new Command.EndTurn("c"));
        // Equal scores: the doomsday clock is offered round the table from Ben too.
        for (String p : List.of("b", "c", "a")) {
            r.play(new Command.ChooseDoomsday(p, false));
        }
        assertEquals(Optional.of("b"), GameQueries.initiative(r.game()), "every round starts from the chosen first player");
    }

    @Test
    void aDemoGameFollowsTheScoresOnceTheyDifferEqualScoresKeepingTheirOrderRoundTheTable() {
        Table r = new Table(demoOfThree("B G", "b"));
        assertEquals(Optional.of("b"), GameQueries.initiative(r.game()));
        r.play(start("b", "b1", null, null), 1, 1, 1, 1, 1);
        r.play(new Command.Defend("b", "none"));
        r.play(new Command.Move("b", "G1", "Middle"));
        r.play(new Command.EndTurn("b"));
        assertEquals(15, r.game().score("b"));
        assertEquals(Optional.of("b"), GameQueries.initiative(r.game()),
                "Ben leads on score: the initiative comes back to him, not round the table to Cleo");
        r.play(new Command.Pass("b"));
        assertEquals(Optional.of("c"), GameQueries.initiative(r.game()), "Cleo and Anna tie: round-the-table order");
        r.play(new Command.Pass("c"));
        assertEquals(Optional.of("a"), GameQueries.initiative(r.game()));
        r.refused(new Command.Pass("a"), "You can't pass: nobody after you has a frame left to act.");
    }

    /**
     * §9, the demo: equal scores keep their round-the-table order, whatever order earlier leads
     * left (a campaign audit: Anna, Ben, Cleo from Anna; Ben and Cleo lead, all level again, then
     * Anna and Cleo tie ahead of Ben, and Cleo came first because she had led before).
     */
    @Test
    void aDemosEqualScoresKeepTheirRoundTheTableOrderAfterEarlierLeads() {
        List<Event> events = demoOfThree("B G", "a");
        events.add(new Event.FrameDestroyed("a", "a1"));
        assertEquals(List.of("b", "c", "a"), new Table(events).game().ranking(), "Ben and Cleo lead");
        events.add(new Event.FrameDestroyed("b", "b1"));
        events.add(new Event.FrameDestroyed("c", "c1"));
        assertEquals(List.of("a", "b", "c"), new Table(events).game().ranking(), "level again: round the table");
        events.add(new Event.FrameDestroyed("b", "b2"));
        assertEquals(List.of("a", "c", "b"), new Table(events).game().ranking(),
                "Anna and Cleo tie ahead of Ben: round the table from Anna, not Cleo's earlier lead");
    }

    /**
     * A frame's two d20s next in line, equal or not: waiting for the other is the same moment, so it
     * isn't offered (an audit: it was, and came back the same value); with another frame's d20
     * between them, it is.
     */
    @Test
    void aFramesD20sNextInLineOfferNoWaiting() {
        GameOptions perFrame = GameOptions.defaults(GameSize.SKIRMISH).with(AdvancedOption.PER_FRAME_INITIATIVE, true);
        List<Event> events = new ArrayList<>(Table.combat(perFrame, List.of("a", "b"), List.of("Anna", "Ben"),
                List.of(5, 5), List.of(frame("a", "a1", "B G Y Rd"), frame("b", "b1", "B")), List.of(), List.of("a", "b")));
        events.add(new Event.InitiativeRolled(List.of(new InitiativeSlot("b", "b1", 7), new InitiativeSlot("b", "b1", 7),
                new InitiativeSlot("a", "a1", 12)), List.of(7, 7, 12)));
        Table r = new Table(events);
        assertEquals(List.of(Action.START_TURN), GameQueries.choices(r.game(), "b").stream().map(Choice::action).toList());
        r.refused(new Command.WaitForLaterDie("b", "b1"), "b1's other d20 (7) comes next anyway: waiting changes "
                + "nothing, so it acts now.");

        // ... and so are two different d20s next in line: nothing comes between a 1 and a 2 (a console audit)
        List<Event> next = new ArrayList<>(Table.combat(perFrame, List.of("a", "b"), List.of("Anna", "Ben"),
                List.of(5, 5), List.of(frame("a", "a1", "B G Y Rd"), frame("b", "b1", "B")), List.of(), List.of("a", "b")));
        next.add(new Event.InitiativeRolled(List.of(new InitiativeSlot("b", "b1", 1), new InitiativeSlot("b", "b1", 2),
                new InitiativeSlot("a", "a1", 12)), List.of(1, 2, 12)));
        Table adjacent = new Table(next);
        assertEquals(List.of(Action.START_TURN), GameQueries.choices(adjacent.game(), "b").stream().map(Choice::action)
                .toList());
        adjacent.refused(new Command.WaitForLaterDie("b", "b1"), "b1's other d20 (2) comes next anyway: waiting "
                + "changes nothing, so it acts now.");

        List<Event> between = new ArrayList<>(Table.combat(perFrame, List.of("a", "b"), List.of("Anna", "Ben"),
                List.of(5, 5), List.of(frame("a", "a1", "B"), frame("b", "b1", "B")), List.of(), List.of("a", "b")));
        between.add(new Event.InitiativeRolled(List.of(new InitiativeSlot("b", "b1", 7), new InitiativeSlot("a", "a1", 7),
                new InitiativeSlot("b", "b1", 7), new InitiativeSlot("a", "a1", 15)), List.of(7, 7, 7, 15, 2, 1)));
        assertEquals(List.of(Action.START_TURN, Action.WAIT_FOR_LATER_DIE), GameQueries.choices(new Table(between).game(),
                "b").stream().map(Choice::action).toList(), "acting after Anna's a1 is a choice");
    }

    @Test
    void perFrameInitiativeRollsAD20PerFrameTwoForFramesWithFewerThanFourSystemsLowestActsFirst() {
        List<Event> events = new ArrayList<>(Table.combat(
                GameOptions.defaults(GameSize.SKIRMISH).with(AdvancedOption.PER_FRAME_INITIATIVE, true), List.of("a", "b"),
                List.of("Anna", "Ben"), List.of(5, 5), List.of(frame("a", "a1", "B G Y Rd"), frame("b", "b1", "B")),
                List.of(), List.of("a", "b")));
        events.add(new Event.InitiativeRolled(List.of(new InitiativeSlot("b", "b1", 9), new InitiativeSlot("a", "a1", 12),
                new InitiativeSlot("b", "b1", 12)), List.of(12, 9, 12, 3, 5)));
        Table r = new Table(events);
        assertEquals("Round 1, doomsday clock at 11: Ben's b1 acts next (d20: 9).", GameQueries.waitingOn(r.game()));
        assertEquals(Optional.of("b"), GameQueries.initiative(r.game()));
        r.refused(new Command.Pass("b"), "With per-frame initiative nobody passes: frames act in the order of their d20s.");
        r.refused(start("a", "a1", null, null), "Not your turn: Ben holds the initiative.");
        assertEquals(List.of(Action.START_TURN, Action.WAIT_FOR_LATER_DIE),
                GameQueries.choices(r.game(), "b").stream().map(Choice::action).toList());
        // A frame the player hasn't is named as unknown (a bad-input play: it read as another frame's d20).
        r.refused(new Command.WaitForLaterDie("b", "Nope"), "You have no frame named `Nope`; the d20 that came up is b1's.");
        Table.given(r.game()).when(new Command.WaitForLaterDie("b", null))
                .thenEvents(new Event.InitiativeDieSkipped("b", "b1", 9));
        assertEquals(List.of(new Event.InitiativeDieSkipped("b", "b1", 9)), r.play(new Command.WaitForLaterDie("b", "b1")));
        assertEquals(Optional.of("a"), GameQueries.initiative(r.game()));
        r.refused(new Command.WaitForLaterDie("a", "a1"), "a1 has no other d20 to wait for: it acts now.");
        r.play(start("a", "a1", null, null), 1, 1, 1, 1, 1);
        r.play(new Command.Defend("a", "none"));
        r.play(new Command.EndTurn("a"));
        assertEquals(Optional.of("b"), GameQueries.initiative(r.game()), "b1's higher d20 comes up");
        quiet(r, "b", "b1");
        r.play(new Command.ChooseDoomsday("a", false));
        // the next round rolls: a1 12 (one d20: four systems), b1 9 and 12 (two: one system); a1 and b1 roll off at 12
        List<Event> next = r.play(new Command.ChooseDoomsday("b", false), 12, 9, 12, 3, 5);
        assertEquals(new Event.InitiativeRolled(List.of(new InitiativeSlot("b", "b1", 9), new InitiativeSlot("a", "a1", 12),
                new InitiativeSlot("b", "b1", 12)), List.of(12, 9, 12, 3, 5)), next.getLast());
        // b1's two d20s equal are one value: one slot, one roll-off die against a1 (§8: its owner uses either)
        quiet(r, "b", "b1");
        r.play(start("a", "a1", null, null), 1, 1, 1, 1, 1);
        r.play(new Command.Defend("a", "none"));
        r.play(new Command.EndTurn("a"));
        r.play(new Command.ChooseDoomsday("a", false));
        List<Event> equal = r.play(new Command.ChooseDoomsday("b", false), 12, 12, 12, 5, 3);
        assertEquals(new Event.InitiativeRolled(List.of(new InitiativeSlot("b", "b1", 12), new InitiativeSlot("a", "a1", 12)),
                List.of(12, 12, 12, 5, 3)), equal.getLast());
        assertEquals(2, Initiative.rollOffs(r.game(), (Event.InitiativeRolled) equal.getLast()).size(), "one die each");
    }

    /**
     * §8: per-frame initiative counts a frame's d20s by its design, not by what damage left it
     * (b1, built with four systems, keeps one d20 with one left), and a tie is rolled off again
     * until it parts, the lowest acting first.
     */
    @Test
    void perFrameD20sGoByTheDesignAndATieIsRolledOffUntilItParts() {
        Frame damaged = frame("b", "b1", "B G Y Rd").without(List.of(
                FrameSystem.parse("G"), FrameSystem.parse("Y"),
                FrameSystem.parse("Rd")));
        List<Event> events = new ArrayList<>(Table.combat(
                GameOptions.defaults(GameSize.SKIRMISH).with(AdvancedOption.PER_FRAME_INITIATIVE, true), List.of("a", "b"),
                List.of("Anna", "Ben"), List.of(5, 5), List.of(frame("a", "a1", "B G Y Rd"), damaged),
                List.of(), List.of("a", "b")));
        events.add(new Event.InitiativeRolled(List.of(new InitiativeSlot("a", "a1", 5), new InitiativeSlot("b", "b1", 10)),
                List.of(5, 10)));
        Table r = new Table(events);
        r.play(start("a", "a1", null, null), 1, 1, 1, 1, 1);
        r.play(new Command.Defend("a", "none"));
        r.play(new Command.EndTurn("a"));
        quiet(r, "b", "b1");
        r.play(new Command.ChooseDoomsday("a", false));
        // a1 7, b1 7 (one d20 each); the roll-off ties at 4 and 4, then parts at 9 and 2: b1 first
        List<Event> next = r.play(new Command.ChooseDoomsday("b", false), 7, 7, 4, 4, 9, 2);
        assertEquals(new Event.InitiativeRolled(List.of(new InitiativeSlot("b", "b1", 7), new InitiativeSlot("a", "a1", 7)),
                List.of(7, 7, 4, 4, 9, 2)), next.getLast());
        // Every die rolled can be told: the roll-offs read again from the event, each with its frame.
        assertEquals(List.of(new Initiative.RollOff(7, 0, new InitiativeSlot("a", "a1", 4)),
                new Initiative.RollOff(7, 0, new InitiativeSlot("b", "b1", 4)),
                new Initiative.RollOff(7, 1, new InitiativeSlot("a", "a1", 9)),
                new Initiative.RollOff(7, 1, new InitiativeSlot("b", "b1", 2))),
                Initiative.rollOffs(r.game(), (Event.InitiativeRolled) next.getLast()));
        assertEquals(List.of(), Initiative.rollOffs(r.game(), new Event.InitiativeRolled(List.of(
                new InitiativeSlot("a", "a1", 7), new InitiativeSlot("b", "b1", 8)), List.of(7, 8))), "no tie");
    }

    /**
     * §8: with per-frame initiative, combat order still interrupts. a1's d20 comes up first; its
     * attack wakes b1 before b1's own d20 does, so b1 acts at once, and its d20s are passed over
     * later, as are a1's second one: Ben's b2 comes next.
     */
    @Test
    void perFrameInitiativeStillGivesWayToCombatOrder() {
        List<Event> events = new ArrayList<>(Table.combat(
                GameOptions.defaults(GameSize.SKIRMISH).with(AdvancedOption.PER_FRAME_INITIATIVE, true), List.of("a", "b"),
                List.of("Anna", "Ben"), List.of(5, 5), List.of(frame("a", "a1", "Rh"), frame("b", "b1", "Rh"),
                        frame("b", "b2", "Rh")), List.of(), List.of("a", "b")));
        events.add(new Event.InitiativeRolled(List.of(new InitiativeSlot("a", "a1", 3), new InitiativeSlot("b", "b1", 10),
                new InitiativeSlot("b", "b1", 11), new InitiativeSlot("b", "b2", 15), new InitiativeSlot("a", "a1", 17),
                new InitiativeSlot("b", "b2", 19)), List.of(3, 17, 10, 11, 15, 19)));
        Table r = new Table(events);
        assertEquals("Round 1, doomsday clock at 11: Anna's a1 acts next (d20: 3).", GameQueries.waitingOn(r.game()));
        r.play(start("a", "a1", "b1", Range.HAND), 1, 1, 2, 2, 1);
        r.play(new Command.Defend("a", "W1"));
        r.play(new Command.Attack("a", "R2", false, null, null, null));
        r.refused(new Command.WaitForLaterDie("b", "b1"), "Not now: " + GameQueries.waitingOn(r.game()));
        r.play(start("b", "b1", "a1", Range.HAND), 2, 1, 3, 3, 1);
        r.play(new Command.Defend("b", "W2"));
        r.play(new Command.EndTurn("a"));
        r.play(new Command.EndTurn("b"));
        assertEquals("Round 1, doomsday clock at 11: Ben's b2 acts next (d20: 15).", GameQueries.waitingOn(r.game()),
                "b1 acted when a1's attack woke it: its d20s, and a1's second, are passed over");
    }

    @Test
    void perFrameInitiativeIsRefusedWhenTheOptionIsOff() {
        Table r = three();
        r.refused(new Command.WaitForLaterDie("a", "a1"), "Only per-frame initiative lets a frame wait for its other d20.");
    }
}
