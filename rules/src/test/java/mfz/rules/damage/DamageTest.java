package mfz.rules.damage;

import static mfz.rules.game.Table.frame;
import static mfz.rules.game.Table.start;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import mfz.rules.attack.DieEffect;
import mfz.rules.company.Frame;
import mfz.rules.company.FrameSystem;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.GameQueries;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.Table;
import mfz.rules.options.AdvancedOption;
import mfz.rules.stations.Station;
import mfz.rules.turn.Action;
import mfz.rules.turn.Choice;
import mfz.rules.turn.DieRef;
import mfz.rules.turn.Pool;
import mfz.rules.turn.Range;
import mfz.rules.turn.Target;
import org.junit.jupiter.api.Test;

/**
 * Hits on frames (docs/rules.md §6 step 5). Where seeds/000 says a frame that dropped a white dies to
 * its next hit, docs/rules.md wins: dropping whites only lets a frame with both whites lose one
 * instead of a system; it then takes hits as usual.
 */
class DamageTest {

    /**
     * Anna's a1 (Rh, hand-to-hand: 4, 5, 6 hit) against Ben's b1 of this loadout, which acted
     * first without defending. Anna's turn is open, her attack die an R6 (or the d8 sprint).
     */
    private static Table duel(String loadout, List<Station> stations, AdvancedOption... options) {
        return duel(frame("b", "b1", loadout), stations, options);
    }

    private static Table duel(Frame target, List<Station> stations, AdvancedOption... options) {
        Table r = Table.duel(List.of(frame("a", "a1", "Rh Rh"), target, frame("a", "a9", "B")), stations,
                options);
        // a (2 frames) leads: a9 passes the time so b1 can act first
        r.play(new Command.Pass("a"));
        Frame b1 = r.game().frame("b", "b1").orElseThrow();
        int[] dice = new int[Pool.of(b1, null, 0, false).size()];
        Arrays.fill(dice, 1);
        r.play(start("b", "b1", null, null), dice);
        r.play(new Command.Defend("b", "none"));
        r.play(new Command.EndTurn("b"));
        r.play(start("a", "a1", "b1", Range.HAND), 1, 1, 6, 6, 8, 1);
        r.play(new Command.Defend("a", "none"));
        return r;
    }

    private static Command attack(String die) {
        return new Command.Attack("a", die, false, null, null, null);
    }

    @Test
    void theOwnerChoosesWhichSystemAHitTakes() {
        Table r = duel("B G Y", List.of());
        List<Event> events = r.play(attack("R6"), 1, 1, 1, 1, 1, 4);
        assertEquals(new Event.DecisionRequested(new PendingDecision.HitChoice("b", "b1", List.of("B", "G", "Y"), null)),
                events.getLast());
        assertEquals(List.of(Action.TAKE_HIT), GameQueries.choices(r.game(), "b").stream().map(Choice::action).toList());
        assertTrue(GameQueries.choices(r.game(), "a").isEmpty());
        r.refused(new Command.TakeHit("a", "B"), "Not your decision: Ben must choose what b1 loses to the hit: B, G or Y.");
        r.refused(new Command.EndTurn("a"), "Not now: Ben must choose what b1 loses to the hit: B, G or Y.");
        r.refused(new Command.TakeHit("b", "Rd"), "b1 can't lose `Rd` to this hit: choose B, G or Y.");
        r.refused(new Command.TakeHit("b", "white"),
                "Dropping whites for damage is not in play in this game (an advanced option): choose B, G or Y.");
        r.refused(new Command.Retreat("b"), "b1 holds no station it could leave to ignore this hit.");
        List<Event> taken = r.play(new Command.TakeHit("b", "g"));
        assertEquals(List.of(new Event.SystemLost("b", "b1", FrameSystem.parse("G")),
                new Event.DamageResolved(Target.frame("b", "b1"))), taken);
        assertEquals(List.of(FrameSystem.parse("B"), FrameSystem.parse("Y")), r.game().frame("b", "b1").orElseThrow().systems());
    }

    /** §1: a split weapon is one weapon whichever half is written first (an audit: Rd/Ra wasn't found on Ra/Rd). */
    @Test
    void aSplitWeaponIsTakenByAHitWhicheverWayRoundItIsNamed() {
        Table r = duel("Ra/Rd B", List.of(), AdvancedOption.SPLIT_RANGE);
        List<Event> events = r.play(attack("R6"), 1, 1, 1, 1, 1, 4);
        assertEquals(new Event.DecisionRequested(new PendingDecision.HitChoice("b", "b1", List.of("Ra/Rd", "B"), null)),
                events.getLast());
        List<Event> taken = r.play(new Command.TakeHit("b", "rd/ra"));
        assertEquals(new Event.SystemLost("b", "b1", FrameSystem.parse("Ra/Rd")), taken.getFirst());
        assertEquals("Ra/Rd", ((Event.SystemLost) taken.getFirst()).system().notation());
    }

    /**
     * §1 again: the same split weapon written both ways on one frame is one kind of system, offered
     * once (an audit: "choose what b1 loses: Rh/Rd, Rd/Rh, B"), and alone it is taken at once (§6).
     */
    @Test
    void aSplitWeaponWrittenBothWaysIsOneChoice() {
        Table r = duel("Rh/Rd Rd/Rh B", List.of(), AdvancedOption.SPLIT_RANGE);
        List<Event> events = r.play(attack("R6"), 1, 1, 1, 1, 1, 4);
        assertEquals(new Event.DecisionRequested(new PendingDecision.HitChoice("b", "b1", List.of("Rh/Rd", "B"), null)),
                events.getLast());
        Table alone = duel("Rh/Rd Rd/Rh", List.of(), AdvancedOption.SPLIT_RANGE);
        List<Event> taken = alone.play(attack("R6"), 1, 1, 1, 1, 1, 4);
        assertTrue(taken.stream().anyMatch(e -> e instanceof Event.SystemLost lost && lost.frame().equals("b1")),
                "taken at once: " + taken);
    }

    @Test
    void aFrameWithNoSystemLeftLosesAWhiteAndLosingTheLastWhiteDestroysIt() {
        Table r = duel("B", List.of(new Station("Mill", "b", "b", true)));
        r.settle("b", "b1", "Mill");
        assertEquals(10, r.game().score("b"));
        List<Event> events = r.play(attack("R6"), 4, 4, 4, 1, 1, 1);
        // held station: the first hit asks (retreat is possible), so stop and take it
        assertEquals(new Event.DecisionRequested(new PendingDecision.HitChoice("b", "b1", List.of("B"), "Mill")),
                events.getLast());
        List<Event> rest = r.play(new Command.TakeHit("b", "B"));
        assertEquals(List.of(new Event.SystemLost("b", "b1", FrameSystem.parse("B")),
                new Event.DamageDieResolved(4, DieEffect.TARGET_HIT, 0),
                new Event.DecisionRequested(new PendingDecision.HitChoice("b", "b1", List.of("white"), "Mill"))), rest);
        // said as a choice reads ("white, or retreat from Mill" read oddly: a phone review), with the dice
        // still to come after this hit (five hits asked five times, none saying how many more: another)
        assertEquals("Ben must choose what b1 loses to the hit: a white die or retreat from Mill. Damage die still to come: 4.",
                GameQueries.waitingOn(r.game()).replaceFirst("^Round \\d+, doomsday clock at \\d+: ", ""));
        r.play(new Command.TakeHit("b", "white"));
        assertEquals(1, r.game().frame("b", "b1").orElseThrow().whites());
        r.play(new Command.TakeHit("b", "white"));
        Frame b1 = r.game().frame("b", "b1").orElseThrow();
        assertTrue(b1.destroyed());
        assertNull(b1.nearStation(), "off every station");
        assertEquals(5, r.game().score("b"), "the frame is no asset; b still holds Mill with nobody near");
        assertEquals(List.of("a", "b"), r.game().ranking());
    }

    /** §6.5: a destroyed frame's SSRs are lost with it. */
    @Test
    void aDestroyedFramesSsrsAreLostWithIt() {
        Table r = duel(frame("b", "b1", "Y", 2), List.of());
        assertEquals(2, r.game().frame("b", "b1").orElseThrow().ssrs());
        // three hits, each with one thing left to take: Y, a white, the last white
        r.play(attack("R6"), 4, 4, 4, 1, 1, 1);
        Frame b1 = r.game().frame("b", "b1").orElseThrow();
        assertTrue(b1.destroyed());
        assertEquals(0, b1.ssrs(), "its SSRs went with it");
    }

    @Test
    void destructionDropsTheFrameOffItsStationAndControlIsRecheckedAtOnce() {
        // b1 holds the neutral Dock; Anna's a9 joins it there: Ben keeps it while b1 stands near.
        Table r = duel("Y", List.of(new Station("Dock", null, null, true)));
        r.settle("b", "b1", "Dock");
        assertEquals("b", r.game().station("Dock").orElseThrow().holder());
        r.settle("a", "a9", "Dock");
        assertEquals("b", r.game().station("Dock").orElseThrow().holder(), "holder keeps it while one of its frames is near");
        r.play(attack("R6"), 4, 4, 4, 1, 1, 1);
        r.play(new Command.TakeHit("b", "Y"));
        r.play(new Command.TakeHit("b", "white"));
        List<Event> last = r.play(new Command.TakeHit("b", "white"));
        assertTrue(last.contains(new Event.FrameDestroyed("b", "b1")));
        assertTrue(last.contains(new Event.StationControlChanged("Dock", "b", "a")), last.toString());
        assertEquals(15, r.game().score("a"));
        assertEquals(0, r.game().score("b"));
    }

    /**
     * §7: a correction decides control as if the move had ended where the frame stands, then as play
     * went on: Anna's a1 declared staying by the Centre beside Ben's b1, then destroyed it; had a1 left,
     * b1 alone would have taken the Centre at the move's end, and kept it with nobody near (an audit:
     * the correction kept it Anna's, the destruction after the move forgotten).
     */
    @Test
    void aCorrectedMoveIsDecidedAtItsEndAndThenAsPlayWentOn() {
        Table r = duel("Y", List.of(Station.neutral("Centre")));
        r.settle("a", "a1", "Centre");
        r.settle("b", "b1", "Centre");
        assertEquals("a", r.game().station("Centre").orElseThrow().holder());
        r.play(new Command.Move("a", "W1", null));
        assertTrue(r.play(attack("R6"), 4, 4, 4, 1, 1, 1).contains(new Event.FrameDestroyed("b", "b1")),
                "each hit has one thing left to take");
        assertEquals("a", r.game().station("Centre").orElseThrow().holder(), "as declared: Anna's");
        assertEquals(List.of(new Event.FrameStandsNear("a", "a1", null), new Event.StationControlChanged("Centre", "a", "b")),
                r.play(new Command.StandNear("a", null, "a1", null)));
    }

    @Test
    void onceAnAttackAFrameHoldingAStationMayIgnoreAHitByLeavingIt() {
        Table r = duel("B G", List.of(new Station("Mill", "b", "b", true)));
        r.settle("b", "b1", "Mill");
        r.settle("a", "a9", "Mill");
        r.play(attack("R6"), 4, 5, 1, 1, 1, 1);
        assertEquals(List.of(Action.TAKE_HIT, Action.RETREAT), GameQueries.choices(r.game(), "b").stream().map(Choice::action).toList());
        List<Event> events = r.play(new Command.Retreat("b"));
        assertEquals(List.of(new Event.RetreatedFromStation("b", "b1", "Mill"),
                new Event.StationControlChanged("Mill", "b", "a"),
                new Event.DamageDieResolved(5, DieEffect.TARGET_HIT, 0),
                new Event.DecisionRequested(new PendingDecision.HitChoice("b", "b1", List.of("B", "G"), null))), events);
        assertEquals(List.of(FrameSystem.parse("B"), FrameSystem.parse("G")), r.game().frame("b", "b1").orElseThrow().systems());
        r.refused(new Command.Retreat("b"), "b1 holds no station it could leave to ignore this hit.");
        r.play(new Command.TakeHit("b", "B"));
    }

    /**
     * §7 settles control after each play in turn, and so does a correction, play by play: Ben holds
     * the Mill with b2 beside Cleo's c1; Anna's a1 is declared near it but isn't; a1's shot at c1
     * behind b2 makes b2 fall back (Cleo alone there takes it), then destroys c1 (she keeps it). Settled
     * once at the move's end and once as it stood, it went back to Ben (an audit).
     */
    @Test
    void aCorrectedMoveReplaysEachPlayAtTheStationSinceIt() {
        Table r = new Table(Table.combat(3, List.of(frame("a", "a1", "Rd"), frame("b", "b2", "B G"), frame("c", "c1", "Y")),
                List.of(new Station("Mill", "b", "b", true), new Station("Ash", "a", "a", true),
                        new Station("Cob", "c", "c", true)), null, List.of("c", "a", "b")));
        r.settle("b", "b2", "Mill");
        r.settle("c", "c1", "Mill");
        int[] ones = new int[Pool.of(r.game().frame("c", "c1").orElseThrow(), null, 0, false).size()];
        Arrays.fill(ones, 1);
        r.play(start("c", "c1", null, null), ones); // c1 acts first, so the shot at it wakes nothing
        r.play(new Command.Defend("c", "none"));
        r.play(new Command.EndTurn("c"));
        r.play(start("a", "a1", "c1", Range.DIRECT), 6, 1, 6, 1);
        r.play(new Command.Defend("a", "none"));
        r.play(new Command.Move("a", "W6", "Mill"));
        assertEquals("b", r.game().station("Mill").orElseThrow().holder(), "Ben keeps it, his frame beside it");
        r.play(new Command.Attack("a", "R6", false, "b2", null, null), 1, 1, 5, 6, 6, 6);
        r.play(new Command.Retreat("b"));
        assertTrue(r.game().frame("c", "c1").orElseThrow().destroyed());
        assertEquals("a", r.game().station("Mill").orElseThrow().holder(), "as declared: a1 alone by it");
        assertEquals(List.of(new Event.FrameStandsNear("a", "a1", null), new Event.StationControlChanged("Mill", "a", "c")),
                r.play(new Command.StandNear("a", null, "a1", null)), "as corrected: Cleo's, from b2's retreat on");
    }

    @Test
    void anyFrameTakingAHitMayRetreatACoveringFrame() {
        Table r = Table.duel(List.of(frame("a", "a1", "Rd"), frame("b", "b1", "B G"), frame("b", "b2", "B G")),
                List.of(new Station("Mill", "b", "b", true)));
        r.settle("b", "b2", "Mill");
        int[] ones = new int[Pool.of(r.game().frame("b", "b1").orElseThrow(), null, 0, false).size()];
        Arrays.fill(ones, 1);
        r.play(start("b", "b1", null, null), ones);
        r.play(new Command.Defend("b", "none"));
        r.play(new Command.EndTurn("b"));
        r.play(new Command.Pass("b"));
        r.play(start("a", "a1", "b1", Range.DIRECT), 1, 1, 3, 1);
        r.play(new Command.Defend("a", "none"));
        List<Event> events = r.play(new Command.Attack("a", "R3", false, "b2", null, null), 5, 1, 1);
        assertEquals(new Event.DecisionRequested(new PendingDecision.HitChoice("b", "b2", List.of("B", "G"), "Mill")),
                events.getLast());
        List<Event> retreat = r.play(new Command.Retreat("b"));
        assertEquals(new Event.RetreatedFromStation("b", "b2", "Mill"), retreat.getFirst());
        assertEquals(List.of(FrameSystem.parse("B"), FrameSystem.parse("G")), r.game().frame("b", "b2").orElseThrow().systems());
    }

    @Test
    void anyFrameTakingAHitMayRetreatAFallingFrame() {
        Table r = Table.duel(List.of(frame("a", "a1", "B G"), frame("b", "b1", "B")), List.of(new Station("Mill", "a", "a", true)),
                AdvancedOption.ELEVATION);
        r.settle("a", "a1", "Mill");
        List<Event> events = r.play(new Command.Fall("a", null, "a1", 3), 4);
        assertEquals(new Event.DecisionRequested(new PendingDecision.HitChoice("a", "a1", List.of("B", "G"), "Mill")),
                events.getLast());
        assertEquals(new Event.RetreatedFromStation("a", "a1", "Mill"), r.play(new Command.Retreat("a")).getFirst());
        assertEquals(2, r.game().frame("a", "a1").orElseThrow().systems().size());
    }

    @Test
    void droppingWhitesLetsAFrameWithBothWhitesLoseAWhiteInstead() {
        Table r = duel("B G", List.of(), AdvancedOption.DROP_WHITES);
        r.play(attack("R6"), 4, 4, 1, 1, 1, 1);
        assertEquals(new PendingDecision.HitChoice("b", "b1", List.of("B", "G", "white"), null), r.game().pending());
        List<Event> events = r.play(new Command.TakeHit("b", "white"));
        assertEquals(new Event.WhiteLost("b", "b1"), events.getFirst());
        assertEquals(new PendingDecision.HitChoice("b", "b1", List.of("B", "G"), null), r.game().pending(),
                "with one white left it can't drop another");
        r.refused(new Command.TakeHit("b", "W"), "b1 has already lost a white: it can drop no more; choose B or G.");
        Table off = duel("B G", List.of());
        off.play(attack("R6"), 4, 1, 1, 1, 1, 1);
        off.refused(new Command.TakeHit("b", "white"),
                "Dropping whites for damage is not in play in this game (an advanced option): choose B or G.");
    }

    @Test
    void aDamagedFrameKeepsEveryDieItRolledEvenForSystemsJustLost() {
        // Anna's a1 attacks b1, which has not acted: b1 rolls, defends, is hit, loses its G,
        // then resumes with the green die still in its roll.
        Table r = Table.duel(List.of(frame("a", "a1", "Rh Rh"), frame("b", "b1", "B G")));
        r.play(start("a", "a1", "b1", Range.HAND), 1, 1, 6, 6, 8, 1);
        r.play(new Command.Defend("a", "none"));
        r.play(attack("R6"));
        r.play(start("b", "b1", null, null), 3, 1, 2, 5, 7);
        r.play(new Command.Defend("b", "W1"), 1, 1, 1, 1, 6);
        r.play(new Command.TakeHit("b", "G"));
        r.play(new Command.EndTurn("a"));
        assertEquals(List.of(FrameSystem.parse("B")), r.game().frame("b", "b1").orElseThrow().systems());
        assertEquals("W3 B2 G5 d8G7", DieRef.list(r.game().turn().orElseThrow().left()));
        r.play(new Command.Move("b", "G5", null));
        assertFalse(r.game().frame("b", "b1").orElseThrow().destroyed());
    }

    /**
     * §6.5: a destroyed frame stops being an asset at once (its player's score drops by their PPA
     * the moment it is destroyed) and never acts again.
     */
    @Test
    void aDestroyedFrameIsNoAssetAtOnceAndNeverActsAgain() {
        Table r = duel(frame("b", "b1", "Y"), List.of());
        int before = r.game().score("b");
        r.play(attack("R6"), 4, 4, 4, 1, 1, 1);
        assertTrue(r.game().frame("b", "b1").orElseThrow().destroyed());
        assertEquals(before - r.game().ppa("b"), r.game().score("b"), "its score fell with the frame");
        r.play(new Command.EndTurn("a"));
        assertFalse(GameQueries.accepts(r.game(), start("b", "b1", null, null)), "it never acts again");
    }
}
