package mfz.bot.reliability;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.render.pictures.DieFace;
import mfz.bot.store.Database;
import mfz.bot.store.EmbeddedPostgresServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two packaged bots, each its own process holding one of two shards, on one real PostgreSQL:
 * while the servers of both shards play, one process is killed with {@code kill -9} at a random
 * moment and started again, the other playing on throughout. Every command whose
 * accepted answer a player saw is stored, every open game loads as the replay of its events,
 * and play goes on in both servers. {@code -Dmfz.crash.seed=N} replays a run; skips, saying
 * why, where embedded PostgreSQL can't run.
 */
class ShardedCrashIT {

    /** One kill of a shard's process here; {@link CrashIT} kills a lone process twice. */
    private static final int KILLS = 1;
    private static final int CHANNELS_PER_SERVER = 2;

    @TempDir
    Path dir;

    @Test
    void killingOneOfTwoShardProcessesUnderLoadLosesNoAcceptedCommand() throws Exception {
        String unavailable = EmbeddedPostgresServer.unavailable();
        assumeTrue(unavailable == null, unavailable);
        long seed = Long.getLong("mfz.crash.seed", System.nanoTime() % 1_000_000);
        System.out.println("sharded crash test seed " + seed + " (replay with -Dmfz.crash.seed=" + seed + ")");
        SplittableRandom random = new SplittableRandom(seed);
        String url = EmbeddedPostgresServer.newMigratedDatabase();
        List<FakeWorld> servers = FakeWorld.onShards(2, FakeWorld.crowd(3, CHANNELS_PER_SERVER));
        try (FakeDiscord fake = FakeDiscord.start(servers, 2, FakeDiscord.TOKEN);
             Database store = Database.openShared(url, null, null)) {
            for (DieFace face : DieFace.all()) {
                fake.addApplicationEmoji(face.emojiName(), new byte[0]);
            }
            fake.connectionPatience(Duration.ofSeconds(1));
            // Which shard's process is being killed now: its players stop waiting for answers.
            AtomicBoolean[] killing = {new AtomicBoolean(), new AtomicBoolean()};
            List<CrashTable> tables = new ArrayList<>();
            for (int shard = 0; shard < 2; shard++) {
                AtomicBoolean gone = killing[shard];
                for (FakeWorld.Channel channel : servers.get(shard).channels()) {
                    tables.add(new CrashTable(fake, channel, seed + tables.size(), gone::get));
                }
            }
            // Both start at once, as two machines would.
            var firstShard = CompletableFuture.supplyAsync(() -> startUnchecked(fake, url, 0),
                    task -> Thread.ofPlatform().name("starting-shard-0").start(task)); // not the common pool's one worker
            BotProcess[] bots = {null, start(fake, url, 1, 0)};
            bots[0] = firstShard.join();
            try {
                int[] acceptedBefore = new int[2];
                for (int kill = 1; kill <= KILLS + 1; kill++) {
                    boolean last = kill > KILLS;
                    int victim = random.nextInt(2);
                    AtomicBoolean running = new AtomicBoolean(true);
                    List<Thread> players = tables.stream().map(table -> Thread.ofPlatform().start(() -> {
                        while (running.get() && table.step(() -> CrashIT.service(store))) {
                            // Keep typing until this shard's bot is gone or the run ends.
                        }
                    })).toList();
                    // The kill comes at a random moment once both servers have had an answer in this
                    // run (a freshly started process takes a while over its first).
                    long firstAnswers = System.nanoTime() + Duration.ofSeconds(30).toNanos();
                    while ((accepted(tables, servers.get(0)) == acceptedBefore[0]
                            || accepted(tables, servers.get(1)) == acceptedBefore[1]) && System.nanoTime() < firstAnswers) {
                        Thread.sleep(5);
                    }
                    Thread.sleep(last ? 1_000 : random.nextLong(0, 2_000));
                    if (!last) {
                        killing[victim].set(true);
                        bots[victim].kill();
                    }
                    running.set(false);
                    for (Thread player : players) {
                        player.join(15_000);
                        assertFalse(player.isAlive(), "a player thread is stuck");
                    }
                    for (int shard = 0; shard < 2; shard++) {
                        int accepted = accepted(tables, servers.get(shard));
                        assertTrue(accepted > acceptedBefore[shard], "play went on in the server of shard " + shard
                                + " in run " + kill + " (seed " + seed + ")");
                        acceptedBefore[shard] = accepted;
                    }
                    CrashIT.checkNothingLost(store, tables, seed, kill);
                    if (!last) {
                        String output = bots[victim].output();
                        assertFalse(output.contains(FakeDiscord.TOKEN), "the token is in the bot's output");
                        bots[victim] = start(fake, url, victim, kill);
                        killing[victim].set(false);
                    }
                }
            } finally {
                for (BotProcess bot : bots) {
                    bot.close();
                }
            }
            System.out.printf("sharded crash test seed %d: %d kills, %d answers, %d accepted, %d games%n", seed,
                    KILLS, tables.stream().mapToInt(CrashTable::answered).sum(),
                    tables.stream().mapToInt(t -> t.accepted().size()).sum(),
                    tables.stream().mapToInt(CrashTable::games).sum());
        }
    }

    private BotProcess start(FakeDiscord fake, String url, int shard, int run) throws Exception {
        return BotProcess.start(fake, Map.of("MFZ_DB", url, "MFZ_SHARDS", Integer.toString(shard),
                "MFZ_SHARD_TOTAL", "2"), dir, "shard-" + shard + "-run-" + run, Duration.ofSeconds(60));
    }

    private BotProcess startUnchecked(FakeDiscord fake, String url, int shard) {
        try {
            return start(fake, url, shard, 0);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static int accepted(List<CrashTable> tables, FakeWorld server) {
        return tables.stream().filter(t -> server.channels().contains(t.channel()))
                .mapToInt(t -> t.accepted().size()).sum();
    }
}
