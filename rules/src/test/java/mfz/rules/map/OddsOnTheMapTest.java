package mfz.rules.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import mfz.rules.attack.Cover;
import mfz.rules.attack.Situation;
import mfz.rules.game.Command;
import mfz.rules.game.Refusal;
import mfz.rules.game.Table;
import mfz.rules.odds.AttackChoices;
import mfz.rules.odds.AttackOdds;
import mfz.rules.turn.Target;
import org.junit.jupiter.api.Test;

/**
 * Odds anywhere in a map game use the map's answers (docs/rules.md §10): b1 stands behind the
 * 4-brick wall against a1, so the odds a1's player asks are in terrain cover (standing through
 * what its height allows), exactly those of the attack the map will measure, never out of cover.
 */
class OddsOnTheMapTest {

    @Test
    void theOddsTakeTheMapsCover() {
        Table table = MapTables.attackingB1();
        AttackOdds asked = AttackChoices.forCaller(table.game(), "a", null, null, null, null, null);
        assertEquals(Situation.TERRAIN_COVER, asked.chart());
        AttackOdds measured = AttackChoices.forTurn(table.game(), table.game().turn().orElseThrow(),
                Target.frame("b", "b1"), Cover.TERRAIN, MapCover.standsThrough(MapTables.NEAR_TARGET));
        assertEquals(measured, asked, "the odds of the attack as the map will measure it");
        Refusal outOfCover = assertThrows(Refusal.class,
                () -> AttackChoices.forCaller(table.game(), "a", null, null, "none", null, null));
        assertEquals("On the map b1 stands in cover of Wall (4 bricks), not `none`.", outOfCover.getMessage());
    }

    /**
     * Behind several covers the target's owner says which is hit first: the odds ask which, instead
     * of taking the first the map lists (an odds audit, 2026-11-26).
     */
    @Test
    void behindSeveralCoversTheOddsAskWhich() {
        Table table = MapTables.skirmish("B G Y Rd", List.of(MapTables.NEAR_TARGET), new Point(1.6, 6.4));
        table.play(new Command.StartTurn("a", "a1", "b1", null, null, 0, false, null),
                6, 5, 5, 4, 3, 2, 1);
        table.play(new Command.Defend("a", "B3"));
        Refusal which = assertThrows(Refusal.class,
                () -> AttackChoices.forCaller(table.game(), "a", null, null, null, null, null));
        assertEquals("On the map b1 stands in cover of Wall (4 bricks) and b2 (Ben): its owner says which is hit first. "
                + "Ask with `cover:` naming one.", which.getMessage());
        assertEquals(Situation.TERRAIN_COVER,
                AttackChoices.forCaller(table.game(), "a", null, null, "terrain", null, null).chart());
    }

    /**
     * On the map the odds read a target as the turn does: a piece of terrain by its name, and a
     * bare {@code terrain} refused with the pieces (a play-test was told there is no frame named Wall).
     */
    @Test
    void theOddsNameAPieceOfTerrainAsTheTurnDoes() {
        Table table = MapTables.attackingB1();
        AttackOdds wall = AttackChoices.forCaller(table.game(), "a", null, "wall", null, null, null);
        assertEquals(Situation.TERRAIN_TARGET, wall.chart());
        assertEquals(Target.terrain("Wall"), AttackChoices.asked(table.game(), "a", null, "wall"));
        assertEquals("On the map, name the piece of terrain: `target:<piece>` (Wall).", assertThrows(Refusal.class,
                () -> AttackChoices.forCaller(table.game(), "a", null, "terrain", null, null, null)).getMessage());
        assertEquals("There is no frame or piece of terrain named `Wal`: the pieces are Wall.", assertThrows(
                Refusal.class, () -> AttackChoices.forCaller(table.game(), "a", null, "Wal", null, null, null))
                .getMessage());
    }
}
