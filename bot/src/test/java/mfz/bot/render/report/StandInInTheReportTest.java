package mfz.bot.render.report;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import mfz.bot.commands.GameHarness;
import mfz.bot.game.GameTransfer.ReadCommand;
import mfz.rules.game.Phase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A channel manager who stood in for the host, and plays no part the game names, is "a channel
 * manager" in the report, never their raw user id (it was the id).
 */
class StandInInTheReportTest {

    private static final String MANAGER = "98765432109876543";

    @TempDir
    Path dir;

    @Test
    void aManagerStandingInForTheHostIsNamedAsSuch() throws Exception {
        try (GameHarness table = new GameHarness(dir.resolve("mfz.db"), 3)) {
            table.playUntil(Map.of(), game -> game.phase() == Phase.ENDED);
            List<ReadCommand> history = new ArrayList<>(table.games().transfer().finished(GameHarness.CHANNEL));
            // The last command as if a manager had given it for the host (the console has no managers).
            ReadCommand last = history.removeLast();
            history.add(new ReadCommand(table.games().gameOrLastFinished(GameHarness.CHANNEL).orElseThrow().host(), MANAGER,
                    last.at(), last.events()));
            String page = new String(Reports.ofGame(GameHarness.CHANNEL, history).content(), StandardCharsets.UTF_8);
            assertTrue(page.contains("(by a channel manager)"), "named as a manager");
            assertFalse(page.contains(MANAGER), "never the raw id");
        }
    }
}
