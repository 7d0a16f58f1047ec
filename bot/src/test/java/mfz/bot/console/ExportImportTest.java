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

/** /game export and /game import at the console: a round trip, and every kind of bad file refused. */
class ExportImportTest {

    @TempDir
    Path dir;

    @Test
    void anExportRestoresTheSameGameInAnEmptyChannelUndoIncluded() throws IOException {
        run("""
                @vincent /game new size:skirmish
                @meguey /game join
                @vincent /game options ssr:4 hazards:true
                @vincent /game options jettison:true
                @vincent /game export
                @vincent /game end confirm:true
                """);
        Path export = dir.resolve("exports/mfz-game-console-4.json");
        assertTrue(Files.isRegularFile(export));
        String out = run("@vincent /game import file:" + export + "\n@vincent /game options\n@vincent /game undo\n"
                + "@vincent /game options\n");
        assertTrue(out.contains("📥 vincent restored a game here:"), out);
        assertTrue(out.contains("Options: skirmish, 4 SSRs per company, doomsday clock starts at 11, hazardous "
                + "areas and environmental systems, jettisoning."), out);
        assertTrue(out.contains("↩️ vincent took back: Options:"), "commands keep their grouping: " + out);
        assertTrue(out.contains("Options: skirmish, 4 SSRs per company, doomsday clock starts at 11, hazardous "
                + "areas and environmental systems.\n"), out);
    }

    @Test
    void badFilesAreRefusedWithTheReasonAndNothingIsStored() throws IOException {
        String good = """
                {"format":"mfz-ra-game","version":1,"commands":[{"actor":"v","onBehalfOf":null,"events":[
                {"type":"game-created","host":"v","hostName":"v","options":{"size":"DEMO","ssrCount":3,"advanced":[],
                "startingDoomsday":5}}]}]}""";
        assertRefused("not json at all", "That file is not a game export (line 1, column 1).");
        assertRefused("{\"format\":\"zip\",\"version\":1,\"commands\":[]}", "That file is not an MFZ:RA game export.");
        assertRefused(good.replace("\"version\":1", "\"version\":7"),
                "That export is format version 7; this bot reads version 1.");
        assertRefused(good.replace("game-created", "game-exploded"), "Event #1 of that export can't be read: "
                + "`game-exploded` is not an event this bot knows.");
        assertRefused(good.replace("\"startingDoomsday\":5", "\"startingDoomsday\":\"soon\""),
                "Event #1 of that export can't be read: its fields don't fit a `game-created` event (one is missing "
                        + "or holds the wrong kind of value).");
        assertRefused(good.replace("\"actor\":\"v\"", "\"actor\":\"\""),
                "Command #1 of that export names no player or holds no event.");
        assertRefused("{\"format\":\"mfz-ra-game\",\"version\":1,\"commands\":[{\"actor\":\"v\",\"events\":["
                + "{\"type\":\"player-joined\",\"player\":\"m\",\"name\":\"m\"}]}]}",
                "That export does not start by opening a game.");
        assertRefused(good.replace("\"commands\"", "\"extra\":1,\"commands\""), "That file is not a game export");
        assertRefused("null", "That file is empty.");
        String out = run("@v /game table\n");
        assertTrue(out.contains("There is no game in this channel."), "nothing was stored: " + out);
        assertTrue(run("@v /game import file:" + write("ok.json", good) + "\n").contains("📥 v restored a game here"));
    }

    @Test
    void aMissingFileIsNamed() {
        assertTrue(run("@v /game import file:" + dir.resolve("none.json") + "\n")
                .contains("There is no file `" + dir.resolve("none.json") + "`."));
    }

    @Test
    void onlyARegularFileIsReadAndNeverMoreThanTheLimit() throws Exception {
        // A device reports size 0 and never ends (reading it whole ran out of memory); opening a
        // FIFO waits for a writer that never comes.
        assertTrue(run("@v /game import file:/dev/zero\n").contains("`/dev/zero` is not a regular file."));
        Path fifo = dir.resolve("pipe.json");
        assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
        assertTrue(run("@v /game import file:" + fifo + "\n").contains("`" + fifo + "` is not a regular file."));
        Path big = write("big.json", "{" + " ".repeat(2_000_000) + "}");
        assertTrue(run("@v /game import file:" + big + "\n").contains("`" + big + "` is too big: at most"));
    }

    @Test
    void aLaterExportNeverReplacesAnEarlierOne() throws IOException {
        String game = """
                @vincent /game new size:skirmish
                @meguey /game join
                @vincent /game export
                @vincent /game end confirm:true
                """;
        run(game + game.replace("meguey", "alice"));
        String first = Files.readString(dir.resolve("exports/mfz-game-console-2.json"));
        String second = Files.readString(dir.resolve("exports/mfz-game-console-2-2.json"));
        assertTrue(first.contains("meguey") && !first.contains("alice"), first);
        assertTrue(second.contains("alice") && !second.contains("meguey"), second);
    }

    private void assertRefused(String content, String message) throws IOException {
        Path file = write("bad.json", content);
        String out = run("@v /game import file:" + file + "\n");
        assertTrue(out.contains("(only @v sees this)\n" + message), out);
    }

    private Path write(String name, String content) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, content);
        return file;
    }

    private String run(String script) {
        MainRunner.Result result = MainRunner.run(List.of(), Map.of("MFZ_DB", dir.resolve("mfz.db").toString()),
                script);
        assertEquals(0, result.status(), result.err());
        return result.out();
    }
}
