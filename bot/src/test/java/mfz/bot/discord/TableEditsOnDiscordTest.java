package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * With edits spaced out ({@code MFZ_TABLE_EDIT_MS}, as the bot runs by default), a burst of
 * changes in one channel edits its table message once or twice, not once a change: the first
 * at once, then the newest table once the interval has passed; the commands don't wait for
 * the table, and the table ends showing the game as it stands. A re-post still follows its reply.
 */
class TableEditsOnDiscordTest {

    private static final int INTERVAL_MS = 400;

    @TempDir
    Path dir;

    @Test
    void aBurstOfChangesMakesFewEditsAndTheLastShowsTheGameAsItStands() throws Exception {
        try (FakeDiscord fake = FakeDiscord.start();
             RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"),
                     Map.of("MFZ_TABLE_EDIT_MS", Integer.toString(INTERVAL_MS)))) {
            FakeWorld.User vincent = fake.world().member(0);
            FakeWorld.User alice = fake.world().member(1);
            FakeWorld.Channel channel = fake.world().channel(0);
            String table = TableMessageOnDiscordTest.tableWriteAfter(fake, channel,
                    fake.slash(vincent, channel, "game new", "size", "skirmish")).messageId();
            String edits = "channels/" + channel.id() + "/messages/" + table;
            long before = fake.requests().size();

            // Join, leave, four times over: eight changes, each answered before the next is sent.
            long started = System.nanoTime();
            for (int i = 0; i < 4; i++) {
                fake.awaitCallback(fake.slash(alice, channel, "game join"));
                fake.awaitCallback(fake.slash(alice, channel, "game leave"));
            }
            long burst = (System.nanoTime() - started) / 1_000_000;
            Thread.sleep(3L * INTERVAL_MS);
            List<RecordedRequest> tableEdits = fake.requests().stream().skip(before)
                    .filter(r -> r.method().equals("PATCH") && r.path().equals(edits)).toList();
            assertFalse(tableEdits.isEmpty(), "the table is edited");
            long most = 2 + burst / INTERVAL_MS;
            assertTrue(tableEdits.size() <= most, tableEdits.size() + " edits for 8 changes in " + burst
                    + " ms: at most " + most);
            assertFalse(tableEdits.getLast().body().toString().contains("alice"),
                    "the last edit shows the lobby as it stands, alice gone: " + tableEdits.getLast().body());

            // /game table posts the table anew below its reply, as before.
            RecordedRequest reposted = TableMessageOnDiscordTest.tableWriteAfter(fake, channel,
                    fake.slash(vincent, channel, "game table"));
            assertEquals("POST", reposted.method(), reposted.toString());
        }
    }

    @Test
    void anEditStillWaitingForItsIntervalGoesOutWhenTheBotStops() throws Exception {
        try (FakeDiscord fake = FakeDiscord.start()) {
            FakeWorld.User vincent = fake.world().member(0);
            FakeWorld.User alice = fake.world().member(1);
            FakeWorld.Channel channel = fake.world().channel(0);
            String edits;
            long before;
            // Ten seconds between edits, the most allowed: the second change's edit would wait beyond the stop.
            try (RunningBot bot = RunningBot.start(fake, dir.resolve("mfz.db"), Map.of("MFZ_TABLE_EDIT_MS", "10000"))) {
                String table = TableMessageOnDiscordTest.tableWriteAfter(fake, channel,
                        fake.slash(vincent, channel, "game new", "size", "skirmish")).messageId();
                edits = "channels/" + channel.id() + "/messages/" + table;
                before = fake.requests().size();
                fake.awaitCallback(fake.slash(alice, channel, "game join"));
                fake.awaitCallback(fake.slash(alice, channel, "game leave"));
            }
            List<RecordedRequest> tableEdits = fake.requests().stream().skip(before)
                    .filter(r -> r.method().equals("PATCH") && r.path().equals(edits)).toList();
            assertEquals(2, tableEdits.size(), "the join's edit at once, the leave's as the bot stopped: " + tableEdits);
            assertFalse(tableEdits.getLast().body().toString().contains("alice"),
                    "the table shows the lobby as it was left, alice gone: " + tableEdits.getLast().body());
        }
    }
}
