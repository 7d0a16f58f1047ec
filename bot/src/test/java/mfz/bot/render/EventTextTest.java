package mfz.bot.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import mfz.rules.attack.AttackDeclaration;
import mfz.rules.attack.Cover;
import mfz.rules.attack.DieEffect;
import mfz.rules.attack.Situation;
import mfz.rules.campaign.CampaignTerms;
import mfz.rules.campaign.ObjectiveBehaviour;
import mfz.rules.company.Frame;
import mfz.rules.deployment.DeploymentStep;
import mfz.rules.dice.Die;
import mfz.rules.dice.DieColour;
import mfz.rules.dice.RolledDie;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.game.Table;
import mfz.rules.map.MapPlacement;
import mfz.rules.map.MapTables;
import mfz.rules.map.Point;
import mfz.rules.map.Polygon;
import mfz.rules.map.Terrain;
import mfz.rules.map.TwoStations;
import mfz.rules.options.AdvancedOption;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;
import mfz.rules.round.InitiativeSlot;
import mfz.rules.stations.Station;
import mfz.rules.turn.Pool;
import mfz.rules.turn.Range;
import mfz.rules.turn.Target;
import org.junit.jupiter.api.Test;

/** Single sentences of {@link EventText}, checked word for word. */
class EventTextTest {

    private static final Function<String, String> NAME = id -> id;

    /** A demo's first player with per-frame initiative orders equal scores only ("each round": a rules audit). */
    @Test
    void aDemosFirstPlayerUnderPerFrameInitiativeOrdersEqualScoresOnly() {
        Table table = Table.lobby(GameSize.DEMO, 2);
        Game usual = table.game();
        assertEquals(List.of("**Ben** will go first each round."), EventText.describe(
                List.of(new Event.FirstPlayerChosen("b")), usual, usual));
        table.play(new Command.SetAdvancedOption(usual.host(), AdvancedOption.PER_FRAME_INITIATIVE, true));
        Game perFrame = table.game();
        assertEquals(List.of("**Ben** will go first among equal scores (at the doomsday choices, say); the frames act "
                + "in their d20s' order."), EventText.describe(List.of(new Event.FirstPlayerChosen("b")), perFrame,
                perFrame));
    }

    @Test
    void aMoveOfOneUnitIsSingular() {
        assertEquals("🦿 **Eye-2** moves up to 1 unit (G1).", say(new Event.FrameMoved("ada", "Eye-2",
                new RolledDie(Die.d6(DieColour.GREEN), 1), null)));
        assertEquals("🦿 **Eye-2** moves up to 4 units (W4), now near station **Omega**.", say(new Event.FrameMoved(
                "ada", "Eye-2", new RolledDie(Die.d6(DieColour.WHITE), 4), "Omega")));
    }

    /**
     * The prompt doesn't name the player it pings again, after the round and clock as at the start;
     * and a player named Round keeps the round's word (a review: "@round 1, doomsday clock at 5: Round …").
     */
    @Test
    void thePromptNamesWhomItPingsOnce() {
        for (String named : List.of("Round", "bruno")) {
            Game game = new Table(Table.combat(GameOptions.defaults(GameSize.SKIRMISH), List.of("a", "b"),
                    List.of(named, "Ben"), List.of(5, 5), List.of(Table.frame("a", "a1", "B G Y Rd"),
                            Table.frame("b", "b1", "B G Y Rd")), List.of(), List.of("a", "b"))).game();
            String prompt = WhoDecides.prompt(Game.EMPTY, game).orElseThrow();
            assertTrue(prompt.startsWith("👉 <@a> Round 1, doomsday clock at ") && prompt.lines().findFirst().orElseThrow()
                    .endsWith(": holds the initiative."),
                    prompt);
        }
    }

    /** Damage dice that all did nothing say so: a phone leaves out each "• 3: nothing." (a report review). */
    @Test
    void damageDiceThatAllMissSaySo() {
        Game game = Table.duel(List.of(Table.frame("a", "Anvil", "B G Y Rd"), Table.frame("b", "Rook", "B G Y Rd")))
                .game();
        Event rolled = new Event.DamageRolled("a", "Anvil", Target.frame("b", "Rook"), 5, 0, 3, Situation.OUT_OF_COVER,
                Cover.NONE, null, List.of(3, 1));
        List<String> missed = EventText.describe(List.of(rolled, new Event.DamageDieResolved(3, DieEffect.NOTHING, 0),
                new Event.DamageDieResolved(1, DieEffect.NOTHING, 0)), game, game);
        assertTrue(missed.getFirst().endsWith(": 1, 3. None hits."), missed.toString());
        List<String> hit = EventText.describe(List.of(rolled, new Event.DamageDieResolved(3, DieEffect.NOTHING, 0),
                new Event.DamageDieResolved(6, DieEffect.TARGET_HIT, 0)), game, game);
        assertFalse(hit.getFirst().contains("None hits"), hit.toString());
        List<String> fell = EventText.describe(List.of(new Event.FallDamageRolled("b", "Rook", 3, List.of(2)),
                new Event.DamageDieResolved(2, DieEffect.NOTHING, 0)), game, game);
        assertTrue(fell.getFirst().endsWith(": 2. None hits."), "a fall too (a review): " + fell);
    }

    /** The log reads a round's start without its order, which would be the game's now, not that round's (a review). */
    @Test
    void theLogLeavesOutARoundsOrder() {
        Game game = Table.duel(List.of(Table.frame("a", "Anvil", "B G Y Rd"), Table.frame("b", "Rook", "B G Y Rd")))
                .game();
        assertTrue(EventText.describe(List.of(new Event.RoundStarted(2)), game, game).getFirst()
                .startsWith("**Round 2** begins; tactical order: "));
        assertEquals(List.of("**Round 2** begins."), EventText.describeLogged(List.of(new Event.RoundStarted(2)), game,
                id -> id));
    }

    /** On the map a move's point is said in its line, not in a line of its own after it (a phone review). */
    @Test
    void onTheMapAMoveSaysWhereItEnds() {
        Game game = Table.duel(List.of(Table.frame("a", "Eye-2", "B G Y Rd"), Table.frame("b", "Rook", "B G Y Rd")))
                .game();
        List<String> lines = EventText.describe(List.of(new Event.FrameMoved("a", "Eye-2",
                        new RolledDie(Die.d6(DieColour.GREEN), 3), "Omega"),
                new Event.PlacedAt(new MapPlacement("a", "Eye-2", false, new Point(11, 12.5)))), game, game);
        assertEquals(List.of("🦿 **Eye-2** moves up to 3 units (G3) to 11,12.5, now near station **Omega**."), lines);
        assertEquals(List.of("**Eye-2** stands at 11,12.5."), EventText.describe(List.of(new Event.PlacedAt(
                new MapPlacement("a", "Eye-2", false, new Point(11, 12.5)))), game, game), "a point alone says it alone");
    }

    /**
     * On the map a move says its length as its check measured it, a climb said: the straight line read
     * short of the die it took, the climb charged unsaid (a map player's first games).
     */
    @Test
    void onTheMapAClimbingMoveSaysItsClimb() {
        Game game = MapTables.skirmish("B G Y Rd", List.of(new Terrain("Tower", Polygon.rectangle(4, 1, 2, 2), 6)),
                new Point(12, 12)).game();
        List<String> lines = EventText.describe(List.of(new Event.FrameMoved("a", "a1",
                        new RolledDie(Die.d6(DieColour.GREEN), 4), null),
                new Event.PlacedAt(new MapPlacement("a", "a1", false, new Point(5, 2)))), game, game);
        assertTrue(lines.getFirst().startsWith("🦿 **a1** moves 4 units, climbing 6 bricks (G4) to 5,2"),
                lines.toString());
    }

    /**
     * On the map a placement says where it stands in its own line, before the next step's: a line
     * "… stands at 11,11." came after the next step's line (a phone review of the drawn setup).
     */
    @Test
    void onTheMapAPlacementSaysWhereItStandsInItsLine() {
        Game game = Table.duel(List.of(Table.frame("a", "Eye-2", "B G Y Rd"), Table.frame("b", "Rook", "B G Y Rd")))
                .game();
        List<String> lines = EventText.describe(List.of(new Event.StationPlaced("Mill"),
                new Event.PlacedAt(new MapPlacement("a", "Mill", true, new Point(11, 11))),
                new Event.FramePlaced("a", "Eye-2", "Mill"),
                new Event.DeploymentStepStarted(DeploymentStep.POINT_FRAME, "b"),
                new Event.PlacedAt(new MapPlacement("a", "Eye-2", false, new Point(12.5, 11)))), game, game);
        assertEquals("Station **Mill** is on the table at 11,11.", lines.get(0), lines.toString());
        assertEquals("Anna's **Eye-2** is on the table at 12.5,11, near station **Mill**.", lines.get(1), lines.toString());
        assertTrue(lines.stream().noneMatch(line -> line.contains("stands at")), lines.toString());
    }

    /**
     * Where frames stand after a station's placement is said before the step it ended gives way:
     * after "Deployment step 6 …" it read as if it came about in step 6 (a map audit).
     */
    @Test
    void whereFramesStandAfterAPlacementIsSaidBeforeTheNextStep() {
        Game game = Table.duel(List.of(Table.frame("a", "Eye-2", "B G Y Rd"), Table.frame("b", "Rook", "B G Y Rd")))
                .game();
        List<String> lines = EventText.describe(List.of(new Event.StationPlaced("Mill"),
                new Event.DeploymentStepStarted(DeploymentStep.DEFENDER_FRAMES, "a"),
                new Event.FrameStandsNear("b", "Rook", "Mill")), game, game);
        assertTrue(lines.size() == 3 && lines.get(1).startsWith("**Rook** (") && lines.get(2).startsWith(
                "Deployment step 6"), lines.toString());
    }

    /**
     * A frame made to act by an attack is shown how to answer the attacker: with no direct-fire
     * weapon, direct fire needs an SSR fired, and the hint says so (a play-test typed the hint as
     * shown and was refused).
     */
    @Test
    void theAnswerToAnAttackerFiresAnSsrWhenDirectFireNeedsOne() {
        Table table = Table.duel(List.of(
                Table.frame("a", "Hammer", "B G Rh Rh", 1),
                Table.frame("b", "Rook", "B G Y Rd")));
        Game game = table.game();
        String said = EventLine.of(new Event.FrameActivated("a", "Hammer", "b", "Rook"), game, NAME).orElseThrow();
        assertTrue(said.endsWith("`/turn start frame:Hammer target:Rook range:direct ssr:1`."), said);
    }

    /** A correction hands a station back as the move would have left it: said so, not "seized" or "contested". */
    @Test
    void aCorrectionSaysHowItLeavesTheStation() {
        Game before = Table.duel(List.of(Table.frame("a", "Hammer"), Table.frame("b", "Rook"))).game();
        List<String> said = EventText.describe(List.of(new Event.FrameStandsNear("a", "Hammer", null),
                new Event.StationControlChanged("Alpha", "b", null), new Event.StationControlChanged("Beta", "a", "b")),
                before, before);
        assertEquals(List.of("**Hammer** (Anna) now stands near no station.", "🛰️ As corrected, station **Alpha** is held by "
                + "nobody.", "🛰️ As corrected, station **Beta** is **Ben**'s."), said.subList(0, 3));
        // confirmed by the host on the map: a correction too
        assertEquals("🛰️ As corrected, station **Alpha** is held by nobody.", EventText.describe(List.of(
                new Event.OverrideDecided("a", "b", true, "near no station"), new Event.FrameStandsNear("b", "Rook", null),
                new Event.StationControlChanged("Alpha", "b", null)), before, before).get(2));
        // read without the game before it (the log): nobody near is no contest
        assertEquals("🛰️ **Ben** no longer holds station **Alpha**: nobody does.", EventLine.of(
                new Event.StationControlChanged("Alpha", "b", null), before, NAME.andThen(id -> id.equals("b") ? "Ben" : id))
                .orElseThrow());
    }

    /**
     * The log reads each command with the game as it is now: whether a station lost to nobody was
     * contested then can't be told from who stands near today, so it says neither (a review: an old
     * line changed its words as play went on).
     */
    @Test
    void theLogSaysAStationLostToNobodyTheSameWhateverStandsNearItNow() {
        Table t = Table.duel(List.of(Table.frame("a", "Hammer"), Table.frame("b", "Rook")), List.of(Station.neutral("Alpha")));
        t.settle("a", "Hammer", "Alpha");
        t.settle("b", "Rook", "Alpha");
        Game twoNear = t.game();
        Event lost = new Event.StationControlChanged("Alpha", "b", null);
        assertTrue(EventLine.of(lost, twoNear, NAME).orElseThrow().contains("is contested"), "the channel, then");
        assertEquals(List.of("🛰️ **Ben** no longer holds station **Alpha**: nobody does."),
                EventText.describeLogged(List.of(lost), twoNear, id -> id.equals("b") ? "Ben" : id));
    }

    /** With per-frame initiative round 1's start names no tactical order: the d20s set it, on their own line. */
    @Test
    void perFrameInitiativesFirstRoundSaysNoTacticalOrder() {
        Game plain = Table.duel(List.of(Table.frame("a", "Hammer"), Table.frame("b", "Rook"))).game();
        Game perFrame = Table.duel(List.of(Table.frame("a", "Hammer"), Table.frame("b", "Rook")),
                AdvancedOption.PER_FRAME_INITIATIVE).game();
        Event began = new Event.CombatBegan(List.of("a", "b"));
        assertEquals("Deployment is over. **Round 1** begins; tactical order: a, b.",
                EventLine.of(began, plain, NAME).orElseThrow());
        assertEquals("Deployment is over. **Round 1** begins.", EventLine.of(began, perFrame, NAME).orElseThrow());
    }

    /** Equal initiative d20s are ordered by roll-offs, and those dice are shown too (a seat play: they weren't). */
    @Test
    void theRollOffsOfEqualInitiativeD20sAreShown() {
        Game game = Table.duel(List.of(Table.frame("a", "Hammer", "B G Y Rd"),
                Table.frame("b", "Rook", "B G Y Rd"))).game();
        Event rolled = new Event.InitiativeRolled(List.of(new InitiativeSlot("b", "Rook", 14),
                new InitiativeSlot("a", "Hammer", 14)), List.of(14, 14, 11, 6));
        assertEquals("🎲 Initiative d20s: Rook 14, Hammer 14.\n🎲 Ties rolled off (the lower goes first), at 14: "
                + "Hammer 11, Rook 6.", EventLine.of(rolled, game, NAME).orElseThrow());
        Event again = new Event.InitiativeRolled(List.of(new InitiativeSlot("b", "Rook", 14),
                new InitiativeSlot("a", "Hammer", 14)), List.of(14, 14, 11, 11, 9, 2));
        assertTrue(EventLine.of(again, game, NAME).orElseThrow().endsWith("at 14: Hammer 11, Rook 11, again "
                + "Hammer 9, Rook 2."), "a roll-off that tied once more is told as such");
        Game four = Table.duel(List.of(Table.frame("a", "A1", "B G Y Rd"),
                Table.frame("a", "A2", "B G Y Rd"), Table.frame("b", "B1", "B G Y Rd"),
                Table.frame("b", "B2", "B G Y Rd"))).game();
        Event twoByTwo = new Event.InitiativeRolled(List.of(new InitiativeSlot("a", "A1", 7),
                new InitiativeSlot("a", "A2", 7), new InitiativeSlot("b", "B1", 7),
                new InitiativeSlot("b", "B2", 7)), List.of(7, 7, 7, 7, 3, 3, 8, 8, 10, 12, 1, 2));
        assertTrue(EventLine.of(twoByTwo, four, NAME).orElseThrow().endsWith("at 7: A1 3, A2 3, B1 8, B2 8, again "
                + "A1 10, A2 12, again B1 1, B2 2."), "each roll-off of those that tied again is told apart: "
                + EventLine.of(twoByTwo, four, NAME).orElseThrow());
    }

    /** Bidding's order drawn among equal scores is told (a five-player play found it only in the table's order). */
    @Test
    void theOrderDrawnAmongEqualScoresIsTold() {
        Game tied = Table.duel(List.of(Table.frame("a", "a1", "B G Y Rd"),
                Table.frame("b", "b1", "B G Y Rd"))).game();
        String said = EventLine.of(new Event.BiddingSettled(List.of(), null, List.of(2),
                List.of("b", "a")), tied, NAME).orElseThrow();
        assertTrue(said.endsWith(" Tactical order, ties drawn at random: **b**, **a**."), said);
        // Nothing drawn, nothing told, whatever the game's scores are by the time it is read (a review: /game log).
        String none = EventLine.of(new Event.BiddingSettled(List.of(), null, List.of(),
                List.of("b", "a")), tied, NAME).orElseThrow();
        assertFalse(none.contains("Tactical order"), none);
    }

    /** Two players may each have an X1: the frame a target is covered by is named with its owner (an audit). */
    @Test
    void aCoveringFrameIsNamedWithItsOwner() {
        assertEquals("💥 **Hawk** attacks with R5, the target covered by **X1** (bo).", say(new Event.AttackDeclared(
                "ada", "Hawk", new AttackDeclaration(new RolledDie(Die.d6(DieColour.RED), 5), false,
                Cover.frame("bo", "X1"), null))));
    }

    /**
     * Off the map a seat's pieces are set down by a person: its step says who, and where they may go
     * ("Rook's Rook-2 is on the table" said neither: a phone review). On the map the bot measures.
     */
    @Test
    void aSeatsPlacementStepOffTheMapSaysTheHostSetsItsPiecesDown() {
        Event step = new Event.DeploymentStepStarted(DeploymentStep.ATTACKER_FRAMES, "bot-easy-1");
        assertEquals("Deployment step 4: the attackers place their remaining frames, one at a time, alternating — "
                + "**bot-easy-1**'s turn: the host sets its pieces down (each frame outside the perimeter and every "
                + "defender frame's direct fire).", say(step));
        Game onTheMap = MapTables.skirmish("B G Y Rd", List.of(), new Point(12, 12)).game();
        assertTrue(EventLine.of(step, onTheMap, NAME).orElseThrow().endsWith("**bot-easy-1**'s turn."));
    }

    private static String say(Event event) {
        return EventLine.of(event, Game.EMPTY, NAME).orElseThrow();
    }

    /**
     * A bot seat decides on its own: the line that says it decides now lists no commands to type
     * (beside a big game's every frame they flooded each step of its turn, a phone audit); a
     * person's lists theirs.
     */
    @Test
    void aSeatDecidingNowIsGivenNoCommandsToType() {
        List<Frame> frames = List.of(
                Table.frame("bot-easy-1", "s1", "B G Y Rd"), Table.frame("a", "a1", "B G Y Rd"));
        Game seatFirst = new Table(Table.combat(
                GameOptions.defaults(GameSize.SKIRMISH),
                List.of("bot-easy-1", "a"), List.of("Easy bot", "Ann"), List.of(5, 5),
                frames, List.of(), List.of("bot-easy-1", "a"))).game();
        String seat = WhoDecides.prompt(Game.EMPTY, seatFirst).orElseThrow();
        assertTrue(!seat.contains("\n") && !seat.contains("`/"), seat);
        Game personFirst = new Table(Table.combat(
                GameOptions.defaults(GameSize.SKIRMISH),
                List.of("bot-easy-1", "a"), List.of("Easy bot", "Ann"), List.of(5, 5),
                frames, List.of(), List.of("a", "bot-easy-1"))).game();
        assertTrue(WhoDecides.prompt(Game.EMPTY, personFirst).orElseThrow().contains("`/turn start"),
                "a person is told what to type");
    }

    /**
     * Off the map a hit on terrain tells the table to take the bricks off; on the map the map wears the
     * piece down and says so once after the dice: "take 6 bricks off the terrain" stood three times
     * above "Piece 3 takes 3 hits and is gone from the map" (a phone review).
     */
    @Test
    void aHitOnTerrainSaysTheBricksOnlyWhereTheTableTakesThemOff() {
        Event hit = new Event.DamageDieResolved(4, DieEffect.TARGET_HIT, 6);
        Event onCover = new Event.DamageDieResolved(4, DieEffect.COVER_HIT, 6);
        Game off = Table.duel(List.of(Table.frame("a", "a1", "B G Y Rd"), Table.frame("b", "b1", "B G Y Rd"))).game();
        Game on = MapTables.skirmish("B G Y Rd", List.of(), new Point(12, 12)).game();
        Function<String, String> name = id -> id;
        assertEquals("• 4: hits (take 6 bricks off the terrain).", EventLine.of(hit, off, name).orElseThrow());
        assertEquals("• 4: hits the cover (take 6 bricks off it).", EventLine.of(onCover, off, name).orElseThrow());
        assertEquals("• 4: hits.", EventLine.of(hit, on, name).orElseThrow());
        assertEquals("• 4: hits the cover.", EventLine.of(onCover, on, name).orElseThrow());
        // The dice that hit it, one line: "• 6: hits." stood five times for a 1-brick piece (a phone review).
        List<Event> three = List.of(new Event.DamageDieResolved(6, DieEffect.TARGET_HIT, 6),
                new Event.DamageDieResolved(2, DieEffect.NOTHING, 0), new Event.DamageDieResolved(5, DieEffect.TARGET_HIT, 6),
                new Event.DamageDieResolved(6, DieEffect.TARGET_HIT, 6));
        assertEquals(List.of("• 6: hits.", "• 2: nothing.", "• 5, 6: each hits."), EventText.describe(three, on, on));
    }

    /**
     * No defense is said to be no loss where nothing is left to attack the frame this round: from a
     * bot seat holding a blue die, "does not defend" read as a mistake (a phone review).
     */
    @Test
    void noDefenseWithNothingLeftToAttackSaysWhy() {
        Table table = Table.duel(List.of(Table.frame("a", "a1", "B G Y Rd"), Table.frame("b", "b1", "B G Y Rd")));
        if (GameQueries.initiative(table.game()).orElseThrow().equals("a")) {
            table.play(new Command.Pass("a"));
        }
        int[] ones = new int[Pool.of(table.game().frame("b", "b1").orElseThrow(), null, 0, false).size()];
        Arrays.fill(ones, 1);
        table.play(new Command.StartTurn("b", "b1", "none", null, null, 0, false, null), ones);
        Game before = table.game();
        assertEquals(List.of("🛡️ **b1** does not defend (defense 0)."),
                EventText.describe(table.play(new Command.Defend("b", "none")), before, table.game()),
                "a1 is still to act");
        table.play(new Command.EndTurn("b"));
        table.play(new Command.StartTurn("a", "a1", "none", null, null, 0, false, null), ones);
        before = table.game();
        assertEquals(List.of("🛡️ **a1** does not defend (defense 0): nothing is left to attack it this round."),
                EventText.describe(table.play(new Command.Defend("a", "none")), before, table.game()));
    }

    /**
     * Not said where an attack may still come from a frame acting first, whose turn is under way
     * though it counts as acted: the attacker b1's, when a1 answers its attack; b1's, activated by
     * a1's own attack in the same tap as a1's defense (a review).
     */
    @Test
    void noDefenseIsNotCalledSafeWhileAnAttackMayStillCome() {
        for (boolean a1Attacks : new boolean[] {false, true}) {
            Table table = Table.duel(List.of(Table.frame("a", "a1", "B G Y Rd"), Table.frame("b", "b1", "B G Y Rd")));
            String first = a1Attacks ? "a" : "b";
            String second = a1Attacks ? "b" : "a";
            if (!GameQueries.initiative(table.game()).orElseThrow().equals(first)) {
                table.play(new Command.Pass(second));
            }
            int[] sixes = new int[Pool.of(table.game().frame("a", "a1").orElseThrow(), Range.DIRECT, 0, false).size()];
            Arrays.fill(sixes, 6);
            table.play(new Command.StartTurn(first, first + "1", second + "1", null, Range.DIRECT, 0, false, null),
                    sixes);
            List<Event> defended;
            Game before;
            if (a1Attacks) {
                before = table.game();
                defended = new ArrayList<>(table.play(new Command.Defend("a", "none")));
                defended.addAll(table.play(new Command.Attack("a", "R6", false, null, null, null)));
            } else {
                table.play(new Command.Defend("b", "B6"));
                table.play(new Command.Attack("b", "R6", false, null, null, null));
                table.play(new Command.StartTurn("a", "a1", "b1", null, Range.DIRECT, 0, false, null), sixes);
                before = table.game();
                defended = table.play(new Command.Defend("a", "none"), 1, 1, 1, 1, 1, 1); // its six damage dice miss
            }
            String line = EventText.describe(defended, before, table.game()).stream()
                    .filter(l -> l.startsWith("🛡️ **a1**")).findFirst().orElseThrow();
            assertEquals("🛡️ **a1** does not defend (defense 0).", line, a1Attacks ? "b1 acts first" : "b1's attack lands");
        }
    }

    /** A move away from the station its frame stood by says so: it left it unsaid, and the frame's retreat from it (a phone review). */
    @Test
    void aMoveAwayFromAStationSaysItLeavesIt() {
        Table table = Table.duel(List.of(Table.frame("a", "a1", "B G Y Rd"), Table.frame("b", "b1", "B G Y Rd")),
                List.of(Table.station("a", "Mill")));
        table.settle("a", "a1", "Mill");
        Game before = table.game();
        RolledDie g4 = new RolledDie(Die.d6(DieColour.GREEN), 4);
        List<Event> moved = List.of(new Event.FrameMoved("a", "a1", g4, null));
        assertEquals(List.of("🦿 **a1** moves up to 4 units (G4), leaving station **Mill**."),
                EventText.describe(moved, before, before));
        List<Event> stays = List.of(new Event.FrameMoved("a", "a1", g4, "Mill"));
        assertEquals(List.of("🦿 **a1** moves up to 4 units (G4), now near station **Mill**."),
                EventText.describe(stays, before, before));
    }

    /**
     * A move that keeps its frame near its station and the campaign's objective says both: "now
     * near station Mill." and then "alice gains the objective Flag" read as a gain from nowhere (a
     * campaign audit). The log, read with the game as it is now, can't tell of then: it says the station.
     */
    @Test
    void aMoveThatStaysNearItsStationAndTheObjectiveSaysBoth() {
        GameOptions options = GameOptions.defaults(GameSize.SKIRMISH)
                .withCampaign(new CampaignTerms("Moon", List.of(), "Flag", ObjectiveBehaviour.NONE));
        Table table = new Table(Table.combat(options, 2, List.of(Table.frame("a", "a1", "B G Y Rd"),
                Table.frame("b", "b1", "B G Y Rd")), List.of(Table.station("a", "Mill"), Table.station("b", "Bay"),
                Station.neutral("Flag")), null, List.of("a", "b")));
        table.settle("a", "a1", "Mill");
        table.settle("a", "a1", "Flag");
        Game before = table.game();
        List<Event> stays = List.of(new Event.FrameMoved("a", "a1", new RolledDie(Die.d6(DieColour.GREEN), 4), "Mill"));
        assertEquals(List.of("🦿 **a1** moves up to 4 units (G4), now near station **Mill** and the objective **Flag**."),
                EventText.describe(stays, before, before));
        assertEquals(List.of("🦿 **a1** moves up to 4 units (G4), now near station **Mill**."),
                EventText.describeLogged(stays, before, NAME));
    }

    /**
     * On the map a frame by two stations that moves and stays by both leaves neither, though its
     * move names only one: only what the map measures after the move says "leaving".
     */
    @Test
    void onTheMapAMoveThatStaysByTwoStationsLeavesNeither() {
        Table table = TwoStations.placed("b", new Point(11.5, 9), new Point(30, 30));
        table.settle("a", "a1", "Dock");
        int[] sixes = new int[Pool.of(table.game().frame("a", "a1").orElseThrow(), null, 0, false).size()];
        Arrays.fill(sixes, 6);
        table.play(new Command.StartTurn("a", "a1", "none", null, null, 0, false, null), sixes);
        table.play(new Command.Defend("a", "none"));
        Game before = table.game();
        List<Event> moved = table.play(new Command.MoveTo("a", "W6", new Point(11.5, 9.4)));
        String line = EventText.describe(moved, before, table.game()).getFirst();
        assertTrue(line.startsWith("🦿 **a1** moves 0.4 units (W6)"), line);
        assertFalse(line.contains("leaving"), "still within 1 unit of both: " + line);
    }

    /** On the map a move says how far it went: "moves up to 4 units (G4)" for half a unit read as the move made (a phone review). */
    @Test
    void onTheMapAMoveSaysHowFarItWent() {
        Table table = MapTables.stationsBenHosting();
        table.play(new Command.StartTurn("a", "a1", "b1", "b", null, 0, false, null), 6, 5, 5, 4, 3, 2, 1);
        table.play(new Command.Defend("a", "B3"));
        Game before = table.game();
        List<Event> moved = table.play(new Command.MoveTo("a", "G2", new Point(2, 3.5)));
        assertEquals("🦿 **a1** moves 1.5 units (G2) to 2,3.5.", EventText.describe(moved, before, table.game())
                .getFirst());
    }

    /**
     * What acting first means is said whole the game's first time, in whatever round, then short: it
     * was whole in round 1 only, so a first activation in round 2 never read it (a review).
     */
    @Test
    void actingFirstIsExplainedWholeTheGamesFirstTime() {
        Table table = Table.duel(List.of(Table.frame("a", "a1", "Rh"), Table.frame("b", "b1", "Rh")));
        Game fresh = table.game();
        if (GameQueries.initiative(fresh).orElseThrow().equals("b")) {
            table.play(new Command.Pass("b"));
        }
        table.play(Table.start("a", "a1", "b1", Range.HAND), 1, 1, 2, 2, 1);
        table.play(new Command.Defend("a", "W1"));
        table.play(new Command.Attack("a", "R2", false, null, null, null));
        Game seen = table.game();
        assertTrue(seen.combatOrderSeen() && !fresh.combatOrderSeen());
        List<Event> activated = List.of(new Event.FrameActivated("b", "b1", "a", "a1"));
        assertTrue(EventText.describe(activated, fresh, fresh).getFirst().contains("it names its target, rolls and "
                + "defends now, before a1's attack lands, and finishes its turn after a1's."));
        assertTrue(EventText.describe(activated, seen, seen).getFirst().contains("has not acted yet: it acts first, "
                + "before a1's attack lands."), EventText.describe(activated, seen, seen).getFirst());
    }

    /**
     * The log tells that a frame was to act first, not how to: its example answer, worked out from
     * the game as it is now, told a frame destroyed since how to strike back with a white die (a
     * bad-input audit), and pinged its owner in the log's lines.
     */
    @Test
    void theLogSaysAFrameActsFirstWithoutWhatToType() {
        Table table = Table.duel(List.of(Table.frame("a", "Hammer", "B G Rh Rh", 1), Table.frame("b", "Rook", "B G Y Rd")));
        String logged = String.join(" ", EventText.describeLogged(List.of(new Event.FrameActivated("a", "Hammer", "b",
                "Rook")), table.game(), NAME));
        assertEquals("⚡ **Hammer** (a) has not acted yet: it acts first, before Rook's attack lands.", logged);
    }
}
