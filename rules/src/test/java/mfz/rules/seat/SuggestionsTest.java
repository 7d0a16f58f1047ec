package mfz.rules.seat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import mfz.rules.company.Frame;
import mfz.rules.dice.RolledDie;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.game.Table;
import mfz.rules.map.MapTables;
import mfz.rules.map.Point;
import mfz.rules.options.GameSize;
import mfz.rules.stations.Station;
import mfz.rules.turn.Pool;
import mfz.rules.turn.Range;
import org.junit.jupiter.api.Test;

/**
 * The points offered to a tapping player on the map are ones the rules accept: whole seeded
 * map games where one side places every station and frame, and makes every move it can, at
 * the first point offered, and never types one.
 */
class SuggestionsTest {

    @Test
    void aPlayerWhoOnlyTapsTheOfferedPointsPlaysAWholeMapGame() {
        for (long seed : new long[] {0, 2}) {
            Tapper tapper = new Tapper();
            SeatGames.Played played = SeatGames.play(seed, seed == 2 ? GameSize.BATTLE : GameSize.SKIRMISH, 3,
                    List.of(tapper, SeatGames.seat(Strength.EASY)), false, true);
            assertEquals(Phase.ENDED, played.game().phase(), "seed " + seed);
            assertTrue(tapper.frames > 0 && tapper.stations > 0, "placed by offered points: " + tapper);
            assertTrue(tapper.moves > 0, "moved to offered points: " + tapper);
        }
    }

    /** A die too short to reach the named range is offered as far as it goes, and said so. */
    @Test
    void aMoveThatFallsShortSaysTowardNotInto() {
        Table table = MapTables.skirmish("B G Y Rd",
                List.of(MapTables.NEAR_TARGET), new Point(12, 12));
        // a1 at hand-to-hand with b1, six units away (no red die at that range): W6 W1 B3 G1 Y1
        table.play(new Command.StartTurn("a", "a1", "b1", null, Range.HAND, 0, false, null),
                6, 1, 3, 1, 1);
        table.play(new Command.Defend("a", "none"));
        Game game = table.game();
        assertTrue(Suggestions.forMove(game, "W6").getFirst().words().equals("into hand-to-hand of b1"),
                Suggestions.forMove(game, "W6").toString());
        assertTrue(Suggestions.forMove(game, "G1").getFirst().words().equals("toward hand-to-hand of b1"),
                Suggestions.forMove(game, "G1").toString());
    }

    /** A frame already in the named range is offered a move that keeps it there, said so ("into" read as a move in). */
    @Test
    void aMoveAlreadyInRangeSaysStayingIn() {
        Table table = MapTables.skirmish("B G Y Rd", List.of(), new Point(2, 10.8), new Point(12, 12));
        // a1 at 2,2 and b1 at 2,10.8: 7.8 units edge to edge, direct fire on the 8-unit ruler. W6 W1 R3 R4 B1 G5 Y2
        table.play(new Command.StartTurn("a", "a1", "b1", null, Range.DIRECT, 0, false, null), 6, 1, 3, 4, 1, 5, 2);
        table.play(new Command.Defend("a", "none"));
        List<Suggestions.Suggested> moves = Suggestions.forMove(table.game(), "G5");
        assertTrue(!moves.isEmpty() && moves.getFirst().words().equals("staying in direct fire of b1"),
                moves.toString());
    }

    /**
     * Once the attack is made and no spot may come (which wants the target in sight), no move toward
     * or within the target's range is offered: it buys nothing (a phone review). With a spot die
     * left it still is.
     */
    @Test
    void noMoveIntoTheTargetsRangeOnceNeitherAttackNorSpotMayCome() {
        for (boolean spotDieLeft : new boolean[] {true, false}) {
            Table table = MapTables.skirmish("B G Rd", List.of(), new Point(2, 10.8), new Point(12, 12));
            table.play(new Command.Pass("a"));
            table.play(new Command.StartTurn("b", "b1", null, null, null, 0, false, null), 1, 1, 1, 1, 1);
            table.play(new Command.Defend("b", "none"));
            table.play(new Command.EndTurn("b"));
            // a1 at 2,2 and b1 at 2,10.8: direct fire. W6 W1 R3 R4 B1 G5; its attack's dice all miss
            table.play(new Command.StartTurn("a", "a1", "b1", null, Range.DIRECT, 0, false, null), 6, 1, 3, 4, 1, 5);
            table.play(new Command.Defend("a", spotDieLeft ? "none" : "W1"));
            assertTrue(Suggestions.forMove(table.game(), "G5").stream().anyMatch(p -> p.words().endsWith("of b1")),
                    "before the attack: " + Suggestions.forMove(table.game(), "G5"));
            table.play(new Command.Attack("a", spotDieLeft ? "R4" : "W6", false, null, null, null),
                    spotDieLeft ? new int[] {1, 1, 1, 1} : new int[] {1, 1, 1, 1, 1, 1});
            assertEquals(spotDieLeft, Suggestions.forMove(table.game(), "G5").stream()
                    .anyMatch(p -> p.words().endsWith("of b1")), Suggestions.forMove(table.game(), "G5").toString());
        }
    }

    /**
     * A station's point from which the attack still to come can't be made says so: "near A-S" cost
     * the attack unsaid (a phone review of a map game).
     */
    @Test
    void aStationsPointOutOfTheNamedRangeSaysSo() {
        Table table = MapTables.stationsBenHosting(); // a1 at 2,2, its A-S at 10,2; b1 at 2,8
        int[] dice = new int[Pool.of(table.game().frame("a", "a1").orElseThrow(), Range.HAND, 0, false).size()];
        Arrays.fill(dice, 6);
        table.play(new Command.StartTurn("a", "a1", "b1", "b", Range.HAND, 0, false, null), dice);
        table.play(new Command.Defend("a", "none"));
        Game game = table.game();
        List<Suggestions.Suggested> offered = game.turn().orElseThrow().left().stream()
                .flatMap(die -> Suggestions.forMove(game, die.notation()).stream()).toList();
        assertTrue(offered.stream().anyMatch(p -> p.words().endsWith("A-S, no attack on b1 from there")),
                offered.toString());
        assertTrue(offered.stream().filter(p -> p.words().startsWith("into hand-to-hand"))
                .noneMatch(p -> p.words().contains("no attack")), offered.toString());
    }

    /** Not once no die left beats the target's known defense: there is no attack to lose (a phone review). */
    @Test
    void noAttackIsSaidLostOnceNoDieLeftBeatsTheDefense() {
        Table table = MapTables.stationsBenHosting(); // a1 at 2,2, its A-S at 10,2; b1 at 2,8
        table.play(new Command.Pass("a"));
        int[] sixes = new int[Pool.of(table.game().frame("b", "b1").orElseThrow(), null, 0, false).size()];
        Arrays.fill(sixes, 6);
        table.play(new Command.StartTurn("b", "b1", "none", null, null, 0, false, null), sixes);
        table.play(new Command.Defend("b", "B6"));
        table.play(new Command.EndTurn("b"));
        int[] dice = new int[Pool.of(table.game().frame("a", "a1").orElseThrow(), Range.HAND, 0, false).size()];
        Arrays.fill(dice, 6); // R6 and W6 against a defense of 6: no damage die
        table.play(new Command.StartTurn("a", "a1", "b1", "b", Range.HAND, 0, false, null), dice);
        table.play(new Command.Defend("a", "none"));
        Game game = table.game();
        List<Suggestions.Suggested> offered = game.turn().orElseThrow().left().stream()
                .flatMap(die -> Suggestions.forMove(game, die.notation()).stream()).toList();
        assertTrue(offered.stream().anyMatch(p -> p.words().contains("A-S")), offered.toString());
        assertTrue(offered.stream().noneMatch(p -> p.words().contains("no attack")), offered.toString());
    }

    /**
     * The point frame's offer stands at the limit of a defender frame's direct fire, step 4's just out
     * of it, and each says which: one wording for both read as step 3's in step 4 (a phone review).
     */
    @Test
    void thePointFramesOfferIsAtTheLimitOfFireAndStepFoursJustOutOfIt() {
        Table table = MapTables.atThePointFrame(); // Anna's a1 at 4,5.5; Ben places his point frame b1
        List<Suggestions.Suggested> point = Suggestions.forFrame(table.game(), "b", "b", "b1");
        assertTrue(point.stream().anyMatch(p -> p.words().startsWith("at the limit of a")
                && p.words().endsWith("'s direct fire")), point.toString());
        table.play(new Command.PlaceFrameAt("b", null, "b1", point.stream().filter(p -> p.words().startsWith("at the "
                + "limit")).findFirst().orElseThrow().at())); // step 3 ends with it
        List<Suggestions.Suggested> others = Suggestions.forFrame(table.game(), "b", "b", "b2");
        assertTrue(others.stream().anyMatch(p -> p.words().startsWith("just out of a")), others.toString());
    }

    /**
     * A move's offer says what it changes in the stations the frame stands near, as the map measures
     * them: "toward Anvil-b" ended near Anvil-c and left Anvil-a, unsaid (a phone review).
     */
    @Test
    void aMovesOfferSaysWhichStationsItLeavesAndComesNear() {
        Table table = MapTables.stationsBenHosting(new Point(8.6, 2)); // a1 by its own A-S at 10,2; B-S at 10,20
        table.settle("a", "a1", "A-S");
        table.play(new Command.StartTurn("a", "a1", "none", null, null, 0, false, null), 6, 5, 5, 4, 3);
        table.play(new Command.Defend("a", "none"));
        Game game = table.game();
        assertEquals("", Suggestions.stationChange(game, new Point(8.6, 2), "stays near A-S"));
        assertEquals("leaves A-S", Suggestions.stationChange(game, new Point(4, 2), "toward hand-to-hand of b1"));
        assertEquals("near B-S, leaves A-S", Suggestions.stationChange(game, new Point(10, 18.6), "toward Mill"));
        assertEquals("leaves A-S", Suggestions.stationChange(game, new Point(10, 18.6), "near B-S"),
                "a station the offer names isn't said twice");
    }

    /**
     * A point where the frame stands already is offered as staying: "→ near A-S" read as going
     * somewhere, and its tap spent the die for a move of nothing (a phone review).
     */
    @Test
    void aMoveToWhereTheFrameStandsSaysItStays() {
        Table table = MapTables.stationsBenHosting(new Point(8, 2)); // a1 by its own station A-S, at 10,2
        table.play(new Command.StartTurn("a", "a1", "b1", "b", null, 0, false, null), 6, 5, 5, 4, 3, 2, 1);
        table.play(new Command.Defend("a", "B3"));
        Game game = table.game();
        List<Suggestions.Suggested> offered = game.turn().orElseThrow().left().stream()
                .flatMap(die -> Suggestions.forMove(game, die.notation()).stream()).toList();
        assertTrue(offered.stream().anyMatch(p -> p.words().equals("stays near A-S") && p.at().equals(new Point(8, 2))),
                offered.toString());
        assertTrue(offered.stream().noneMatch(p -> p.words().equals("near A-S")), offered.toString());
    }

    /**
     * A move turned aside (the straight line's end taken) still ends where it aims, when the die
     * reaches: the straight line's length, turned, ended "toward Fang-c" 2.016 units off its
     * centre, not near it, with the die's units to spare (a phone review of a map game).
     */
    @Test
    void aMoveTurnedAsideStillEndsWhereItAims() {
        double d = 3.5;
        double stop = 1.6;
        for (double turn : new double[] {0, 0.35, -0.35}) {
            double length = OnTheMap.aimed(d, stop, turn, 6, d - stop);
            Point end = new Point(Math.cos(turn) * length, Math.sin(turn) * length);
            assertEquals(stop, end.distanceTo(new Point(d, 0)), 1e-9, "turned " + turn);
        }
        // No heading that far aside comes within the stop: the straight line's travel; nor beyond the die.
        assertEquals(1.9, OnTheMap.aimed(d, stop, 1.1, 6, 1.9), 1e-9);
        assertEquals(0.95, OnTheMap.aimed(d, stop, 0.35, 1, 0.95), 1e-9);
    }

    /** Places and moves only at offered points (never refused: SeatGames fails any refusal); else plays as an easy seat. */
    private static final class Tapper implements SeatGames.Brain {
        int frames;
        int stations;
        int moves;

        @Override
        public Optional<Command> next(Game g, String me) {
            if (g.phase() == Phase.DEPLOYMENT && me.equals(g.deployment().placer()) && g.pending() == null) {
                if (g.deployment().step().placesStations()) {
                    for (Station s : g.stationsOf(me)) {
                        if (!s.placed()) {
                            Optional<Suggestions.Suggested> at = Suggestions.forStation(g, me, s.name()).stream().findFirst();
                            if (at.isPresent()) {
                                stations++;
                                return Optional.of(new Command.PlaceStationAt(me, s.name(), at.get().at()));
                            }
                        }
                    }
                }
                if (g.deployment().step().placesFrames()) {
                    for (Frame f : g.framesOf(me)) {
                        if (!f.placed()) {
                            Optional<Suggestions.Suggested> at = Suggestions.forFrame(g, me, me, f.name()).stream()
                                    .findFirst();
                            if (at.isPresent()) {
                                frames++;
                                return Optional.of(new Command.PlaceFrameAt(me, null, f.name(), at.get().at()));
                            }
                        }
                    }
                }
            }
            if (g.phase() == Phase.COMBAT && g.pending() == null && g.turn().filter(t -> t.owner().equals(me)
                    && !t.moved()).isPresent()) {
                for (RolledDie die : g.turn().get().left()) {
                    Optional<Suggestions.Suggested> to = Suggestions.forMove(g, die.notation()).stream().findFirst();
                    if (to.isPresent()) {
                        moves++;
                        return Optional.of(new Command.MoveTo(me, die.notation(), to.get().at()));
                    }
                }
            }
            return Seat.next(g, me, Strength.EASY);
        }

        @Override
        public String toString() {
            return frames + " frames, " + stations + " stations, " + moves + " moves";
        }
    }
}
