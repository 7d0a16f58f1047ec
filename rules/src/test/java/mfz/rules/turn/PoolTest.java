package mfz.rules.turn;

import static mfz.rules.game.Table.frame;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import mfz.rules.company.Frame;
import mfz.rules.company.FrameSystem;
import org.junit.jupiter.api.Test;

/** The pool a frame rolls (docs/rules.md §5 step 2). */
class PoolTest {

    private static String pool(Frame f, Range range, int ssrs, boolean hazard) {
        return Pool.of(f, range, ssrs, hazard).notation();
    }

    @Test
    void twoWhitesAndOneDieOfItsColourPerDefenseMovementAndCommsSystem() {
        assertEquals("W W B G Y Y", pool(frame("a", "x", "B G Y Y"), null, 0, false).replace(" d8G", ""));
    }

    @Test
    void whitesLostToDamageAreNotRolled() {
        assertEquals("W R R B", pool(frame("a", "x", "Rd B").withWhites(1), Range.DIRECT, 0, false));
    }

    @Test
    void theFirstWeaponAtTheNamedRangeGivesTwoRedD6AndASecondOneARedD8() {
        assertEquals("W W R R d8R B Y", pool(frame("a", "x", "Ra Ra B Y"), Range.ARTILLERY, 0, false));
    }

    @Test
    void weaponsRollOnlyAtTheNamedRange() {
        Frame f = frame("a", "x", "Rh Rd B");
        assertEquals("W W R R B", pool(f, Range.HAND, 0, false));
        assertEquals("W W R R B", pool(f, Range.DIRECT, 0, false));
        assertEquals("W W B", pool(frame("a", "x", "Ra B"), Range.HAND, 0, false));
    }

    @Test
    void aSplitRangeWeaponGivesOneRedD6AtEachOfItsRangesAndTheFrameNeverGetsTheRedD8() {
        // a legal frame (two direct-fire weapons and a half: Rd Rd Rd/Ra carried two and a half, refused)
        Frame f = frame("a", "x", "Rd Rd Rh/Ra");
        assertEquals("W W R R", pool(f, Range.DIRECT, 0, false), "two Rd and never the d8");
        assertEquals("W W R", pool(f, Range.ARTILLERY, 0, false));
        assertEquals("W W R", pool(f, Range.HAND, 0, false));
        assertEquals("W W R R d8R Y", pool(frame("a", "x", "Rd Rd Y"), Range.DIRECT, 0, false), "without one, the d8");
    }

    @Test
    void eachSsrFiredAddsARedD8() {
        assertEquals("W W R R d8R d8R G", pool(frame("a", "x", "Rd G", 3), Range.DIRECT, 2, false));
    }

    @Test
    void aFrameWithoutDirectFireOrArtilleryWeaponSprintsWithAGreenD8() {
        assertEquals("W W R R G d8G", pool(frame("a", "x", "Rh G"), Range.HAND, 0, false));
        assertEquals("W W R G", pool(frame("a", "x", "Rh/Rd G"), Range.HAND, 0, false), "a ranged half counts");
        assertEquals("W W d8G Y", pool(frame("a", "x", "Rd Y").without(List.of(FrameSystem.parse("Rd"))), null, 0,
                false), "lost its last ranged weapon: sprints from its next turn");
    }

    @Test
    void aFrameInAHazardItDoesntCopeWithSetsAWhiteAside() {
        // Whether it copes is Hazards' question (HazardKindsTest); the pool only sets the white aside.
        assertEquals("W R R", pool(frame("a", "x", "Rd"), Range.DIRECT, 0, true));
        assertEquals("W W R R", pool(frame("a", "x", "Rd E"), Range.DIRECT, 0, false));
    }

    @Test
    void withoutATargetNoRedDieIsRolled() {
        assertEquals("W W B", pool(frame("a", "x", "Rd B"), null, 0, false));
    }

    /**
     * §5.2: a frame that lost its last ranged weapon gets the sprint die from its next turn on: the
     * pool of any turn it starts after the loss sprints (the turn under way keeps every die it
     * rolled: {@code DamageTest.aDamagedFrameKeepsEveryDieItRolledEvenForSystemsJustLost}).
     */
    @Test
    void aFrameThatLostItsLastRangedWeaponSprintsFromItsNextTurn() {
        assertEquals("W W R R Y", pool(frame("a", "x", "Rd Y"), Range.DIRECT, 0, false), "armed: no sprint");
        assertEquals("W W d8G Y", pool(frame("a", "x", "Rd Y").without(List.of(FrameSystem.parse("Rd"))), null, 0,
                false), "its weapon lost: the next pool sprints");
    }
}
