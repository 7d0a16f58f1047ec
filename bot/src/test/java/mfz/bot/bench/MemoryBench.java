package mfz.bot.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import mfz.bot.game.GameExport;
import mfz.bot.game.GameServiceCalls;
import mfz.bot.store.GameStatus;
import mfz.bot.store.GameStore;
import mfz.bot.store.NewEvent;
import mfz.rules.game.Phase;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Benchmark 4: heap used by 10,000 games resident in the game service. Target: at most 256 MB.
 *
 * <p>Method: ten scripted two-player skirmish games are played into combat and exported; each
 * of 10,000 channels is given one of them's history as an import stores it, and the game is read
 * back from its events (so no two channels share state) and kept resident. (Through the import
 * itself only the first ten: it refuses a file whose game is still open in another channel, as
 * the other 9,990 copies would be.) Heap in use is read after repeated full
 * collections, before and after the imports; the difference is the games'. The database
 * lives in /dev/shm here: this benchmark is about memory, and fsyncs would only make it slow.
 */
@Tag("bench")
class MemoryBench {

    private static final int GAMES = 10_000;
    private static final int SOURCES = 10;
    private static final int COMMANDS_INTO_THE_GAME = 120;

    @Test
    void tenThousandResidentGamesFitIn256Megabytes() throws Exception {
        Path dir = Files.createTempDirectory(Path.of(Files.isDirectory(Path.of("/dev/shm")) ? "/dev/shm" : "target"),
                "mfz-memory");
        try (Bots bots = Bots.open(dir.resolve("mfz.db"), 3)) {
            List<GameExport> exports = new ArrayList<>();
            long events = 0;
            for (int s = 0; s < SOURCES; s++) {
                String channel = "source-" + s;
                ScriptedTable table = new ScriptedTable(bots.games(), "g", channel, List.of("u1", "u2"), "skirmish", s);
                for (int c = 0; c < COMMANDS_INTO_THE_GAME; c++) {
                    bots.router().route(table.next());
                    table.settle();
                }
                events += bots.games().version(channel).orElseThrow();
                exports.add(bots.games().transfer().export(channel));
                GameServiceCalls.abandon(bots.games(), channel);
            }
            bots.games().forgetResidentGames();
            long before = usedHeap();
            GameStore store = new GameStore(bots.database());
            for (int i = 0; i < GAMES; i++) {
                if (i < SOURCES) {
                    GameServiceCalls.importGame(bots.games(), "g", "resident-" + i, exports.get(i), "u1", true);
                    continue;
                }
                GameExport export = exports.get(i % SOURCES);
                List<GameStore.HistoryCommand> history = export.commands().stream()
                        .map(c -> new GameStore.HistoryCommand(c.actor(), c.onBehalfOf(), c.events().stream()
                                .map(e -> new NewEvent(e.path("type").asText(), e.toString())).toList())).toList();
                store.createFromHistory("g", "resident-" + i, "u1", history, GameStatus.of(Phase.COMBAT), Set.of(),
                        Instant.now());
                assertTrue(bots.games().game("resident-" + i).isPresent(), "resident");
            }
            long after = usedHeap();
            assertTrue(bots.games().game("resident-" + (GAMES - 1)).isPresent());
            assertEquals(exports.get(0).commands().size(),
                    bots.games().transfer().export("resident-0").commands().size(), "the resident games are whole");
            double mb = (after - before) / (1024.0 * 1024.0);
            Stats.print("memory: %d resident games (%d events each on average) use %.1f MB of heap, %.1f KB per game "
                    + "(target <= 256 MB, %.0f %% of it)", GAMES, events / SOURCES, mb, mb * 1024 / GAMES, mb / 256 * 100);
            assertTrue(mb <= 256, GAMES + " resident games use " + mb + " MB");
        } finally {
            try (var files = Files.walk(dir)) {
                files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    /** Heap in use once garbage is gone: collected until it stops shrinking. */
    private static long usedHeap() throws InterruptedException {
        var memory = ManagementFactory.getMemoryMXBean();
        long used = Long.MAX_VALUE;
        for (int i = 0; i < 10; i++) {
            System.gc();
            Thread.sleep(100);
            long now = memory.getHeapMemoryUsage().getUsed();
            if (now >= used) {
                return now;
            }
            used = now;
        }
        return used;
    }
}
