package mfz.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Clock;
import java.util.Map;
import mfz.bot.commands.Features;
import mfz.bot.core.Caller;
import mfz.bot.core.CommandRouter;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.StorageTrouble;
import mfz.bot.game.GameService;
import mfz.bot.game.SavedCompanies;
import mfz.rules.dice.SeededDice;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A full disk is said as such: the player reads that the bot's storage is full and nothing was
 * stored, not the generic failure, and the game is as it was. SQLite's page limit stands in for
 * the full disk: past it SQLite fails the write exactly as on a full one (SQLITE_FULL).
 */
class FullStorageIsSaidTest {

    @TempDir
    Path dir;

    @Test
    void aCommandOnAFullDiskIsRefusedSayingSoAndChangesNothing() throws Exception {
        try (Database database = Database.open(dir.resolve("mfz.db"))) {
            GameService games = new GameService(new GameStore(database), new SeededDice(1), Clock.systemUTC());
            CommandRouter router = Features.router(new SeededDice(1), games,
                    new SavedCompanies(new SavedCompanyStore(database), Clock.systemUTC()));
            route(router, "vincent", "game new", Map.of("size", "skirmish"));
            database.transaction("fill the disk", connection -> {
                try (var statement = connection.createStatement()) {
                    statement.execute("PRAGMA max_page_count = 1");
                }
                return null;
            });
            Reply refused = null;
            for (int i = 0; i < 500 && refused == null; i++) {
                Reply reply = route(router, i % 2 == 0 ? "p" + i : "p" + (i - 1), i % 2 == 0 ? "game join" : "game leave",
                        Map.of());
                refused = reply.ephemeral() && reply.content().equals(StorageTrouble.FULL) ? reply : null;
            }
            assertTrue(refused != null, "the disk filled");
            long stored = games.version("c").orElseThrow();
            GameService fresh = new GameService(new GameStore(database), new SeededDice(1), Clock.systemUTC());
            assertEquals(games.game("c"), fresh.game("c"), "nothing half stored: memory and disk agree");
            assertEquals(stored, fresh.version("c").orElseThrow());
        }
    }

    private static Reply route(CommandRouter router, String user, String command, Map<String, String> options) {
        return router.route(new Request(null, "g", "c", new Caller(user, user, false), command, options));
    }
}
