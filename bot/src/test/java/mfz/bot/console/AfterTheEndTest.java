package mfz.bot.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import mfz.bot.MainRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A game played to doomsday can still be looked at: its final table, its log and its export. */
class AfterTheEndTest {

    @TempDir
    Path dir;

    @Test
    void theFinalTableLogAndExportStayAvailableUntilTheNextGame() throws IOException {
        Path dice = dir.resolve("demo.dice");
        Files.writeString(dice, WholeGameTest.resource("demo.dice"));
        String script = WholeGameTest.resource("demo.txt") + """
                @meguey /game table
                @meguey /game log count:1
                @meguey /help
                @vincent /game export
                @vincent /game undo
                @meguey /turn pass
                @vincent /game new size:skirmish
                @vincent /game table
                """;
        MainRunner.Result result = MainRunner.run(List.of("--dice", dice.toString()),
                Map.of("MFZ_DB", dir.resolve("mfz.db").toString()), script);
        assertEquals(0, result.status(), result.err());
        String out = result.out();
        String afterEnd = out.substring(out.indexOf("> @meguey /game table"));
        assertTrue(afterEnd.startsWith("""
                > @meguey /game table
                (only @meguey sees this)
                The table is posted below.
                ┃ Demo game · over · ⏳ 0
                ┃ A tie between vincent and meguey with 10 points each."""), afterEnd);
        assertTrue(afterEnd.contains("┃ `#"), "the log of the finished game: " + afterEnd);
        assertTrue(afterEnd.contains("📎 mfz-game-console-"), "the export of the finished game: " + afterEnd);
        String help = afterEnd.substring(afterEnd.indexOf("> @meguey /help"), afterEnd.indexOf("> @vincent /game export"));
        assertTrue(help.contains("The game is over: ") && help.contains("`/game new` opens the next one."),
                "/help after doomsday says the game is over, as the table does: " + help);
        assertTrue(!help.contains("There is no game in this channel"), help);
        assertTrue(afterEnd.contains("> @vincent /game undo\n(only @vincent sees this)\nThere is no game being played "
                + "in this channel to undo anything in: one that is over (at doomsday or ended) can't be taken back."),
                "a finished game is over for good: " + afterEnd);
        // A game command says the game is over, beside its table (a play: it said there was no game).
        assertTrue(afterEnd.contains("> @meguey /turn pass\n(only @meguey sees this)\nThe game in this channel is "
                + "over: `/game table` shows how it ended, `/game rematch` plays it again, or `/game new size:skirmish` "
                + "opens another."), afterEnd);
        assertTrue(afterEnd.endsWith("┃ Skirmish · lobby\n┃ Waiting for companies from vincent.\n┃ Players:\n"
                + "┃   ✏️ vincent (host) — building\n┃ Options:\n┃   skirmish, 3 SSRs per company, doomsday clock "
                + "starts at 11\n┃ Companies stay private until the host starts the game.\n\n"),
                "a new game replaces it: " + afterEnd.substring(Math.max(0, afterEnd.length() - 600)));
    }
}
