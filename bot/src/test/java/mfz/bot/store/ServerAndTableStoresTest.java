package mfz.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The small stores a restart reads back: a server's setting for game threads, the message each
 * channel's table stands in (written over by a new table, forgotten when the game ends), and the
 * Discord application whose database it is. A real SQLite file here, PostgreSQL in {@code ServerAndTableStoresOnPostgresqlTest}.
 */
class ServerAndTableStoresTest {

    @TempDir
    Path dir;

    Database open() throws Exception {
        return Database.open(dir.resolve("mfz.db"));
    }

    @Test
    void aServersThreadSettingIsOffUntilSetAndKeptPerServer() throws Exception {
        try (Database database = open()) {
            ServerSettingsStore settings = new ServerSettingsStore(database);
            assertFalse(settings.gameThreads("s1"), "off until a server sets it");
            settings.setGameThreads("s1", true);
            assertTrue(settings.gameThreads("s1"));
            assertFalse(settings.gameThreads("s2"), "another server's is its own");
            settings.setGameThreads("s1", false);
            assertFalse(settings.gameThreads("s1"), "set again, written over");
        }
    }

    @Test
    void aChannelsTableMessageIsWrittenOverAndForgotten() throws Exception {
        try (Database database = open()) {
            TableMessageStore tables = new TableMessageStore(database);
            assertEquals(Optional.empty(), tables.messageId("c1"));
            tables.remember("c1", "m1");
            tables.remember("c2", "m9");
            tables.remember("c1", "m2");
            assertEquals(Optional.of("m2"), tables.messageId("c1"), "a new table stands in a new message");
            tables.forget("c1");
            assertEquals(Optional.empty(), tables.messageId("c1"));
            assertEquals(Optional.of("m9"), tables.messageId("c2"), "another channel's is its own");
        }
    }

    @Test
    void theFirstApplicationToConnectKeepsTheDatabase() throws Exception {
        try (Database database = open()) {
            DiscordApplication application = new DiscordApplication(database);
            assertEquals("111", application.claim("111", Instant.EPOCH), "the first is recorded");
            assertEquals("111", application.claim("111", Instant.EPOCH), "and meets itself again");
            assertEquals("111", application.claim("222", Instant.EPOCH), "another is told whose it is");
        }
    }
}
