package mfz.bot.commands.play;

import static mfz.rules.game.Table.frame;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import mfz.bot.commands.GameHarness;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.Reply;
import mfz.rules.deployment.DeploymentStep;
import mfz.rules.game.Event;
import mfz.rules.game.Table;
import mfz.rules.map.MapEvent;
import mfz.rules.map.MapPlacement;
import mfz.rules.map.Point;
import mfz.rules.map.Polygon;
import mfz.rules.map.Ruler;
import mfz.rules.map.Terrain;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * On the map a battle of five companies offers 20 enemy frames at each range, and the pieces of
 * terrain after them pass a menu's 25 lines: the last line is then "Terrain: another piece…",
 * whose tap asks for the piece's name in a form (a search found the farthest pieces cut unseen).
 */
class PiecesInABattleTest {

    @TempDir
    Path dir;

    @Test
    void thePiecesPastAMenuAreOneLineThatAsksForThePiece() throws Exception {
        List<String> players = LargestBattle.PLAYERS;
        GameOptions options = GameOptions.defaults(GameSize.BATTLE).withMap(Ruler.EIGHT);
        List<Event> events = new ArrayList<>(Table.combat(options, 5, LargestBattle.frames("B G Y Rd"), List.of(), null,
                players));
        Event began = events.removeLast();
        events.add(new Event.DeploymentStepStarted(DeploymentStep.TERRAIN, null));
        for (int i = 1; i <= 8; i++) {
            events.add(new Event.MapChanged("a", new MapEvent.TerrainLaid(
                    new Terrain("Rock " + i, Polygon.rectangle(3 * i, 20, 1, 1), 3))));
        }
        for (int p = 0; p < players.size(); p++) {
            for (int i = 1; i <= 5; i++) {
                events.add(new Event.PlacedAt(new MapPlacement(players.get(p), players.get(p) + i, false,
                        new Point(2 + 5 * p, 2 + 2 * i))));
            }
        }
        events.add(began);
        Table table = new Table(events);

        try (GameHarness harness = new GameHarness(GameHarness.stored(dir.resolve("mfz.db"), table), 3)) {
            Reply plan = harness.type("a", "turn plan", "frame", "a1");
            Component.SelectMenu direct = plan.rows().stream().flatMap(r -> r.components().stream())
                    .filter(c -> c instanceof Component.SelectMenu m && m.placeholder().startsWith("Target at direct"))
                    .map(Component.SelectMenu.class::cast).findFirst()
                    .orElseThrow(() -> new AssertionError("no direct-fire targets: " + plan.rows()));
            assertEquals(25, direct.options().size());
            Component.Option another = direct.options().getLast();
            assertEquals("Terrain: another piece…", another.label());
            assertEquals(20, direct.options().stream().filter(o -> !o.label().startsWith("Terrain")).count(),
                    "every enemy frame is offered");

            // The pieces left out are named on that line, and the form suggests the last of them.
            List<String> shown = direct.options().stream().map(Component.Option::label)
                    .filter(l -> l.startsWith("Terrain: Rock")).map(l -> l.substring("Terrain: ".length())).toList();
            assertTrue(another.description().startsWith("4 more, type its name: Rock"), another.description());
            List<String> left = List.of(another.description().substring("4 more, type its name: ".length()).split(", "));
            assertEquals(4, left.size(), left.toString());
            assertTrue(left.stream().noneMatch(shown::contains), left + " are not in the menu " + shown);

            long before = harness.version();
            Reply asked = harness.tap("a", direct, another.value());
            assertTrue(asked.form() != null, "a form asks for the piece: " + asked);
            assertEquals(String.join(", ", left.subList(1, 4)), asked.form().placeholder());
            assertEquals(before, harness.version(), "asking changes nothing");
            var form = ComponentIds.decode(asked.form().id());
            assertEquals("turn start", form.command());
            assertEquals(Optional.of("target"), form.choiceOption());
            Map<String, String> submitted = new LinkedHashMap<>(form.options());
            submitted.put("target", "Rock 8");
            Reply started = harness.type("a", form.command(), submitted.entrySet().stream()
                    .flatMap(e -> Stream.of(e.getKey(), e.getValue())).toArray(String[]::new));
            assertFalse(started.ephemeral(), started.content());
            assertEquals("Rock 8", harness.game().turn().orElseThrow().target().frame());
        }
    }

    /**
     * Asked for the piece with every option typed beside it, the form's id would pass Discord's
     * 100 (an audit: "something went wrong"): the player is told the command to type instead.
     */
    @Test
    void askingForThePieceWithEveryOptionTypedGivesTheCommandToType() throws Exception {
        try (GameHarness harness = new GameHarness(dir.resolve("mfz.db"), 3)) {
            harness.type("a", "game new", "size", "skirmish");
            // A player with an id as long as Discord's.
            harness.type("1234567890123456789", "game join");
            Reply asked = harness.type("a", "turn start", "frame", "a1", "target", "?", "target-owner",
                    "1234567890123456789", "range", "artillery", "jettison", "B G Y Rd", "defend", "best");
            assertTrue(asked.ephemeral() && asked.form() == null, asked.toString());
            assertTrue(asked.content().startsWith("Which piece of terrain (its name)? Run `/turn start "), asked.content());
            assertTrue(asked.content().contains(" target:<piece>` with its name."), asked.content());
        }
    }
}
