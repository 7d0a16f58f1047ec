package mfz.bot.commands.play;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import mfz.bot.commands.GameHarness;
import mfz.bot.core.Component;
import mfz.rules.company.Frame;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.game.Phase;
import mfz.rules.stations.Station;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Off the map, placing frames near stations: five frames by six stations pass a menu's 25 (an
 * audit found the last frames' pairs cut without a word), so the pairs fill as many menus as the
 * card has rows, whole frames each, and every unplaced frame can be placed near every station
 * the rules accept, by a tap.
 */
class PlacementMenusTest {

    @TempDir
    Path dir;

    @Test
    void everyFrameNearEveryStationIsOneTapAwayWhenThePairsPassOneMenu() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 5)) {
            // A battle: the defender's seven frames, two placed with its stations, leave five to place near six.
            table.type("vincent", "game new", "size", "battle", "ssr", "0");
            table.type("meguey", "game join");
            List<String> loadouts = List.of("B G Y Rd", "B G Rh Rh", "B B G Ra", "G Y Rd", "B Y Ra", "G G Rd", "B Rd",
                    "Y Rh");
            for (String player : List.of("vincent", "meguey")) {
                String prefix = player.equals("vincent") ? "Anvil-" : "Fang-";
                for (int i = 0; i < (player.equals("vincent") ? 7 : 8); i++) {
                    table.type(player, "company frame", "name", prefix + (i + 1), "loadout", loadouts.get(i));
                }
                for (String station : List.of("A", "B", "C")) {
                    table.type(player, "company station", "name", prefix.charAt(0) + station);
                }
            }
            table.type("vincent", "company ready");
            table.type("meguey", "company ready");
            table.type("vincent", "game start");
            table.type("vincent", "deploy done");
            table.type("meguey", "deploy done");
            Game game = table.game();
            // Place every station first, as the steps allow, until a placer has frames left to place near all six.
            for (int guard = 0; guard < 40 && !(game.phase() == Phase.DEPLOYMENT && game.deployment().step().placesFrames()
                    && game.stations().stream().allMatch(Station::placed) && unplaced(game).size() >= 5); guard++) {
                String placer = game.deployment().placer();
                Station next = game.stations().stream().filter(s -> !s.placed() && placer.equals(s.owner())).findFirst()
                        .orElse(null);
                long before = table.version();
                if (next != null) {
                    table.type(placer, "deploy done", "station", next.name());
                }
                Frame frame = game.framesOf(placer).stream().filter(f -> !f.placed()).findFirst().orElse(null);
                if (table.version() == before && frame != null) {
                    table.type(placer, "deploy done", "frame", frame.name());
                }
                if (table.version() == before) { // the step takes no more of these: finish it
                    table.type(placer, "deploy done");
                }
                game = table.game();
            }
            Game at = game;
            List<Frame> frames = unplaced(at);
            assertTrue(frames.size() >= 5 && at.stations().stream().allMatch(Station::placed),
                    "the fixture reaches frames to place near six stations: " + at.deployment());
            List<Component.Row> rows = Controls.forGame(at, table.version());
            assertTrue(rows.size() <= Controls.MAX_ROWS, rows.size() + " rows");
            List<Component.Option> offered = rows.stream().flatMap(r -> r.components().stream())
                    .filter(Component.SelectMenu.class::isInstance).map(Component.SelectMenu.class::cast)
                    .peek(m -> assertTrue(m.options().size() <= Controls.MAX_OPTIONS, m.placeholder()))
                    .flatMap(m -> m.options().stream()).toList();
            int pairs = 0;
            for (Frame frame : frames) {
                for (Station station : at.stations()) {
                    if (GameQueries.acceptsAsUsual(at, new Command.PlaceFrame(
                            at.deployment().placer(), frame.owner(), frame.name(), station.name()))) {
                        pairs++;
                        String label = frame.name() + ", near " + station.name();
                        assertTrue(offered.stream().anyMatch(o -> o.label().equals(label)), label + " offered");
                    }
                }
            }
            assertTrue(pairs > Controls.MAX_OPTIONS, "more pairs than one menu holds: " + pairs);
        }
    }

    private static List<Frame> unplaced(Game game) {
        String placer = game.deployment().placer();
        return placer == null ? List.of() : game.framesOf(placer).stream().filter(f -> f.alive() && !f.placed()).toList();
    }
}
