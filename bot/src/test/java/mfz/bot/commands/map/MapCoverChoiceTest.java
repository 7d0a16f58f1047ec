package mfz.bot.commands.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import mfz.bot.commands.GameHarness;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.Reply;
import mfz.rules.attack.Cover;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.Table;
import mfz.rules.map.MapTables;
import mfz.rules.map.Point;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * With several covers the target's owner says which is hit first, not the attacker (docs/rules.md
 * §10): Anna attacks b1, which stands behind the wall and beside Ben's b2; the channel says Ben
 * chooses, Ben's card has a button a cover, and his tap sends the attack in behind it.
 */
class MapCoverChoiceTest {

    @TempDir
    Path dir;

    @Test
    void theTargetsOwnerTapsTheCoverHitFirst() throws Exception {
        Table table = MapTables.skirmish("B G Y Rd", List.of(MapTables.NEAR_TARGET), new Point(1.6, 6.4));
        table.play(new Command.StartTurn("a", "a1", "b1", null, null, 0, false, null), 6, 5, 5, 4, 3, 2, 1);
        table.play(new Command.Defend("a", "B3"));
        Path file = GameHarness.stored(dir.resolve("mfz.db"), table);
        try (GameHarness harness = new GameHarness(file, 3)) {
            assertTrue(harness.refused("a", "turn attack", "die", "R5", "cover", "b2").contains("its owner says which"
                    + " is hit first, not the attacker"), "the attacker doesn't choose");
            Reply attacked = harness.type("a", "turn attack", "die", "R5");
            assertFalse(attacked.ephemeral(), attacked.content());
            assertTrue(attacked.content().contains("Ben") && attacked.content().contains("hit first"), attacked.content());
            assertTrue(harness.game().pending() instanceof PendingDecision.CoverChoice);
            assertTrue(harness.refused("a", "map cover", "name", "b2").contains("Ben"), "only Ben says");

            // The frame's bare name where no other cover shares it: owner/name came near Discord's 100.
            Component hitFirst = GameHarness.control(attacked, "Hit first: b2");
            assertEquals("b2", ComponentIds.decode(((Component.Button) hitFirst).id())
                    .options().get("name"));
            Reply chosen = harness.tap("b", hitFirst);
            assertFalse(chosen.ephemeral(), chosen.content());
            assertTrue(chosen.content().contains("says **b2** (Ben) is hit first"), chosen.content());
            assertEquals(null, harness.game().pending());
            String log = harness.type("a", "game log").toString();
            assertTrue(log.contains("stands in several covers") && log.contains("is hit first"), log);
        }
    }

    @Test
    void theChoiceIsAlsoTyped() throws Exception {
        Table table = MapTables.skirmish("B G Y Rd", List.of(MapTables.NEAR_TARGET), new Point(1.6, 6.4));
        table.play(new Command.StartTurn("a", "a1", "b1", null, null, 0, false, null), 6, 5, 5, 4, 3, 2, 1);
        table.play(new Command.Defend("a", "B3"));
        try (GameHarness harness = new GameHarness(GameHarness.stored(dir.resolve("typed.db"), table), 3)) {
            harness.type("a", "turn attack", "die", "R5");
            // offered as typed, never with a player's id
            assertEquals(List.of("Wall", "b2"), harness.suggest("b", "map cover", "name"));
            assertTrue(harness.refused("b", "map cover", "name", "Rock").startsWith("`Rock` is not one of b1's covers"));
            harness.type("b", "map cover", "name", "Wall");
            Event.AttackDeclared attack = harness.games().log(GameHarness.CHANNEL).stream().map(l -> l.event())
                    .filter(Event.AttackDeclared.class::isInstance).map(Event.AttackDeclared.class::cast)
                    .reduce((first, second) -> second).orElseThrow();
            assertEquals(Cover.TERRAIN, attack.attack().cover());
        }
    }
}
