package mfz.bot.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.nio.file.Path;
import java.sql.DriverManager;
import mfz.bot.commands.GameHarness;
import mfz.bot.core.Reply;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;

/**
 * A stored event this version can't read (written by a newer version, or damaged) does not
 * lock its channel for good: every command says which event, the log names the game, and the
 * host can end the game and open another.
 */
class UnreadableEventTest {

    @TempDir
    Path dir;

    @Test
    void theHostCanEndAGameWithAnEventThisVersionCantRead() throws Exception {
        Path file = dir.resolve("mfz.db");
        try (GameHarness table = new GameHarness(file, 1)) {
            table.type("vincent", "game new", "size", "skirmish");
            table.type("meguey", "game join");
            table.type("vincent", "game options", "ssr", "4");
        }
        try (var connection = DriverManager.getConnection("jdbc:sqlite:" + file);
             var statement = connection.createStatement()) {
            assertEquals(1, statement.executeUpdate("UPDATE events SET type = 'FromTheFuture', "
                    + "payload = '{\"type\":\"FromTheFuture\",\"warp\":9}' WHERE game_id = 1 AND seq = 2"));
        }
        Logger logger = (Logger) LoggerFactory.getLogger(ResidentGames.class);
        ListAppender<ILoggingEvent> logged = new ListAppender<>();
        logged.start();
        logger.addAppender(logged);
        try (GameHarness table = new GameHarness(file, 1)) {
            String refusal = "This channel's game can't be loaded: its stored event #2 (`FromTheFuture`) is one this "
                    + "version of the bot can't read. The host can end it with `/game end confirm:true` (it stays "
                    + "stored) and open a new one, or the bot's owner can run the version that stored it.";
            for (Reply refused : new Reply[] {table.type("vincent", "game options", "ssr", "5"),
                    table.type("meguey", "game export"), table.type("meguey", "game log"),
                    table.type("vincent", "game new", "size", "skirmish"), table.type("vincent", "game undo")}) {
                assertTrue(refused.ephemeral(), refused.content());
                assertEquals(refusal, refused.content());
            }
            assertEquals(1, logged.list.size(), "logged once, not on every command: " + logged.list);
            String line = logged.list.getFirst().getFormattedMessage();
            assertTrue(line.startsWith("Game 1 of channel c1 can't be loaded: its event #2 (FromTheFuture) can't be "
                    + "read or applied by this version: a stored event can't be read: "), line);

            assertEquals("Only the host (vincent) can end the game.", table.type("meguey", "game end",
                    "confirm", "true").content());
            Reply ended = table.type("vincent", "game end", "confirm", "true");
            assertFalse(ended.ephemeral(), ended.content());
            assertTrue(ended.content().contains("ended the game"), ended.content());
            Reply opened = table.type("vincent", "game new", "size", "skirmish");
            assertFalse(opened.ephemeral(), opened.content());
        } finally {
            logger.detachAppender(logged);
        }
        try (var connection = DriverManager.getConnection("jdbc:sqlite:" + file);
             var statement = connection.createStatement();
             var rows = statement.executeQuery("SELECT id, status FROM games ORDER BY id")) {
            assertTrue(rows.next());
            assertEquals("abandoned", rows.getString(2), "the damaged game stays stored");
            assertTrue(rows.next());
            assertEquals("lobby", rows.getString(2));
        }
    }
}
