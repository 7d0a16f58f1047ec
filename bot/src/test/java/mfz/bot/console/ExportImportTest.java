package mfz.bot.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import mfz.bot.MainRunner;
import mfz.bot.core.Reply;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** /game export and /game import at the console: a round trip, and every kind of bad file refused. */
class ExportImportTest {

    @TempDir
    Path dir;

    @Test
    void anExportRestoresTheSameGameInAnEmptyChannelUndoIncluded() throws IOException {
        run(STARTED + """
                @vincent /deploy done frame:Anvil
                @vincent /game export
                @vincent /game end confirm:true
                """);
        Path export = onlyExport();
        String out = run("@vincent /game import file:" + export + "\n@meguey /game join\n@vincent /game table\n"
                + "@vincent /game undo\n@vincent /game table\n");
        assertTrue(out.contains("📥 vincent restored a game here."), out);
        assertTrue(out.contains("↩️ vincent took back: vincent's Anvil is on the table."), "commands keep their grouping: " + out);
        assertEquals(1, count(out, "Anvil B G Y Rd · ⬜⬜ · 🚀3 · not placed"), "placed, then taken back: " + out);
    }

    /** An imported game is told like one opened here (an audit, 2026-11-26): whom it waits on shows at once. */
    @Test
    void anImportedGameSaysWhomItWaitsOnAtOnce() throws IOException {
        run(STARTED + "@vincent /deploy done frame:Anvil\n@vincent /game export\n@vincent /game end confirm:true\n");
        String out = run("@vincent /game import file:" + onlyExport() + "\n@vincent /game table private:true\n"
                + "@meguey /game join\n@vincent /game table private:true\n");
        assertEquals(1, count(out, "Waiting on vincent"), "told once its last seat is taken: " + out);
    }

    /**
     * An export names its players, and a file can be edited to name anyone (an audit,
     * 2026-11-26): the importer's word isn't taken. The others take their seats first, each
     * themself, across a restart too; until then the game doesn't go on and pings nobody.
     */
    @Test
    void anImportedGameGoesOnOnceEachOfItsPlayersHasTakenTheirSeat() throws IOException {
        run(STARTED + "@vincent /game export\n@vincent /game end confirm:true\n");
        String imported = run("@vincent /game import file:" + onlyExport() + "\n"
                + "@vincent /deploy done frame:Anvil\n@vincent /game undo\n@bystander /game join\n");
        assertTrue(imported.contains("📥 vincent restored a game here. It goes on once meguey has taken their seat. "
                + "Tap Take my seat, or type `/game join`."), imported);
        assertFalse(imported.contains("@meguey"), "nobody the file names is pinged: " + imported);
        assertEquals(3, count(imported, "This game was restored from an export: it goes on once meguey has taken "
                + "their seat with `/game join`."), "nothing goes on, an undo and a stranger's join included: " + imported);
        assertTrue(imported.contains("[Take my seat] /game join"), imported);

        String later = run("@vincent /deploy done frame:Anvil\n@meguey /game join\n@meguey /game join\n"
                + "@vincent /deploy done frame:Anvil\n");
        assertTrue(later.contains("This game was restored from an export"), "still waiting after a restart: " + later);
        assertTrue(later.contains("🪑 meguey took their seat. Every seat is taken, so play goes on."), later);
        assertTrue(later.contains("vincent's Anvil is on the table."), "then the game goes on: " + later);
    }

    /** Companies are secret until the start: nobody, the host included, exports the lobby. */
    @Test
    void theLobbyIsNeverExportedByTheHostOrAnyone() throws IOException {
        String out = run("""
                @vincent /game new size:demo
                @meguey /game join
                @vincent /company frame name:Anvil loadout:"B G Y Rd" ssr:3
                @vincent /game export
                @meguey /game export
                @bystander /game export
                @vincent /game end confirm:true
                @vincent /game export
                """);
        assertEquals(3, count(out, "The game hasn't started, so its companies are still secret"), out);
        assertTrue(out.strip().endsWith("There is no game in this channel. Open one with `/game new size:skirmish`."), out);
        assertFalse(Files.exists(dir.resolve("exports")) && Files.list(dir.resolve("exports")).findAny().isPresent(),
                "no file was written");
    }

    /**
     * Every other path a company could take before the start shows nothing of it to anyone but
     * its player: the log, the table, help, odds, a turn's plan, another's company card.
     */
    @Test
    void noOtherPathShowsADraftBeforeTheStart() throws IOException {
        String out = run("""
                @vincent /game new size:skirmish
                @meguey /game join
                @vincent /company frame name:SecretAnvil loadout:"B G Y Rd" ssr:3
                @vincent /company station name:HiddenBase
                @meguey /game log
                @meguey /game table
                @meguey /help
                @meguey /odds
                @meguey /turn plan
                @meguey /company show as:@vincent
                @bystander /game log count:25
                @bystander /game table private:true
                """);
        String others = out.substring(out.indexOf("> @meguey /game log"));
        String own = out.substring(0, out.indexOf("> @meguey /game log"));
        for (String secret : List.of("SecretAnvil", "HiddenBase")) {
            assertTrue(own.contains(secret), secret + " was stored, and shown to vincent: " + own);
            assertFalse(others.contains(secret), secret + " reached someone else: " + others);
        }
    }

    /**
     * After the start the export holds each company as revealed, never a draft: here vincent
     * tried a frame named Decoy, carl drafted a frame and left, and meguey's first company was
     * all different; vincent's ready before the others joined was undone by their joining.
     */
    @Test
    void anExportAfterTheStartHoldsTheRevealedCompaniesAndNoDraft() throws IOException {
        run("""
                @vincent /game new size:demo
                @vincent /company frame name:Decoy loadout:"B Y Ra"
                @vincent /company remove name:Decoy
                @vincent /company frame name:Anvil loadout:"B G Y Rd" ssr:3
                @vincent /company frame name:Hammer loadout:"G Rh"
                @vincent /company ready
                @carl /game join
                @carl /company frame name:Carlsplan loadout:"G Rh"
                @carl /game leave
                @meguey /game join
                @meguey /company frame name:Trick loadout:"G Rh"
                @meguey /company remove name:Trick
                @meguey /company frame name:Fang loadout:"B G Y Rd" ssr:3
                @meguey /company frame name:Bolt loadout:"B Y Ra"
                @meguey /company ready
                @vincent /company ready
                @vincent /game start
                @bystander /game export
                @vincent /game end confirm:true
                """);
        String file = Files.readString(onlyExport());
        for (String secret : List.of("Decoy", "Trick", "Carlsplan")) {
            assertFalse(file.contains(secret), secret + " is a draft: " + file);
        }
        assertTrue(file.contains("Anvil") && file.contains("Fang"), file);
        String out = run("@meguey /game import file:" + onlyExport() + "\n@meguey /game table\n");
        assertTrue(out.contains("📥 meguey restored a game here"), out);
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
                "That export is format version 7; this bot reads versions 1 to 3.");
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
        // A field twice inside an event was read as its last value, a sealed file still sealed (an import audit).
        assertRefused(good.replace("\"startingDoomsday\":5", "\"startingDoomsday\":6,\"startingDoomsday\":5"),
                "That file gives a field twice in one place (line 3, column 40): an export writes each once, so "
                        + "it was changed by hand.");
        String out = run("@v /game table\n");
        assertTrue(out.contains("There is no game in this channel."), "nothing was stored: " + out);
        // Its one flaw: it stops in the lobby, which no export holds (ImportsAreGamesTest imports started games).
        assertTrue(run("@v /game import file:" + write("ok.json", good) + "\n")
                .contains("That export stops before its game started."));
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
        String game = STARTED + """
                @vincent /game export
                @vincent /game end confirm:true
                """;
        run(game + game.replace("meguey", "alice"));
        try (var files = Files.list(dir.resolve("exports"))) {
            List<String> texts = files.sorted().map(f -> {
                try {
                    return Files.readString(f);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }).toList();
            assertEquals(2, texts.size());
            assertTrue(texts.stream().anyMatch(t -> t.contains("meguey") && !t.contains("alice")), texts.toString());
            assertTrue(texts.stream().anyMatch(t -> t.contains("alice") && !t.contains("meguey")), texts.toString());
        }
    }

    /**
     * A disk that fills while an export is written: the console says it could not be saved, and
     * no empty or cut file is left under the export's name. A file size limit stands in for the
     * full disk, on a console file writer in a process of its own ({@link WriteUnderALimit}).
     */
    @Test
    void anExportThatCantBeWrittenWholeLeavesNoFile() throws Exception {
        String launcher = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Path folder = dir.resolve("exports");
        ProcessBuilder writer = new ProcessBuilder("bash", "-c", "ulimit -f 4; exec \"$0\" -XX:-UsePerfData -cp \"$1\" "
                + "\"$3\" \"$2\"", launcher, System.getProperty("java.class.path"), folder.toString(),
                WriteUnderALimit.class.getName());
        Process process = writer.redirectErrorStream(true).start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS));
        assertTrue(out.contains("📎 mfz-game-c-99.json could not be saved: File too large"), out);
        try (var files = Files.list(folder)) {
            assertEquals(List.of(), files.toList(), "nothing left behind");
        }
    }

    /** Writes a 100 kB export the way the console does, and prints what the console would say. */
    public static final class WriteUnderALimit {
        public static void main(String[] args) {
            System.out.println(LocalFiles.write(Path.of(args[0]),
                    new Reply.Attachment("mfz-game-c-99.json", new byte[100_000])));
        }
    }

    /**
     * An adversarial test (2026-11-27): exporting before a roll, then ending the game and
     * importing the file, rolled afresh. The game the file came from went on past it: the dice
     * it rolled since are kept for the imported game, each for its player's next roll.
     */
    @Test
    void importingAnEarlierExportOfAGameThatWentOnKeepsTheDiceItRolledSince() throws IOException {
        String first = run(EXPORTED_IN_COMBAT + """
                @vincent /turn start frame:Anvil target:Fang range:direct ssr:1
                @vincent /game end confirm:true
                """);
        String again = run("@vincent /game import file:" + onlyExport() + "\n@meguey /game join\n"
                + "@vincent /turn start frame:Anvil target:Fang range:direct ssr:1\n");
        assertEquals(pool(first, "Anvil"), pool(again, "Anvil"), "the pool rolled after the export, again: " + again);
    }

    /**
     * A review (2026-11-27): a roll taken back before the game was ended left no event past the
     * file, and one roll took all of a player's dice, so the second rolled afresh. The game's
     * kept dice come along, and each roll past the file waits for its own roll.
     */
    @Test
    void anImportKeepsEachRollPastTheFileAndTheDiceAnUndoKept() throws IOException {
        String turns = """
                @vincent /turn start frame:Anvil
                @vincent /turn defend die:none
                @vincent /turn end
                @meguey /turn start frame:Fang
                @meguey /turn defend die:none
                @meguey /turn end
                @vincent /turn start frame:Hammer
                """;
        String first = run(EXPORTED_IN_COMBAT + turns + "@vincent /game undo\n@vincent /game end confirm:true\n");
        String again = run("@vincent /game import file:" + onlyExport() + "\n@meguey /game join\n" + turns);
        for (String frame : List.of("Anvil", "Fang", "Hammer")) {
            assertEquals(pool(first, frame), pool(again, frame), frame + "'s pool, again: " + again);
        }
    }

    /**
     * An adversarial test (2026-11-28): a roll taken back, then the command before it (the last
     * of the file), and the game ended: importing the file rolled that decision afresh. The dice
     * an undo kept past the file's end come along from a game taken back short of it too.
     */
    @Test
    void aGameTakenBackShortOfTheFileStillGivesTheDiceItKeptPastIt() throws IOException {
        String roll = "@vincent /turn start frame:Anvil target:Fang range:direct ssr:1\n";
        String first = run(EXPORTED_IN_COMBAT + roll + "@vincent /game undo\n@vincent /game undo\n"
                + "@vincent /game end confirm:true\n");
        assertTrue(first.contains("These dice are kept"), first);
        String again = run("@vincent /game import file:" + onlyExport() + "\n@meguey /game join\n" + roll);
        assertEquals(pool(first, "Anvil"), pool(again, "Anvil"), "the roll taken back, again: " + again);
    }

    /**
     * A review (2026-11-29): dice an undo kept before the file was exported, still waiting then, are
     * neither in the file nor kept past its end; carried only from past its end, they rolled afresh
     * once the game was taken back short of the file and ended. The file holds only the dice of
     * commands it has where their undo took them back.
     */
    @Test
    void diceThatWaitedAsTheFileWasExportedComeAlong() throws IOException {
        String first = run(EXPORTED_IN_COMBAT.replace("@vincent /game export\n", "") + ROLL + """
                @vincent /game undo
                @vincent /station near frame:Anvil station:Centre
                @vincent /game export
                @vincent /game undo
                @vincent /game end confirm:true
                """);
        assertTrue(first.contains("These dice are kept"), first);
        String again = run("@vincent /game import file:" + onlyExport() + "\n@meguey /game join\n" + ROLL);
        assertEquals(pool(first, "Anvil"), pool(again, "Anvil"), "the roll that waited, again: " + again);
    }

    /**
     * And the dice the file holds stay there: a roll exported, then taken back and the game ended,
     * is the file's own roll; carried too, the imported game's next pools would show its dice again.
     */
    @Test
    void diceTheFileHoldsAreNotCarriedAgain() throws Exception {
        String first = run(EXPORTED_IN_COMBAT.replace("@vincent /game export\n", "") + ROLL + """
                @vincent /game export
                @vincent /game undo
                @vincent /game end confirm:true
                """);
        assertTrue(first.contains("These dice are kept"), first);
        run("@vincent /game import file:" + onlyExport() + "\n@meguey /game join\n");
        assertEquals(0, keptInTheOpenGame(), "the file holds the roll");
    }

    /**
     * A re-review (2026-11-29): the file's roll taken back, its dice taken by another roll and given
     * back by an undo, were carried as dice the file didn't hold (the last undo that kept them took
     * back a command the file hasn't), and the imported game's next pools showed them again.
     */
    @Test
    void theFilesDiceTakenByAnotherRollAreStillTheFiles() throws Exception {
        run(EXPORTED_IN_COMBAT.replace("@vincent /game export\n", "") + ROLL + """
                @vincent /game export
                @vincent /game undo
                @vincent /turn start frame:Anvil target:none
                @vincent /game undo
                @vincent /game end confirm:true
                """);
        run("@vincent /game import file:" + onlyExport() + "\n@meguey /game join\n");
        assertEquals(0, keptInTheOpenGame(), "the file holds every one of them");
    }

    /**
     * A re-review (2026-11-29): a game taken back into the file and played otherwise from there was
     * taken for a rematch, and its dice left behind: the decision it gave instead (an SSR's d8 added)
     * came fresh in the import. Its rolls past what it shares with the file come along, less the
     * file's own.
     */
    @Test
    void aDecisionGivenOtherwiseAfterTheExportComesAlong() throws IOException {
        String direct = "@vincent /turn start frame:Anvil target:Fang range:direct\n";
        String first = run(EXPORTED_IN_COMBAT.replace("@vincent /game export\n", "") + direct
                + "@vincent /game export\n@vincent /game undo\n" + ROLL + "@vincent /game end confirm:true\n");
        String again = run("@vincent /game import file:" + onlyExport() + "\n@meguey /game join\n"
                + "@vincent /game undo\n" + ROLL);
        List<String> given = UndoIsNotAReRollTest.pools(first, "Anvil");
        List<String> regiven = UndoIsNotAReRollTest.pools(again, "Anvil");
        assertEquals(given.getLast(), regiven.getLast(), "the SSR's d8 too: " + again);
    }

    private int keptInTheOpenGame() throws java.sql.SQLException {
        try (var connection = java.sql.DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("mfz.db"));
             var kept = connection.createStatement().executeQuery("SELECT COUNT(*) FROM kept_dice k "
                     + "JOIN games g ON g.id = k.game_id WHERE g.status IN ('lobby', 'playing')")) {
            kept.next();
            return kept.getInt(1);
        }
    }

    /**
     * A third review (2026-11-29): a rematch of the same companies starts as the file did, and one
     * taken back to where the file ends was taken for the file's game: its undone roll was carried
     * and the true game's roll past the file came fresh, at every new rematch. A sealed file names
     * the line it comes from (format 3), and the game that went on from it is sought there alone.
     */
    @Test
    void aRematchThatStartedAlikeIsNotTheFilesGame() throws IOException {
        String first = run(EXPORTED_IN_COMBAT + ROLL + "@vincent /game end confirm:true\n");
        Path file = Files.move(onlyExport(), dir.resolve("file.json"));
        assertTrue(Files.readString(file).contains("\"from\" : 1"), Files.readString(file));
        String rematch = run(EXPORTED_IN_COMBAT.replace("@vincent /game export\n", "") + ROLL
                + "@vincent /game undo\n@vincent /game end confirm:true\n");
        assertTrue(rematch.contains("These dice are kept"), rematch);
        String again = run("@vincent /game import file:" + file + "\n@meguey /game join\n" + ROLL);
        assertEquals(pool(first, "Anvil"), pool(again, "Anvil"), "the file's game's roll, not the rematch's: " + again);
        assertFalse(pool(rematch, "Anvil").equals(pool(again, "Anvil")), "not the rematch's: " + again);
    }

    /**
     * A fourth review (2026-11-29): an unsealed copy of an earlier file, a diceless step given there
     * and taken back, then a roll: the copy, searched as a copy of the file's game may be, counted
     * only a command that showed dice as having held the file's, so its roll came fresh in the
     * sealed file's import. A copy's line is its file's word, so any of the file's commands tells.
     */
    @Test
    void anUnsealedCopyThatTookBackADicelessStepGivesItsRoll() throws IOException {
        String station = "@vincent /station near frame:Anvil station:Centre\n";
        run(EXPORTED_IN_COMBAT);
        Path earlier = Files.move(onlyExport(), dir.resolve("earlier.json"));
        run(station + "@vincent /game export\n@vincent /game end confirm:true\n");
        Path file = Files.move(onlyExport(), dir.resolve("file.json"));
        ObjectNode copy = (ObjectNode) new ObjectMapper().readTree(earlier.toFile());
        copy.remove("seal");
        String detour = run("@vincent /game import file:" + write("copy.json", copy.toString())
                + "\n@meguey /game join\n" + station + "@vincent /game undo\n" + ROLL
                + "@vincent /game end confirm:true\n");
        assertTrue(detour.contains("isn't sealed"), detour);
        String again = run("@vincent /game import file:" + file + "\n@meguey /game join\n@vincent /game undo\n" + ROLL);
        assertEquals(pool(detour, "Anvil"), pool(again, "Anvil"), "the copy's roll, again: " + again);
    }

    /**
     * An adversarial test (2026-11-28): a file with its dice written by hand, imported (with the
     * warning), played and ended, lent those dice to the next import of the sealed file it was
     * made from, which the bot then sealed again. A game restored unsealed gives none of its file's
     * dice; the genuine game the file came from gives its own.
     */
    @Test
    void diceWrittenByHandNeverReachASealedImport() throws IOException {
        AfterAForgedGame after = sealedAfterAForgedGame("@vincent /game end confirm:true\n");
        assertTrue(after.played().contains("isn't sealed"), after.played());
        after.assertTheGenuineRoll();
    }

    /**
     * Reviews (2026-11-28): a game restored from a forged file, taken back into the file's own
     * events, kept the forged dice, and a roll past the file's events spent them, which then
     * reached the sealed file's import; and a copy taken back and given again the same way gave
     * that import nothing, a re-roll. What an unsealed file holds can't be taken back.
     */
    @Test
    void whatAnUnsealedFileHoldsIsNeverTakenBack() throws IOException {
        AfterAForgedGame after = sealedAfterAForgedGame("@vincent /game undo\n@vincent /game end confirm:true\n");
        assertTrue(after.played().contains("That action came with the file this game was restored from, which "
                + "this bot didn't seal"), after.played());
        after.assertTheGenuineRoll();
    }

    private static final String ROLL = "@vincent /turn start frame:Anvil target:Fang range:direct ssr:1\n";

    /** The genuine roll past the sealed file, the forged game's lines, and the sealed file's import rolling again. */
    private record AfterAForgedGame(String first, String played, String again) {
        void assertTheGenuineRoll() {
            assertFalse(again.contains("isn't sealed"), again);
            assertEquals(pool(first, "Anvil"), pool(again, "Anvil"), "the genuine roll, not the forged one: " + again);
        }
    }

    /**
     * The demo exported sealed before Anvil's roll; the roll, exported and forged to sixes; the
     * forged file imported and played so; then the sealed file imported and Anvil's roll again.
     */
    private AfterAForgedGame sealedAfterAForgedGame(String inTheForgedGame) throws IOException {
        run(EXPORTED_IN_COMBAT);
        Path sealed = Files.move(onlyExport(), dir.resolve("sealed.json"));
        String first = run(ROLL + "@vincent /game export\n@vincent /game end confirm:true\n");
        Path handWritten = write("forged.json", forgedSixes(onlyExport()).toString());
        String played = run("@vincent /game import file:" + handWritten + "\n@meguey /game join\n"
                + inTheForgedGame);
        String again = run("@vincent /game import file:" + sealed + "\n@meguey /game join\n" + ROLL);
        return new AfterAForgedGame(first, played, again);
    }

    /**
     * A name the file gives a player that isn't theirs is said when they take their seat: a forged
     * file could name one player as another (an import audit, 2026-11-28).
     */
    @Test
    void aPlayerTakingASeatTheFileNamesOtherwiseIsToldSo() throws IOException {
        run(EXPORTED_IN_COMBAT + "@vincent /game end confirm:true\n");
        ObjectNode renamed = (ObjectNode) new ObjectMapper().readTree(onlyExport().toFile());
        renamed.remove("seal");
        for (JsonNode command : renamed.get("commands")) {
            for (JsonNode event : command.get("events")) {
                if ("player-joined".equals(event.path("type").asText()) && "meguey".equals(event.path("player").asText())) {
                    ((ObjectNode) event).put("name", "Vince");
                }
            }
        }
        String seated = run("@vincent /game import file:" + write("renamed.json", renamed.toString())
                + "\n@meguey /game join\n");
        assertTrue(seated.contains("🪑 meguey took their seat, which the file names Vince."), seated);
        // The importer too, who takes no seat (a review).
        run("@vincent /game end confirm:true\n");
        String imported = run("@meguey /game import file:" + dir.resolve("renamed.json") + "\n");
        assertTrue(imported.contains("The file calls meguey, who restored it, Vince here."), imported);
    }

    /**
     * A review (2026-11-28): through a chain of unsealed copies the dice rolled between two files
     * were lost. A copy of the sealed file played (Anvil rolled) and exported; that export played
     * (Fang rolled); then the sealed file: Anvil rolled afresh, the latest game's own dice starting
     * after Anvil's roll. The earlier game fills the gap.
     */
    @Test
    void aChainOfUnsealedCopiesIsNoReRoll() throws IOException {
        run(EXPORTED_IN_COMBAT + "@vincent /game end confirm:true\n");
        Path sealed = Files.move(onlyExport(), dir.resolve("sealed.json"));
        ObjectNode copy = (ObjectNode) new ObjectMapper().readTree(sealed.toFile());
        copy.remove("seal");
        String inTheCopy = run("@vincent /game import file:" + write("copy.json", copy.toString())
                + "\n@meguey /game join\n" + ROLL + "@vincent /game export\n@vincent /game end confirm:true\n");
        Path second = Files.move(onlyExport(), dir.resolve("second.json"));
        run("@vincent /game import file:" + second + "\n@meguey /game join\n@vincent /turn defend die:none\n"
                + "@vincent /turn end\n@meguey /turn start frame:Fang\n@vincent /game end confirm:true\n");
        String again = run("@vincent /game import file:" + sealed + "\n@meguey /game join\n" + ROLL);
        assertEquals(pool(inTheCopy, "Anvil"), pool(again, "Anvil"), "the roll made in the copy, again: " + again);
    }

    /** An export with every rolled pool's dice made sixes, and its seal taken off. */
    private static ObjectNode forgedSixes(Path export) throws IOException {
        ObjectNode forged = (ObjectNode) new ObjectMapper().readTree(export.toFile());
        forged.remove("seal");
        for (JsonNode command : forged.get("commands")) {
            for (JsonNode event : command.get("events")) {
                if ("pool-rolled".equals(event.path("type").asText())) {
                    event.get("dice").forEach(die -> ((ObjectNode) die).put("value", 6));
                }
            }
        }
        return forged;
    }

    /**
     * A review (2026-11-28): with every die of a game restored unsealed dropped, a detour through
     * an unsealed copy of the sealed file re-rolled: import the copy, roll, end it, import the
     * sealed file, roll afresh. What this bot rolled past the copy's own events is carried.
     */
    @Test
    void aDetourThroughAnUnsealedCopyIsNoReRoll() throws IOException {
        String roll = "@vincent /turn start frame:Anvil target:Fang range:direct ssr:1\n";
        run(EXPORTED_IN_COMBAT + "@vincent /game end confirm:true\n");
        Path sealed = Files.move(onlyExport(), dir.resolve("sealed.json"));
        ObjectNode copy = (ObjectNode) new ObjectMapper().readTree(sealed.toFile());
        copy.remove("seal");
        Path unsealed = write("copy.json", copy.toString());
        String detour = run("@vincent /game import file:" + unsealed + "\n@meguey /game join\n" + roll
                + "@vincent /game end confirm:true\n");
        assertTrue(detour.contains("isn't sealed"), detour);
        String again = run("@vincent /game import file:" + sealed + "\n@meguey /game join\n" + roll);
        assertEquals(pool(detour, "Anvil"), pool(again, "Anvil"), "the roll made in the copy, again: " + again);
    }

    /** The demo deployed, its first round begun, and exported. */
    private static final String EXPORTED_IN_COMBAT = RoundMessagesTest.DEMO_STARTED + """
            @vincent /deploy done frame:Anvil
            @vincent /deploy done frame:Hammer
            @vincent /deploy done frame:Fang owner:@meguey
            @vincent /deploy done frame:Bolt owner:@meguey
            @vincent /deploy done
            @vincent /game export
            """;

    /** The first pool this frame rolled, as the bot shows it. */
    private static String pool(String out, String frame) {
        List<String> rolled = UndoIsNotAReRollTest.pools(out, frame);
        assertTrue(!rolled.isEmpty(), frame + " rolled nothing: " + out);
        return rolled.getFirst();
    }

    private static final String STARTED = RoundMessagesTest.DEMO_STARTED;

    private Path onlyExport() throws IOException {
        try (var files = Files.list(dir.resolve("exports"))) {
            List<Path> all = files.filter(f -> f.toString().endsWith(".json")).toList();
            assertEquals(1, all.size(), all.toString());
            return all.getFirst();
        }
    }

    private static int count(String text, String part) {
        return text.split(Pattern.quote(part), -1).length - 1;
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
