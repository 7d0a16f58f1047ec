package mfz.bot.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import mfz.bot.MainRunner;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An import is a game: each command of the file is decided again, in order, with its recorded
 * dice, and the first that isn't a legal step is named; nothing is stored. Each forgery the
 * reliability issue found is refused.
 */
class ImportsAreGamesTest {

    @TempDir
    Path dir;

    /** A real export of a started demo game, without its seal (the forgeries below edit it). */
    private String started;
    /** The same export as the bot wrote it (pretty-printed), sealed. */
    private String sealed;

    @BeforeEach
    void exportAStartedGame() throws IOException {
        run("""
                @v /game new size:demo
                @m /game join
                @v /company frame name:Anvil loadout:"B G Y Rd" ssr:3
                @v /company frame name:Hammer loadout:"G Rh"
                @v /company ready
                @m /company frame name:Fang loadout:"B G Y Rd" ssr:3
                @m /company frame name:Bolt loadout:"B Y Ra"
                @m /company ready
                @v /game start
                @v /game export
                @v /game end confirm:true
                """);
        try (Stream<Path> files = Files.list(dir.resolve("exports"))) {
            String file = Files.readString(files.findFirst().orElseThrow());
            sealed = file; // as the bot wrote it, pretty-printed
            started = unsealed(file);
        }
    }

    /**
     * The rules decide every step of an import again, but not its dice nor who gave it: a file
     * this bot exported bears its seal, and one made elsewhere or changed since says so to the
     * channel (a trust audit, 2026-11-26: a player could import a game with the dice they liked).
     */
    @Test
    void anImportSaysWhenItsDiceAreTheFilesWordAlone() throws IOException {
        String asExported = importing(sealed);
        assertTrue(asExported.contains("📥 v restored a game here"), asExported);
        assertFalse(asExported.contains("isn't sealed"), asExported);
        run("@v /game end confirm:true\n");
        String unsealed = importing(started);
        assertTrue(unsealed.contains("📥 v restored a game here"), unsealed);
        assertTrue(unsealed.contains("⚠️ This file isn't sealed by this bot: it was exported elsewhere or changed "
                + "since. Every step was checked against the rules, but its dice, the players' names, who did what and "
                + "who hosts are the file's word. It names v as the host. Taking your seat accepts all of that: if it "
                + "isn't the game you played, don't, and it can't go on."), unsealed);
        run("@v /game end confirm:true\n");
        // A file of format 1 (an unsealed one here) is still read.
        assertTrue(started.contains("\"version\":3"), started);
        String first = importing(started.replace("\"version\":3", "\"version\":1"));
        assertTrue(first.contains("📥 v restored a game here") && first.contains("isn't sealed by this bot"), first);
        run("@v /game end confirm:true\n");
        // A newer bot's file, with a field this one doesn't know, is refused by its version.
        String newer = started.replace("\"version\":3", "\"version\":4").replaceFirst("\\{", "{\"shape\":\"new\",");
        assertTrue(importing(newer).contains("That export is format version 4; this bot reads versions 1 to 3."), newer);
        // The seal kept on a file changed since: here the host is said to have acted for m, which
        // the rules can't tell (as they can't tell a die's value), and the seal can.
        String changed = sealed.replaceFirst("(\"actor\" : \"m\",\\s*)\"onBehalfOf\" : null", "$1\"onBehalfOf\" : \"v\"");
        assertTrue(!changed.equals(sealed), sealed);
        String out = importing(changed);
        assertTrue(out.contains("📥 v restored a game here") && out.contains("isn't sealed by this bot"), out);
        // Exported again, that game is not sealed either (a review: a fresh seal laundered the file).
        String again = run("@m /game join\n@v /game export\n");
        assertTrue(again.contains("It isn't sealed: this game was restored from a file this bot didn't seal"), again);
        run("@v /game end confirm:true\n");
        String laundered = latestExport();
        assertTrue(laundered.contains("\"seal\" : null"), laundered);
        assertTrue(importing(laundered).contains("isn't sealed by this bot"), "restored again, it says so again");
    }

    @Test
    void aLegalExportStillComesBack() throws IOException {
        String out = importing(started);
        assertTrue(out.contains("📥 v restored a game here"), out);
    }

    /**
     * No export holds a lobby, whose companies are secret until the start: a lobby file is made
     * by hand, and could seat a player under a company someone else wrote (a trust audit).
     */
    @Test
    void aGameNotYetStartedIsNotImported() throws IOException {
        String out = importing(lobby());
        assertTrue(out.contains("That export stops before its game started."), out);
        assertTrue(run("@v /game table\n").contains("There is no game in this channel."), "nothing was stored");
    }

    /** A player's name as the file writes it must be one the rules take: `||` would hide the unsealed warning. */
    @Test
    void aPlayerNamedToHideTheWarningIsRefused() throws IOException {
        String forged = started.replace("\"name\":\"m\"", "\"name\":\"m ||\"");
        assertTrue(!forged.equals(started), started);
        String out = importing(forged);
        assertTrue(out.contains("can't hold a vertical bar or a backtick"), out);
    }

    /** The file the last {@code /game export} wrote. */
    private String latestExport() throws IOException {
        try (Stream<Path> files = Files.list(dir.resolve("exports"))) {
            return Files.readString(files.max(Comparator.comparing(f -> f.toFile().lastModified()))
                    .orElseThrow());
        }
    }

    /**
     * A name as a file writes it is kept as the bot shows a name: lone marks and a line's opening
     * mark escaped (a security audit: an imported {@code Eve\} escaped the bold after her name in
     * every message, and {@code ~~} struck through everything up to another name's).
     */
    @Test
    void aPlayersNameFromAFileIsKeptAsTheBotShowsAName() throws IOException {
        String forged = started.replace("\"name\":\"m\"", "\"name\":\"# ~~m\\\\\"");
        assertTrue(!forged.equals(started), started);
        assertTrue(importing(forged).contains("📥 v restored a game here"));
        run("@m /game join\n@v /game export\n");
        String exported = latestExport();
        assertTrue(exported.contains("\"name\" : \"\\\\# \\\\~\\\\~m\\\\\\\\\""), exported);
        run("@v /game end confirm:true\n");
        assertTrue(importing(exported).contains("📥 v restored a game here"), "the bot's own export comes back");
        run("@m /game join\n@v /game export\n");
        assertTrue(latestExport().contains("\"name\" : \"\\\\# \\\\~\\\\~m\\\\\\\\\""), "its names unchanged");
    }

    @Test
    void aCompanyBeyondTheLimitsIsRefusedAtItsReady() throws IOException {
        String forged = started.replace("\"loadout\":\"B G Y Rd\",\"ssrs\":3",
                "\"loadout\":\"B B G G Y Y Rd Rd\",\"ssrs\":98");
        assertTrue(!forged.equals(started), started);
        String out = importing(forged);
        assertTrue(out.contains("is not a legal step: the rules refuse it: Your company isn't valid yet"), out);
    }

    @Test
    void forgedFramesAtTheStartAreRefused() throws IOException {
        String forged = started.replaceFirst("\"whites\":2", "\"whites\":50");
        assertTrue(!forged.equals(started), "the start lists each frame's white dice: " + started);
        assertTrue(importing(forged).contains("is not a legal step: decided again, it doesn't give the events it "
                + "records."));
    }

    @Test
    void playersJoinOnceAndOnlyInTheLobbyWithANameWithinTheLimits() throws IOException {
        assertTrue(importing(with(started, "a", "{\"type\":\"player-joined\",\"player\":\"a\",\"name\":\"a\"}"))
                .contains("the rules refuse it: The game has started: players join only in the lobby."));
        String lobby = lobby();
        assertTrue(importing(with(lobby, "m", "{\"type\":\"player-joined\",\"player\":\"m\",\"name\":\"m\"}"))
                .contains("Command #3 of that export (m, events #3–3) is not a legal step: the rules refuse it: You "
                        + "are already in this game."));
        String huge = "x".repeat(1_900_000);
        assertTrue(importing(with(lobby, "z", "{\"type\":\"player-joined\",\"player\":\"z\",\"name\":\"" + huge
                + "\"}")).contains("the rules refuse it: A player's name is at most 64 characters."));
    }

    /** A forged file can't turn a seat into a friend, nor a friend into a seat (an adversarial play). */
    @Test
    void aSeatIsNamedAsOneAndOnlyASeat() throws IOException {
        assertTrue(importing(with(lobby(), "bot-hard-1", "{\"type\":\"player-joined\",\"player\":\"bot-hard-1\","
                + "\"name\":\"Player\"}")).contains("the rules refuse it: A bot seat's name ends with \"(bot)\""));
        assertTrue(importing(with(lobby(), "z", "{\"type\":\"player-joined\",\"player\":\"z\","
                + "\"name\":\"Rook (bot)\"}")).contains("the rules refuse it: A name ending with \"(bot)\" marks the "
                + "bot's seats"));
    }

    @Test
    void theDoomsdayClockStaysOnItsDial() throws IOException {
        for (String clock : List.of("-5", "2147483647")) {
            String forged = with(lobby(), "v", "{\"type\":\"options-changed\",\"options\":{\"size\":\"DEMO\","
                    + "\"ssrCount\":3,\"advanced\":[],\"startingDoomsday\":" + clock + "}}");
            assertTrue(importing(forged).contains("the rules refuse it: The doomsday clock starts at 1 to 30, not "
                    + clock + "."), clock);
        }
        assertTrue(importing(with(started, "v", "{\"type\":\"doomsday-counted-down\",\"player\":\"v\",\"clock\":-5}"))
                .contains("it puts the doomsday clock at -5, off its dial (0 to 30)."));
    }

    @Test
    void aFrameTheGameDoesNotHaveCantBeDestroyed() throws IOException {
        String out = importing(with(started, "v", "{\"type\":\"frame-destroyed\",\"owner\":\"m\",\"frame\":\"Nope\"}"));
        assertTrue(out.contains("is not a legal step: it destroys a frame the game doesn't have."), out);
        assertTrue(run("@v /game table\n").contains("There is no game in this channel."), "nothing was stored");
    }

    @Test
    void aTurnsRollIsTheFramesPoolAndAHitTakesASystemTheFrameHas() throws IOException {
        String combat = combatExport();
        assertTrue(combat.contains("combat-began"), "an export of a game in combat");
        assertTrue(importing(combat).contains("📥 v restored a game here"), "it comes back as it is");
        run("@v /game end confirm:true\n");
        // Fifty white dice for a turn the file says started: not Anvil's pool.
        String turn = "{\"type\":\"turn-started\",\"owner\":\"v\",\"frame\":\"Anvil\",\"target\":{\"kind\":\"NONE\","
                + "\"owner\":null,\"frame\":null},\"range\":null,\"ssrsFired\":0,\"hazard\":false}";
        String whites = String.join(",", Collections.nCopies(50,
                "{\"die\":{\"colour\":\"WHITE\",\"sides\":6},\"value\":6}"));
        String out = importing(with(combat, "v", turn + ",{\"type\":\"pool-rolled\",\"owner\":\"v\","
                + "\"frame\":\"Anvil\",\"dice\":[" + whites + "]}"));
        assertTrue(out.contains("Anvil rolls 50 dice that aren't its pool"), out);
        // A roll with no turn starting, and a system the frame doesn't carry.
        assertTrue(importing(with(combat, "v", "{\"type\":\"pool-rolled\",\"owner\":\"v\",\"frame\":\"Anvil\","
                + "\"dice\":[]}")).contains("with no turn of it starting"));
        assertTrue(importing(with(combat, "v", "{\"type\":\"system-lost\",\"owner\":\"v\",\"frame\":\"Hammer\","
                + "\"system\":\"Ra\"}")).contains("Hammer loses a Ra it doesn't have."));
        assertTrue(run("@v /game table\n").contains("There is no game in this channel."), "nothing was stored");
    }

    @Test
    void theCommandsOfATurnAreDecidedAgainAndMustBeLegal() throws IOException {
        String combat = combatExport();
        String turnOf = "{\"type\":\"turn-started\",\"owner\":\"%s\",\"frame\":\"%s\",\"target\":{\"kind\":\"NONE\","
                + "\"owner\":null,\"frame\":null},\"range\":null,\"ssrsFired\":0,\"hazard\":false}";
        // Each frame's whole pool with no target, in pool order, as the rules give it.
        String hammerTurn = turnOf.formatted("v", "Hammer") + ",{\"type\":\"pool-rolled\",\"owner\":\"v\",\"frame\":"
                + "\"Hammer\",\"dice\":[" + die("WHITE", 6, 2) + "," + die("WHITE", 6, 3) + "," + die("GREEN", 6, 5) + ","
                + die("GREEN", 8, 7) + "]}";
        String boltTurn = turnOf.formatted("m", "Bolt") + ",{\"type\":\"pool-rolled\",\"owner\":\"m\",\"frame\":"
                + "\"Bolt\",\"dice\":[" + die("WHITE", 6, 2) + "," + die("WHITE", 6, 3) + "," + die("BLUE", 6, 5) + ","
                + die("YELLOW", 6, 4) + "]}";
        // One of the two players holds the initiative: the other one's frame can't take a turn.
        String hammerFirst = importing(with(combat, "v", hammerTurn));
        run("@v /game end confirm:true\n");
        boolean vHolds = !hammerFirst.contains("Not your turn");
        String outOfTurn = vHolds ? importing(with(combat, "m", boltTurn)) : hammerFirst;
        assertTrue(outOfTurn.contains("is not a legal step: the rules refuse it: Not your turn"), outOfTurn);

        // The holder's frame takes its turn and defends with nothing: legal, and restored.
        String holder = vHolds ? "v" : "m";
        String frame = vHolds ? "Hammer" : "Bolt";
        String defend = "{\"type\":\"defense-assigned\",\"owner\":\"" + holder + "\",\"frame\":\"" + frame
                + "\",\"die\":null}";
        String withTurn = with(with(combat, holder, vHolds ? hammerTurn : boltTurn), holder, defend);
        String legal = importing(withTurn);
        assertTrue(legal.contains("📥 v restored a game here"), "the turn itself is legal: " + legal);
        run("@v /game end confirm:true\n");
        // Its defense a blue 6 it never rolled.
        String unrolled = "{\"type\":\"defense-assigned\",\"owner\":\"" + holder + "\",\"frame\":\"" + frame
                + "\",\"die\":" + die("BLUE", 6, 6) + "}";
        String rolledOnly = importing(with(with(combat, holder, vHolds ? hammerTurn : boltTurn), holder, unrolled));
        assertTrue(rolledOnly.contains("is not a legal step: the rules refuse it:") && rolledOnly.contains("B6"),
                rolledOnly);
        // It moves twice.
        String move = "{\"type\":\"frame-moved\",\"owner\":\"" + holder + "\",\"frame\":\"" + frame
                + "\",\"die\":%s,\"nearStation\":null}";
        String moved = with(withTurn, holder, move.formatted(die("WHITE", 6, 2)));
        String once = importing(moved);
        assertTrue(once.contains("📥 v restored a game here"), "one move is legal: " + once);
        run("@v /game end confirm:true\n");
        String twice = importing(with(moved, holder, move.formatted(die("WHITE", 6, 3))));
        assertTrue(twice.contains("the rules refuse it: " + frame + " has already moved this turn."), twice);
        assertTrue(run("@v /game table\n").contains("There is no game in this channel."), "nothing was stored");
    }

    @Test
    void aCommandWhoseEventsDontSayWhoActedIsDecidedAgainAsTheRecordedPlayers() throws IOException {
        String combat = combatExport();
        // m, neither the host nor the frame's owner, "corrects" where v's Anvil stands mid-round.
        String stands = "{\"type\":\"frame-stands-near\",\"owner\":\"v\",\"frame\":\"Anvil\",\"station\":null}";
        String out = importing(with(combat, "m", stands));
        assertTrue(out.contains("is not a legal step: the rules refuse it:") && out.contains("Only v (or the host) can say where v's frames stand."),
                out);
        assertTrue(run("@v /game table\n").contains("There is no game in this channel."), "nothing was stored");
    }

    /**
     * Who acted is the rules' word where the events say it (a turn, a hit to take): a file that
     * credits one player with another's turn is refused (an adversarial audit: an unsealed file's
     * log read "meguey" for vincent's turn).
     */
    @Test
    void whoActedIsTheRulesWordWhereTheEventsSayIt() throws IOException {
        run("""
                @v /game import file:%s
                @m /game join
                @v /turn start frame:Anvil target:Fang range:direct
                @v /game export
                @v /game end confirm:true
                """.formatted(write(combatExport())));
        String turn = unsealed(latestExport());
        String started = "{\"actor\":\"v\",\"onBehalfOf\":null,\"events\":[{\"type\":\"turn-started\"";
        assertTrue(turn.contains(started), turn);
        String credited = importing(turn.replace(started,
                "{\"actor\":\"m\",\"onBehalfOf\":null,\"events\":[{\"type\":\"turn-started\""));
        assertTrue(credited.contains("is given by m, but what it did was v's to do."), credited);
        assertTrue(run("@v /game table\n").contains("There is no game in this channel."), "nothing was stored");
        assertTrue(importing(turn).contains("📥 v restored a game here"), "as exported, it comes back");
        // Who acted for a player the rules can't tell (the host, or a channel's manager standing in): in a file
        // without the seal it is the file's word, as the restore's warning says.
        run("@v /game end confirm:true\n");
        String byAnother = importing(turn.replace(started,
                "{\"actor\":\"v\",\"onBehalfOf\":\"eve\",\"events\":[{\"type\":\"turn-started\""));
        assertTrue(byAnother.contains("📥 v restored a game here") && byAnother.contains("who did what"), byAnother);
    }

    /**
     * A bot seat can't take its seat to agree to a file's word, as each person does: an unsealed
     * file with one is refused (an adversarial audit: a host alone against the bot gave its seat a
     * company and dice of their choosing), and the sealed export comes back.
     */
    @Test
    void aBotSeatComesBackOnlyFromASealedFile() throws IOException {
        run("""
                @v /game new size:demo
                @v /game seat strength:easy
                @v /company frame name:Anvil loadout:"B G Y Rd" ssr:3
                @v /company frame name:Hammer loadout:"G Rh"
                @v /company ready
                @v /game start
                @v /game export
                @v /game end confirm:true
                """);
        String export = latestExport();
        assertTrue(export.contains("Rook"), export);
        String unsealed = importing(unsealed(export));
        assertTrue(unsealed.contains("That file isn't sealed by this bot, and it holds a bot seat: the seat's company and "
                + "dice would be the file's word, with nobody to agree to them for it."), unsealed);
        assertTrue(run("@v /game table\n").contains("There is no game in this channel."), "nothing was stored");
        assertTrue(importing(export).contains("📥 v restored a game here"), "sealed, it comes back");
    }

    /**
     * The forgeries the trust audit made: events that begin no command, appended to a command
     * the rules decided, or given as commands of their own, are refused; so are actors who
     * aren't in the game or whose names no player could have, and events that aren't events.
     */
    @Test
    void eventsNoRuleDecidedAreRefusedWhereverTheyStand() throws IOException {
        String combat = combatExport();
        Map<String, String> forgeries = Map.of(
                "frame-destroyed", "{\"type\":\"frame-destroyed\",\"owner\":\"m\",\"frame\":\"Fang\"}",
                "station-control-changed", "{\"type\":\"station-control-changed\",\"station\":\"Centre\","
                        + "\"from\":null,\"to\":\"v\"}",
                "round-started", "{\"type\":\"round-started\",\"round\":5}",
                "white-lost", "{\"type\":\"white-lost\",\"owner\":\"m\",\"frame\":\"Fang\"}",
                "frame-placed", "{\"type\":\"frame-placed\",\"owner\":\"m\",\"frame\":\"Fang\",\"nearStation\":null}");
        for (Map.Entry<String, String> forged : forgeries.entrySet()) {
            String alone = importing(with(combat, "v", forged.getValue()));
            assertTrue(alone.contains("is not a legal step: its first event (`" + forged.getKey() + "`) is not how any "
                    + "command begins, so no rule decided it."), forged.getKey() + " alone: " + alone);
            // The same event left over after the last command, which the rules did decide.
            int end = combat.lastIndexOf("]}]}");
            String appended = importing(combat.substring(0, end) + "," + forged.getValue() + "]}]}");
            assertTrue(appended.contains("is not a legal step:"), forged.getKey() + " appended: " + appended);
        }
        assertTrue(importing(with(lobby(), "v", "{\"type\":\"round-started\",\"round\":1}"))
                .contains("its first event (`round-started`) is not how any command begins"));
        assertTrue(importing(with(combat, "<@1> @everyone", "{\"type\":\"turn-ended\",\"owner\":\"v\",\"frame\":"
                + "\"Anvil\",\"discarded\":[]}")).contains("The player's name can't hold `<@`"));
        assertTrue(importing(with(combat, "x".repeat(100_000), "{\"type\":\"round-started\",\"round\":1}"))
                .contains("The player is named with more than 64 characters."));
        assertTrue(importing(with(lobby(), "mallory", "{\"type\":\"player-joined\",\"player\":\"z\",\"name\":\"z\"}"))
                .contains("is given by mallory, who is neither a player of that game nor its host."));
        assertTrue(importing(with(combat, "v", "null")).contains("Event #"), "a null event is named");
        assertTrue(importing(with(combat, "v", "null")).contains("it is not an event (an object with a `type`)."));
        assertTrue(importing(with(combat, "v\\u0000", "{\"type\":\"round-started\",\"round\":1}"))
                .contains("holds a character that can't be typed (U+0000)."));
        assertTrue(importing(with(combat, "v\\ud800", "{\"type\":\"round-started\",\"round\":1}"))
                .contains("holds a character that can't be typed (U+D800)."));
        assertTrue(importing(with(combat, "v\\u2028", "{\"type\":\"round-started\",\"round\":1}"))
                .contains("holds a character that can't be typed (U+2028)."), "a line separator forges a log line");
        assertTrue(run("@v /game table\n").contains("There is no game in this channel."), "nothing was stored");
    }

    private static String die(String colour, int sides, int value) {
        return "{\"die\":{\"colour\":\"" + colour + "\",\"sides\":" + sides + "},\"value\":" + value + "}";
    }

    /** The started game deployed and exported in combat. */
    private String combatExport() throws IOException {
        run("""
                @v /game import file:%s
                @m /game join
                @v /deploy done frame:Anvil
                @v /deploy done frame:Hammer
                @v /deploy done frame:Fang owner:@m
                @v /deploy done frame:Bolt owner:@m
                @v /deploy done
                @v /game export
                @v /game end confirm:true
                """.formatted(write(started)));
        try (Stream<Path> files = Files.list(dir.resolve("exports"))) {
            Path newest = files.max(Comparator.comparing(f -> f.toFile().lastModified())).orElseThrow();
            return unsealed(Files.readString(newest));
        }
    }

    /** An export as the forgeries edit it: compact, without its seal, so it ends with its commands. */
    private static String unsealed(String export) throws IOException {
        ObjectNode tree = (ObjectNode)
                new ObjectMapper().readTree(export);
        tree.remove("seal");
        return tree.toString();
    }

    /** The started game's export cut back to its first two commands: v opened, m joined. */
    private String lobby() {
        int third = nthCommand(started, 3);
        return started.substring(0, third - 1) + "]}";
    }

    private static int nthCommand(String export, int n) {
        int at = export.indexOf("{\"actor\"");
        for (int i = 1; i < n; i++) {
            at = export.indexOf("{\"actor\"", at + 1);
        }
        return at;
    }

    /** The export with one more command at its end. */
    private static String with(String export, String actor, String event) {
        int end = export.lastIndexOf("]}");
        return export.substring(0, end) + ",{\"actor\":\"" + actor + "\",\"onBehalfOf\":null,\"events\":[" + event
                + "]}]}";
    }

    private String importing(String content) throws IOException {
        return run("@v /game import file:" + write(content) + "\n");
    }

    private Path write(String content) throws IOException {
        Path file = dir.resolve("forged.json");
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
