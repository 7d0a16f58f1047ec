package mfz.bot.commands.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
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
import mfz.rules.deployment.DeploymentStep;
import mfz.rules.map.MapPlacement;
import mfz.rules.map.MapPlacing;
import mfz.rules.map.Point;
import mfz.rules.seat.Suggestions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code /deploy done … at:x,y} in map mode: places checked against the map, stations found from it. */
class MapDeploymentCommandsTest {

    @TempDir
    Path dir;

    @Test
    void stationsAndFramesArePlacedAtCoordinatesAndCheckedAgainstTheMap() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 5)) {
            table.startedOnTheMap();
            table.type("vincent", "map terrain", "name", "Block", "shape", "rect 2,18,3,3", "height", "6");
            table.type("vincent", "deploy done");
            table.type("meguey", "deploy done");
            String defender = table.game().deployment().placer();
            String attacker = defender.equals("vincent") ? "meguey" : "vincent";
            String s = defender.equals("vincent") ? "A" : "F";
            String d = defender.equals("vincent") ? "Anvil-" : "Fang-";
            String a = defender.equals("vincent") ? "Fang-" : "Anvil-";
            assertEquals(DeploymentStep.DEFENDER_SETUP, table.game().deployment().step());

            assertTrue(table.refused(defender, "deploy done", "station", s + "A").contains("at:x,y"),
                    "on the map a place is required");
            // On a phone: the station from the card's menu, then a form asks where it stands.
            Reply card = new Reply("", List.of(), Controls.forGame(table.game(),
                    table.version()), false);
            Component.SelectMenu stations = card.rows().stream().flatMap(r -> r.components().stream())
                    .filter(c -> c instanceof Component.SelectMenu m && m.placeholder().startsWith("Place a station"))
                    .map(Component.SelectMenu.class::cast).findFirst().orElseThrow(() -> new AssertionError(
                            "no station menu: " + card));
            // before a station stands the defender has no perimeter: no frame menu of forms each refused (a phone review)
            assertTrue(card.rows().stream().flatMap(r -> r.components().stream()).noneMatch(c ->
                    c instanceof Component.SelectMenu m && m.placeholder().startsWith("Place a frame")), card.toString());
            String hint = table.type(defender, "help", "step", "true").embeds().getFirst().description();
            assertTrue(hint.contains("place a station with") && !hint.contains("place a frame"), "nor the hint: " + hint);
            String first = stations.options().stream().filter(o -> o.label().equals(s + "A: somewhere else…"))
                    .findFirst().orElseThrow(() -> new AssertionError(stations.options().toString())).value();
            Reply asked = table.tap(defender, stations, first);
            assertTrue(asked.form() != null && asked.content().contains("at:x,y"), "a form asks where: " + asked);
            var form = ComponentIds.decode(asked.form().id());
            Map<String, String> filled = new LinkedHashMap<>(form.options());
            filled.put("at", "12,4");
            Reply stationPlaced = table.type(defender, form.command(), filled.entrySet().stream()
                    .flatMap(e -> Stream.of(e.getKey(), e.getValue())).toArray(String[]::new));
            assertFalse(stationPlaced.ephemeral(), stationPlaced.content());
            String far = table.refused(defender, "deploy done", "station", s + "B", "at", "23,23");
            assertTrue(far.contains("direct-fire range") && far.contains("away"), far);
            // With a station on the map, the menu offers points beside it that the map accepts: one tap.
            Reply next = new Reply("", List.of(), Controls.forGame(table.game(),
                    table.version()), false);
            Component.SelectMenu again = next.rows().stream().flatMap(r -> r.components().stream())
                    .filter(c -> c instanceof Component.SelectMenu m && m.placeholder().startsWith("Place a station"))
                    .map(Component.SelectMenu.class::cast).findFirst().orElseThrow();
            Component.Option beside = again.options().stream()
                    .filter(o -> o.label().matches("[A-Z] · " + s + "B → beside " + s + "A")).findFirst()
                    .orElseThrow(() -> new AssertionError("no suggested point: " + again.options()));
            Reply besideA = table.tap(defender, again, beside.value());
            assertFalse(besideA.ephemeral(), "the suggested point is one the map accepts: " + besideA.content());
            assertTrue(table.game().station(s + "B").orElseThrow().placed());
            table.type("vincent", "game undo");
            table.type(defender, "deploy done", "station", s + "B", "at", "14,4");
            table.type(defender, "deploy done", "station", s + "C", "at", "10,4");

            String outside = table.refused(defender, "deploy done", "frame", d + "1", "at", "12,20");
            assertTrue(outside.contains("perimeter"), outside);
            Reply placed = table.type(defender, "deploy done", "frame", d + "1", "at", "12,5.8");
            assertFalse(placed.ephemeral(), placed.content());
            assertTrue(placed.files().size() == 1 && placed.files().getFirst().name().endsWith(".png"),
                    "a placement on the map shows the battlefield: " + placed.files());
            assertEquals(s + "A", table.game().frame(defender, d + "1").orElseThrow().nearStation(),
                    "within 1 unit of the station: near it, without anyone saying so");
            table.type(defender, "deploy done", "frame", d + "2", "at", "20,4");
            assertNull(table.game().frame(defender, d + "2").orElseThrow().nearStation());
            table.type(defender, "deploy done");
            assertEquals(DeploymentStep.POINT_FRAME, table.game().deployment().step());

            String close = table.refused(attacker, "deploy done", "frame", a + "1", "at", "12,12");
            assertTrue(close.contains("perimeter") && close.contains("7 units"), close);
            Reply point = table.type(attacker, "deploy done", "frame", a + "1", "at", "12,14.7");
            assertFalse(point.ephemeral(), point.content());
            assertTrue(table.game().deploying().placed().contains(
                    new MapPlacement(attacker, a + "1", false, new Point(12, 14.7))));

            Reply shown = table.type(attacker, "map show");
            assertEquals(1, shown.files().size());
            assertTrue(table.refused(attacker, "turn move", "die", "G5").contains("to:x,y"),
                    "on the map a move says where it ends (in combat a tap's form asks)");
            assertFalse(table.refused(attacker, "turn move", "die", "G5", "to", "3,3").isBlank());
            assertTrue(table.refused(attacker, "turn move", "die", "G5", "to", "30,3").contains("off the table"));

            // Exported and imported, the placements on the map are decided again, each at its point.
            var before = table.game();
            byte[] export = table.type("vincent", "game export").files().getFirst().content();
            table.type("vincent", "game end", "confirm", "true");
            Reply restored = table.type("vincent", "game import", "file",
                    new String(export, StandardCharsets.UTF_8));
            assertFalse(restored.ephemeral(), restored.content());
            assertEquals(before.deploying().placed(), table.game().deploying().placed());
        }
    }

    /**
     * A point offered beside a station is named by the station it stands nearest: the ring around
     * the first came out by the second ("beside Fang-a" 3.9 units from it and 1.5 from Fang-b, a
     * phone review of a map game).
     */
    @Test
    void aStationsPointIsNamedByTheStationItStandsNearest() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 5)) {
            table.startedOnTheMap();
            table.type("vincent", "deploy done");
            table.type("meguey", "deploy done");
            String defender = table.game().deployment().placer();
            String s = defender.equals("vincent") ? "A" : "F";
            table.type(defender, "deploy done", "station", s + "A", "at", "11,11");
            table.type(defender, "deploy done", "station", s + "B", "at", "15,11");
            List<Suggestions.Suggested> offers = Suggestions.forStation(table.game(), defender, s + "C");
            assertEquals(offers.size(), offers.stream().map(Suggestions.Suggested::words).distinct().count(),
                    "one point a station: two read \"beside Fang-b\" (a phone review): " + offers);
            for (Suggestions.Suggested offered : offers) {
                String named = offered.words().replace("beside ", "");
                double there = table.game().stationsOf(defender).stream().filter(st -> st.name().equals(named))
                        .findFirst().map(st -> MapPlacing.battlefield(table.game()).station(st.name()).orElseThrow()
                                .disc().centre().distanceTo(offered.at())).orElseThrow();
                for (String other : List.of(s + "A", s + "B")) {
                    double away = MapPlacing.battlefield(table.game()).station(other).orElseThrow().disc().centre()
                            .distanceTo(offered.at());
                    assertTrue(there <= away, offered + " is nearer " + other);
                }
            }
        }
    }
}
