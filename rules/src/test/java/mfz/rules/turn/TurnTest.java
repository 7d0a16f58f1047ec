package mfz.rules.turn;

import static mfz.rules.game.Table.frame;
import static mfz.rules.game.Table.start;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import mfz.rules.attack.AttackDeclaration;
import mfz.rules.attack.Cover;
import mfz.rules.dice.Die;
import mfz.rules.dice.DieColour;
import mfz.rules.dice.RolledDie;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.GameQueries;
import mfz.rules.game.Table;
import mfz.rules.options.AdvancedOption;
import mfz.rules.round.Turn;
import mfz.rules.stations.Station;
import org.junit.jupiter.api.Test;

/** A frame's turn (docs/rules.md §5): target and range, the roll, and the actions. */
class TurnTest {

    /** Anna's soldier a1 against Ben's b1 and b2; Anna holds the initiative. */
    private static Table duel() {
        return Table.duel(List.of(frame("a", "a1", "B G Y Rd", 2), frame("a", "a2", "B G Y Rh"),
                frame("b", "b1", "B G Y Rd"), frame("b", "b2", "Ra Ra B")));
    }

    private static RolledDie d6(DieColour c, int v) {
        return new RolledDie(Die.d6(c), v);
    }

    @Test
    void theTurnStartsWithTargetAndRangeAndOneRollOfTheWholePool() {
        Table r = duel();
        List<Event> events = r.play(start("a", "a1", "b1", Range.DIRECT), 6, 2, 5, 1, 4, 3, 2);
        assertEquals(List.of(
                new Event.TurnStarted("a", "a1", Target.frame("b", "b1"), Range.DIRECT, 0, false),
                new Event.PoolRolled("a", "a1", List.of(d6(DieColour.WHITE, 6), d6(DieColour.WHITE, 2),
                        d6(DieColour.RED, 5), d6(DieColour.RED, 1), d6(DieColour.BLUE, 4), d6(DieColour.GREEN, 3),
                        d6(DieColour.YELLOW, 2)))), events);
        assertTrue(r.game().frame("a", "a1").orElseThrow().acted());
        // the defenses worth choosing, as the card's buttons offer them (a phone review: "or none" had no button)
        assertEquals("Round 1, doomsday clock at 11: Anna's a1 rolled W6 W2 R5 R1 B4 G3 Y2 and assigns its defense"
                + " (W6 or B4).", GameQueries.waitingOn(r.game()));
        Table noBlue = Table.duel(List.of(frame("a", "a1", "G Y"), frame("b", "b1", "B")));
        noBlue.play(start("a", "a1", null, null), 5, 3, 4, 2, 1);
        assertTrue(GameQueries.waitingOn(noBlue.game()).endsWith("assigns its defense (W5, W3 or none)."),
                GameQueries.waitingOn(noBlue.game()));
    }

    /**
     * §5.4: frames with a movement system, or the sprint die in their pool, may pass through cover:
     * a move said to cross it is refused of any other (an audit: off the map it was taken from any
     * frame, and shed a following objective), and allowed when the green die was rolled, even if
     * a hit took the G since (§4: a damaged frame resumes with every die it rolled).
     */
    @Test
    void onlyAFrameWithAMovementSystemOrTheSprintDieCrossesCover() {
        Table r = Table.duel(List.of(frame("a", "a1", "B Y Rd"), frame("b", "b1", "B G Y Rd")));
        r.play(start("a", "a1", null, null), 1, 1, 1, 1);
        r.play(new Command.Defend("a", "none"));
        assertFalse(TurnRules.mayCrossCover(r.game().turn().orElseThrow()));
        r.refused(new Command.Move("a", "W1", "none", true),
                "a1 can't cross cover: it has no movement system and no sprint die this turn, so it goes around.");
        r.play(new Command.Move("a", "W1", "none", false));

        Table g = Table.duel(List.of(frame("a", "a1", "B G Y Rd"), frame("b", "b1", "B G Y Rd")));
        g.play(start("a", "a1", null, null), 1, 1, 1, 1, 1);
        g.play(new Command.Defend("a", "none"));
        assertTrue(TurnRules.mayCrossCover(g.game().turn().orElseThrow()));
        g.play(new Command.Move("a", "G1", "none", true));
    }

    /**
     * §1: a frame with no systems still has its two whites and, carrying no ranged weapon, the
     * sprint die: it defends, moves, spots a frame in the open and fights hand to hand with them.
     */
    @Test
    void aFrameWithNoSystemsDefendsMovesSpotsAndFightsHandToHandWithItsWhites() {
        Table fight = Table.duel(List.of(frame("a", "a1", ""), frame("b", "b1", "B G Y Rd")));
        List<Event> rolled = fight.play(start("a", "a1", "b1", Range.HAND), 5, 4, 3);
        assertEquals(new Event.PoolRolled("a", "a1", List.of(d6(DieColour.WHITE, 5), d6(DieColour.WHITE, 4),
                new RolledDie(Die.d8(DieColour.GREEN), 3))), rolled.get(1), "two whites and the sprint d8");
        fight.play(new Command.Defend("a", "W4"));
        fight.play(new Command.Move("a", "G3", "none", false));
        List<Event> attacked = fight.play(new Command.Attack("a", "W5", false, null, null, null));
        assertEquals(new Event.AttackDeclared("a", "a1", new AttackDeclaration(
                d6(DieColour.WHITE, 5), false, Cover.NONE, null)), attacked.getFirst(),
                "a white die's hand-to-hand attack");

        Table spotting = Table.duel(List.of(frame("a", "a1", "none"), frame("b", "b1", "B G Y Rd")));
        spotting.play(start("a", "a1", null, null), 6, 2, 1);
        spotting.play(new Command.Defend("a", "none"));
        spotting.play(new Command.Spot("a", "b1", null, "W6"));
        assertEquals(6, spotting.game().frame("b", "b1").orElseThrow().spot(), "b1 stands in the open");
    }

    @Test
    void onlyTheInitiativeHolderStartsATurnWithAFrameThatHasNotActed() {
        Table r = duel();
        r.refused(start("b", "b1", null, null), "Not your turn: Anna holds the initiative.");
        r.refused(start("a", "zz", null, null), "You have no frame named `zz`.");
        r.refused(start("a", null, null, null), "Name the frame that takes its turn.");
        Table done = duel();
        done.play(start("a", "a1", null, null), 1, 1, 1, 1, 1);
        done.play(new Command.Defend("a", "none"));
        done.play(new Command.EndTurn("a"));
        done.refused(start("a", "a1", null, null), "a1 has already acted this round.");
    }

    @Test
    void theTargetIsAnotherPlayersFrameTerrainOrNothingNeverYourOwnFrame() {
        Table r = duel();
        r.refused(start("a", "a1", "a2", Range.HAND), "Your own frame can't be a target.");
        r.refused(start("a", "a1", "zz", Range.HAND), "There is no frame named `zz`.");
        r.play(start("a", "a1", "terrain", Range.HAND), 1, 1, 1, 1, 1);
        assertEquals(Target.TERRAIN, r.game().turn().orElseThrow().target());
    }

    @Test
    void aStationIsNeverATarget() {
        Table r = Table.duel(List.of(frame("a", "a1", "B G Y Rd"), frame("b", "b1", "B G Y Rd")),
                List.of(Station.neutral("Dock")));
        r.refused(start("a", "a1", "dock", Range.HAND),
                "`dock` is a station, and stations can't be targets: name an enemy frame, terrain, or none.");
    }

    @Test
    void aTargetNeedsARangeAndNoTargetHasNone() {
        Table r = duel();
        r.refused(start("a", "a1", "b1", null), "Name the range you will attack from: hand, direct or artillery.");
        r.refused(start("a", "a1", null, Range.HAND), "Name a target to attack at a range (or no range without one).");
        r.refused(new Command.StartTurn("a", "a1", null, null, null, 1, false, null), "SSRs are fired at a target: name one.");
    }

    @Test
    void directFireNeedsADirectFireWeaponOrAnSsrAndArtilleryAnArtilleryWeapon() {
        Table r = duel();
        r.refused(start("a", "a2", "b1", Range.DIRECT), "Direct fire needs a direct-fire weapon or at least one SSR fired.");
        r.refused(start("a", "a1", "b1", Range.ARTILLERY), "Artillery range needs an artillery weapon.");
        r.refused(new Command.StartTurn("a", "a1", "b1", null, Range.HAND, 1, false, null),
                "SSRs are fired at direct-fire range only.");
        r.refused(new Command.StartTurn("a", "a1", "b1", null, Range.DIRECT, 3, false, null), "a1 carries only 2 SSRs.");
        r.refused(new Command.StartTurn("a", "a2", "b1", null, Range.DIRECT, 1, false, null), "a2 carries no SSRs.");
    }

    @Test
    void ssrsFiredAddARedD8EachAndAreUsedUpAtTheRoll() {
        Table r = duel();
        r.play(new Command.StartTurn("a", "a1", "b1", null, Range.DIRECT, 2, false, null), 1, 1, 1, 1, 8, 7, 1, 1, 1);
        assertEquals("W1 W1 R1 R1 d8R8 d8R7 B1 G1 Y1", DieRef.list(r.game().turn().orElseThrow().rolled()));
        assertEquals(0, r.game().frame("a", "a1").orElseThrow().ssrs());
    }

    @Test
    void defenseComesFirstAndTakesABlueOrWhiteDieOrNone() {
        Table r = duel();
        r.play(start("a", "a1", "b1", Range.DIRECT), 6, 2, 5, 1, 4, 3, 2);
        r.refused(new Command.Move("a", "G3", null), "Assign a1's defense first (a blue or white die, or none).");
        r.refused(new Command.EndTurn("a"), "Assign a1's defense first (a blue or white die, or none).");
        r.refused(new Command.Defend("a", "R5"), "Defense takes a blue or white die, not R5.");
        r.refused(new Command.Defend("a", "B6"), "B6 is not in your roll: left are W6 W2 R5 R1 B4 G3 Y2.");
        r.refused(new Command.Defend("a", "X6"), "`X6` is not a die: write its colour and value, like R5 or W6 (d8R7 for a d8).");
        r.play(new Command.Defend("a", "W6"));
        assertEquals(6, r.game().frame("a", "a1").orElseThrow().defense());
        r.refused(new Command.Defend("a", "B4"), "a1 has already assigned its defense this round.");
    }

    /** {@code defend:best}: a defense no other choice could beat is made with the roll; any other is asked. */
    @Test
    void defendBestTakesTheHighestBlueDieWhenNoWhiteShowsMoreAndAsksOtherwise() {
        Table dominant = duel();
        List<Event> events = dominant.play(startDefendingBest("a1", "b1"), 4, 2, 5, 1, 4, 3, 2);
        assertEquals(new Event.DefenseAssigned("a", "a1", d6(DieColour.BLUE, 4)), events.getLast(),
                "B4 against W4 and W2: the blue die, and both whites kept");
        assertEquals(4, dominant.game().frame("a", "a1").orElseThrow().defense());
        dominant.play(new Command.Move("a", "W4", null));

        Table choice = duel();
        List<Event> asked = choice.play(startDefendingBest("a1", "b1"), 6, 2, 5, 1, 4, 3, 2);
        assertTrue(asked.getLast() instanceof Event.PoolRolled, "W6 would defend higher than B4: the player chooses");
        choice.refused(new Command.Move("a", "G3", null), "Assign a1's defense first (a blue or white die, or none).");
    }

    @Test
    void defendBestIsTheBestBlueDieOrNoneWithNeitherColour() {
        assertEquals(Optional.of("B5"), TurnRules.bestDefense(List.of(d6(DieColour.WHITE, 5),
                d6(DieColour.BLUE, 3), d6(DieColour.BLUE, 5))), "a tie goes to the blue die: the white is kept");
        assertEquals(Optional.empty(), TurnRules.bestDefense(List.of(d6(DieColour.WHITE, 6),
                d6(DieColour.BLUE, 5))));
        assertEquals(Optional.empty(), TurnRules.bestDefense(List.of(d6(DieColour.WHITE, 1),
                d6(DieColour.GREEN, 5))), "no blue die: the white defends or is kept, the player's choice");
        assertEquals(Optional.of("none"), TurnRules.bestDefense(List.of(d6(DieColour.GREEN, 5))),
                "no blue and no white: nothing can defend");
    }

    @Test
    void onlyTheDefensesWorthChoosingAreOffered() {
        assertEquals(List.of("W5", "B3"), TurnRules.defensesWorthChoosing(List.of(d6(DieColour.WHITE, 5),
                d6(DieColour.BLUE, 3), d6(DieColour.WHITE, 2), d6(DieColour.BLUE, 1))),
                "a lower blue, a white no higher than the best blue and none beside a blue die never do better");
        assertEquals(List.of("W2", "none"), TurnRules.defensesWorthChoosing(List.of(d6(DieColour.WHITE, 2))),
                "without a blue die, keeping the white is a choice");
        assertEquals(List.of("B4"), TurnRules.defensesWorthChoosing(List.of(d6(DieColour.BLUE, 4),
                d6(DieColour.WHITE, 4))));
        // best first, as the card's buttons list them ("W4, W5 or B3" read against "W5, W4, B3": a phone review)
        assertEquals(List.of("W5", "W4", "B3"), TurnRules.defensesWorthChoosing(List.of(d6(DieColour.WHITE, 4),
                d6(DieColour.WHITE, 5), d6(DieColour.BLUE, 3))));
    }

    private static Command.StartTurn startDefendingBest(String frame, String target) {
        return new Command.StartTurn("a", frame, target, null, Range.DIRECT, 0, false, null, null, true);
    }

    @Test
    void eachActionOnceEachDieOnceAndOnlyItsColourOrWhite() {
        Table r = duel();
        r.play(start("a", "a1", "b1", Range.DIRECT), 6, 2, 5, 1, 4, 3, 2);
        // another's turn under way: said as every other turn command says it (it read the whole state, a riddle)
        r.refused(start("b", "b1", null, null), "Not your turn: Anna's a1 is acting.");
        r.play(new Command.Defend("a", "W6"));
        r.refused(new Command.Move("a", "W6", null), "W6 is used already this turn: left are W2 R5 R1 B4 G3 Y2.");
        r.refused(new Command.Move("a", "R5", null), "Moving takes a green or white die, not R5.");
        r.refused(new Command.Attack("a", "G3", false, null, null, null), "Attacking takes a red or white die, not G3.");
        r.refused(new Command.Spot("a", "b1", null, "R5"), "Spotting takes a yellow or white die, not R5.");
        r.play(new Command.Move("a", "G3", null));
        r.refused(new Command.Move("a", "W2", null), "a1 has already moved this turn.");
    }

    @Test
    void anAttackIsNeverZeroAndNoTargetMeansNoAttack() {
        Table r = duel();
        r.play(start("a", "a1", null, null), 6, 2, 4, 3, 2);
        r.play(new Command.Defend("a", "none"));
        r.refused(new Command.Attack("a", "W6", false, null, null, null), "a1 named no target this turn: there is nothing to attack.");
        Table t = duel();
        t.play(start("a", "a1", "b1", Range.DIRECT), 6, 2, 5, 1, 4, 3, 2);
        t.play(new Command.Defend("a", "none"));
        t.refused(new Command.Attack("a", "none", false, null, null, null),
                "Name the die of the attack, or don't attack: an attack is never 0.");
    }

    @Test
    void aSevenOrEightCanOnlyBeTheD8() {
        Table r = Table.duel(List.of(frame("a", "a1", "Ra Ra"), frame("b", "b1", "B")));
        r.play(start("a", "a1", "b1", Range.ARTILLERY), 1, 1, 5, 5, 7);
        r.play(new Command.Defend("a", "none"));
        r.play(new Command.Attack("a", "R7", false, null, null, null));
        assertEquals(List.of(new RolledDie(Die.d6(DieColour.RED), 5), new RolledDie(Die.d6(DieColour.RED), 5)),
                r.game().roundState().turns().getFirst().left().subList(2, 4), "two R5s: either would do; the d8 is gone");
    }

    @Test
    void spottingIsTheLastActionAndMarksAnOpponentsFrame() {
        Table r = duel();
        r.play(start("a", "a1", "b1", Range.DIRECT), 6, 2, 5, 1, 4, 3, 2);
        r.play(new Command.Defend("a", "none"));
        r.refused(new Command.Spot("a", "a2", null, "Y2"), "Spot an opponent's frame, not your own.");
        assertEquals(List.of(new Event.SpotPlaced("a", "a1", d6(DieColour.YELLOW, 2), "b", "b2")),
                r.play(new Command.Spot("a", "b2", "Ben", "Y2")));
        assertEquals(2, r.game().frame("b", "b2").orElseThrow().spot());
        r.refused(new Command.Attack("a", "R5", false, null, null, null),
                "Spotting is the last action: a1 can only end its turn now.");
        r.refused(new Command.Move("a", "G3", null), "Spotting is the last action: a1 can only end its turn now.");
    }

    /** §5.5: only a frame carries a spot marker; a station (or terrain, which the engine doesn't name) can't be spotted. */
    @Test
    void terrainAndStationsCantBeSpotted() {
        Table r = Table.duel(List.of(frame("a", "a1", "B G Y Rd", 2), frame("b", "b1", "B G Y Rd")),
                List.of(Table.station("a", "Mill")));
        r.play(start("a", "a1", null, null), 6, 2, 4, 3, 2);
        r.play(new Command.Defend("a", "none"));
        r.refused(new Command.Spot("a", "Mill", null, "Y2"),
                "`Mill` is a station: only a frame can be spotted, never a station or terrain.");
    }

    @Test
    void aNewSpotReplacesTheMarkerOnlyIfHigher() {
        Table r = duel();
        r.play(start("a", "a1", null, null), 6, 2, 4, 3, 5);
        r.play(new Command.Defend("a", "none"));
        r.play(new Command.Spot("a", "b1", null, "Y5"));
        r.play(new Command.EndTurn("a"));
        r.play(start("a", "a2", null, null), 5, 6, 1, 1, 1, 5);
        r.play(new Command.Defend("a", "none"));
        r.refused(new Command.Spot("a", "b1", null, "Y5"), "Ben's b1 already carries a spot of 5: a new spot must be higher.");
        r.play(new Command.Spot("a", "b1", null, "W6"));
        assertEquals(6, r.game().frame("b", "b1").orElseThrow().spot());
    }

    @Test
    void unassignedDiceAreDiscardedAtTheEnd() {
        Table r = duel();
        r.play(start("a", "a1", null, null), 6, 2, 4, 3, 5);
        r.play(new Command.Defend("a", "B4"));
        assertEquals(List.of(new Event.TurnEnded("a", "a1", List.of(d6(DieColour.WHITE, 6), d6(DieColour.WHITE, 2),
                d6(DieColour.GREEN, 3), d6(DieColour.YELLOW, 5)))), r.play(new Command.EndTurn("a")));
    }

    @Test
    void movingSaysWhichStationTheFrameNowStandsNearAndControlIsRechecked() {
        Table r = Table.duel(List.of(frame("a", "a1", "B G Y Rd"), frame("b", "b1", "B G Y Rd")),
                List.of(Station.neutral("Dock")));
        r.play(start("a", "a1", null, null), 6, 2, 4, 3, 5);
        r.play(new Command.Defend("a", "none"));
        assertEquals(List.of(new Event.FrameMoved("a", "a1", d6(DieColour.GREEN, 3), "Dock"),
                new Event.StationControlChanged("Dock", null, "a")), r.play(new Command.Move("a", "G3", "dock")));
        assertEquals(10, r.game().score("a"));
        assertEquals(5, r.game().score("b"));
    }

    /** seeds/000 "Example Dice Assignment": W W Rd B G rolls 3 5 3 5 4 2. */
    @Test
    void theExampleDiceAssignmentOfTheSeed() {
        Table r = Table.duel(List.of(frame("a", "a1", "Rd B G"), frame("b", "b1", "B")));
        r.play(start("a", "a1", "b1", Range.DIRECT), 3, 5, 3, 5, 4, 2);
        assertEquals("W3 W5 R3 R5 B4 G2", DieRef.list(r.game().turn().orElseThrow().rolled()));
        assertEquals(List.of("W3", "W5", "B4", "none"), options(r, Action.DEFEND));
        r.play(new Command.Defend("a", "B4"));
        assertEquals(List.of("W3", "W5", "G2"), options(r, Action.MOVE));
        r.play(new Command.Move("a", "W5", null));
        assertEquals(List.of("W3", "R3", "R5"), options(r, Action.ATTACK));
        r.play(new Command.Attack("a", "R5", false, null, null, null));
        // b1 had not acted: it is activated, defends, and Anna's turn goes on.
        r.play(start("b", "b1", null, null), 1, 1, 6, 3);
        r.play(new Command.Defend("b", "B6"));
        assertEquals(List.of("W3"), options(r, Action.SPOT), "no comms: only the white 3 could spot");
        List<Event> end = r.play(new Command.EndTurn("a"));
        assertEquals(new Event.TurnEnded("a", "a1", List.of(d6(DieColour.WHITE, 3), d6(DieColour.RED, 3),
                d6(DieColour.GREEN, 2))), end.getFirst());
    }

    private static List<String> options(Table r, Action action) {
        String player = r.game().turn().orElseThrow().owner();
        return GameQueries.choices(r.game(), player).stream().filter(c -> c.action() == action).findFirst().orElseThrow().options();
    }

    @Test
    void choicesOfferTheLegalActionsAndDiceForTheTurn() {
        Table r = duel();
        assertEquals(List.of(Action.START_TURN, Action.PASS), GameQueries.choices(r.game(), "a").stream().map(Choice::action).toList());
        assertEquals(List.of(new FrameRef("a", "a1", "Anna's a1"), new FrameRef("a", "a2", "Anna's a2")),
                GameQueries.choices(r.game(), "a").getFirst().frames());
        assertEquals("Ranges each frame may name: a1: hand, direct (2 SSRs on board, fired only at direct range); a2: hand.",
                GameQueries.choices(r.game(), "a").getFirst().note());
        assertTrue(GameQueries.choices(r.game(), "b").isEmpty(), "nothing for Ben while Anna holds the initiative");
        assertEquals(List.of("Ben's b1", "Ben's b2"), Choices.targets(r.game(), "a").stream().map(FrameRef::label).toList());
        assertEquals(List.of(Range.HAND, Range.DIRECT), TurnRules.legalRanges(r.game().frame("a", "a1").orElseThrow()));
        assertEquals(List.of(Range.HAND), TurnRules.legalRanges(r.game().frame("a", "a2").orElseThrow()));
        r.play(start("a", "a1", "b2", Range.DIRECT), 6, 2, 5, 1, 4, 3, 2);
        r.play(new Command.Defend("a", "none"));
        assertEquals(List.of(Action.MOVE, Action.ATTACK, Action.SPOT, Action.END_TURN),
                GameQueries.choices(r.game(), "a").stream().map(Choice::action).toList());
        Choice spot = GameQueries.choices(r.game(), "a").get(2);
        assertEquals(List.of("W6", "W2", "Y2"), spot.options());
        assertEquals(List.of("Ben's b1", "Ben's b2"), spot.frames().stream().map(FrameRef::label).toList());
        assertEquals("Spot (last action) an opponent's frame no farther than direct fire, in cover or not;"
                + " it replaces a lower spot only.", spot.note());
        r.play(new Command.Spot("a", "b1", null, "Y2"));
        assertEquals(List.of(Action.END_TURN), GameQueries.choices(r.game(), "a").stream().map(Choice::action).toList());
        assertFalse(GameQueries.choices(r.game(), "b").stream().anyMatch(c -> c.action() == Action.START_TURN));
    }

    @Test
    void aTargetFrameIsNamedAloneWhenItsNameIsUniqueOrWithItsOwner() {
        Table r = Table.duel(List.of(frame("a", "a1", "Rh"), frame("b", "Hawk", "B"), frame("c", "hawk", "B")));
        r.refused(start("a", "a1", "Hawk", Range.HAND), "Several frames are named `Hawk` (Ben's Hawk, Cleo's hawk): say whose.");
        r.refused(new Command.StartTurn("a", "a1", "Hawk", "Dev", Range.HAND, 0, false, null), "There is no player `Dev` in this game.");
        r.play(new Command.StartTurn("a", "a1", "HAWK", "cleo", Range.HAND, 0, false, null), 1, 1, 1, 1, 1);
        assertEquals(Target.frame("c", "hawk"), r.game().turn().orElseThrow().target());
    }

    /** One's own frame is never a target, so a name it shares with one other frame means that one. */
    @Test
    void aTargetNameTheActorsOwnFrameSharesMeansTheOtherPlayersFrame() {
        Table r = Table.duel(List.of(frame("a", "A1", "Rh"), frame("b", "a1", "B")));
        r.play(start("a", "A1", "A1", Range.HAND), 1, 1, 1, 1, 1);
        assertEquals(Target.frame("b", "a1"), r.game().turn().orElseThrow().target());
    }

    @Test
    void waitingOnDescribesEveryStepOfATurnInPlayerWords() {
        Table r = duel();
        assertEquals("Round 1, doomsday clock at 11: Anna holds the initiative.", GameQueries.waitingOn(r.game()));
        r.play(start("a", "a1", "b1", Range.DIRECT), 6, 2, 5, 1, 4, 3, 2);
        r.play(new Command.Defend("a", "W6"));
        assertEquals("Round 1, doomsday clock at 11: Anna's a1 is taking its turn: move, attack Ben's b1, spot or end (dice left:"
                + " W2 R5 R1 B4 G3 Y2).", GameQueries.waitingOn(r.game()));
        // only what is left to do (a phone review: "move, attack…" stood after the move and the attack)
        r.play(new Command.Move("a", "G3", null));
        assertEquals("Round 1, doomsday clock at 11: Anna's a1 is taking its turn: attack Ben's b1, spot or end (dice left:"
                + " W2 R5 R1 B4 Y2).", GameQueries.waitingOn(r.game()));
        r.play(new Command.Attack("a", "R5", false, null, null, null));
        assertEquals("Round 1, doomsday clock at 11: Ben's b1 was attacked and acts now: Ben names its target and range"
                + " and rolls.", GameQueries.waitingOn(r.game()));
        r.refused(new Command.EndTurn("a"), "Not your turn: Ben's b1 is acting.");
        r.refused(new Command.Pass("b"), "Not now: " + GameQueries.waitingOn(r.game()));
    }

    /** With no target there is no attack to offer, and an action whose dice are all spent is not offered either. */
    @Test
    void waitingOnNamesOnlyWhatTheFrameMayStillDo() {
        Table r = duel();
        r.play(start("a", "a1", null, null), 6, 2, 4, 3, 2);
        r.play(new Command.Defend("a", "W6"));
        assertEquals("Round 1, doomsday clock at 11: Anna's a1 is taking its turn: move, spot or end (dice left: W2 B4 G3 "
                + "Y2).", GameQueries.waitingOn(r.game()));
        r.play(new Command.Spot("a", "b1", "b", "Y2"));
        assertTrue(GameQueries.waitingOn(r.game()).contains("is taking its turn: end (dice left:"),
                GameQueries.waitingOn(r.game()));
    }

    /**
     * An attack no die left can hurt with (the target acted, defending with a 6) is legal, but no
     * control offers it: the prompt leaves it out and says why (a phone review: "attack" stood above
     * a card with no attack on it).
     */
    @Test
    void waitingOnLeavesOutAnAttackNoDieCanHurtWith() {
        Table r = Table.duel(List.of(frame("a", "a1", "B G Y Rd"), frame("b", "b1", "B G Y Rd")));
        r.play(new Command.Pass("a"));
        r.play(start("b", "b1", null, null), 6, 2, 6, 3, 2);
        r.play(new Command.Defend("b", "B6"));
        r.play(new Command.EndTurn("b"));
        r.play(start("a", "a1", "b1", Range.DIRECT), 1, 2, 5, 1, 4, 3, 2);
        r.play(new Command.Defend("a", "none"));
        assertEquals("Round 1, doomsday clock at 11: Anna's a1 is taking its turn: move, spot or end (dice left: W1 W2 "
                + "R5 R1 B4 G3 Y2). No attack die left beats the defense of Ben's b1.", GameQueries.waitingOn(r.game()));
        assertTrue(GameQueries.choices(r.game(), "a").stream().anyMatch(c -> c.action() == Action.ATTACK),
                "still legal, typed");
    }

    /** The target's spot marker counts: R2 with a spot of 5 beats a defense of 6 (a review). */
    @Test
    void waitingOnKeepsAnAttackTheTargetsSpotMakesHurt() {
        Table r = Table.duel(List.of(frame("a", "a1", "B G Y Rd"), frame("a", "a2", "B G Y Rd"),
                frame("b", "b1", "B G Y Rd")));
        r.play(new Command.Pass("a"));
        r.play(start("b", "b1", null, null), 6, 2, 6, 3, 2);
        r.play(new Command.Defend("b", "B6"));
        r.play(new Command.EndTurn("b"));
        r.play(start("a", "a2", null, null), 1, 1, 1, 1, 5);
        r.play(new Command.Defend("a", "none"));
        r.play(new Command.Spot("a", "b1", "b", "Y5"));
        r.play(new Command.EndTurn("a"));
        r.play(start("a", "a1", "b1", Range.DIRECT), 1, 2, 2, 1, 4, 3, 2);
        r.play(new Command.Defend("a", "none"));
        assertTrue(GameQueries.waitingOn(r.game()).contains("is taking its turn: move, attack Ben's b1 or end (dice left:"),
                GameQueries.waitingOn(r.game()));
        assertFalse(GameQueries.waitingOn(r.game()).contains("No attack die"), GameQueries.waitingOn(r.game()));
    }

    @Test
    void aTargetDestroyedBeforeTheAttackCanNoLongerBeAttackedOrSpotted() {
        Table r = Table.duel(List.of(frame("a", "a1", "B G Y Rd"), frame("b", "b1", "G")), AdvancedOption.ELEVATION);
        r.play(start("a", "a1", "b1", Range.DIRECT), 6, 2, 5, 1, 4, 3, 2);
        r.play(new Command.Defend("a", "none"));
        r.play(new Command.Fall("b", null, "b1", 9), 6, 6, 6);
        r.refused(new Command.Attack("a", "R5", false, null, null, null), "Ben's b1 is destroyed: there is nothing left to attack.");
        r.refused(new Command.Spot("a", "b1", null, "Y2"), "Ben's b1 is destroyed.");
        List<Event> end = r.play(new Command.EndTurn("a"));
        assertEquals(Event.RoundEnded.class, end.get(1).getClass());
    }

    @Test
    void theSpotPromptFollowsTheYellowDiceRolledEvenAfterTheCommsSystemIsLostMidTurn() {
        Turn oneYellow = Turn.begun("a", "a1", null, null).withRoll(List.of(
                new RolledDie(Die.d6(DieColour.WHITE), 3), new RolledDie(Die.d6(DieColour.YELLOW), 4)));
        assertEquals("an opponent's frame no farther than direct fire, in cover or not",
                TurnRules.spotCondition(oneYellow), "one yellow die rolled: the frame spots in cover whatever it lost since");
        Turn none = Turn.begun("a", "a1", null, null).withRoll(List.of(
                new RolledDie(Die.d6(DieColour.WHITE), 3)));
        assertEquals("an opponent's frame no farther than direct fire, not in cover",
                TurnRules.spotCondition(none));
    }

    /** §5.1: hand-to-hand (within 1 unit) is always allowed, whatever weapons the frame carries or lacks. */
    @Test
    void handToHandIsAlwaysAllowed() {
        Table r = Table.duel(List.of(frame("a", "a1", "B"), frame("b", "b1", "B")));
        r.play(start("a", "a1", "b1", Range.HAND), 1, 1, 1, 1);
        assertEquals(Range.HAND, r.game().turn().orElseThrow().range(), "a frame with no weapon at all");
    }
}
