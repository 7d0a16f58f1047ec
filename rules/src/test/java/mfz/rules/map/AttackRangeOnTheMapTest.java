package mfz.rules.map;

import static mfz.rules.game.Table.frame;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import mfz.rules.company.Frame;
import mfz.rules.dice.ScriptedDice;
import mfz.rules.game.Command;
import mfz.rules.game.Decision;
import mfz.rules.game.Event;
import mfz.rules.game.RuleViolation;
import mfz.rules.game.Table;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;
import mfz.rules.turn.Range;
import org.junit.jupiter.api.Test;

/**
 * On the map the range a turn named is measured when the attack comes (docs/rules.md §10): the
 * target must stand in it then, after any move; otherwise the attack is refused with the
 * distance and nothing changes.
 */
class AttackRangeOnTheMapTest {

    /** Anna's a1 at (2,2) attacks Ben's b1, standing at {@code targetAt}; the ruler is 8 units. */
    private static Table onTheMap(Point targetAt) {
        return onTheMap(targetAt, frame("a", "a1", "B G Y Rd"));
    }

    private static Table onTheMap(Point targetAt, Frame attacker) {
        GameOptions options = GameOptions.defaults(GameSize.SKIRMISH).withMap(Ruler.EIGHT);
        List<Event> events = new ArrayList<>(Table.combat(options, 2,
                List.of(attacker, frame("b", "b1", "B G Y Rd")), List.of(), null,
                List.of("a", "b")));
        Event began = events.removeLast();
        events.add(new Event.PlacedAt(new MapPlacement("a", "a1", false, new Point(2, 2))));
        events.add(new Event.PlacedAt(new MapPlacement("b", "b1", false, targetAt)));
        events.add(began);
        return new Table(events);
    }

    @Test
    void aTargetWithinTheNamedRangeIsAttacked() {
        Table table = onTheMap(new Point(2, 8));
        table.play(new Command.StartTurn("a", "a1", "b1", null, Range.DIRECT, 0, false, null), 6, 5, 5, 4, 3, 2, 1);
        table.play(new Command.Defend("a", "B3"));
        List<Event> attacked = table.play(new Command.Attack("a", "R5", false, null, null, null));
        assertTrue(attacked.stream().anyMatch(e -> e instanceof Event.AttackDeclared), attacked.toString());
    }

    @Test
    void aTargetOutOfTheNamedRangeIsRefusedWithTheDistance() {
        Table table = onTheMap(new Point(2, 16));
        table.play(new Command.StartTurn("a", "a1", "b1", null, Range.DIRECT, 0, false, null), 6, 5, 5, 4, 3, 2, 1);
        table.play(new Command.Defend("a", "B3"));
        Decision decision = table.game().decide(new Command.Attack("a", "R5", false, null, null, null),
                new ScriptedDice(List.of()));
        RuleViolation refused = (RuleViolation) decision;
        assertTrue(refused.message().startsWith("b1 is ") && refused.message().contains("from a1: artillery range, "
                + "not direct fire"), refused.message());
        // The usual rules' reason comes before the map's (an adversarial test): a die not rolled is named first.
        RuleViolation noSuchDie = (RuleViolation) table.game().decide(new Command.Attack("a", "R6", false, null, null,
                null), new ScriptedDice(List.of()));
        assertTrue(!noSuchDie.message().startsWith("b1 is "), noSuchDie.message());
    }

    /** Before its defense, an attack on the map is told so, not what the map measures. */
    @Test
    void anAttackBeforeTheDefenseIsToldToDefendFirst() {
        Table table = onTheMap(new Point(2, 16));
        table.play(new Command.StartTurn("a", "a1", "b1", null, Range.DIRECT, 0, false, null), 6, 5, 5, 4, 3, 2, 1);
        RuleViolation refused = (RuleViolation) table.game().decide(new Command.Attack("a", "R5", false, null, null,
                null), new ScriptedDice(List.of()));
        assertTrue(refused.message().startsWith("Assign a1's defense first"), refused.message());
    }

    /**
     * A turn that named no range takes the one measured; refused there, it says the map measured it,
     * how far, and the ranges the frame could attack from instead (an audit: "Artillery range needs
     * an artillery weapon." to a player who named no range; a review: the advice fit one case of three).
     */
    @Test
    void aMeasuredRangeTheFrameCantAttackAtSaysSoAndWhatItCould() {
        Table table = onTheMap(new Point(2, 16));
        assertEquals("No `range:` named, so the map measured it: b1 stands at artillery range now (13 units). "
                + "Artillery range needs an artillery weapon. To attack from another range once moved, name it: "
                + "`range:hand` or `range:direct`.", refusedStart(table, "a1", 0));
        // Named, the range is the player's word, and the usual reason alone.
        RuleViolation named = (RuleViolation) table.game().decide(new Command.StartTurn("a", "a1", "b1", null,
                Range.ARTILLERY, 0, false, null), new ScriptedDice(List.of()));
        assertTrue(named.message().startsWith("Artillery range needs an artillery weapon."), named.message());
    }

    /** Direct fire with no direct-fire weapon: hand-to-hand once moved, or direct fire firing an SSR. */
    @Test
    void aMeasuredDirectFireWithoutAWeaponSaysHandToHand() {
        Table table = onTheMap(new Point(2, 7), frame("a", "a1", "B G Rh"));
        assertEquals("No `range:` named, so the map measured it: b1 stands at direct fire range now (4 units). "
                + "Direct fire needs a direct-fire weapon or at least one SSR fired. To attack from another range "
                + "once moved, name it: `range:hand`.", refusedStart(table, "a1", 0));
    }

    /** SSRs fired at a target in reach of its hands: only direct fire, once moved away. */
    @Test
    void ssrsFiredAtAMeasuredHandToHandSayDirectFire() {
        Table table = onTheMap(new Point(2, 3.5), frame("a", "a1", "B G Y Rd", 1));
        assertEquals("No `range:` named, so the map measured it: b1 stands at hand-to-hand range now (0.5 units). "
                + "SSRs are fired at direct-fire range only. To attack from another range once moved, name it: "
                + "`range:direct`.", refusedStart(table, "a1", 1));
    }

    private static String refusedStart(Table table, String frame, int ssrs) {
        return ((RuleViolation) table.game().decide(new Command.StartTurn("a", frame, "b1", null, null, ssrs, false,
                null), new ScriptedDice(List.of()))).message();
    }

    @Test
    void offTheMapNothingIsMeasured() {
        Table table = new Table(Table.combat(GameOptions.defaults(GameSize.SKIRMISH), 2,
                List.of(frame("a", "a1", "B G Y Rd"), frame("b", "b1", "B G Y Rd")), List.of(), null, List.of("a", "b")));
        assertEquals(Optional.empty(), MapAttacking.outOfRange(table.game(), "a"));
    }

    /**
     * Frames are told apart by player and name (§10 ruling): Anna's X1 names Ben's X1 as its
     * target, and the range is measured to Ben's, 4 units off, not to itself (hand-to-hand).
     */
    @Test
    void twoPlayersFramesOfOneNameAreToldApartByTheirPlayer() {
        GameOptions options = GameOptions.defaults(GameSize.SKIRMISH).withMap(Ruler.EIGHT);
        List<Event> events = new ArrayList<>(Table.combat(options, 2,
                List.of(frame("a", "X1", "B G Y Rd"), frame("b", "X1", "B G Y Rd")), List.of(), null, List.of("a", "b")));
        Event began = events.removeLast();
        events.add(new Event.PlacedAt(new MapPlacement("a", "X1", false, new Point(5, 5))));
        events.add(new Event.PlacedAt(new MapPlacement("b", "X1", false, new Point(5, 10))));
        events.add(began);
        Table table = new Table(events);
        List<Event> started = table.play(new Command.StartTurn("a", "X1", "X1", "b", null, 0, false, null),
                6, 5, 5, 4, 3, 2, 1);
        Event.TurnStarted turn = (Event.TurnStarted) started.stream().filter(Event.TurnStarted.class::isInstance)
                .findFirst().orElseThrow();
        assertEquals(Range.DIRECT, turn.range(), "measured to Ben's X1: " + turn);
        assertEquals("b", turn.target().owner());
    }
}
