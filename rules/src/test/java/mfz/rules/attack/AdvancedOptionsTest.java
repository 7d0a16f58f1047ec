package mfz.rules.attack;

import static mfz.rules.game.Table.frame;
import static mfz.rules.game.Table.start;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Optional;
import mfz.rules.company.FrameSystem;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.GameQueries;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.Refusal;
import mfz.rules.game.Table;
import mfz.rules.options.AdvancedOption;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;
import mfz.rules.turn.DieRef;
import mfz.rules.turn.Range;
import mfz.rules.turn.Target;
import org.junit.jupiter.api.Test;

/** Advanced options in play (docs/rules.md §8): each only when agreed, refused with the reason otherwise. */
class AdvancedOptionsTest {

    private static Table duel(AdvancedOption... options) {
        return Table.duel(List.of(frame("a", "a1", "Rd B G"), frame("b", "b1", "B G Y Rd")), options);
    }

    @Test
    void jettisoningThrowsSystemsAwayBeforeTheRollAndMayEarnTheSprintDie() {
        Table r = duel(AdvancedOption.JETTISON);
        List<Event> events = r.play(new Command.StartTurn("a", "a1", "b1", null, Range.HAND, 0, false, "rd"), 1, 2, 3, 4, 5);
        assertEquals(new Event.SystemsJettisoned("a", "a1", List.of(FrameSystem.parse("Rd"))), events.getFirst());
        assertEquals("W1 W2 B3 G4 d8G5", DieRef.list(r.game().turn().orElseThrow().rolled()));
        assertEquals(List.of(FrameSystem.parse("B"), FrameSystem.parse("G")), r.game().frame("a", "a1").orElseThrow().systems());
    }

    /** §1: a split weapon is one weapon whichever half is written first (an audit: Rd/Ra wasn't found on Ra/Rd). */
    @Test
    void aSplitWeaponIsJettisonedWhicheverWayRoundItIsNamed() {
        Table r = Table.duel(List.of(frame("a", "a1", "Ra/Rd B G"), frame("b", "b1", "B G Y Rd")),
                AdvancedOption.JETTISON, AdvancedOption.SPLIT_RANGE);
        List<Event> events = r.play(new Command.StartTurn("a", "a1", "b1", null, Range.HAND, 0, false, "rd/ra"),
                1, 2, 3, 4, 5);
        assertEquals(new Event.SystemsJettisoned("a", "a1", List.of(FrameSystem.parse("Ra/Rd"))), events.getFirst());
        assertEquals("Ra/Rd", ((Event.SystemsJettisoned) events.getFirst()).systems().getFirst().notation(),
                "the frame's own system, written as it is on the frame");
        assertEquals(List.of(FrameSystem.parse("B"), FrameSystem.parse("G")), r.game().frame("a", "a1").orElseThrow().systems());
    }

    @Test
    void jettisoningIsRefusedWhenOffAndForSystemsTheFrameLacksOrWhites() {
        duel().refused(new Command.StartTurn("a", "a1", null, null, null, 0, false, "B"),
                "Jettisoning is not in play in this game (an advanced option).");
        Table r = duel(AdvancedOption.JETTISON);
        r.refused(new Command.StartTurn("a", "a1", null, null, null, 0, false, "Y"), "a1 has no Y to jettison.");
        r.refused(new Command.StartTurn("a", "a1", null, null, null, 0, false, "Rd Rd"), "a1 has only 1 Rd to jettison.");
        r.refused(new Command.StartTurn("a", "a1", null, null, null, 0, false, "W"),
                "`W` can't be jettisoned: name systems like B G Rd (whites can't be jettisoned).");
        r.refused(new Command.StartTurn("a", "a1", "b1", null, Range.DIRECT, 0, false, "Rd"),
                "Direct fire needs a direct-fire weapon or at least one SSR fired.");
    }

    /** §8: an environmental system thrown away before the roll no longer copes: in a hazard, a white is set aside. */
    @Test
    void anEnvironmentalSystemJettisonedInAHazardCopesNoMore() {
        Table kept = Table.duel(List.of(frame("a", "a1", "E B"), frame("b", "b1", "B G Y Rd")),
                AdvancedOption.HAZARDS, AdvancedOption.JETTISON);
        kept.play(new Command.StartTurn("a", "a1", null, null, null, 0, true, null), 6, 5, 3, 1);
        assertEquals("W6 W5 B3 d8G1", DieRef.list(kept.game().turn().orElseThrow().rolled()), "E copes: both whites");
        Table thrown = Table.duel(List.of(frame("a", "a1", "E B"), frame("b", "b1", "B G Y Rd")),
                AdvancedOption.HAZARDS, AdvancedOption.JETTISON);
        thrown.play(new Command.StartTurn("a", "a1", null, null, null, 0, true, "E"), 6, 3, 1);
        assertEquals("W6 B3 d8G1", DieRef.list(thrown.game().turn().orElseThrow().rolled()), "without it, one white");
    }

    /** §8: a frame with one white left that starts in a hazard sets it aside and rolls no white at all. */
    @Test
    void aFrameWithOneWhiteLeftRollsNoneInAHazard() {
        Table r = Table.duel(List.of(frame("a", "a1", "B G").withWhites(1), frame("b", "b1", "B G Y Rd")),
                AdvancedOption.HAZARDS);
        r.play(new Command.StartTurn("a", "a1", null, null, null, 0, true, null), 3, 4, 1);
        assertEquals("B3 G4 d8G1", DieRef.list(r.game().turn().orElseThrow().rolled()));
    }

    @Test
    void aFrameStartingInAHazardSetsAWhiteAsideOnlyWhenHazardsAreInPlay() {
        duel().refused(new Command.StartTurn("a", "a1", null, null, null, 0, true, null),
                "Hazardous areas are not in play in this game (an advanced option).");
        Table r = duel(AdvancedOption.HAZARDS);
        r.play(new Command.StartTurn("a", "a1", null, null, null, 0, true, null), 6, 3, 4);
        assertEquals("W6 B3 G4", DieRef.list(r.game().turn().orElseThrow().rolled()));
    }

    @Test
    void aFallDealsOneDamageDiePerThreeBricksOnTheFallingChart() {
        duel().refused(new Command.Fall("a", null, "a1", 6), "Elevation and falling are not in play in this game (an advanced option).");
        Table r = duel(AdvancedOption.ELEVATION);
        r.refused(new Command.Fall("a", null, "a1", 2), "A fall of fewer than 3 bricks does no damage.");
        r.refused(new Command.Fall("a", null, "b1", 6), "Only Ben, or the player whose turn is underway, says that b1 fell.");
        // What the bot asks before its form for the height: the reporter too (an audit: the form came first).
        Refusal early = assertThrows(Refusal.class, () -> FallRules.requireFallable(r.game(), "a", null, "b1"));
        assertEquals("Only Ben, or the player whose turn is underway, says that b1 fell.", early.getMessage());
        FallRules.requireFallable(r.game(), "a", null, "a1");
        List<Event> events = r.play(new Command.Fall("a", null, "a1", 8), 4, 3);
        assertEquals(List.of(new Event.FallDamageRolled("a", "a1", 8, List.of(4, 3)),
                new Event.DamageDieResolved(3, DieEffect.NOTHING, 0), new Event.DamageDieResolved(4, DieEffect.TARGET_HIT, 0),
                new Event.DecisionRequested(new PendingDecision.HitChoice("a", "a1", List.of("Rd", "B", "G"), null))), events);
        List<Event> taken = r.play(new Command.TakeHit("a", "Rd"));
        assertEquals(new Event.DamageResolved(Target.frame("a", "a1")), taken.getLast());
        assertEquals(Optional.of("a"), GameQueries.initiative(r.game()), "play goes on where it was");
    }

    @Test
    void aFallDuringATurnLetsTheTurnGoOnAndAFallenFrameThatIsDestroyedNeverResumes() {
        Table r = Table.duel(List.of(frame("a", "a1", "Rd"), frame("b", "b1", "B"), frame("a", "a2", "B")),
                AdvancedOption.ELEVATION);
        r.play(start("a", "a1", null, null), 1, 1);
        r.play(new Command.Defend("a", "none"));
        r.play(new Command.Fall("a", null, "a1", 9), 6, 6, 6);
        assertEquals(true, r.game().frame("a", "a1").orElseThrow().destroyed());
        assertEquals(Optional.empty(), r.game().turn(), "its turn is over");
        assertEquals(Optional.of("a"), GameQueries.initiative(r.game()));
    }

    /**
     * §8 rulings: a fall is told while no hit waits for its owner's choice and no turn waits for
     * its roll or its defense, and of 90 bricks (30 dice) at most.
     */
    @Test
    void aFallWaitsForTheDefenseAndIsNinetyBricksAtMost() {
        Table r = duel(AdvancedOption.ELEVATION);
        r.refused(new Command.Fall("a", null, "a1", 93), "A fall of more than 90 bricks? Count again.");
        r.play(start("a", "a1", null, null), 1, 1, 1, 1);
        String waiting = GameQueries.waitingOn(r.game());
        r.refused(new Command.Fall("a", null, "a1", 6), "Not now: " + waiting);
        r.play(new Command.Defend("a", "none"));
        r.play(new Command.Fall("b", null, "b1", 3), 1);
    }

    /** §8: each advanced option is agreed before play, and all are off by default. */
    @Test
    void everyAdvancedOptionIsOffByDefaultAndAgreedOnlyBeforePlay() {
        for (GameSize size : GameSize.values()) {
            assertEquals(List.of(), GameOptions.defaults(size).advanced(), size.word());
        }
        Table r = duel();
        assertEquals(List.of(), r.game().options().advanced(), "a game played without agreeing any");
        assertEquals(false, GameQueries.accepts(r.game(), new Command.SetAdvancedOption("a",
                AdvancedOption.JETTISON, true)), "not once play has begun");
    }
}
