package mfz.bot.bench;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import mfz.bot.config.Config;
import mfz.bot.config.ConfigLoader;
import mfz.bot.discord.DiscordFrontEnd;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.store.Database;
import mfz.bot.store.EmbeddedPostgresServer;
import mfz.bot.store.TableMessageStore;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Benchmark: the same load on each store, in one run, so the figures compare. 100 channels in
 * two servers (one per shard of two) play scripted skirmishes through the real JDA client and
 * the fake Discord: a closed loop (each channel's next command as soon as the last is
 * answered: accepted commands/s), then a paced run at 200 commands/s (p50, p99). Three setups:
 * SQLite in one process; PostgreSQL in one process holding both shards; PostgreSQL shared by
 * two processes holding a shard each (in this JVM, each with its own front end, service, cache
 * and connections, as two machines would have, but on this machine's cores).
 * PostgreSQL is the embedded one of the tests (fsync off, on the same disk); a real server's
 * commits cost its fsync and the network's round trip more.
 */
@Tag("bench")
class SharedStoreBench {

    private static final int CHANNELS_PER_SERVER = 50;
    private static final Duration WARM_UP = Duration.ofSeconds(5);
    private static final int MAX_WARM_UPS = 30;
    private static final Duration MEASURE = Duration.ofSeconds(10);
    private static final Duration PACED_WARM_UP = Duration.ofSeconds(2);
    private static final Duration PACED_MEASURE = Duration.ofSeconds(6);
    private static final Duration PERIOD = Duration.ofMillis(500);

    @Test
    void sqliteBesidePostgresqlInOneProcessAndInTwo() throws Exception {
        String unavailable = EmbeddedPostgresServer.unavailable();
        assumeTrue(unavailable == null, unavailable);
        List<FakeWorld> servers = FakeWorld.onShards(2, FakeWorld.crowd(2, CHANNELS_PER_SERVER));
        Path dir = Bots.folder("shared-store");
        List<String> lines = new ArrayList<>();
        try (FakeDiscord fake = FakeDiscord.start(servers, 2, FakeDiscord.TOKEN)) {
            fake.recordRequests(false);
            Load load = new Load(fake, new Callbacks(fake));
            lines.add(measure("SQLite, one process", load, servers,
                    List.of(Bots.open(dir.resolve("mfz.db"), 1)), fake, List.of("0-1")));
            lines.add(measure("PostgreSQL, one process", load, servers,
                    List.of(Bots.over(Database.openShared(EmbeddedPostgresServer.newMigratedDatabase(), null, null), 1)),
                    fake, List.of("0-1")));
            String shared = EmbeddedPostgresServer.newMigratedDatabase();
            lines.add(measure("PostgreSQL, two processes", load, servers,
                    List.of(Bots.over(Database.openShared(shared, null, null), 1),
                            Bots.over(Database.openShared(shared, null, null), 1)), fake, List.of("0", "1")));
        }
        Stats.print("machine load average during the run (1, 5, 15 min): %s", Stats.loadAverage());
        lines.forEach(line -> Stats.print("%s", line));
    }

    /** One setup: its processes (bots and shard ranges alike indexed), closed loop, then paced. */
    private static String measure(String setup, Load load, List<FakeWorld> servers, List<Bots> processes,
                                  FakeDiscord fake, List<String> shardRanges) throws Exception {
        List<DiscordFrontEnd> fronts = new ArrayList<>();
        try {
            List<Script> scripts = new ArrayList<>();
            for (int p = 0; p < processes.size(); p++) {
                Bots bots = processes.get(p);
                Map<String, String> env = fake.env(Path.of("unused.db"));
                env.put("MFZ_SHARDS", shardRanges.get(p));
                env.put("MFZ_SHARD_TOTAL", "2");
                Config config = ConfigLoader.load(null, env);
                fronts.add(DiscordFrontEnd.start(config, bots.router(), new TableMessageStore(bots.database())));
                for (int s = 0; s < servers.size(); s++) {
                    if (processes.size() > 1 && s != p) {
                        continue; // each of two processes plays its own shard's server
                    }
                    FakeWorld server = servers.get(s);
                    List<String> players = server.members().stream().map(FakeWorld.User::id).toList();
                    for (int c = 0; c < server.channels().size(); c++) {
                        scripts.add(new ScriptedTable(bots.games(), server.guildId(), server.channel(c).id(), players,
                                "skirmish", 1_000L * (s * CHANNELS_PER_SERVER + c)));
                    }
                }
            }
            // Each setup is warmed until the JIT settles: run first in a cold JVM, a setup measured half
            // the rate of the same one run after the others had warmed the code.
            int windows = load.warmUntilSettled(scripts, WARM_UP, MAX_WARM_UPS);
            Load.Result closed = load.run(scripts, Duration.ZERO, MEASURE, null);
            Load.Result paced = load.run(scripts, PACED_WARM_UP, PACED_MEASURE, PERIOD);
            assertTrue(closed.acceptedPerSecond() > 0 && paced.acceptedPerSecond() > 0, setup + " accepted nothing");
            return String.format("shared store, %s, %d channels (warmed %d × %d s): closed loop %.0f accepted commands/s, "
                            + "%.2f ms of CPU each, %s; at %.0f commands/s offered: %s", setup, scripts.size(), windows,
                    WARM_UP.toSeconds(), closed.acceptedPerSecond(), closed.cpuMillisPerAccepted(),
                    Stats.of(closed.latencies()), scripts.size() * 1000.0 / PERIOD.toMillis(), Stats.of(paced.latencies()));
        } finally {
            fronts.forEach(DiscordFrontEnd::close);
            processes.forEach(Bots::close);
        }
    }
}
