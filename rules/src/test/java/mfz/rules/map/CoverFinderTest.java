package mfz.rules.map;

import static mfz.rules.map.Pieces.field;
import static mfz.rules.map.Pieces.frame;
import static mfz.rules.map.Pieces.rect;
import static mfz.rules.map.Pieces.station;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import mfz.rules.attack.Cover;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Cover on the map (docs/rules.md, "Undo"). The attacker stands at 2,10 and the target at 12,10, both 1
 * unit across, so the band between them is the strip 9.5 ≤ y ≤ 10.5 (rounded at the ends) and
 * the target's edge is at x = 11.5.
 */
class CoverFinderTest {

    private static final MapFrame ATTACKER = frame("Lancer", "ana", 2, 10);
    private static final MapFrame TARGET = frame("Brick", "bo", 12, 10);

    private static List<String> covers(Object... pieces) {
        Object[] all = new Object[pieces.length + 2];
        all[0] = ATTACKER;
        all[1] = TARGET;
        System.arraycopy(pieces, 0, all, 2, pieces.length);
        return CoverFinder.covers(field(all), ATTACKER, TARGET).stream().map(piece -> piece.describe(id -> id)).toList();
    }

    /** One wall, x from {@code x} to x + 0.5, y from {@code y} to y + {@code h}: does it cover the target? */
    @ParameterizedTest(name = "{5}: wall at x {0}, y {1}+{2}, {3} bricks -> {4}")
    @CsvSource({
            "10.6, 8,    4,   3, true,  whole: across the band right in front",
            "10.6, 10.2, 3,   3, true,  in part: over half the band",
            "10.6, 10.5, 3,   3, true,  touching the band's edge",
            "10.6, 10.6, 3,   3, false, just off the band",
            "10.6, 8,    4,   2, false, too low: under 3 bricks",
            "10.6, 8,    4,  12, true,  tall",
            "10.0, 8,    4,   3, true,  exactly 1 unit from the target",
            "9.9,  8,    4,   3, false, just over 1 unit from the target",
            "3.0,  8,    4,   3, false, near the attacker only",
            "12.6, 8,    4,   3, false, behind the target: within 1 but not between",
            "11.8, 8,    4,   3, true,  under the target's own edge",
    })
    void oneWall(double x, double y, double h, int bricks, boolean covered, String why) {
        List<String> found = covers(rect("wall", bricks, x, y, 0.5, h));
        assertEquals(covered ? List.of("wall (" + bricks + " bricks)") : List.of(), found, why);
    }

    @Test
    void aStandingFrameNearTheTargetAndBetweenCovers() {
        List<CoverPiece> found = CoverFinder.covers(field(ATTACKER, TARGET, frame("Guard", "cy", 10.5, 10.6)),
                ATTACKER, TARGET);
        assertEquals(List.of(Cover.frame("cy", "Guard")), found.stream().map(CoverPiece::asCover).toList());
    }

    @Test
    void aFrameAsideOfTheBandOrFarFromTheTargetDoesNotCover() {
        assertEquals(List.of(), covers(frame("Aside", "cy", 10.5, 11.1)));
        assertEquals(List.of(), covers(frame("Far", "cy", 7, 10)));
    }

    @Test
    void theAttackerAndTargetNeverCoverThemselves() {
        assertEquals(List.of(), covers());
        // Hand to hand the attacker stands within 1 unit of the target, where a third frame would cover.
        MapFrame close = frame("Lancer", "ana", 10.6, 10);
        assertEquals(List.of(), CoverFinder.covers(field(close, TARGET), close, TARGET));
    }

    @Test
    void stationsAreNeverCover() {
        assertEquals(List.of(), covers(station("Relay", "cy", 10.5, 10)));
    }

    @Test
    void severalCoversAreAllReturnedForTheOwnerToChoose() {
        List<String> found = covers(rect("wall", 4, 10.6, 8, 0.5, 4), frame("Guard", "bo", 11, 10.9),
                rect("crate", 3, 11.6, 9.2, 0.4, 0.4));
        assertEquals(List.of("wall (4 bricks)", "crate (3 bricks)", "Guard (bo)"), found);
    }

    @Test
    void aDiagonalAttackSweepsABandBetweenTheDiscs() {
        MapFrame attacker = frame("Lancer", "ana", 2, 2);
        MapFrame target = frame("Brick", "bo", 10, 10);
        Terrain onTheLine = rect("block", 5, 8.5, 8.5, 0.5, 0.5);
        Terrain offTheLine = rect("block", 5, 10, 7, 0.5, 0.5);
        assertEquals(1, CoverFinder.covers(field(attacker, target, onTheLine), attacker, target).size());
        assertEquals(0, CoverFinder.covers(field(attacker, target, offTheLine), attacker, target).size());
    }

    @Test
    void aWiderAttackerSweepsAWiderBandTowardsTheTarget() {
        // From a 3-unit-wide attacker at 2,10 the band narrows from ±1.5 to ±0.5: at x = 10.6 it
        // reaches about ±0.60, so a piece at y 10.55 is touched, and it would not be by a 1-unit attacker.
        MapFrame wide = new MapFrame("Titan", "ana", new Disc(new Point(2, 10), 3));
        Terrain post = rect("post", 3, 10.6, 10.55, 0.3, 0.3);
        assertEquals(1, CoverFinder.covers(field(wide, TARGET, post), wide, TARGET).size());
        assertEquals(0, CoverFinder.covers(field(ATTACKER, TARGET, post), ATTACKER, TARGET).size());
    }

    @Test
    void deploymentCoverIsAnyCoverPieceWithinOneUnit() {
        Battlefield f = field(TARGET, rect("tower", 6, 13.4, 9, 1, 2), rect("rubble", 1, 11, 11, 1, 1));
        assertEquals(List.of("tower (6 bricks)"), CoverFinder.coverNear(f, TARGET).stream().map(piece -> piece.describe(id -> id)).toList());
    }
}
