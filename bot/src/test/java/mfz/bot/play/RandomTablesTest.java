package mfz.bot.play;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import mfz.bot.commands.Features;
import mfz.bot.core.CommandRouter;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.game.GameService;
import mfz.bot.game.SavedCompanies;
import mfz.bot.store.Database;
import mfz.bot.store.GameStore;
import mfz.bot.store.SavedCompanyStore;
import mfz.rules.dice.SeededDice;
import mfz.rules.game.Game;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;
import mfz.rules.game.GameQueries;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * Whole games typed through the bot's slash commands by seeded random tables, from
 * {@code /game new} to doomsday: every action the rules offer can be typed, nothing fails
 * unexpectedly, and a restarted bot rebuilds exactly the game it stored.
 */
// Its tables share nothing (each its own database and router): they run side by side, so the
// suite's longest classes spread over both cores instead of ending alone on one.
@Execution(ExecutionMode.CONCURRENT)
class RandomTablesTest {

    @TempDir
    Path dir;

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
    void aRandomTablePlaysAWholeGameThroughTheCommands(long seed) throws Exception {
        int players = 2 + (int) (seed % 4);
        String size = switch ((int) (seed % 3)) {
            case 0 -> "demo";
            case 1 -> "skirmish";
            default -> "battle";
        };
        List<String> names = new ArrayList<>();
        for (int p = 0; p < players; p++) {
            names.add("p" + p);
        }
        Path file = dir.resolve("mfz.db");
        try (Database database = Database.open(file)) {
            GameService games = new GameService(new GameStore(database), new SeededDice(seed), Clock.systemUTC());
            CommandRouter router = Features.router(new SeededDice(seed), games,
                    new SavedCompanies(new SavedCompanyStore(database), Clock.systemUTC()));
            TablePlayer table = new TablePlayer(seed, "g", "c", size.equals("demo") ? names.subList(0, 2) : names);
            for (Request line : table.lobby(size)) {
                assertAccepted(router.route(line), line);
            }
            int commands = 0;
            while (games.game("c").isPresent() && commands < 5_000) {
                Game before = games.game("c").orElseThrow();
                List<Request> candidates = table.next(before);
                assertFalse(candidates.isEmpty(), "the table has something to type: " + GameQueries.waitingOn(before));
                boolean accepted = false;
                List<String> refusals = new ArrayList<>();
                for (Request candidate : candidates) {
                    Reply reply = router.route(candidate);
                    assertNotEquals(CommandRouter.UNEXPECTED, reply.content(), candidate.toString());
                    if (!games.game("c").map(before::equals).orElse(false)) {
                        accepted = true;
                        break;
                    }
                    refusals.add(candidate.command() + " " + candidate.options() + ": " + reply.content());
                }
                assertTrue(accepted, "nothing the table typed was accepted: " + GameQueries.waitingOn(before) + "\n" + refusals);
                commands++;
            }
            assertTrue(games.game("c").isEmpty(), "the game reached doomsday within 5,000 commands");
        }
        try (Database database = Database.open(file)) {
            GameStore store = new GameStore(database);
            assertTrue(store.loadOpen("c").isEmpty(), "a finished game is no longer open");
        }
    }

    private static void assertAccepted(Reply reply, Request line) {
        assertNotEquals(CommandRouter.UNEXPECTED, reply.content(), line.toString());
        if (reply.ephemeral() && !line.command().startsWith("company")) {
            throw new AssertionError(line.command() + " " + line.options() + " refused: " + reply.content());
        }
    }

}
