package mfz.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.RecordedRequest;
import mfz.bot.fakediscord.SentInteraction;
import mfz.bot.render.pictures.DieFace;
import mfz.bot.store.Database;
import mfz.bot.store.EmbeddedPostgresServer;
import mfz.bot.store.GameStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bot split across two processes by shard (each its own front end, service and game
 * cache, as two machines would run them), sharing one real PostgreSQL, against a fake Discord
 * whose servers sit on both shards: each process answers its servers' games; stopping one
 * leaves the other's servers playing; the stopped process's shard moves to the other, whose
 * wider range picks its games up where they were, with nothing lost. Skips, saying why, where
 * embedded PostgreSQL can't run.
 */
class ShardsOnFakeDiscordTest {

    @TempDir
    Path dir;

    @Test
    void twoProcessesShareTheShardsAndAShardMovesWithNothingLost() throws Exception {
        String unavailable = EmbeddedPostgresServer.unavailable();
        assumeTrue(unavailable == null, unavailable);
        String url = EmbeddedPostgresServer.newMigratedDatabase();
        List<FakeWorld> guilds = FakeWorld.onShards(2, FakeWorld.standard());
        FakeWorld.Channel first = guilds.get(0).channel(0);
        FakeWorld.Channel second = guilds.get(1).channel(0);
        try (FakeDiscord fake = FakeDiscord.start(guilds, 2, FakeDiscord.TOKEN)) {
            assertEquals(0, fake.shardOf(guilds.get(0)));
            assertEquals(1, fake.shardOf(guilds.get(1)));
            Map<String, Integer> accepted = new HashMap<>();
            RunningBot one = start(fake, url, "0");
            RunningBot other = start(fake, url, "1");
            try {
                assertEquals(List.of("0/2", "1/2"), fake.identifiedShards(), "each process identified its own shard");
                assertEquals(1, fake.globalRegistrations().size(), "the commands registered once, by shard 0's process");

                // Each process answers the games of its own server.
                for (FakeWorld.Channel channel : List.of(first, second)) {
                    play(fake, accepted, channel, 0, "game new", "size", "demo");
                    play(fake, accepted, channel, 1, "game join");
                }

                // One process stops: its server's interactions have nowhere to go; the other's play on.
                one.close();
                one = null;
                assertFalse(fake.connected(0), "no process holds shard 0 now");
                fake.connectionPatience(Duration.ofMillis(200));
                assertThrows(AssertionError.class, () -> fake.slash(fake.world().member(0), first, "game options"),
                        "shard 0's interactions are not delivered while nobody holds it");
                fake.connectionPatience(FakeDiscord.TIMEOUT);
                play(fake, accepted, second, 0, "game options", "doomsday", 7);

                // The shard moves: the remaining process comes back with both.
                other.close();
                other = start(fake, url, "0-1");
                List<String> identified = fake.identifiedShards();
                assertEquals(List.of("0/2", "1/2"), identified.subList(2, 4).stream().sorted().toList(),
                        "the process came back with both shards (they identify at once, in either order)");
                String options = play(fake, accepted, first, 0, "game options", "doomsday", 9);
                assertTrue(options.contains("doomsday clock starts at 9"), options);
                assertTrue(look(fake, second, "game options").contains("doomsday clock starts at 7"),
                        "the other server's game kept what it was told before the move");
            } finally {
                if (one != null) {
                    one.close();
                }
                other.close();
            }
            try (Database database = Database.openShared(url, null, null)) {
                GameStore store = new GameStore(database);
                for (FakeWorld.Channel channel : List.of(first, second)) {
                    assertEquals((long) accepted.get(channel.id()), (long) store.loadOpen(channel.id()).orElseThrow().game().lastCommand(),
                            "every accepted command of " + channel.name() + " stored, each once");
                }
            }
        }
    }

    /**
     * Two processes starting together on an application with no die emojis yet: only the one
     * holding shard 0 uploads them, each face once, and the other shows them once they are there
     * (every process uploaded: they raced for the names, and the loser showed coloured squares).
     */
    @Test
    void twoProcessesStartingTogetherUploadEachDieFaceOnce() throws Exception {
        String unavailable = EmbeddedPostgresServer.unavailable();
        assumeTrue(unavailable == null, unavailable);
        String url = EmbeddedPostgresServer.newMigratedDatabase();
        List<FakeWorld> guilds = FakeWorld.onShards(2, FakeWorld.standard());
        try (FakeDiscord fake = FakeDiscord.start(guilds, 2, FakeDiscord.TOKEN)) {
            // Its own thread, not the common pool: waiting there, it took the pool's one worker (two
            // cores) from JDA's callbacks, which run on it.
            var looking = CompletableFuture.supplyAsync(() -> {
                try {
                    return RunningBot.startFirstTime(fake, dir.resolve("unused-1.db"),
                            Map.of("MFZ_DB", url, "MFZ_SHARDS", "1", "MFZ_SHARD_TOTAL", "2"));
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }, task -> Thread.ofPlatform().name("starting-shard-1").start(task));
            try (RunningBot uploading = RunningBot.startFirstTime(fake, dir.resolve("unused-0.db"),
                    Map.of("MFZ_DB", url, "MFZ_SHARDS", "0", "MFZ_SHARD_TOTAL", "2"));
                 RunningBot other = looking.get(60, TimeUnit.SECONDS)) {
                int faces = DieFace.all().size();
                assertEquals(faces, fake.requests().stream().filter(r -> r.is("POST",
                        "applications/" + fake.world().applicationId() + "/emojis")).count(), "each face uploaded once");
                assertEquals(faces, fake.applicationEmojis().size());
                FakeWorld.Channel second = guilds.get(1).channel(0);
                RecordedRequest roll = fake.awaitCallback(fake.slash(guilds.get(1).member(0), second, "roll", "dice", "2W"));
                assertTrue(roll.message().toString().contains("<:mfzdie"), "shard 1's process shows the faces: "
                        + roll.message());
            }
        }
    }

    private RunningBot start(FakeDiscord fake, String url, String shards) throws Exception {
        return RunningBot.start(fake, dir.resolve("unused.db"),
                Map.of("MFZ_DB", url, "MFZ_SHARDS", shards, "MFZ_SHARD_TOTAL", "2"));
    }

    /** Sends a command as the given member; it must be accepted (a public answer). Returns its text. */
    private static String play(FakeDiscord fake, Map<String, Integer> accepted, FakeWorld.Channel channel, int member,
                               String command, Object... options) {
        SentInteraction sent = fake.slash(fake.worldOf(channel).member(member), channel, command, options);
        RecordedRequest reply = fake.awaitCallback(sent);
        String content = reply.message().path("content").asText();
        assertFalse(reply.ephemeral(), command + " in " + channel.name() + " was refused: " + content);
        accepted.merge(channel.id(), 1, Integer::sum);
        return content;
    }

    /** Asks without changing anything (answered privately). */
    private static String look(FakeDiscord fake, FakeWorld.Channel channel, String command) {
        return fake.awaitCallback(fake.slash(fake.worldOf(channel).member(0), channel, command))
                .message().path("content").asText();
    }
}
