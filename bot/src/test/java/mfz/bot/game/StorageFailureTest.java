package mfz.bot.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.DriverManager;
import java.time.Clock;
import java.util.Map;
import mfz.bot.commands.Features;
import mfz.bot.core.Caller;
import mfz.bot.core.CommandRouter;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.store.Database;
import mfz.bot.store.GameStore;
import mfz.bot.store.SavedCompanyStore;
import mfz.rules.dice.SeededDice;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** When the database fails, a command is refused with "nothing was changed" and the game stays usable. */
class StorageFailureTest {

    @TempDir
    Path dir;

    @Test
    void aCommandTheStoreCannotKeepIsRefusedAndChangesNothing() throws Exception {
        Path file = dir.resolve("mfz.db");
        try (Database database = Database.open(file)) {
            GameService games = new GameService(new GameStore(database), new SeededDice(1), Clock.systemUTC());
            CommandRouter router = Features.router(new SeededDice(1), games,
                    new SavedCompanies(new SavedCompanyStore(database), Clock.systemUTC()));
            route(router, "vincent", "game new", Map.of("size", "skirmish"));
            route(router, "meguey", "game join", Map.of());

            try (var other = DriverManager.getConnection("jdbc:sqlite:" + file);
                 var statement = other.createStatement()) {
                statement.execute("DROP TABLE events");
            }

            Reply refused = route(router, "vincent", "game options", Map.of("ssr", "5"));
            assertTrue(refused.ephemeral());
            assertEquals("Something went wrong on my side, and nothing was changed. Please try again; if it keeps "
                    + "happening, tell the bot's host.", refused.content());
            Reply options = route(router, "vincent", "game options", Map.of());
            assertEquals("Options: skirmish, 3 SSRs per company, doomsday clock starts at 11.", options.content(),
                    "the game in memory is as it was, and still answers");
            assertEquals(2, games.game("c").orElseThrow().players().size());
        }
    }

    private static Reply route(CommandRouter router, String user, String command, Map<String, String> options) {
        return router.route(new Request(null, "g", "c", new Caller(user, user, false), command, options));
    }
}
