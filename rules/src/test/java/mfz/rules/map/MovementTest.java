package mfz.rules.map;

import static mfz.rules.map.Pieces.field;
import static mfz.rules.map.Pieces.frame;
import static mfz.rules.map.Pieces.rect;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import mfz.rules.game.Table;
import mfz.rules.turn.Action;
import mfz.rules.turn.Choices;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Moves on the map (docs/rules.md, "Undo"): reach, climbing, and going round cover. */
class MovementTest {

    private static final MapFrame MOVER = frame("Lancer", "ana", 2, 10);

    /** Open ground: the straight distance against the die, at its boundary. */
    @ParameterizedTest(name = "to {0},{1} with {2}: {3}")
    @CsvSource({
            "7,    10, 5, true",
            "7.01, 10, 5, false",
            "5,    14, 5, true",    // 3-4-5 diagonal, exactly 5
            "2,    10, 1, true",    // staying put
    })
    void reachOnOpenGround(double x, double y, int die, boolean allowed) {
        assertEquals(allowed, Movement.check(field(MOVER), MOVER, new Point(x, y), die, false).allowed());
    }

    @Test
    void climbingSixBricksCostsOneUnit() {
        Battlefield f = field(MOVER, rect("tower", 6, 5, 8, 4, 4));
        MapCheck up = Movement.check(f, MOVER, new Point(6, 10), 5, true);
        assertTrue(up.allowed(), "4 across + 1 up = 5");
        assertEquals(5, up.measured(), 1e-9);
        MapCheck.Refused tooFar = assertInstanceOf(MapCheck.Refused.class,
                Movement.check(f, MOVER, new Point(6.5, 10), 5, true));
        assertEquals("That move is 5.5 units (4.5 units across and 6 bricks up): the die reaches 5 units",
                tooFar.reason());
        // measured for the move's reply as the check measures it, and nothing for a move the map refuses
        assertEquals(Optional.of(new Movement.Measured(5, 6)), Movement.measure(f, MOVER, new Point(6, 10), 5, true));
        assertEquals(Optional.empty(), Movement.measure(f, MOVER, new Point(6.5, 10), 5, true));
    }

    @Test
    void goingDownCostsNothing() {
        MapFrame onTop = frame("Lancer", "ana", 6, 10);
        Battlefield f = field(onTop, rect("tower", 6, 5, 8, 4, 4));
        assertTrue(Movement.check(f, onTop, new Point(11, 10), 5, true).allowed());
    }

    @Test
    void aMovementSystemGoesStraightOverCover() {
        Battlefield f = field(MOVER, rect("wall", 4, 4, 0, 0.5, 24));
        assertTrue(Movement.check(f, MOVER, new Point(7, 10), 6, true).allowed());
    }

    /** Climbing counts along the way (§10 rulings): crossing a wall pays its climb, not only ending on it. */
    @Test
    void crossingAPiecePaysItsClimbOnTheWay() {
        Battlefield f = field(MOVER, rect("wall", 6, 4, 0, 0.5, 24));
        MapCheck.Refused refused = assertInstanceOf(MapCheck.Refused.class,
                Movement.check(f, MOVER, new Point(7, 10), 5, true));
        assertEquals("That move is 6 units (5 units across and 6 bricks up): the die reaches 5 units", refused.reason());
        assertTrue(Movement.check(f, MOVER, new Point(7, 10), 6, true).allowed(), "5 across and 1 up");
    }

    @Test
    void withoutOneAWallAcrossTheTableBlocks() {
        Battlefield f = field(MOVER, rect("wall", 4, 4, 0, 0.5, 24));
        MapCheck.Refused refused = assertInstanceOf(MapCheck.Refused.class,
                Movement.check(f, MOVER, new Point(7, 10), 5, false));
        assertEquals("Without a movement system or the sprint die, Lancer can't cross cover, and there is no way"
                + " round within 5 units (straight, it is 5 units)", refused.reason());
    }

    @Test
    void lowTerrainIsNoObstacle() {
        Battlefield f = field(MOVER, rect("hedge", 2, 4, 0, 0.5, 24));
        // 5 across and the hedge's 2 bricks up on the way (1/3 unit).
        assertTrue(Movement.check(f, MOVER, new Point(7, 10), 6, false).allowed());
        assertFalse(Movement.check(f, MOVER, new Point(7, 10), 5, false).allowed());
    }

    @Test
    void withoutOneAShortWallIsGoneRound() {
        // A wall 2 units long square across the way, 3 units out: round its end is a little longer.
        Battlefield f = field(MOVER, rect("wall", 4, 4.75, 9, 0.5, 2));
        MapCheck round = Movement.check(f, MOVER, new Point(8, 10), 7, false);
        assertTrue(round.allowed());
        assertTrue(round.measured() > 6.3 && round.measured() < 6.8, "round the wall: " + round.measured());
        MapCheck.Refused refused = assertInstanceOf(MapCheck.Refused.class,
                Movement.check(f, MOVER, new Point(8, 10), 6, false));
        assertTrue(refused.reason().contains("no way round within 6 units"), refused.reason());
        assertTrue(Movement.check(f, MOVER, new Point(8, 10), 7, true).allowed(), "straight over it is 6 and 4 bricks up");
        assertFalse(Movement.check(f, MOVER, new Point(8, 10), 6, true).allowed(), "its climb counts on the way");
    }

    @Test
    void aGapBetweenTwoBlocksIsUsedWhenTheFrameFits() {
        Battlefield wide = field(MOVER, rect("north", 4, 4.5, 10.6, 1, 13.4), rect("south", 4, 4.5, 0, 1, 9.4));
        assertTrue(Movement.check(wide, MOVER, new Point(8, 10), 6, false).allowed(), "1.2 gap for a 1-unit frame");
        Battlefield narrow = field(MOVER, rect("north", 4, 4.5, 10.4, 1, 13.6), rect("south", 4, 4.5, 0, 1, 9.6));
        assertFalse(Movement.check(narrow, MOVER, new Point(8, 10), 6, false).allowed(), "0.8 gap: too narrow");
    }

    @Test
    void otherFramesAreGoneRoundAndNeverStoodOn() {
        MapFrame blocker = frame("Brick", "bo", 5, 10);
        Battlefield f = field(MOVER, blocker);
        MapCheck round = Movement.check(f, MOVER, new Point(8, 10), 7, false);
        assertTrue(round.allowed());
        assertTrue(round.measured() > 6, "went round Brick: " + round.measured());
        MapCheck.Refused onIt = assertInstanceOf(MapCheck.Refused.class,
                Movement.check(f, MOVER, new Point(5.5, 10), 7, true));
        assertEquals("Brick already stands there", onIt.reason());
    }

    @Test
    void withoutOneAFrameCannotEndOnCover() {
        Battlefield f = field(MOVER, rect("tower", 6, 5, 8, 4, 4));
        MapCheck.Refused refused = assertInstanceOf(MapCheck.Refused.class,
                Movement.check(f, MOVER, new Point(6, 10), 6, false));
        assertEquals("Without a movement system or the sprint die, Lancer can't end on or inside tower",
                refused.reason());
    }

    @Test
    void aFrameOnCoverThatLostItsMovementSystemMayClimbDown() {
        MapFrame onTop = frame("Lancer", "ana", 6, 10);
        Battlefield f = field(onTop, rect("tower", 6, 5, 8, 4, 4));
        assertTrue(Movement.check(f, onTop, new Point(11, 10), 5, false).allowed());
    }

    /** It may leave the cover it stands on, but not end on it again (RULES.md §10: never end inside a piece). */
    @Test
    void aFrameOnCoverThatLostItsMovementSystemCantEndOnItAgain() {
        MapFrame onTop = frame("Lancer", "ana", 7, 10); // the tower spans 5 to 9 and 8 to 12
        Battlefield f = field(onTop, rect("tower", 6, 5, 8, 4, 4));
        MapCheck.Refused along = assertInstanceOf(MapCheck.Refused.class,
                Movement.check(f, onTop, new Point(8, 10.5), 5, false));
        assertTrue(along.reason().contains("can't end on or inside tower"), along.reason());
        assertTrue(Movement.check(f, onTop, new Point(7, 14.5), 5, false).allowed(), "off it is free");
    }

    @Test
    void offTheTableIsRefused() {
        MapCheck.Refused refused = assertInstanceOf(MapCheck.Refused.class,
                Movement.check(field(MOVER), MOVER, new Point(-1, 10), 5, true));
        assertEquals("-1,10 is off the table (0 to 24 each way)", refused.reason());
    }

    /** A frame touching a wall or a frame is still barred by it (an audit, 2026-11-26: it walked through both). */
    @Test
    void withoutOneWhatAFrameTouchesIsStillInItsWay() {
        MapFrame touching = frame("Lancer", "ana", 2, 2.5); // the wall below starts at y = 3: edge to edge
        Battlefield f = field(touching, rect("rock", 4, 0, 3, 24, 0.5));
        MapCheck.Refused through = assertInstanceOf(MapCheck.Refused.class,
                Movement.check(f, touching, new Point(2, 4.5), 3, false));
        assertTrue(through.reason().contains("no way round"), through.reason());
        assertFalse(Movement.check(f, touching, new Point(2, 3.25), 3, false).allowed(), "nor onto it");
        assertTrue(Movement.check(f, touching, new Point(2, 0.5), 3, false).allowed(), "stepping away is free");
        assertTrue(Movement.check(f, touching, new Point(6, 2.5), 4, false).allowed(), "and along it");

        MapFrame beside = frame("Lancer", "ana", 2, 10);
        Battlefield framed = field(beside, frame("Brick", "bo", 3, 10)); // disc to disc
        assertFalse(Movement.check(framed, beside, new Point(4, 10), 2, false).allowed(), "round Brick is about pi units");
        assertTrue(Movement.check(framed, beside, new Point(4.5, 10), 4, false).allowed(), "within reach round it");
    }

    /** Every climb on the way is paid (§10 rulings), not only the highest. */
    @Test
    void twoWallsCostTwoClimbsAndAClimbAfterADescentIsPaid() {
        Battlefield walls = field(MOVER, rect("first", 6, 4, 0, 0.5, 24), rect("second", 6, 7, 0, 0.5, 24));
        MapCheck.Refused refused = assertInstanceOf(MapCheck.Refused.class,
                Movement.check(walls, MOVER, new Point(8, 10), 7, true));
        assertEquals("That move is 8 units (6 units across and 12 bricks up): the die reaches 7 units", refused.reason());
        assertTrue(Movement.check(walls, MOVER, new Point(8, 10), 8, true).allowed());

        MapFrame onTop = frame("Lancer", "ana", 2, 10);
        Battlefield towers = field(onTop, rect("home", 12, 1, 9, 2, 2), rect("other", 12, 6, 9, 2, 2));
        MapCheck.Refused again = assertInstanceOf(MapCheck.Refused.class,
                Movement.check(towers, onTop, new Point(7, 10), 5, true));
        assertTrue(again.reason().contains("12 bricks up"), "down from home, up the other: " + again.reason());
        assertTrue(Movement.check(towers, onTop, new Point(7, 10), 7, true).allowed(), "5 across and 2 up");
    }

    /** The way round stays on the table: a wall that meets its edge has no way round there (it went round off the edge). */
    @Test
    void noWayRoundPastTheTablesEdge() {
        MapFrame mover = frame("Lancer", "ana", 0.6, 9.4);
        Battlefield f = field(mover, rect("wall", 4, 0, 10, 6, 0.5));
        MapCheck.Refused refused = assertInstanceOf(MapCheck.Refused.class,
                Movement.check(f, mover, new Point(0.6, 11.1), 4, false));
        assertTrue(refused.reason().contains("no way round"), refused.reason());
        assertTrue(Movement.check(f, mover, new Point(0.6, 11.1), 14, false).allowed(), "round the far end, on the table");
    }

    /** A move can't end on a station, as a placement can't (an audit, 2026-11-26: it could). */
    @Test
    void aMoveCantEndOnAStation() {
        Battlefield f = field(MOVER, Pieces.station("Relay", "bo", 5, 10));
        MapCheck.Refused onIt = assertInstanceOf(MapCheck.Refused.class, Movement.check(f, MOVER, new Point(5.5, 10), 5, true));
        assertEquals("Station Relay already stands there", onIt.reason());
        assertTrue(Movement.check(f, MOVER, new Point(6, 10), 5, true).allowed(), "beside it, disc to disc");
    }

    /** On the map the move's hint asks for the point, not the station: the map measures nearness (a map audit). */
    @Test
    void theMovesHintOnTheMapAsksForThePoint() {
        Table table = MapTables.attackingB1();
        String move = Choices.of(table.game(), "a").stream()
                .filter(c -> c.action() == Action.MOVE).findFirst().orElseThrow().note();
        assertTrue(move.endsWith("name the point it ends at, and the map says which station it stands near."), move);
    }
}
