package mfz.rules.map;

import static mfz.rules.map.Pieces.field;
import static mfz.rules.map.Pieces.frame;
import static mfz.rules.map.Pieces.rect;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Spotting by comms (docs/rules.md §5 step 5) from the map: range and cover against the comms systems. */
class SpottingTest {

    @ParameterizedTest(name = "comms {0}, target at x {1}, wall {2}: {3}")
    @CsvSource({
            "0, 8,  false, true",
            "0, 8,  true,  false",   // in cover: needs a comms system
            "0, 11, false, true",    // exactly 8 between the edges
            "0, 11.5, false, false", // beyond direct fire
            "1, 8,  true,  true",
            "1, 11.5, false, false",
            "2, 11.5, true,  true",  // anywhere
            "2, 23, false, true",
    })
    void commsDecideWhatCanBeSeen(int comms, double targetX, boolean wall, boolean allowed) {
        MapFrame spotter = frame("Eye", "ana", 2, 10);
        MapFrame target = frame("Brick", "bo", targetX, 10);
        Battlefield f = wall ? field(spotter, target, rect("wall", 4, targetX - 1.2, 8, 0.4, 4))
                : field(spotter, target);
        assertEquals(allowed, Spotting.check(f, spotter, target, comms, id -> id).allowed());
    }

    /** §10 rulings: frames are told apart by player and name, so a frame's cover names its owner (an audit). */
    @Test
    void aCoveringFrameIsNamedWithItsOwner() {
        MapFrame spotter = frame("X2", "ana", 2, 10);
        MapFrame target = frame("X1", "bo", 8, 10);
        Battlefield f = field(spotter, target, frame("X1", "ana", 6.5, 10));
        MapCheck.Refused refused = assertInstanceOf(MapCheck.Refused.class,
                Spotting.check(f, spotter, target, 0, id -> id.equals("ana") ? "Ana" : "Bo"));
        assertEquals("X1 is in the cover of X1 (Ana): spotting it needs a comms system", refused.reason());
    }
}
