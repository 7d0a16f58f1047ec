package mfz.bot.console;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import mfz.bot.App;
import mfz.bot.Arguments;
import mfz.bot.game.GameTransfer.ReadCommand;
import mfz.bot.render.map.MapPicture;
import mfz.bot.render.map.MapScene;
import mfz.bot.render.report.BattleStory;
import mfz.bot.render.report.Reports;
import mfz.bot.render.report.StoryReader;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report of a skirmish two seats play on the map (a report review). Its picture of the
 * battlefield after deployment holds every frame: the defender's last frame placed ends
 * deployment, and its place comes after the combat's start among that command's events, so a
 * picture drawn at the start left it out (Rook-5 "is on the table at 9.5,11" in the story, and
 * nowhere on the picture). Its story begins with the start, not the hosting seat's ready.
 */
class SeatsMapGameInTheReportTest {

    @TempDir
    Path dir;

    @Test
    void theStoryBeginsWithTheStartAndItsFirstPictureHoldsEveryFrame() throws Exception {
        try (App app = App.create(Arguments.parse(new String[] {"--console", "--seed", "31"}),
                Map.of("MFZ_DB", dir.resolve("mfz.db").toString()))) {
            ConsoleTable table = new ConsoleTable(app.router(), new BufferedReader(new StringReader("")),
                    new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), false,
                    dir.resolve("exports"), app.seats(), "ann");
            table.handle("@bot-easy-1 /game new size:skirmish doomsday:1");
            table.handle("@bot-easy-1 /game options map:true");
            String watched = table.handle("@bot-easy-1 /game seat strength:hard");
            assertTrue(watched.contains("Doomsday!"), watched.substring(Math.max(0, watched.length() - 2000)));
            assertFalse(watched.contains("The bot can't see your table"), "on the map it measures for itself");

            List<ReadCommand> history = app.games().transfer().finished("console");
            Game game = Game.EMPTY;
            Game deployed = null;
            boolean placedAfterTheStart = false;
            for (ReadCommand command : history) {
                boolean began = false;
                for (Event event : command.events()) {
                    placedAfterTheStart |= began && event instanceof Event.PlacedAt;
                    began |= event instanceof Event.CombatBegan;
                    game = game.apply(event);
                }
                if (began) {
                    deployed = game;
                }
            }
            assertTrue(placedAfterTheStart, "the last frame is placed after the combat's start, in one command");
            BattleStory story = StoryReader.read("console", history);
            assertArrayEquals(MapPicture.png(MapScene.ofGame(deployed)), story.deployed(),
                    "the picture of the battlefield as deployment left it, every frame on it");
            // The hosting seat's last ready starts the game in the same command: the story begins with the start,
            // not with that lobby line (a report review).
            assertTrue(story.preamble().stream().flatMap(entry -> entry.lines().stream())
                    .noneMatch(line -> line.contains("declared their company ready")), story.preamble().toString());
            // A turn's start names its seat, "▶️ **Rook-1** (Rook)": no "Rook (bot):" tag before it as well.
            String page = new String(Reports.ofGame("console", history).content(), StandardCharsets.UTF_8);
            assertTrue(page.contains("</b> (Rook) starts its turn"), page);
            // nor a seat's name in nested brackets anywhere: a spot's line kept "(Rook (bot))" (a look at the channel)
            assertFalse(page.contains("(bot))"), page);
            assertFalse(Pattern.compile("<span class=\"who\">[^<]*</span>▶️").matcher(page).find(), page);
        }
    }
}
