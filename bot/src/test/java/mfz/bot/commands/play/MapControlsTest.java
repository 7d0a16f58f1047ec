package mfz.bot.commands.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import mfz.rules.attack.Cover;
import mfz.rules.company.Frame;
import mfz.bot.core.Component;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.Table;
import mfz.rules.map.MapCover;
import mfz.rules.map.MapTables;
import mfz.rules.map.Point;
import mfz.rules.map.Polygon;
import mfz.rules.map.Terrain;
import mfz.rules.round.Turn;
import mfz.rules.turn.FrameRef;
import mfz.rules.turn.Pool;
import mfz.rules.turn.Range;
import org.junit.jupiter.api.Test;

/**
 * On the map the tap controls don't ask what the map knows (docs/phones.md): a turn's start
 * menu says how far each target stands now; the attack buttons take the map's cover, with no
 * menu of declared covers, unless several covers stand there, when each is offered (the
 * target's owner says which is hit first).
 */
class MapControlsTest {

    /** The map's skirmish with the wall in front of b1, and b2 where given. */
    private static Table onTheMap(Point b2At) {
        return MapTables.skirmish("B G Y Rd", List.of(MapTables.NEAR_TARGET), b2At);
    }

    private static Table attacking(Table table) {
        table.play(new Command.StartTurn("a", "a1", "b1", null, null, 0, false, null), 6, 5, 5, 4, 3, 2, 1);
        table.play(new Command.Defend("a", "B3"));
        return table;
    }

    @Test
    void theStartMenuSaysHowFarEachTargetStandsNow() {
        Table table = onTheMap(new Point(12, 12));
        String menus = TurnStarts.menus(table.game(), "a", List.of(new FrameRef("a", "a1", "a1")), Map.of(), 3)
                .toString();
        assertTrue(menus.contains("description=in range now: 5 units]"), menus);
        assertTrue(menus.contains("out of range now: 5 units, direct fire"), "the other bands say it too: " + menus);
    }

    /**
     * A target no move this turn could bring into a range isn't offered at it: b2, 13 units from
     * a1, stood at hand-to-hand in the menu (a phone review); a1 moves 6 at most before it attacks.
     */
    @Test
    void theStartMenuLeavesOutARangeNoMoveThisTurnReaches() {
        Table table = onTheMap(new Point(2, 16));
        String menus = TurnStarts.menus(table.game(), "a", List.of(new FrameRef("a", "a1", "a1")), Map.of(), 3)
                .toString();
        assertFalse(menus.contains("label=b2 (Ben) at hand-to-hand"), menus);
        assertTrue(menus.contains("label=b2 (Ben) at direct fire"), "6 units nearer, it is in direct fire: " + menus);
        assertTrue(menus.contains("label=b1 (Ben) at hand-to-hand"), "5 units off, a move reaches it: " + menus);
    }

    /**
     * A frame acting first, by a station its owner holds, may be pushed off it by a retreat before
     * it moves (its attacker's attack lands first): that counts then, so nothing it could reach is
     * left out (a review). Starting its own turn, nothing comes before its move (counted every
     * turn, a frame 10 units off stayed at hand-to-hand: a phone review).
     */
    @Test
    void theStartMenuCountsARetreatOnlyForAFrameActingFirst() {
        Table table = MapTables.stationsBenHosting(new Point(8.6, 2.6)); // a1 by Anna's A-S at 10,2; b1 at 2,8
        table.settle("a", "a1", "A-S");
        List<FrameRef> a1 = List.of(new FrameRef("a", "a1", "a1"));
        assertFalse(TurnStarts.menus(table.game(), "a", a1, Map.of(), 3).toString()
                .contains("label=b1 (Ben) at hand-to-hand"), "7.5 units off, a1 moves 6 at most");
        table.play(new Command.Pass("a"));
        int[] sixes = new int[Pool.of(table.game().frame("b", "b1").orElseThrow(), Range.DIRECT, 0, false).size()];
        Arrays.fill(sixes, 6);
        table.play(new Command.StartTurn("b", "b1", "a1", "a", Range.DIRECT, 0, false, null), sixes);
        table.play(new Command.Defend("b", "none"));
        table.play(new Command.Attack("b", "R6", false, null, null, null));
        String menus = TurnStarts.menus(table.game(), "a", a1, Map.of(), 3).toString();
        assertTrue(menus.contains("label=b1 (Ben) at hand-to-hand"), "b1's attack may push a1 off A-S first: " + menus);
    }

    /** In range now comes first, whatever the range: hand-to-hand's lines came first, out of range (a phone review). */
    @Test
    void theStartMenuListsWhatIsInRangeNowFirst() {
        Table table = onTheMap(new Point(12, 12));
        var menu = (Component.SelectMenu) TurnStarts.menus(table.game(), "a", List.of(new FrameRef("a", "a1", "a1")),
                Map.of(), 3).getFirst().components().getFirst();
        List<String> described = menu.options().stream().map(o -> o.description() == null ? "" : o.description())
                .toList();
        int lastInRange = described.lastIndexOf(described.stream().filter(d -> d.startsWith("in range now"))
                .reduce((a, b) -> b).orElseThrow());
        assertTrue(described.subList(0, lastInRange + 1).stream().allMatch(d -> d.startsWith("in range now")),
                described.toString());
    }

    /**
     * The enemy's frames in range now come before terrain in range now: the 1-brick floor under the
     * frame's own feet, in reach at hand-to-hand, came first and was tapped (a phone review).
     */
    @Test
    void theStartMenuListsFramesInRangeBeforeTerrain() {
        Table table = MapTables.skirmish("B G Y Rd", List.of(new Terrain("Floor", Polygon.rectangle(1.5, 1.5, 1, 1), 1)),
                new Point(12, 12));
        var menu = (Component.SelectMenu) TurnStarts.menus(table.game(), "a", List.of(new FrameRef("a", "a1", "a1")),
                Map.of(), 3).getFirst().components().getFirst();
        List<String> labels = menu.options().stream().map(Component.Option::label).toList();
        int floor = labels.indexOf("Terrain: Floor at hand-to-hand");
        assertTrue(floor > labels.indexOf("b1 (Ben) at direct fire") && labels.indexOf("b1 (Ben) at direct fire") >= 0,
                labels.toString());
    }

    /**
     * On the map an attack on terrain names its piece: the card's start menu offers the wall by
     * name at the range it stands at now (4.4 units from a1: direct fire), not at the others (the
     * card's menus are every frame's: a review counted 31 options with six walls), and not the
     * bare "terrain" the rules refuse there. The plan lists every piece at every range.
     */
    @Test
    void theStartMenuOffersEachPieceOfTerrainInRangeNowByName() {
        Table table = onTheMap(new Point(12, 12));
        String menus = TurnStarts.menus(table.game(), "a", List.of(new FrameRef("a", "a1", "a1")), Map.of(), 3)
                .toString();
        assertTrue(menus.contains("label=Terrain: Wall at direct fire, value=range=direct|target=Wall, "
                + "description=in range now: 4.4 units, 4 bricks high"), menus);
        assertFalse(menus.contains("range=hand|target=Wall"), menus);
        assertFalse(menus.contains("target=terrain"), menus);
        Frame a1 = table.game().frame("a", "a1").orElseThrow();
        assertEquals(List.of(new TerrainTargets.Offered("Wall", false, "now 4.4 units, 4 bricks high")),
                TerrainTargets.at(table.game(), a1, Range.HAND), "what the plan lists at hand-to-hand");
    }

    /** A white that rolls what a weapon's die rolls isn't offered beside it: the white may still move or spot (a phone review). */
    @Test
    void aWhiteIsNotOfferedBesideAWeaponDieOfTheSameValue() {
        String rows = TurnControls.attacks(attacking(onTheMap(new Point(12, 12))).game(), List.of("W6", "W5", "R5", "R4"),
                Map.of()).toString();
        assertTrue(rows.contains("die=R5") && rows.contains("die=W6") && rows.contains("die=R4"), rows);
        assertFalse(rows.contains("die=W5"), rows);
    }

    @Test
    void theAttackTakesTheMapsCoverWithoutAMenuOfDeclaredCovers() {
        String rows = TurnControls.attacks(attacking(onTheMap(new Point(12, 12))).game(), List.of("R5"), Map.of())
                .toString();
        assertTrue(rows.contains("Attack"), rows);
        assertFalse(rows.contains("terrain cover"), "the map knows the cover: " + rows);
    }

    /**
     * Once the target's defense is known the buttons give the chance to hit: behind terrain on the
     * map, one that counts the hits its height stands (the Wall, 4 bricks, falls at the first and the
     * rest hit the target). They gave the chance behind a cover that never fell (an odds audit).
     */
    @Test
    void theChanceBehindTerrainOnTheMapCountsTheHitsItStands() {
        Game game = attackingOnceB1Acted(new Point(12, 12));
        Turn turn = game.roundState().active();
        Cover wall = MapCover.coversNow(game).orElseThrow().getFirst().asCover();
        String standing = AttackOffers.chances(game, turn, wall, null).get("R5+0");
        String falling = AttackOffers.chances(game, turn, wall, 0).get("R5+0");
        assertFalse(standing.equals(falling), standing + " / " + falling);
        String rows = TurnControls.attacks(game, List.of("R5"), Map.of()).toString();
        assertTrue(rows.contains(falling), "the Wall falls at the first hit: " + falling + " in " + rows);
    }

    /** Behind several covers the target's owner says which is hit first: no chance is shown, not open ground's. */
    @Test
    void behindSeveralCoversNoChanceIsShown() {
        String rows = TurnControls.attacks(attackingOnceB1Acted(new Point(1.6, 6.4)), List.of("R5"), Map.of()).toString();
        assertTrue(rows.contains("turn attack|die=R5"), rows);
        assertFalse(rows.contains("% hit"), rows);
    }

    /** b passes to b1 first, which defends with B1, so its defense is known when a1 attacks it. */
    private static Game attackingOnceB1Acted(Point b2At) {
        Table table = onTheMap(b2At);
        table.play(new Command.Pass("a"));
        int pool = Pool.of(table.game().frame("b", "b1").orElseThrow(), null, 0, false).size();
        int[] ones = new int[pool];
        Arrays.fill(ones, 1);
        table.play(new Command.StartTurn("b", "b1", null, null, null, 0, false, null), ones);
        table.play(new Command.Defend("b", "B1"));
        table.play(new Command.EndTurn("b"));
        return attacking(table).game();
    }

    @Test
    void withSeveralCoversTheAttackIsOfferedWithoutOneAndItsOwnerChooses() {
        // (A map audit: each cover was offered to the attacker, and the rules refused every one.)
        Table table = attacking(onTheMap(new Point(1.6, 6.4)));
        String rows = TurnControls.attacks(table.game(), List.of("R5"), Map.of()).toString();
        assertFalse(rows.contains("behind"), rows);
        assertFalse(rows.contains("terrain cover standing"), rows);
        assertTrue(rows.contains("turn attack|die=R5"), rows);
        table.play(new Command.Attack("a", "R5", false, null, null, null));
        assertTrue(table.game().pending() instanceof PendingDecision.CoverChoice choice
                && choice.player().equals("b"), "b1's owner says which cover is hit first: " + table.game().pending());
    }

    @Test
    void aMoveOnTheMapIsTappedByItsDieAndAFormAsksWhereTo() {
        Table table = attacking(onTheMap(new Point(12, 12)));
        String menu = TurnControls.moves(table.game(), "a", List.of("G4"), Map.of()).orElseThrow().toString();
        assertTrue(menu.contains("G4: somewhere else…") && menu.contains("reaches 4 units")
                && menu.contains("(where to)"), menu);
        assertFalse(menu.contains("near no station"), "the map knows which station it ends near: " + menu);
        // a die of 1 reaches "1 unit" (a phone review read "reaches 1 units")
        String one = TurnControls.moves(table.game(), "a", List.of("G1"), Map.of()).orElseThrow().toString();
        assertTrue(one.contains("reaches 1 unit:"), one);
    }

    @Test
    void anAttackDeclaredAgainstTheMapGivesTheHostConfirmAndRefuseButtons() {
        Table table = attacking(onTheMap(new Point(12, 12)));
        table.play(new Command.DeclareAttack("a", "R5", false, "none", null, null));
        String controls = Controls.forGame(table.game(), 7).toString();
        assertTrue(controls.contains("Confirm a1's attack as declared") && controls.contains("Refuse: the map stands"),
                controls);
        assertTrue(controls.contains("map confirm"), controls);
    }

    @Test
    void anAttackOrSpotTheMapWouldRefuseIsNotOffered() {
        // b1 stands 5 units away: out of hand-to-hand, the range the turn named.
        Table table = onTheMap(new Point(12, 12));
        table.play(new Command.StartTurn("a", "a1", "b1", null, Range.HAND, 0, false, null),
                6, 5, 5, 4, 3);
        table.play(new Command.Defend("a", table.game().turn().orElseThrow().left().stream()
                .filter(d -> d.notation().startsWith("B")).findFirst().orElseThrow().notation()));
        String rows = Controls.forGame(table.game(), 7).toString();
        assertFalse(rows.contains("turn attack|"), "no attack the map refuses: " + rows);
        assertTrue(rows.contains("turn move"), "a move is offered, to come within reach: " + rows);
    }
}
