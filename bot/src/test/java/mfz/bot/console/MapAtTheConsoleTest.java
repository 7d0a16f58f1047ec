package mfz.bot.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import mfz.bot.MainRunner;
import mfz.bot.render.map.MapPicture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The map at the console (docs/rules.md §10): the same commands as on Discord, and the picture
 * the bot would post written to a file beside the exports, a PNG that decodes to the map.
 */
class MapAtTheConsoleTest {

    @TempDir
    Path dir;

    /** A skirmish on the map, two companies ready, not yet started. */
    private static StringBuilder mapGameScript() {
        StringBuilder script = new StringBuilder("""
                @vincent /game new size:skirmish ssr:0
                @meguey /game join
                @vincent /game options map:true
                """);
        for (String player : List.of("vincent", "meguey")) {
            String prefix = player.equals("vincent") ? "Anvil-" : "Fang-";
            for (String loadout : List.of("B G Y Rd", "B G Rh Rh", "B B G Ra", "G Y Rd")) {
                script.append("@").append(player).append(" /company frame name:").append(prefix)
                        .append(loadout.length()).append(loadout.charAt(loadout.length() - 1))
                        .append(" loadout:\"").append(loadout).append("\"\n");
            }
            for (String station : List.of("A", "B", "C")) {
                script.append("@").append(player).append(" /company station name:").append(prefix.charAt(0))
                        .append(station).append('\n');
            }
            script.append("@").append(player).append(" /company ready\n");
        }
        return script;
    }

    /**
     * The console audit (2026-11-26): the hints spelled commands that couldn't be typed back, the
     * terrain's shape unquoted and a name with an apostrophe bare. Each is now typed as printed.
     */
    @Test
    void everyCommandTheConsolePrintsCanBeTypedBackAsPrinted() {
        StringBuilder script = mapGameScript().append("""
                @vincent /game start
                @vincent /bid choose option:defer
                @meguey /bid choose option:add-frame name:Frame-5 loadout:"B G Y Rd"
                @vincent /map terrain height:2
                @vincent /map terrain shape:"rect 2,18,3,3" height:2
                @vincent /map terrain name:"Rook's" shape:"rect 8,8,3,3" height:2
                @vincent /map remove name:"Rook's"
                """);
        MainRunner.Result result = MainRunner.run(List.of(), Map.of("MFZ_DB", dir.resolve("mfz.db").toString()),
                script.toString());
        assertTrue(result.out().contains("`/map terrain shape:\"rect x,y,w,h\" height:2`"), result.out());
        assertTrue(result.out().contains("/map remove name:\"Rook's\""), "the button's command: " + result.out());
        assertFalse(result.out().contains("is not an option") || result.out().contains("never closed"), result.out());
        assertTrue(result.out().contains("Rook's") && result.out().lines().filter(l -> l.contains("Piece 1")).count() > 0,
                result.out());
    }

    @Test
    void theMapsPictureIsWrittenToAFileThatDecodes() throws IOException {
        StringBuilder script = mapGameScript();
        script.append("""
                @vincent /game start
                @vincent /map terrain name:Block shape:"rect 2,18,3,3" height:6
                @vincent /map show
                """);
        MainRunner.Result result = MainRunner.run(List.of(), Map.of("MFZ_DB", dir.resolve("mfz.db").toString()),
                script.toString());
        assertEquals(0, result.status(), result.err());
        assertTrue(result.out().contains("map.png saved as"), result.out());
        Path png;
        try (Stream<Path> files = Files.walk(dir)) {
            png = files.filter(f -> f.getFileName().toString().endsWith(".png")).findFirst().orElseThrow(
                    () -> new AssertionError("no picture written:\n" + result.out()));
        }
        BufferedImage picture = ImageIO.read(png.toFile());
        assertEquals(MapPicture.WIDTH, picture.getWidth(), "the picture is the map's, phone-first width");
        assertTrue(picture.getHeight() >= MapPicture.WIDTH, "a square map above its legend");
    }

    @Test
    void theDemosStationStandsAtTheCentreAndFramesStartFiveToSixUnitsFromIt() {
        MainRunner.Result result = MainRunner.run(List.of(), Map.of("MFZ_DB", dir.resolve("demo.db").toString()), """
                @v /game new size:demo
                @m /game join
                @v /game options map:true
                @v /company frame name:Anvil loadout:"B G Y Rd" ssr:3
                @v /company frame name:Hammer loadout:"G Rh"
                @v /company ready
                @m /company frame name:Fang loadout:"B G Y Rd" ssr:3
                @m /company frame name:Bolt loadout:"B Y Ra"
                @m /company ready
                @v /game start
                @v /deploy done frame:Anvil at:12,9
                @v /deploy done frame:Anvil at:12,6
                """);
        assertEquals(0, result.status(), result.err());
        // The table is 24 units square: the centre is 12,12; discs of 1 unit measure edge to edge.
        assertTrue(result.out().contains("In the demo game every frame starts 5 to 6 units from the station: Anvil is 2 "
                + "units from it"), result.out());
        assertTrue(result.out().contains("Anvil is on the table at 12,6."), result.out());
        // The card offers each frame a point where a demo's frames start (a review: only "somewhere else…").
        assertTrue(result.out().contains("Hammer → 5½ units from Centre"), result.out());
    }
}
