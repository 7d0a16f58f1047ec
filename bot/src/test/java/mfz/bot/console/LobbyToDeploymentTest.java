package mfz.bot.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import mfz.bot.MainRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A two-player game from /game new to deployment, typed at the console table, through a real SQLite file. */
class LobbyToDeploymentTest {

    @TempDir
    Path dir;

    static final String LOBBY = """
            @vincent /game new size:skirmish ssr:2
            @meguey /game join
            @vincent /company frame name:Anvil-1 loadout:"B G Y Rd" ssr:2
            @vincent /company frame name:Anvil-2 loadout:"B G Rh Rh"
            @vincent /company frame name:Anvil-3 loadout:"B B G Ra"
            @vincent /company frame name:Anvil-4 loadout:"G Y Rd"
            @vincent /company station name:Alpha
            @vincent /company station name:Beta
            @vincent /company station name:Gamma
            @vincent /company ready
            @meguey /company frame name:Fang-1 loadout:"B G Y Rd" ssr:2
            @meguey /company frame name:Fang-2 loadout:"B G Y Rd"
            @meguey /company frame name:Fang-3 loadout:"G G Rh Rh"
            @meguey /company frame name:Fang-4 loadout:"B Y Ra"
            @meguey /company frame name:Fang-5 loadout:"B Y Ra"
            @meguey /company station name:X1
            @meguey /company station name:X2
            @meguey /company station name:X3
            @meguey /company ready
            """;

    @Test
    void aLobbyIsBuiltPrivatelyThenStartedIntoBidding() {
        String out = run(LOBBY + """
                @meguey /game start
                @vincent /game start
                """);
        assertTrue(out.contains("vincent opened a skirmish here."), out);
        assertTrue(out.contains("> @meguey /company frame name:Fang-1 loadout:\"B G Y Rd\" ssr:2\n"
                + "(only @meguey sees this)\n┃ meguey's company"), "a company is built privately: " + out);
        assertTrue(out.contains("> @meguey /game start\n(only @meguey sees this)\n"), "only the host starts");
        assertTrue(out.contains("The game starts: companies are revealed. 9 frames, 6 stations."), out);
        // Vincent has the fewest frames and systems (+1 +1), Meguey the most (-1 -1).
        assertTrue(out.contains("Bidding: vincent 4 frames, 15 systems: 7 points an asset, score 49; meguey 5 frames, "
                + "18 systems: 3 points an asset, score 24.\nBidding settled: vincent defender; meguey point attacker.\n"
                + "Deployment step 1: lay out the terrain; every player approves it."), out);
        // The new game's table lists the options: no separate "Options:" line before it (issue 14).
        assertTrue(out.contains("vincent opened a skirmish here. Join with `/game join`; build your company with "
                + "`/company frame`.\n┃ Skirmish · lobby\n"), out);
        assertTrue(out.contains("┃   skirmish, 2 SSRs per company, doomsday clock starts at 11\n"), out);
    }

    /** Two companies named a station alike, each in secret: neither was refused, and the start renames the later seat's. */
    @Test
    void stationsNamedAlikeInSecretAreToldApartAtTheStart() {
        String out = run(LOBBY.replace("@meguey /company station name:X1", "@meguey /company station name:alpha") + """
                @vincent /game start
                """);
        assertFalse(out.contains("already the name"), "nobody learnt the other's station name: " + out);
        assertTrue(out.contains("The game starts: companies are revealed. 9 frames, 6 stations. Two companies named a "
                + "station `alpha`: meguey's station is now `alpha-2`."), out);
    }

    /**
     * In a demo the host places everyone's frames: with two frames named alike, placing "Hammer"
     * again says whose is still to place and how to name it (a play: "already on the table" said
     * nothing of `owner:`).
     */
    @Test
    void theHostPlacingAFrameNamedLikeAnotherPlayersIsToldToSayWhose() {
        String out = run(RoundMessagesTest.DEMO_STARTED.replace("name:Fang", "name:Hammer") + """
                @vincent /deploy done frame:Hammer
                @vincent /deploy done frame:Hammer
                """);
        assertTrue(out.contains("Your `Hammer` is already on the table; to place meguey's, add `owner:`"), out);
    }

    @Test
    void onlyTheHostActsForOthersAndRefusalsChangeNothing() {
        String out = run("""
                @vincent /game new size:demo
                @meguey /game join
                @meguey /company frame name:A loadout:"B G Y Rd" as:@vincent
                @meguey /game options ssr:9
                @vincent /game options ssr:9
                @vincent /game options
                @vincent /company frame name:A loadout:"B G Y X"
                @vincent /company show
                """);
        assertTrue(out.contains("Only the host can act for another player (`as:`)."), out);
        assertTrue(out.contains("(only @vincent sees this)\nOptions: demo game, 3 SSRs per company, doomsday clock "
                + "starts at 5."), "the refused ssr:9 changed nothing: " + out);
        assertTrue(out.contains("┃ Frames:\n┃   A B G Y X"), "a bad loadout is kept and explained: " + out);
    }

    @Test
    void nobodySeesOrChangesAnotherPlayersCompanyBeforeTheStart() {
        String out = run("""
                @vincent /game new size:demo
                @meguey /game join
                @meguey /company frame name:Secret loadout:"B G Y Rd"
                @vincent /company show as:@meguey
                @vincent /company frame name:Spy loadout:"B" as:@meguey
                @vincent /company ready as:@meguey
                @meguey /company show
                """);
        String secret = "Companies are secret until the game starts: nobody, the host included, can see or change "
                + "another player's company (`as:`) before then.";
        assertEquals(3, out.split(Pattern.quote(secret), -1).length - 1, out);
        assertFalse(out.contains("┃   Spy"), "nothing changed: " + out);
        assertEquals(2, out.split("┃   Secret", -1).length - 1, "only meguey's own replies show her frame: " + out);
    }

    @Test
    void undoTakesBackAWholeCommandAndTheGameSurvivesARestart() {
        run("""
                @vincent /game new size:skirmish
                @meguey /game join
                @vincent /game options hazards:true jettison:true
                """);
        String out = run("""
                @vincent /game options
                @vincent /game undo
                @vincent /game options
                @vincent /game log
                """);
        assertTrue(out.contains("Options: skirmish, 3 SSRs per company, doomsday clock starts at 11, hazardous areas "
                + "and environmental systems, jettisoning."), "the game came back after a restart: " + out);
        assertTrue(out.contains("↩️ vincent took back: Options:"), out);
        assertTrue(out.contains("(only @vincent sees this)\nOptions: skirmish, 3 SSRs per company, doomsday clock "
                + "starts at 11."), "both options were taken back together: " + out);
        assertTrue(out.contains("• meguey — meguey joined the game."), "unnumbered in the lobby: " + out);
    }

    @Test
    void aSavedCompanyFollowsItsOwnerToTheNextGame() {
        run("""
                @vincent /game new size:demo
                @vincent /company frame name:A loadout:"B G Y Rd" ssr:3
                @vincent /company frame name:B loadout:"Rh Rh G"
                @vincent /company save name:"Demo pair"
                @vincent /game end confirm:true
                """);
        String out = run("""
                @vincent /game new size:demo
                @vincent /company list
                @meguey /company list
                @vincent /company load name:"demo pair"
                @vincent /company ready
                @vincent /company show
                """);
        assertTrue(out.contains("(only @vincent sees this)\nYour saved companies: `Demo pair`."), out);
        // Once ready, the card no longer asks for what was done (an adversarial test).
        assertTrue(out.contains("No problems, and declared ready: the host starts the game once every company is."),
                out);
        assertTrue(out.contains("(only @meguey sees this)\nYou have no saved companies yet."), out);
        assertTrue(out.contains("No problems: Ready declares it final (`/company ready`).\n┃ Frames:\n┃   A B G Y Rd · 🚀3\n"
                + "┃   B Rh Rh G"), out);
    }

    private String run(String script) {
        MainRunner.Result result = MainRunner.run(List.of("--seed", "5"),
                Map.of("MFZ_DB", dir.resolve("mfz.db").toString()), script);
        assertEquals(0, result.status(), result.err());
        return result.out();
    }
}
