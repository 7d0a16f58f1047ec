package mfz.bot.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import mfz.bot.core.Embed;
import mfz.bot.core.Reply;
import mfz.bot.reliability.Stage.Point;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Companies are secret until the start on every path, the side doors included (an audit,
 * 2026-11-26): what a host's autocomplete suggests, what a player's own card works out, what
 * the host can take back, what the log counts. In the lobby p0 hosts; p1 builds a company.
 */
class SecretUntilTheRevealTest {

    @TempDir
    Path dir;

    @Test
    void nobodyElsesSuggestionsHoldACompanysNames() throws Exception {
        try (Stage stage = new Stage(dir.resolve("suggest.db"), Point.LOBBY)) {
            stage.send("p1", false, "company frame", Map.of("name", "Hidden-1", "loadout", "B G Y Rd"));
            assertTrue(stage.suggest("p1", false, "company remove", Map.of(), "name", "").contains("Hidden-1"),
                    "a player's own names are offered to them");
            for (boolean manages : List.of(false, true)) {
                String asker = manages ? "m7" : "p0";
                assertEquals(List.of(), stage.suggest(asker, manages, "company remove", Map.of("as", "p1"), "name", ""),
                        asker + " may not list p1's company by autocomplete");
            }
        }
    }

    @Test
    void aCardsStartingScoreTellsNothingOfTheOthers() throws Exception {
        try (Stage stage = new Stage(dir.resolve("score.db"), Point.LOBBY)) {
            String before = card(stage.send("p0", false, "company show", Map.of()));
            stage.send("p1", false, "company frame", Map.of("name", "Hidden-1", "loadout", "B G Y Rd"));
            stage.send("p1", false, "company frame", Map.of("name", "Hidden-2", "loadout", "B G Y Rd Rd"));
            String after = card(stage.send("p0", false, "company show", Map.of()));
            assertEquals(before, after, "p0's card is the same whatever p1 builds");
            assertTrue(after.contains("points an asset: a score of"), after);
        }
    }

    @Test
    void theHostCantTakeBackAnotherPlayersCompanyEdit() throws Exception {
        try (Stage stage = new Stage(dir.resolve("undo.db"), Point.LOBBY)) {
            stage.send("p1", false, "company frame", Map.of("name", "Hidden-1", "loadout", "B G Y Rd"));
            String fingerprint = stage.fingerprint();
            Reply undo = stage.send("p0", false, "game undo", Map.of());
            assertTrue(undo.ephemeral() && undo.content().startsWith("The last action is another player's edit"),
                    undo.content());
            assertEquals(fingerprint, stage.fingerprint(), "nothing was taken back");
            stage.send("p0", false, "company frame", Map.of("name", "Mine-1", "loadout", "B G Y Rd"));
            Reply own = stage.send("p0", false, "game undo", Map.of());
            assertFalse(own.ephemeral(), "the host takes back their own edit: " + own.content());
        }
    }

    /**
     * Nor another player's leaving: taken back, it put her back at the table, and the start then
     * revealed the company she had left with (an adversarial play).
     */
    @Test
    void theHostCantTakeBackAnotherPlayersLeaving() throws Exception {
        try (Stage stage = new Stage(dir.resolve("leave.db"), Point.LOBBY)) {
            stage.send("p1", false, "game leave", Map.of());
            String fingerprint = stage.fingerprint();
            Reply undo = stage.send("p0", false, "game undo", Map.of());
            assertTrue(undo.ephemeral() && undo.content().startsWith("The last action is another player's own choice "
                    + "before the start"), undo.content());
            assertEquals(fingerprint, stage.fingerprint(), "nothing was taken back");
        }
    }

    /**
     * A join just made is the host's to take back, as README says (the host's way to free a seat
     * taken by mistake, as `/game leave as:@p` is): it held no company yet, so nothing is revealed.
     */
    @Test
    void theHostTakesBackAJoinJustMade() throws Exception {
        try (Stage stage = new Stage(dir.resolve("join.db"), Point.LOBBY)) {
            String fingerprint = stage.fingerprint();
            stage.send("p9", false, "game join", Map.of());
            Reply undo = stage.send("p0", false, "game undo", Map.of());
            assertFalse(undo.ephemeral(), undo.content());
            assertTrue(undo.content().contains("joined the game"), undo.content());
            assertEquals(fingerprint.replaceFirst("^\\S+ ", ""), stage.fingerprint().replaceFirst("^\\S+ ", ""),
                    "the table as it was");
        }
    }

    /**
     * But a leave the host gave for a player (`as:`) is the host's own action: refused, it stayed
     * for good, and so did the loss of her company (an adversarial play, 2026-11-28).
     */
    @Test
    void theHostTakesBackALeaveTheyGaveForAPlayer() throws Exception {
        try (Stage stage = new Stage(dir.resolve("kick.db"), Point.LOBBY)) {
            stage.send("p1", false, "company frame", Map.of("name", "Hidden-1", "loadout", "B G Y Rd"));
            String fingerprint = stage.fingerprint();
            Reply leave = stage.send("p0", false, "game leave", Map.of("as", "p1"));
            assertFalse(leave.ephemeral(), leave.content());
            Reply undo = stage.send("p0", false, "game undo", Map.of());
            assertFalse(undo.ephemeral(), "the host's own action is theirs to take back: " + undo.content());
            // The same game again, a version on: the leave and its undo each count one.
            assertEquals(fingerprint.replaceFirst("^\\S+ ", ""), stage.fingerprint().replaceFirst("^\\S+ ", ""),
                    "p1 is back with her company");
        }
    }

    @Test
    void theLogInTheLobbyCountsNobodyElsesEdits() throws Exception {
        try (Stage stage = new Stage(dir.resolve("log.db"), Point.LOBBY)) {
            for (int i = 1; i <= 3; i++) {
                stage.send("p1", false, "company frame", Map.of("name", "Hidden-" + i, "loadout", "B G Y Rd"));
            }
            String seenByP2 = text(stage.send("p2", false, "game log", Map.of("count", "25")));
            assertFalse(seenByP2.contains("**p1** — edited their company"), seenByP2);
            assertFalse(seenByP2.contains("`#"), "no numbers to count the gaps of: " + seenByP2);
            String seenByP1 = text(stage.send("p1", false, "game log", Map.of("count", "25")));
            assertTrue(seenByP1.split("\\*\\*p1\\*\\* — edited their company", -1).length - 1 >= 3,
                    "a player's own edits are theirs to see: " + seenByP1);
        }
    }

    @Test
    void aFormForAnotherPlayersCompanyIsRefusedNotTurnedOnTheHost() throws Exception {
        try (Stage stage = new Stage(dir.resolve("form.db"), Point.LOBBY)) {
            for (String command : List.of("company frames", "company station")) {
                Reply refused = stage.send("p0", false, command, Map.of("as", "p1"));
                assertTrue(refused.content().startsWith("Companies are secret until the game starts"),
                        command + ": " + refused.content());
                assertTrue(refused.form() == null, command + " opened no form");
            }
        }
    }

    private static String card(Reply reply) {
        return reply.embeds().stream().map(SecretUntilTheRevealTest::embedText).reduce("", String::concat);
    }

    private static String text(Reply reply) {
        return reply.embeds().stream().map(Embed::description).reduce("", String::concat);
    }

    private static String embedText(Embed embed) {
        StringBuilder text = new StringBuilder(embed.title()).append('\n').append(embed.description());
        embed.fields().forEach(f -> text.append('\n').append(f.name()).append(": ").append(f.value()));
        return text.toString();
    }
}
