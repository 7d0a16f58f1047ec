package mfz.bot.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import mfz.bot.game.GameService;
import mfz.bot.store.GameRecord;
import mfz.bot.store.GameStore;
import mfz.rules.game.Game;
import mfz.rules.options.GameOptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Benchmark 3: loading a game of 2,000 events against one of 20, from the same database.
 * Target: at most 3× (a snapshot every 100 events keeps the replay short).
 *
 * <p>Method: both games are played by scripted tables through the commands (the long one a
 * five-player battle with the doomsday clock starting at its highest, stopped once it holds
 * 2,000 events). Each load forgets the games in
 * memory and reads the channel's game back; the loads alternate between the two games after
 * a warm-up, and the medians are compared.
 */
@Tag("bench")
class LongGameBench {

    private static final int WARM_UP = 200;
    private static final int LOADS = 500;

    @Test
    void aLongGameLoadsAtMostThreeTimesSlowerThanAShortOne() throws Exception {
        try (Bots bots = Bots.open(Bots.folder("long-game").resolve("mfz.db"), 7)) {
            ScriptedTable longTable = new ScriptedTable(bots.games(), "g", "long", List.of("u1", "u2", "u3", "u4", "u5"),
                    "battle", Map.of("doomsday", String.valueOf(GameOptions.MAX_DOOMSDAY)), 11);
            long shortEvents = play(new ScriptedTable(bots.games(), "g", "short", List.of("u1", "u2"), "skirmish", 11),
                    bots, 20);
            assertTrue(shortEvents >= 20 && shortEvents < 40, "short game: " + shortEvents + " events");
            long longEvents = play(longTable, bots, 2_000);
            assertTrue(longEvents >= 2_000 && longEvents < 2_050, "long game: " + longEvents + " events");
            double ratio = compare(bots, longEvents, shortEvents);
            // The same game further on, just before its next snapshot: about the most events a
            // load ever replays (a command adds a few events, so stop short of the boundary).
            long next = (longEvents / GameService.SNAPSHOT_EVERY + 1) * GameService.SNAPSHOT_EVERY;
            long worstEvents = play(longTable, bots, next - 8);
            int replayed = new GameStore(bots.database()).loadOpen("long").orElseThrow().eventsAfterSnapshot().size();
            Stats.print("long games: %d events, %d of them after the snapshot (one every %d events)", worstEvents,
                    replayed, GameService.SNAPSHOT_EVERY);
            assertTrue(worstEvents < next && replayed >= GameService.SNAPSHOT_EVERY - 12,
                    "just before the next snapshot: " + worstEvents + " events, " + replayed + " replayed");
            double worstRatio = compare(bots, worstEvents, shortEvents);
            assertTrue(ratio <= 3, "a 2,000-event game loads " + ratio + "× slower than a 20-event one");
            assertTrue(worstRatio <= 3, "a " + worstEvents + "-event game loads " + worstRatio + "× slower");
        }
    }

    /** Loads the two games in turn; the ratio of the medians, long over short. */
    private static double compare(Bots bots, long longEvents, long shortEvents) {
        Game longGame = bots.games().game("long").orElseThrow();
        Game shortGame = bots.games().game("short").orElseThrow();
        long[] longNanos = new long[LOADS];
        long[] shortNanos = new long[LOADS];
        for (int i = 0; i < WARM_UP + LOADS; i++) {
            long l = load(bots.games(), "long", longGame);
            long s = load(bots.games(), "short", shortGame);
            if (i >= WARM_UP) {
                longNanos[i - WARM_UP] = l;
                shortNanos[i - WARM_UP] = s;
            }
        }
        double longMs = Stats.median(longNanos) / 1e6;
        double shortMs = Stats.median(shortNanos) / 1e6;
        double ratio = longMs / shortMs;
        Stats.print("long games: loading %d events %.3f ms vs %d events %.3f ms (medians of %d) = %.2f× "
                + "(target <= 3)", longEvents, longMs, shortEvents, shortMs, LOADS, ratio);
        return ratio;
    }

    /** Plays the channel's scripted table, game after game, until its game holds at least {@code events} events. */
    private static long play(ScriptedTable table, Bots bots, long events) {
        String channel = table.channel();
        for (int commands = 0; commands < 50_000; commands++) {
            bots.router().route(table.next());
            table.settle();
            // A game that ends sooner stays stored, finished; the table then opens the next one.
            long stored = bots.games().record(channel).map(GameRecord::lastSeq).orElse(0L);
            if (stored >= events) {
                return stored;
            }
        }
        throw new AssertionError("no game of " + events + " events within 50,000 commands");
    }

    private static long load(GameService games, String channel, Game expected) {
        games.forgetResidentGames();
        long start = System.nanoTime();
        Game loaded = games.game(channel).orElseThrow();
        long took = System.nanoTime() - start;
        assertEquals(expected, loaded);
        return took;
    }

}
