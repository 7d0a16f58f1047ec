package mfz.rules.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import mfz.rules.attack.Cover;
import mfz.rules.dice.ScriptedDice;
import mfz.rules.game.Command;
import mfz.rules.game.Decision;
import mfz.rules.game.Event;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.RuleViolation;
import mfz.rules.game.Table;
import mfz.rules.turn.Range;
import org.junit.jupiter.api.Test;

/**
 * The map helps, the players rule (docs/rules.md §10): a player declares an attack against what
 * the map measured, the host confirms it (it goes ahead as declared) or refuses it, and both the
 * declaration and the answer stay in the game's events.
 */
class MapOverrideTest {

    /** a1 attacks b1, which the map has behind the wall; Anna declares it out of cover. */
    private static Table declaredOutOfCover() {
        Table table = MapTables.skirmish("B G Y Rd", List.of(MapTables.NEAR_TARGET), new Point(12, 12));
        table.play(new Command.StartTurn("a", "a1", "b1", null, null, 0, false, null), 6, 5, 5, 4, 3, 2, 1);
        table.play(new Command.Defend("a", "B3"));
        List<Event> declared = table.play(new Command.DeclareAttack("a", "R5", false, "none", null, null));
        PendingDecision.AgainstTheMap choice = (PendingDecision.AgainstTheMap) ((Event.DecisionRequested)
                declared.getFirst()).decision();
        assertEquals(new PendingDecision.AttackDeclared("a1", "R5", false, "none", null, null), choice.declared());
        assertEquals(table.game().host(), choice.player(), "the host decides");
        assertTrue(choice.mapSaid().startsWith("On the map b1 stands in cover of Wall"), choice.mapSaid());
        return table;
    }

    private static String refusal(Table table, Command command) {
        Decision decision = table.game().decide(command, new ScriptedDice(List.of()));
        return ((RuleViolation) decision).message();
    }

    @Test
    void theHostConfirmsAndTheAttackGoesAheadAsDeclared() {
        Table table = declaredOutOfCover();
        assertTrue(refusal(table, new Command.ConfirmOverride("b", true)).startsWith("Not your decision"),
                "only the host answers");
        assertTrue(refusal(table, new Command.Attack("a", "R5", false, null, null, null)).startsWith("Not now"),
                "nothing else until the host answers");
        List<Event> confirmed = table.play(new Command.ConfirmOverride(table.game().host(), true));
        assertTrue(confirmed.getFirst() instanceof Event.OverrideDecided d && d.confirmed(), confirmed.toString());
        Cover cover = confirmed.stream().filter(e -> e instanceof Event.AttackDeclared)
                .map(e -> ((Event.AttackDeclared) e).attack().cover()).findFirst().orElseThrow();
        assertEquals(Cover.NONE, cover, "out of cover, as declared");
    }

    @Test
    void theHostRefusesAndThePlayerAttacksAgain() {
        Table table = declaredOutOfCover();
        List<Event> refused = table.play(new Command.ConfirmOverride(table.game().host(), false));
        assertTrue(refused.size() == 1 && refused.getFirst() instanceof Event.OverrideDecided d && !d.confirmed(),
                refused.toString());
        assertEquals(null, table.game().pending());
        List<Event> attacked = table.play(new Command.Attack("a", "R5", false, null, null, null));
        assertTrue(attacked.stream().anyMatch(e -> e instanceof Event.AttackDeclared a
                && a.attack().cover().equals(Cover.TERRAIN)), "the map's answer this time: " + attacked);
    }

    /** b1 behind the 4-brick Wall (it stands through 0 hits); the attack ready to be declared. */
    private static Table behindTheWall() {
        Table table = MapTables.skirmish("B G Y Rd", List.of(MapTables.NEAR_TARGET), new Point(12, 12));
        table.play(new Command.StartTurn("a", "a1", "b1", null, null, 0, false, null), 6, 5, 5, 4, 3, 2, 1);
        table.play(new Command.Defend("a", "B3"));
        return table;
    }

    /**
     * A piece of terrain named as the cover is terrain cover to the usual rules, standing through
     * the hits declared; confirmed, the attack's hits wear that piece down (a map audit: the
     * confirm was refused, "no frame named Wall", and nothing wore).
     */
    @Test
    void aPieceNamedAsTheCoverIsConfirmedAsTerrainAndWearsDown() {
        Table table = behindTheWall();
        table.play(new Command.DeclareAttack("a", "R5", false, "Wall", null, 1));
        List<Event> confirmed = table.play(new Command.ConfirmOverride(table.game().host(), true));
        assertTrue(confirmed.stream().anyMatch(e -> e instanceof Event.MapChanged m
                && m.change() instanceof MapEvent.CoverTaken taken && taken.terrain().equals("Wall")), confirmed.toString());
        Event.AttackDeclared attack = confirmed.stream().filter(e -> e instanceof Event.AttackDeclared)
                .map(e -> (Event.AttackDeclared) e).findFirst().orElseThrow();
        assertEquals(Cover.TERRAIN, attack.attack().cover(), attack.toString());
        // The piece its hits wear down when they resolve, as a measured cover's (MapWear; TerrainWearsOnTheMapTest).
        assertEquals("Wall", table.game().deploying().coverTerrain());
    }

    /** What the usual rules refuse is refused as it is declared, with their reason: the host never gets a Confirm that fails. */
    @Test
    void aDeclarationTheUsualRulesRefuseIsRefusedAtOnce() {
        Table table = behindTheWall();
        String refused = refusal(table, new Command.DeclareAttack("a", "R5", false, "Tower", null, 1));
        assertTrue(refused.contains("Tower"), refused);
        String green = refusal(table, new Command.DeclareAttack("a", "G5", false, "none", null, null));
        assertTrue(green.contains("G5"), "a die that doesn't attack: " + green);
        assertEquals(null, table.game().pending(), "nothing waits on the host");
    }

    @Test
    void anOverrideTheMapAgreesWithIsRefused() {
        Table table = MapTables.skirmish("B G Y Rd", List.of(MapTables.NEAR_TARGET), new Point(12, 12));
        table.play(new Command.StartTurn("a", "a1", "b1", null, null, 0, false, null), 6, 5, 5, 4, 3, 2, 1);
        table.play(new Command.Defend("a", "B3"));
        assertEquals("The map agrees with that attack: attack as usual, without override.",
                refusal(table, new Command.DeclareAttack("a", "R5", false, "terrain", null, null)));
    }

    /**
     * b1 at (2,16) behind a wall of these bricks within 1 unit of it, b2 at {@code b2At}; a1 at (2,2),
     * its turn naming direct fire, defended with B3 and ready to attack: b1 stands at artillery range.
     */
    private static Table beyondDirectFireBehindAWall(int bricks, Point b2At) {
        Terrain wall = new Terrain("Wall", Polygon.rectangle(1.5, 14.9, 1, 0.3), bricks);
        Table table = MapTables.skirmish("B G Y Rd", List.of(wall), new Point(2, 16), b2At);
        table.play(new Command.StartTurn("a", "a1", "b1", null, Range.DIRECT, 0, false, null),
                6, 5, 5, 4, 3, 2, 1);
        table.play(new Command.Defend("a", "B3"));
        return table;
    }

    /**
     * b1 at (2,16), behind a wall near it, beyond direct fire from a1 at (2,2): Anna says it is in
     * direct fire. Only the range is overridden: confirmed, the attack keeps the map's cover (a map
     * audit, 2026-11-27: it went ahead out of cover, the wall untouched, Ben never asked).
     */
    @Test
    void aRangeOverriddenKeepsTheMapsCover() {
        Table table = beyondDirectFireBehindAWall(10, new Point(12, 12));
        List<Event> declared = table.play(new Command.DeclareAttack("a", "R5", false, null, null, null));
        String mapSaid = ((PendingDecision.AgainstTheMap) ((Event.DecisionRequested) declared.getFirst()).decision())
                .mapSaid();
        assertTrue(mapSaid.startsWith("b1 is ") && mapSaid.contains("artillery range"), mapSaid);
        List<Event> confirmed = table.play(new Command.ConfirmOverride(table.game().host(), true));
        assertTrue(confirmed.stream().anyMatch(e -> e instanceof Event.MapChanged m
                && m.change() instanceof MapEvent.CoverTaken taken && taken.terrain().equals("Wall")), confirmed.toString());
        Event.AttackDeclared attack = confirmed.stream().filter(Event.AttackDeclared.class::isInstance)
                .map(Event.AttackDeclared.class::cast).findFirst().orElseThrow();
        assertEquals(Cover.TERRAIN, attack.attack().cover(), "behind the wall, as the map has it");
    }

    /** With two covers and the range overridden, the target's owner still says which is hit first. */
    @Test
    void aRangeOverriddenLeavesTheChoiceOfCoverToTheTargetsOwner() {
        Table table = beyondDirectFireBehindAWall(4, new Point(1.6, 14.4));
        table.play(new Command.DeclareAttack("a", "R5", false, null, null, null));
        List<Event> confirmed = table.play(new Command.ConfirmOverride(table.game().host(), true));
        assertEquals(2, confirmed.size(), confirmed.toString());
        assertTrue(confirmed.get(1) instanceof Event.DecisionRequested asked
                && asked.decision() instanceof PendingDecision.CoverChoice choice && choice.player().equals("b")
                && choice.covers().equals(List.of("Wall", "b/b2")), confirmed.toString());
    }

    /**
     * The host is shown all the map says against what is declared: the range and the cover both
     * (shown the range alone, a host confirmed a cover they never saw).
     */
    @Test
    void theHostIsShownEveryDisagreement() {
        Table table = beyondDirectFireBehindAWall(10, new Point(12, 12));
        List<Event> declared = table.play(new Command.DeclareAttack("a", "R5", false, "none", null, null));
        String mapSaid = ((PendingDecision.AgainstTheMap) ((Event.DecisionRequested) declared.getFirst()).decision())
                .mapSaid();
        assertTrue(mapSaid.contains("artillery range") && mapSaid.contains("stands in cover of Wall"), mapSaid);
    }

    /** Which of several covers is hit first is the target's owner's to say: no override gives it to the attacker. */
    @Test
    void theAttackerCantOverrideWhichOfSeveralCoversIsHitFirst() {
        Table table = MapTables.skirmish("B G Y Rd", List.of(MapTables.NEAR_TARGET), new Point(1.6, 6.4));
        table.play(new Command.StartTurn("a", "a1", "b1", null, null, 0, false, null), 6, 5, 5, 4, 3, 2, 1);
        table.play(new Command.Defend("a", "B3"));
        String refused = refusal(table, new Command.DeclareAttack("a", "R5", false, "b2", null, null));
        assertTrue(refused.contains("the target's owner's to say"), refused);
        assertEquals(null, table.game().pending());
    }
}
