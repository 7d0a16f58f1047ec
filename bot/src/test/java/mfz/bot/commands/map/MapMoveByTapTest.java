package mfz.bot.commands.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import mfz.bot.commands.GameHarness;
import mfz.bot.commands.play.Controls;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.Reply;
import mfz.rules.dice.DieColour;
import mfz.rules.dice.RolledDie;
import mfz.rules.game.Table;
import mfz.rules.map.MapPlacement;
import mfz.rules.map.MapTables;
import mfz.rules.map.Point;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A move in combat on the map, by taps (docs/phones.md, docs/rules.md §10): Anna taps her green
 * die in the card's move menu, a form asks where the move ends, she fills in a point and sends
 * it. A point beyond the die's reach is refused with the measurement; one within it moves a1
 * there, on a real store, and nobody is asked which station it ends near.
 */
class MapMoveByTapTest {

    @TempDir
    Path dir;

    @Test
    void aTappedMoveAsksWhereToAndMovesTheFrameThere() throws Exception {
        Table table = MapTables.attackingB1();
        RolledDie green = table.game().turn().orElseThrow().left().stream()
                .filter(d -> d.colour() == DieColour.GREEN).findFirst().orElseThrow();
        Path file = GameHarness.stored(dir.resolve("mfz.db"), table);
        try (GameHarness harness = new GameHarness(file, 3)) {
            Reply card = new Reply("", List.of(), Controls.forGame(harness.game(), harness.version()), false);
            Component.SelectMenu moves = card.rows().stream().flatMap(r -> r.components().stream())
                    .filter(c -> c instanceof Component.SelectMenu m && m.placeholder().startsWith("Move"))
                    .map(Component.SelectMenu.class::cast).findFirst()
                    .orElseThrow(() -> new AssertionError("no move menu: " + card));
            Component.Option option = moves.options().stream()
                    .filter(o -> o.label().contains(green.notation() + ": somewhere else")).findFirst()
                    .orElseThrow(() -> new AssertionError("no " + green.notation() + " in " + moves));

            Reply asked = harness.tap("a", moves, option.value());
            assertTrue(asked.form() != null && asked.content().contains("to:x,y"), "a form asks where to: " + asked);
            ComponentIds.Action form = ComponentIds.decode(asked.form().id());

            String tooFar = harness.refused("a", form.command(), filled(form, "2,20"));
            assertTrue(tooFar.contains("the die reaches " + green.value()), tooFar);

            Reply moved = harness.type("a", form.command(), filled(form, "3.5,2"));
            assertFalse(moved.ephemeral(), moved.content());
            assertTrue(harness.game().deploying().placed().contains(new MapPlacement("a", "a1", false, new Point(3.5, 2))),
                    "a1 stands where the form said");
            assertEquals(null, harness.game().frame("a", "a1").orElseThrow().nearStation(), "no station on this map");
        }
    }

    /** The form's options with the point filled in, as typed options. */
    private static String[] filled(ComponentIds.Action form, String to) {
        Map<String, String> options = new LinkedHashMap<>(form.options());
        options.put("to", to);
        return options.entrySet().stream().flatMap(e -> Stream.of(e.getKey(), e.getValue())).toArray(String[]::new);
    }
}
