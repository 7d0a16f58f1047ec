package mfz.bot.commands.play;

import static mfz.rules.game.Table.frame;
import static mfz.rules.game.Table.station;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import mfz.bot.commands.GameHarness;
import mfz.bot.core.Component;
import mfz.bot.core.Reply;
import mfz.bot.render.PlayerChoices;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.game.Table;
import mfz.rules.turn.Action;
import mfz.rules.turn.Choice;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two players may each have a frame of one name (docs/rules.md §10): the spot menu says whose
 * each is, so the tap spots that one (an audit found it refused as ambiguous, and two lines
 * alike, a value Discord refuses twice in one menu).
 */
class SpotSharedNameTest {

    @TempDir
    Path dir;

    @Test
    void spottingOneOfTwoFramesOfOneNameSaysWhoseItIs() throws Exception {
        Table table = new Table(Table.combat(3, List.of(frame("a", "a1", "Y Y"), frame("b", "X1"), frame("c", "X1")),
                List.of(station("a", "A-S"), station("b", "B-S"), station("c", "C-S")), null, List.of("a", "b", "c")));
        table.play(new Command.StartTurn("a", "a1", null, null, null, 0, false, null), 6, 5, 4, 3, 2);
        table.play(new Command.Defend("a", "none"));
        Choice spot = PlayerChoices.of(table.game(), "a").stream().filter(c -> c.action() == Action.SPOT).findFirst()
                .orElseThrow();
        Component.SelectMenu menu = (Component.SelectMenu) TurnControls.spots(table.game(), "a", spot, Map.of())
                .orElseThrow().components().getFirst();
        List<String> values = menu.options().stream().map(Component.Option::value).toList();
        assertEquals(2, values.stream().distinct().count(), values.toString());
        assertTrue(values.stream().anyMatch(v -> v.contains("owner=c")), values.toString());

        try (GameHarness harness = new GameHarness(GameHarness.stored(dir.resolve("mfz.db"), table), 3)) {
            Game game = harness.game();
            Component.SelectMenu shown = (Component.SelectMenu) TurnControls.spots(game, "a", spot,
                    Controls.mine("a", harness.version())).orElseThrow().components().getFirst();
            String onC = shown.options().stream().map(Component.Option::value).filter(v -> v.contains("owner=c"))
                    .findFirst().orElseThrow();
            Reply spotted = harness.tap("a", shown, onC);
            assertFalse(spotted.ephemeral(), spotted.content());
            assertTrue(harness.game().frame("c", "X1").orElseThrow().spot() != null, "c's X1 carries the spot");
            assertEquals(null, harness.game().frame("b", "X1").orElseThrow().spot());
        }
    }
}
