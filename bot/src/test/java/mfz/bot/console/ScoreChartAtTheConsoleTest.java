package mfz.bot.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import mfz.bot.MainRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** At the console the score chart of a finished game is saved next to the exports, and its path printed. */
class ScoreChartAtTheConsoleTest {

    private static final Pattern SAVED = Pattern.compile("📎 (mfz-scores-console-\\d+\\.png) saved as (\\S+)");

    @TempDir
    Path dir;

    @Test
    void theResultTheTableAndTheExportOfAFinishedGameEachSaveTheChart() throws IOException {
        Path dice = dir.resolve("demo.dice");
        Files.writeString(dice, WholeGameTest.resource("demo.dice"));
        String script = WholeGameTest.resource("demo.txt") + """
                @meguey /game table
                @vincent /game export
                """;
        MainRunner.Result result = MainRunner.run(List.of("--dice", dice.toString()),
                Map.of("MFZ_DB", dir.resolve("mfz.db").toString()), script);
        assertEquals(0, result.status(), result.err());

        Matcher saved = SAVED.matcher(result.out());
        int charts = 0;
        while (saved.find()) {
            charts++;
            Path file = Path.of(saved.group(2));
            // Saved beside the exports, under its own name: the same chart again is that file, not a copy.
            assertEquals(dir.resolve("exports").resolve(saved.group(1)).toAbsolutePath(), file.toAbsolutePath());
            BufferedImage chart = ImageIO.read(file.toFile());
            assertEquals(800, chart.getWidth());
            assertEquals(800, chart.getHeight());
            // vincent joined first, meguey second: their companies' hues, as the map draws them for colour-blind
            // eyes (vermilion, blue; the table's red beside a third's green read worst: a report review)
            assertTrue(pixels(chart, 0xD55E00) > 500, "vincent's line");
            assertTrue(pixels(chart, 0x0072B2) > 500, "meguey's line");
            assertEquals(0, pixels(chart, 0x009E73), "nobody else's");
            assertEquals(0, pixels(chart, 0xE74C3C), "not the table's red");
        }
        assertEquals(3, charts, "with the result, with /game table, beside the export: " + result.out());
    }

    private static int pixels(BufferedImage image, int rgb) {
        int count = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if ((image.getRGB(x, y) & 0xFFFFFF) == rgb) {
                    count++;
                }
            }
        }
        return count;
    }
}
