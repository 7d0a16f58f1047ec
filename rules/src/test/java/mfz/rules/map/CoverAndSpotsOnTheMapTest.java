package mfz.rules.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import mfz.rules.attack.Cover;
import mfz.rules.dice.ScriptedDice;
import mfz.rules.game.Command;
import mfz.rules.game.Decision;
import mfz.rules.game.Event;
import mfz.rules.game.GameQueries;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.RuleViolation;
import mfz.rules.game.Table;
import mfz.rules.turn.Action;
import mfz.rules.turn.Choices;
import mfz.rules.turn.Range;
import org.junit.jupiter.api.Test;

/**
 * On the map (docs/rules.md §10) nobody declares range or cover: a turn naming a target takes the
 * range it stands at; an attack takes the cover the map finds between the two and within 1 unit
 * of the target (cover near the attacker doesn't count; with several, the target's owner names
 * the one hit first); a declaration against the map is refused with what the map says; a spot
 * is checked from range and cover by the spotter's comms, and one the map refuses may be
 * declared for the host to confirm.
 */
class CoverAndSpotsOnTheMapTest {

    private static final Terrain NEAR_TARGET = MapTables.NEAR_TARGET;
    private static final Terrain NEAR_ATTACKER = MapTables.NEAR_ATTACKER;

    private static Table onTheMap(String attackerLoadout, List<Terrain> terrain, Point b2At) {
        return MapTables.skirmish(attackerLoadout, terrain, b2At);
    }

    /**
     * What the map finds covering the target is said beside it as the turn waits on its attack: the
     * buttons' odds counted it and said nothing (a map player's first games); out of cover, nothing.
     */
    @Test
    void theTurnSaysWhatCoversItsTargetBeforeTheAttack() {
        String covered = GameQueries.waitingOn(MapTables.attackingB1().game());
        assertTrue(covered.contains("attack Ben's b1 (in cover of Wall (4 bricks)), "), covered);
        String open = GameQueries.waitingOn(turnAgainstB1(onTheMap("B G Y Rd", List.of(), new Point(12, 12))).game());
        assertTrue(open.contains("attack Ben's b1, "), open);
    }

    /**
     * Moved out of the range its turn named, the turn's attack is said with the map's measure and
     * what the map does with it: the card said "at direct fire range, if it is within it" over no
     * attack button (a map player's first games).
     */
    @Test
    void aTargetMovedOutOfTheNamedRangeIsSaidSo() {
        Table table = MapTables.attackingB1();
        table.play(new Command.MoveTo("a", "W6", new Point(7.8, 0.7)));
        String attack = Choices.of(table.game(), "a").stream().filter(c -> c.action() == Action.ATTACK)
                .findFirst().orElseThrow().note();
        assertTrue(attack.startsWith("Attack Ben's b1: b1 is ") && attack.endsWith(" from a1: artillery range, not "
                + "direct fire, so the map refuses it from here (`override:true` asks the host)."), attack);
        // its cover isn't said there: an attack that can't come from there has none (a map audit)
        String waiting = GameQueries.waitingOn(table.game());
        assertTrue(waiting.contains("attack Ben's b1 or end") && !waiting.contains("(in cover of"), waiting);
    }

    /** a1 starts its turn naming b1 and no range, and defends with B3. */
    private static Table turnAgainstB1(Table table) {
        List<Event> started = table.play(new Command.StartTurn("a", "a1", "b1", null, null, 0, false, null),
                6, 5, 5, 4, 3, 2, 1);
        Event.TurnStarted turn = (Event.TurnStarted) started.stream().filter(e -> e instanceof Event.TurnStarted)
                .findFirst().orElseThrow();
        assertEquals(Range.DIRECT, turn.range(), "5 units apart: direct fire, measured, not declared");
        table.play(new Command.Defend("a", "B3"));
        return table;
    }

    private static Cover attackCover(Table table, String cover, String coverOwner) {
        List<Event> events = table.play(new Command.Attack("a", "R5", false, cover, coverOwner, null));
        return events.stream().filter(e -> e instanceof Event.AttackDeclared).map(e -> ((Event.AttackDeclared) e)
                .attack().cover()).findFirst().orElseThrow();
    }

    private static String refusal(Table table, Command command) {
        Decision decision = table.game().decide(command, new ScriptedDice(List.of()));
        return ((RuleViolation) decision).message();
    }

    @Test
    void terrainBetweenAndNearTheTargetIsItsCover() {
        Table table = turnAgainstB1(onTheMap("B G Y Rd", List.of(NEAR_TARGET), new Point(12, 12)));
        assertEquals(Cover.TERRAIN, attackCover(table, null, null));
    }

    @Test
    void aDeclarationAgainstTheMapIsRefusedWithWhatTheMapSays() {
        Table table = turnAgainstB1(onTheMap("B G Y Rd", List.of(NEAR_TARGET), new Point(12, 12)));
        assertEquals("On the map b1 stands in cover of Wall (4 bricks): attack without `cover:` to take the map's answer.",
                refusal(table, new Command.Attack("a", "R5", false, "none", null, null)));
        assertTrue(refusal(table, new Command.Attack("a", "R5", false, "b2", "b", null))
                .startsWith("On the map b1 stands in cover of Wall (4 bricks), not `b2`"));
        assertEquals(Cover.TERRAIN, attackCover(table, "terrain", null), "naming what the map finds is accepted");
    }

    @Test
    void coverNearTheAttackerDoesNotCount() {
        Table table = turnAgainstB1(onTheMap("B G Y Rd", List.of(NEAR_ATTACKER), new Point(12, 12)));
        assertEquals(Cover.NONE, attackCover(table, null, null));
        Table declared = turnAgainstB1(onTheMap("B G Y Rd", List.of(NEAR_ATTACKER), new Point(12, 12)));
        assertEquals("On the map nothing covers b1 against a1: attack without `cover:`.",
                refusal(declared, new Command.Attack("a", "R5", false, "terrain", null, null)));
    }

    @Test
    void withSeveralCoversTheTargetsOwnerSaysWhichIsHitFirst() {
        // b2 stands beside the wall, 0.65 units from b1 and touching the band between a1 and b1.
        Table table = turnAgainstB1(onTheMap("B G Y Rd", List.of(NEAR_TARGET), new Point(1.6, 6.4)));
        assertEquals("b1 stands in cover of Wall (4 bricks) and b2 (Ben): its owner says which is hit first, not the"
                + " attacker. Attack without `cover:` and Ben chooses.",
                refusal(table, new Command.Attack("a", "R5", false, "b2", null, null)));
        List<Event> declared = table.play(new Command.Attack("a", "R5", false, null, null, null));
        assertEquals(List.of(new Event.DecisionRequested(new PendingDecision.CoverChoice("b", "a", "a1",
                "b1", "R5", false, List.of("Wall", "b/b2")))), declared);
        assertEquals("`Rock` is not one of b1's covers: Wall, b2.",
                refusal(table, new Command.ChooseCover("b", "Rock")));
        assertTrue(refusal(table, new Command.ChooseCover("a", "b2")).contains("Ben"), "only the target's owner says");
        List<Event> chosen = table.play(new Command.ChooseCover("b", "b2"));
        assertEquals(new Event.CoverChosen("b", "b/b2"), chosen.getFirst());
        Event.AttackDeclared attack = chosen.stream().filter(Event.AttackDeclared.class::isInstance)
                .map(Event.AttackDeclared.class::cast).findFirst().orElseThrow();
        assertEquals(Cover.frame("b", "b2"), attack.attack().cover());
    }

    @Test
    void aSpotIsCheckedFromRangeAndCoverByTheSpottersComms() {
        // a1 has no comms system: it spots only within direct fire and out of cover (with its white die).
        Table noComms = onTheMap("B G Rd", List.of(NEAR_TARGET), new Point(12, 12));
        noComms.play(new Command.StartTurn("a", "a1", "b1", null, null, 0, false, null), 6, 5, 5, 4, 3, 2);
        noComms.play(new Command.Defend("a", "none"));
        String refused = refusal(noComms, new Command.Spot("a", "b1", "b", "W6"));
        assertTrue(refused.startsWith("b1 is in the cover of Wall (4 bricks): spotting it needs a comms system"), refused);
        // The owner named by name, as the usual rules also read it: measured all the same (it went unmeasured).
        String byName = refusal(noComms, new Command.Spot("a", "b1", "Ben", "W6"));
        assertTrue(byName.startsWith("b1 is in the cover of Wall (4 bricks): spotting it needs a comms system"), byName);
        // With one comms system the same spot is allowed, cover or not.
        Table oneComms = onTheMap("B G Y Rd", List.of(NEAR_TARGET), new Point(12, 12));
        oneComms.play(new Command.StartTurn("a", "a1", "b1", null, null, 0, false, null), 6, 5, 5, 4, 3, 2, 1);
        oneComms.play(new Command.Defend("a", "none"));
        List<Event> spotted = oneComms.play(new Command.Spot("a", "b1", "b", "W6"));
        assertTrue(spotted.stream().anyMatch(e -> e instanceof Event.SpotPlaced), spotted.toString());
    }

    /**
     * Two covers of one name (Anna's a2 and Ben's frame called a2) are typed with their players:
     * the hint listed "a2 or a2", and the bare name it offered was refused with ids for an answer.
     */
    @Test
    void twoCoversOfOneNameAreTypedWithTheirPlayers() {
        Table table = turnAgainstB1(MapTables.skirmish("B G Y Rd", List.of(), new Point(2, 8), new Point(1.6, 6.4),
                "b1", new Point(2.4, 6.4), "a2"));
        table.play(new Command.Attack("a", "R5", false, null, null, null));
        PendingDecision.CoverChoice choice = (PendingDecision.CoverChoice) table.game().pending();
        assertEquals(List.of("a2 (Anna)", "a2 (Ben)"), MapCover.typed(table.game(), choice.covers()));
        assertEquals("Two frames are called `A2`: name one with its player, as `a2 (Anna)` or `a2 (Ben)`.",
                refusal(table, new Command.ChooseCover("b", "A2")));
        assertEquals("`Rock` is not one of b1's covers: a2 (Anna), a2 (Ben).",
                refusal(table, new Command.ChooseCover("b", "Rock")), "no player's id in the list");
        List<Event> chosen = table.play(new Command.ChooseCover("b", "A2 (anna)"));
        assertEquals(new Event.CoverChosen("b", "a/a2"), chosen.getFirst());
    }

    /** A piece of terrain and a frame of one name: offered as "Wall" and "Wall (Ben)", the bare name is the terrain. */
    @Test
    void aPieceAndAFrameOfOneNameAreToldApartAsOffered() {
        Table table = turnAgainstB1(MapTables.skirmish("B G Y Rd", List.of(NEAR_TARGET), new Point(2, 8),
                new Point(1.6, 6.4), "b1", new Point(20, 2), "Wall"));
        table.play(new Command.Attack("a", "R5", false, null, null, null));
        PendingDecision.CoverChoice choice = (PendingDecision.CoverChoice) table.game().pending();
        assertEquals(List.of("Wall", "Wall (Ben)"), MapCover.typed(table.game(), choice.covers()));
        assertEquals(new Event.CoverChosen("b", "Wall"), table.play(new Command.ChooseCover("b", "wall")).getFirst(),
                "the terrain, as offered (refused as two frames' before)");
    }

    /** Declared against the map, a spot's target named like one's own frame is the other's, as for a plain spot. */
    @Test
    void aSpotDeclaredAtAFrameNamedLikeOnesOwnMeansTheOthers() {
        Table shared = MapTables.skirmish("B G Rd", List.of(NEAR_TARGET), new Point(2, 8), new Point(12, 12), "a1");
        shared.play(new Command.StartTurn("a", "a1", "a1", null, null, 0, false, null), 6, 5, 5, 4, 3, 2);
        shared.play(new Command.Defend("a", "none"));
        List<Event> declared = shared.play(new Command.DeclareSpot("a", "a1", null, "W6"));
        PendingDecision.AgainstTheMap choice = (PendingDecision.AgainstTheMap)
                ((Event.DecisionRequested) declared.getFirst()).decision();
        assertEquals(new PendingDecision.SpotDeclared("a1", "W6", "b", "a1"), choice.declared());
    }

    @Test
    void aSpotTheMapRefusesIsDeclaredAndTheHostConfirmsIt() {
        Table noComms = onTheMap("B G Rd", List.of(NEAR_TARGET), new Point(12, 12));
        noComms.play(new Command.StartTurn("a", "a1", "b1", null, null, 0, false, null), 6, 5, 5, 4, 3, 2);
        noComms.play(new Command.Defend("a", "none"));
        assertTrue(refusal(noComms, new Command.DeclareSpot("a", "b1", "b", "R4")).startsWith("Spotting takes a yellow"),
                "the usual rules' reason stands");
        List<Event> declared = noComms.play(new Command.DeclareSpot("a", "b1", "b", "W6"));
        PendingDecision.AgainstTheMap choice = (PendingDecision.AgainstTheMap)
                ((Event.DecisionRequested) declared.getFirst()).decision();
        assertEquals(new PendingDecision.SpotDeclared("a1", "W6", "b", "b1"), choice.declared());
        assertTrue(choice.mapSaid().startsWith("b1 is in the cover of Wall (4 bricks)"), choice.mapSaid());
        List<Event> confirmed = noComms.play(new Command.ConfirmOverride("a", true));
        assertTrue(confirmed.getFirst() instanceof Event.OverrideDecided d && d.confirmed(), confirmed.toString());
        assertEquals(6, noComms.game().frame("b", "b1").orElseThrow().spot(), "spotted as declared");

        Table oneComms = onTheMap("B G Y Rd", List.of(NEAR_TARGET), new Point(12, 12));
        oneComms.play(new Command.StartTurn("a", "a1", "b1", null, null, 0, false, null), 6, 5, 5, 4, 3, 2, 1);
        oneComms.play(new Command.Defend("a", "none"));
        assertEquals("The map agrees with that spot: spot as usual, without override.",
                refusal(oneComms, new Command.DeclareSpot("a", "b1", "b", "W6")));
    }
}
