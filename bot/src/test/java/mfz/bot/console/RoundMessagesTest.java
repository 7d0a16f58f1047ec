package mfz.bot.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import mfz.bot.MainRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What players read during a round, in a short demo game at the console with scripted dice. */
class RoundMessagesTest {

    /** The demo's two companies built and the game started: deployment step 1, vincent placing. */
    static final String DEMO_STARTED = """
            @vincent /game new size:demo
            @meguey /game join
            @vincent /company frame name:Anvil loadout:"B G Y Rd" ssr:3
            @vincent /company frame name:Hammer loadout:"G Rh"
            @vincent /company ready
            @meguey /company frame name:Fang loadout:"B G Y Rd" ssr:3
            @meguey /company frame name:Bolt loadout:"B Y Ra"
            @meguey /company ready
            @vincent /game start
            """;

    /** A demo game up to round 1, vincent holding the initiative. */
    static final String DEMO_TO_ROUND_1 = DEMO_STARTED + """
            @vincent /deploy done frame:Anvil
            @vincent /deploy done frame:Hammer
            @vincent /deploy done frame:Fang owner:@meguey
            @vincent /deploy done frame:Bolt owner:@meguey
            @vincent /deploy done
            """;

    /** Anvil's turn, moving to Centre with its G3 (its dice: W5 W2 R4 R3 B4 G3 Y5): vincent gains it, 15 to 10. */
    static final String ANVIL_TAKES_CENTRE = """
            @vincent /turn start frame:Anvil target:none
            @vincent /turn defend die:none
            @vincent /turn move die:G3 station:Centre
            """;

    @TempDir
    Path dir;

    @Test
    void helpForAPlayerWhoWaitsSaysTheRoundOnce() throws IOException {
        String out = run(DEMO_TO_ROUND_1 + """
            @vincent /turn start frame:Anvil target:Fang range:direct
                @meguey /help
                """, "5 2 4 3 4 3 5");
        assertTrue(out.contains("┃ What you can do now:\n┃   Round 1, doomsday clock at 5: vincent's Anvil rolled "
                + "W5 W2 R4 R3 B4 G3 Y5 and assigns its defense (W5 or B4).\n"), out);
        assertFalse(out.contains("Round 1: Round 1"), out);
    }

    @Test
    void aPlayerIsOfferedTheirOwnFramesByName() throws IOException {
        String out = run(DEMO_TO_ROUND_1 + "@vincent /help\n", "");
        assertTrue(out.contains("👉 @vincent Round 1, doomsday clock at 5: holds the initiative.\n"
                + "Take a turn with one of Anvil, Hammer: `/turn start frame:<name>"), out);
        assertFalse(out.contains("vincent's Anvil, vincent's Hammer"), out);
    }

    @Test
    void aStationChangingHandsAnnouncesTheScoreItChanged() throws IOException {
        String out = run(DEMO_TO_ROUND_1 + ANVIL_TAKES_CENTRE, "5 2 4 3 4 3 5");
        // demo frames start away from the centre: the station changes hands in play (docs/rules.md §7, §9)
        String move = out.substring(out.indexOf("> @vincent /turn move die:G3 station:Centre\n"));
        assertTrue(move.contains("🛰️ vincent gains station Centre.\n📊 Score: vincent 10 → 15.\n"), out);
        assertFalse(out.contains("> @vincent /deploy done frame:Hammer\nvincent's Hammer is on the table.\n📊"),
                "no score line when no score changed: " + out);
    }

    @Test
    void anUndoSaysWhichScoresWentBack() throws IOException {
        String out = run(DEMO_TO_ROUND_1 + ANVIL_TAKES_CENTRE + "@vincent /game undo\n", "5 2 4 3 4 3 5");
        String undo = out.substring(out.indexOf("> @vincent /game undo\n"));
        assertTrue(undo.startsWith("> @vincent /game undo\n↩️ vincent took back: "), out);
        assertTrue(undo.contains("🛰️ vincent gains station Centre.\n📊 Score: vincent 15 → 10.\n"), out);
    }

    @Test
    void theEndOfTheGameGivesEveryFinalScore() throws IOException {
        // vincent leads 15 to 10 (Centre): in a demo the initiative follows the scores once they differ.
        String leaderFirst = ANVIL_TAKES_CENTRE + """
                @vincent /turn end
                @vincent /turn start frame:Hammer target:none
                @vincent /turn defend die:none
                @vincent /turn end
                @meguey /turn start frame:Fang target:none
                @meguey /turn defend die:none
                @meguey /turn end
                @meguey /turn start frame:Bolt target:none
                @meguey /turn defend die:none
                @meguey /turn end
                """;
        String out = run(DEMO_TO_ROUND_1.replace("size:demo", "size:demo doomsday:1") + leaderFirst,
                "5 2 4 3 4 3 5  1 2 3 4  1 2 3 4 5  1 2 3 4");
        assertTrue(out.contains("⏳ The doomsday clock counts down to 0.\n"
                + "🏁 Doomsday! The game is over: vincent wins with 15 points. Final scores: vincent 15, meguey 10.\n"
                + "┃ 🏆 vincent wins\n"), out);
        assertTrue(out.contains("┃ Demo game · over · ⏳ 0\n┃ vincent wins with 15 points.\n"), out);
    }

    @Test
    void aTieIsAnnouncedAndShownOnTheTableInWholeSentences() throws IOException {
        String nobodyAtTheStation = DEMO_TO_ROUND_1.replace("size:demo", "size:demo doomsday:1")
                .replace(" station:Centre", "");
        String out = run(nobodyAtTheStation + ONE_ROUND, "1 2 3 4 5  1 2 3 4 5  1 2 3 4  1 2 3 4");
        assertTrue(out.contains("🏁 Doomsday! The game is over: a tie between vincent and meguey with 10 points each. "
                + "Final scores: vincent 10, meguey 10.\n┃ 🤝 A tie for the win: vincent and meguey\n"), out);
        assertTrue(out.contains("┃ Demo game · over · ⏳ 0\n┃ A tie between vincent and meguey with 10 points each.\n"),
                out);
    }

    /** Every frame of the demo game takes a turn with no target and no defense. */
    static final String ONE_ROUND = """
            @vincent /turn start frame:Anvil target:none
            @vincent /turn defend die:none
            @vincent /turn end
            @meguey /turn start frame:Fang target:none
            @meguey /turn defend die:none
            @meguey /turn end
            @vincent /turn start frame:Hammer target:none
            @vincent /turn defend die:none
            @vincent /turn end
            @meguey /turn start frame:Bolt target:none
            @meguey /turn defend die:none
            @meguey /turn end
            """;

    private String run(String script, String dice) throws IOException {
        Path file = dir.resolve("dice.txt");
        Files.writeString(file, dice);
        MainRunner.Result result = MainRunner.run(List.of("--dice", file.toString()),
                Map.of("MFZ_DB", dir.resolve("mfz.db").toString()), script);
        assertEquals(0, result.status(), result.err());
        return result.out();
    }
}
