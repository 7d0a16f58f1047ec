package mfz.rules.attack;

import static mfz.rules.game.Table.frame;
import static mfz.rules.game.Table.start;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import mfz.rules.company.Frame;
import mfz.rules.company.FrameSystem;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.Table;
import mfz.rules.round.Turn;
import mfz.rules.turn.Pool;
import mfz.rules.turn.Range;
import mfz.rules.turn.Target;
import mfz.rules.turn.TurnRules;
import org.junit.jupiter.api.Test;

/** Resolving an attack (docs/rules.md §6): damage dice, the charts, cover. */
class AttackTest {

    @Test
    void theHitChartsGiveEachDieItsEffect() {
        assertEquals("NNNTTT", chart(Situation.HAND_TO_HAND));
        assertEquals("NNNNTT", chart(Situation.OUT_OF_COVER));
        assertEquals("NNNCCT", chart(Situation.TERRAIN_COVER));
        assertEquals("NNNNCT", chart(Situation.FRAME_COVER));
        assertEquals("NNNTTT", chart(Situation.TERRAIN_TARGET));
        assertEquals("NNNTTT", chart(Situation.FALLING));
    }

    private static String chart(Situation s) {
        StringBuilder b = new StringBuilder();
        for (int v = 1; v <= 6; v++) {
            b.append(s.effect(v).name().charAt(0));
        }
        return b.toString();
    }

    /**
     * Ben (two frames, first in order) plays b1 with defense {@code defense} (0: none) and b2
     * quietly; Anna passes; Cleo's c1 spots b1 with a Y5 when {@code spot}. Then it is Anna's
     * turn: her a2 (Rd) attacks.
     */
    private static Table target(String loadout, int defense, boolean spot) {
        Table r = Table.duel(List.of(frame("a", "a2", "Rd"), frame("b", "b1", loadout), frame("c", "c1", "Y"),
                frame("b", "b2", "B G Y Rd")));
        r.play(start("b", "b1", null, null), quiet(r.game().frame("b", "b1").orElseThrow(), defense));
        r.play(new Command.Defend("b", defense == 0 ? "none" : "W" + defense));
        r.play(new Command.EndTurn("b"));
        r.play(start("b", "b2", null, null), 1, 1, 1, 1, 1);
        r.play(new Command.Defend("b", "none"));
        r.play(new Command.EndTurn("b"));
        r.play(new Command.Pass("a"));
        r.play(start("c", "c1", null, null), 1, 1, 1, 5);
        r.play(new Command.Defend("c", "none"));
        if (spot) {
            r.play(new Command.Spot("c", "b1", null, "Y5"));
        }
        r.play(new Command.EndTurn("c"));
        return r;
    }

    /** A roll for a turn without target: the first white shows {@code first}, everything else 1. */
    static int[] quiet(Frame f, int first) {
        int[] dice = new int[Pool.of(f, null, 0, false).size()];
        Arrays.fill(dice, 1);
        dice[0] = Math.max(1, first);
        return dice;
    }

    /** seeds/000 "Example attack": 4 + 5 − 6 = 3 dice; 1, 4, 5; the cover falls to the 4; the 5 hits. */
    @Test
    void theExampleAttackOfTheSeed() {
        Table r = target("B G", 6, true);
        r.play(start("a", "a2", "b1", Range.DIRECT), 1, 1, 4, 1);
        r.play(new Command.Defend("a", "none"));
        List<Event> events = r.play(new Command.Attack("a", "R4", true, "terrain", null, 0), 5, 1, 4);
        assertEquals(List.of(
                new Event.DamageRolled("a", "a2", Target.frame("b", "b1"), 4, 5, 6, Situation.TERRAIN_COVER,
                        Cover.TERRAIN, 0, List.of(5, 1, 4)),
                new Event.DamageDieResolved(1, DieEffect.NOTHING, 0),
                new Event.DamageDieResolved(4, DieEffect.COVER_HIT, 6),
                new Event.CoverDestroyed(Cover.TERRAIN),
                new Event.DamageDieResolved(5, DieEffect.TARGET_HIT, 0),
                new Event.DecisionRequested(new PendingDecision.HitChoice("b", "b1", List.of("B", "G"), null))),
                events.subList(1, events.size()));
        assertNull(r.game().frame("b", "b1").orElseThrow().spot(), "the spot used comes off");
        assertEquals("Round 1, doomsday clock at 11: Ben must choose what b1 loses to the hit: B or G.", "Round 1, doomsday clock at 11: " + GameQueries.waitingOn(r.game()));
        r.play(new Command.TakeHit("b", "G"));
        assertEquals(List.of(FrameSystem.parse("B")), r.game().frame("b", "b1").orElseThrow().systems());
        assertEquals("a2", r.game().turn().orElseThrow().frame(), "the attacker then finishes its turn");
    }

    @Test
    void coverLastsForCoverHitsHitsAndTheNextOneDestroysIt() {
        Table r = target("B G Y", 0, false);
        r.play(start("a", "a2", "b1", Range.DIRECT), 1, 1, 6, 1);
        r.play(new Command.Defend("a", "none"));
        List<Event> events = r.play(new Command.Attack("a", "R6", false, "terrain", null, 1), 4, 5, 5, 4, 1, 2);
        assertEquals(List.of(
                new Event.DamageDieResolved(1, DieEffect.NOTHING, 0),
                new Event.DamageDieResolved(2, DieEffect.NOTHING, 0),
                new Event.DamageDieResolved(4, DieEffect.COVER_HIT, 6),
                new Event.DamageDieResolved(4, DieEffect.COVER_HIT, 6),
                new Event.CoverDestroyed(Cover.TERRAIN),
                new Event.DamageDieResolved(5, DieEffect.TARGET_HIT, 0),
                new Event.DecisionRequested(new PendingDecision.HitChoice("b", "b1", List.of("B", "G", "Y"), null))),
                events.subList(2, events.size()));
    }

    @Test
    void coverNotLimitedStandsThroughTheWholeAttack() {
        Table r = target("B G Y", 0, false);
        r.play(start("a", "a2", "b1", Range.DIRECT), 1, 1, 4, 1);
        r.play(new Command.Defend("a", "none"));
        List<Event> events = r.play(new Command.Attack("a", "R4", false, "terrain", null, null), 5, 5, 4, 4);
        assertEquals(List.of(new Event.DamageDieResolved(4, DieEffect.COVER_HIT, 6),
                new Event.DamageDieResolved(4, DieEffect.COVER_HIT, 6), new Event.DamageDieResolved(5, DieEffect.COVER_HIT, 6),
                new Event.DamageDieResolved(5, DieEffect.COVER_HIT, 6), new Event.DamageResolved(Target.frame("b", "b1"))),
                events.subList(2, events.size()));
    }

    /** §6.1: a target defends with its defense marker, or with 0 when it acted without defending. */
    @Test
    void aTargetThatActedWithoutDefendingDefendsWithZero() {
        for (int defense : new int[] {0, 2}) {
            Table r = target("B G Y", defense, false);
            r.play(start("a", "a2", "b1", Range.DIRECT), 1, 1, 6, 1);
            r.play(new Command.Defend("a", "none"));
            int[] damage = new int[6 - defense];
            Arrays.fill(damage, 1);
            Event.DamageRolled rolled = r.play(new Command.Attack("a", "R6", false, null, null, null), damage).stream()
                    .filter(Event.DamageRolled.class::isInstance).map(Event.DamageRolled.class::cast).findFirst()
                    .orElseThrow();
            assertEquals(defense, rolled.defense(), "b1 defended with " + (defense == 0 ? "none" : "W" + defense));
            assertEquals(6 - defense, rolled.dice().size());
        }
    }

    /** §5.3: a defense marker stands for the rest of the round: every attack that round meets it. */
    @Test
    void aDefenseMarkerStandsForTheRestOfTheRound() {
        Table r = Table.duel(List.of(frame("a", "a1", "Rd"), frame("a", "a2", "Rd"), frame("b", "b1", "B G Y")));
        r.play(new Command.Pass("a"));
        r.play(start("b", "b1", null, null), quiet(r.game().frame("b", "b1").orElseThrow(), 4));
        r.play(new Command.Defend("b", "W4"));
        r.play(new Command.EndTurn("b"));
        for (String attacker : List.of("a1", "a2")) {
            r.play(start("a", attacker, "b1", Range.DIRECT), 1, 1, 6, 1);
            r.play(new Command.Defend("a", "none"));
            Event.DamageRolled rolled = r.play(new Command.Attack("a", "R6", false, null, null, null), 1, 1).stream()
                    .filter(Event.DamageRolled.class::isInstance).map(Event.DamageRolled.class::cast).findFirst()
                    .orElseThrow();
            assertEquals(4, rolled.defense(), attacker + "'s attack meets b1's W4");
            r.play(new Command.EndTurn("a"));
        }
    }

    /** §6.2: anyone's spot can be used by anyone: Cleo spotted b1, Anna's a2 uses it, and it comes off. */
    @Test
    void anyonesSpotCanBeUsedByAnyone() {
        Table r = target("B G Y", 0, true);
        assertEquals(5, r.game().frame("b", "b1").orElseThrow().spot(), "Cleo's Y5 marks b1");
        r.play(start("a", "a2", "b1", Range.DIRECT), 1, 1, 2, 1);
        r.play(new Command.Defend("a", "none"));
        Event.DamageRolled rolled = r.play(new Command.Attack("a", "R2", true, null, null, null), 1, 1, 1, 1, 1, 1, 1)
                .stream().filter(Event.DamageRolled.class::isInstance).map(Event.DamageRolled.class::cast).findFirst()
                .orElseThrow();
        assertEquals(5, rolled.spot());
        assertEquals(7, rolled.dice().size(), "2 + 5 − 0");
        assertNull(r.game().frame("b", "b1").orElseThrow().spot(), "used, it comes off");
    }

    /** §6.4 ruling: the dice left once the target is destroyed are not read. */
    @Test
    void theDiceLeftOnceTheTargetIsDestroyedAreNotRead() {
        Table r = target("B", 0, false);
        r.play(start("a", "a2", "b1", Range.DIRECT), 1, 1, 6, 1);
        r.play(new Command.Defend("a", "none"));
        List<Event> events = r.play(new Command.Attack("a", "R6", false, null, null, null), 6, 6, 6, 6, 6, 6);
        assertTrue(events.contains(new Event.FrameDestroyed("b", "b1")), events.toString());
        assertEquals(3, events.stream().filter(Event.DamageDieResolved.class::isInstance).count(),
                "B, then each white: three dice read, three left unread: " + events);
    }

    /** §6: any other frame on the table may cover the target, but neither the target itself nor the attacker. */
    @Test
    void anyOtherFrameMayCoverButNotTheTargetOrTheAttacker() {
        Table r = target("B G Y", 0, false);
        r.play(start("a", "a2", "b1", Range.DIRECT), 1, 1, 6, 1);
        r.play(new Command.Defend("a", "none"));
        Game g = r.game();
        Turn turn = g.turn().orElseThrow();
        assertEquals(List.of("c1", "b2"), TurnRules.mayCover(g, turn, g.frame("b", "b1").orElseThrow())
                .stream().map(Frame::name).sorted(Comparator.reverseOrder()).toList());
        r.refused(new Command.Attack("a", "R6", false, "b1", "b", null), "A frame can't cover itself.");
        r.refused(new Command.Attack("a", "R6", false, "a2", "a", null), "The attacker can't be the target's cover.");
    }

    @Test
    void aCoveringFrameTakesTheFivesAndOnceDestroyedTheRestUseTheOutOfCoverChart() {
        Table r = target("B G Y", 0, false);
        // b2 covers b1; b2 has lost everything but one white
        r.play(start("a", "a2", "b1", Range.DIRECT), 1, 1, 6, 1);
        r.play(new Command.Defend("a", "none"));
        Table weak = r;
        List<Event> events = weak.play(new Command.Attack("a", "R6", false, "b2", "b", null), 5, 5, 5, 5, 5, 5);
        // b2 (B G Y Rd) loses a system to each 5, then its whites: the 6th 5 destroys it... it has only 6 lives
        assertEquals(new Event.DamageRolled("a", "a2", Target.frame("b", "b1"), 6, 0, 0, Situation.FRAME_COVER,
                Cover.frame("b", "b2"), null, List.of(5, 5, 5, 5, 5, 5)), events.get(1));
        assertEquals(new Event.DecisionRequested(new PendingDecision.HitChoice("b", "b2", List.of("B", "G", "Y", "Rd"),
                null)), events.getLast());
        weak.play(new Command.TakeHit("b", "B"));
        weak.play(new Command.TakeHit("b", "G"));
        List<Event> last = weak.play(new Command.TakeHit("b", "Y"));
        assertEquals(List.of(new Event.SystemLost("b", "b2", FrameSystem.parse("Y")),
                new Event.DamageDieResolved(5, DieEffect.COVER_HIT, 0), new Event.SystemLost("b", "b2", FrameSystem.parse("Rd")),
                new Event.DamageDieResolved(5, DieEffect.COVER_HIT, 0), new Event.WhiteLost("b", "b2"),
                new Event.DamageDieResolved(5, DieEffect.COVER_HIT, 0), new Event.WhiteLost("b", "b2"),
                new Event.FrameDestroyed("b", "b2"), new Event.CoverDestroyed(Cover.frame("b", "b2")),
                new Event.DamageResolved(Target.frame("b", "b1"))), last);
        assertEquals(5, r.game().score("b"), "b2 is no asset any more");
    }

    @Test
    void theRemainingDiceUseTheOutOfCoverChartOnceTheCoveringFrameIsDestroyed() {
        Table r = Table.duel(List.of(frame("a", "a1", "Rd"), frame("b", "b1", "B G"), frame("b", "b2", "B")));
        r.play(start("b", "b1", null, null), quiet(r.game().frame("b", "b1").orElseThrow(), 1));
        r.play(new Command.Defend("b", "none"));
        r.play(new Command.EndTurn("b"));
        r.play(new Command.Pass("b"));
        r.play(start("a", "a1", "b1", Range.DIRECT), 1, 1, 3, 1);
        r.play(new Command.Defend("a", "none"));
        // b2 covers but has not acted: it doesn't matter, only the target is activated
        List<Event> events = r.play(new Command.Attack("a", "R3", false, "b2", null, null), 5, 5, 5);
        assertEquals(List.of(new Event.DamageDieResolved(5, DieEffect.COVER_HIT, 0),
                new Event.SystemLost("b", "b2", FrameSystem.parse("B")),
                new Event.DamageDieResolved(5, DieEffect.COVER_HIT, 0), new Event.WhiteLost("b", "b2"),
                new Event.DamageDieResolved(5, DieEffect.COVER_HIT, 0), new Event.WhiteLost("b", "b2"),
                new Event.FrameDestroyed("b", "b2"), new Event.CoverDestroyed(Cover.frame("b", "b2")),
                new Event.DamageResolved(Target.frame("b", "b1"))), events.subList(2, events.size()));
        Table more = Table.duel(List.of(frame("a", "a1", "Rd"), frame("b", "b1", "B G"), frame("b", "b2", "Y")));
        more.play(start("b", "b1", null, null), quiet(more.game().frame("b", "b1").orElseThrow(), 1));
        more.play(new Command.Defend("b", "none"));
        more.play(new Command.EndTurn("b"));
        more.play(new Command.Pass("b"));
        more.play(start("a", "a1", "b1", Range.DIRECT), 1, 1, 4, 1);
        more.play(new Command.Defend("a", "none"));
        List<Event> after = more.play(new Command.Attack("a", "R4", false, "b2", null, null), 5, 5, 5, 5);
        assertEquals(List.of(new Event.FrameDestroyed("b", "b2"), new Event.CoverDestroyed(Cover.frame("b", "b2")),
                new Event.DamageDieResolved(5, DieEffect.TARGET_HIT, 0),
                new Event.DecisionRequested(new PendingDecision.HitChoice("b", "b1", List.of("B", "G"), null))),
                after.subList(after.size() - 4, after.size()), "the last 5 hits the target");
    }

    @Test
    void aCoveringFrameWithTwoDefenseSystemsTakesNoDamageFromFives() {
        Table r = Table.duel(List.of(frame("a", "a1", "Rd"), frame("b", "b1", "G"), frame("b", "b2", "B B")));
        r.play(start("b", "b1", null, null), quiet(r.game().frame("b", "b1").orElseThrow(), 1));
        r.play(new Command.Defend("b", "none"));
        r.play(new Command.EndTurn("b"));
        r.play(new Command.Pass("b"));
        r.play(start("a", "a1", "b1", Range.DIRECT), 1, 1, 3, 1);
        r.play(new Command.Defend("a", "none"));
        List<Event> events = r.play(new Command.Attack("a", "R3", false, "b2", null, null), 5, 5, 6);
        assertEquals(List.of(new Event.DamageDieResolved(5, DieEffect.COVER_SHRUGGED, 0),
                new Event.DamageDieResolved(5, DieEffect.COVER_SHRUGGED, 0), new Event.DamageDieResolved(6, DieEffect.TARGET_HIT, 0),
                new Event.SystemLost("b", "b1", FrameSystem.parse("G")), new Event.DamageResolved(Target.frame("b", "b1"))),
                events.subList(2, events.size()));
    }

    @Test
    void terrainHasDefenseZeroAndEachHitOnItIsSixBricks() {
        Table r = Table.duel(List.of(frame("a", "a1", "Rh"), frame("b", "b1", "B")));
        r.play(start("a", "a1", "terrain", Range.HAND), 1, 1, 2, 1, 1);
        r.play(new Command.Defend("a", "none"));
        r.refused(new Command.Attack("a", "R2", true, null, null, null), "Terrain carries no spot marker.");
        r.refused(new Command.Attack("a", "R2", false, "terrain", null, null), "Terrain is never in cover.");
        List<Event> events = r.play(new Command.Attack("a", "R2", false, null, null, null), 4, 3);
        assertEquals(List.of(new Event.DamageRolled("a", "a1", Target.TERRAIN, 2, 0, 0, Situation.TERRAIN_TARGET,
                        Cover.NONE, null, List.of(4, 3)), new Event.DamageDieResolved(3, DieEffect.NOTHING, 0),
                new Event.DamageDieResolved(4, DieEffect.TARGET_HIT, 6), new Event.DamageResolved(Target.TERRAIN)),
                events.subList(1, events.size()));
    }

    @Test
    void handToHandIgnoresCoverAndHitsOnFourFiveSix() {
        Table r = target("B G Y", 0, false);
        r.play(start("a", "a2", "b1", Range.HAND), 1, 1);
        r.play(new Command.Defend("a", "none"));
        r.refused(new Command.Attack("a", "W1", false, "terrain", null, null), "Cover doesn't count hand-to-hand.");
        r.refused(new Command.Attack("a", "W1", false, null, null, 0),
                "cover-hits counts the hits terrain cover takes: name terrain cover.");
        List<Event> events = r.play(new Command.Attack("a", "W1", false, null, null, null), 4);
        assertEquals(new Event.DamageDieResolved(4, DieEffect.TARGET_HIT, 0), events.get(2));
    }

    @Test
    void zeroOrFewerDamageDiceIsAMissAndAUsedSpotComesOffAnyway() {
        Table r = target("B G Y", 6, true);
        r.play(start("a", "a2", "b1", Range.DIRECT), 1, 1, 1, 1);
        r.play(new Command.Defend("a", "none"));
        List<Event> events = r.play(new Command.Attack("a", "R1", true, null, null, null));
        assertEquals(new Event.DamageRolled("a", "a2", Target.frame("b", "b1"), 1, 5, 6, Situation.OUT_OF_COVER,
                Cover.NONE, null, List.of()), events.getLast());
        assertNull(r.game().frame("b", "b1").orElseThrow().spot());
        r.refused(new Command.Attack("a", "R1", false, null, null, null), "a2 has already attacked this turn.");
    }

    /** §6.1: terrain is never in cover (and has defense 0). */
    @Test
    void terrainIsNeverInCover() {
        Table r = Table.duel(List.of(frame("a", "a1", "Rh"), frame("b", "b1", "B")));
        r.play(start("a", "a1", "terrain", Range.HAND), 1, 1, 2, 1, 1);
        r.play(new Command.Defend("a", "none"));
        r.refused(new Command.Attack("a", "R2", false, "terrain", null, null), "Terrain is never in cover.");
        r.refused(new Command.Attack("a", "R2", false, "b1", null, null), "Terrain is never in cover.");
    }

    /** §6.4: the damage dice are resolved one at a time, from the lowest to the highest. */
    @Test
    void damageDiceAreResolvedOneAtATimeFromLowestToHighest() {
        Table r = Table.duel(List.of(frame("a", "a1", "Rh"), frame("b", "b1", "B")));
        r.play(start("a", "a1", "terrain", Range.HAND), 1, 1, 2, 1, 1);
        r.play(new Command.Defend("a", "none"));
        List<Integer> resolved = r.play(new Command.Attack("a", "R2", false, null, null, null), 6, 3).stream()
                .filter(e -> e instanceof Event.DamageDieResolved).map(e -> ((Event.DamageDieResolved) e).value())
                .toList();
        assertEquals(List.of(3, 6), resolved, "rolled 6 then 3, resolved 3 then 6");
    }
}
