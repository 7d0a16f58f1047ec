package mfz.bot.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import mfz.bot.fakediscord.FakeDiscord;
import mfz.bot.fakediscord.FakeWorld;
import mfz.bot.fakediscord.SentInteraction;
import mfz.bot.game.GameJson;
import mfz.bot.game.GameService;
import mfz.bot.render.pictures.DieFace;
import mfz.bot.store.Database;
import mfz.bot.store.GameStore;
import mfz.bot.store.LoadedGame;
import mfz.rules.dice.SeededDice;
import mfz.rules.game.Game;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The packaged bot killed with {@code kill -9} at random moments while four channels play,
 * three times, and restarted on the same database each time: every command whose accepted
 * answer a player saw is still stored, every open game loads (snapshot and all) exactly as the
 * replay of its whole event log, and play goes on after each restart. The bot's output, at
 * DEBUG, never shows the token, though each run is made to log it: a tap on a control whose id
 * holds the token is logged as refused, and must show {@code [redacted]} in its place. Runs after {@code package} (it needs the jar), in the
 * {@code integration-test} phase of {@code ./mvnw verify}; {@code -Dmfz.crash.seed=N} replays a run.
 */
class CrashIT {

    /** Two kills here, one more in {@link ShardedCrashIT} (on PostgreSQL, two processes); each costs a JVM start. */
    private static final int CYCLES = 2;
    private static final int CHANNELS = 4;

    @TempDir
    Path dir;

    @Test
    void killedThreeTimesUnderLoadTheBotLosesNoAcceptedCommandAndPlayGoesOn() throws Exception {
        long seed = Long.getLong("mfz.crash.seed", System.nanoTime() % 1_000_000);
        System.out.println("crash test seed " + seed + " (replay with -Dmfz.crash.seed=" + seed + ")");
        SplittableRandom random = new SplittableRandom(seed);
        Path database = dir.resolve("crash.db");
        try (FakeDiscord fake = FakeDiscord.start(FakeWorld.crowd(3, CHANNELS), FakeDiscord.TOKEN)) {
            // The application has its die emojis from an earlier run: drawing and uploading
            // them is PicturesOnDiscordTest's, and would only slow the first run here.
            for (DieFace face : DieFace.all()) {
                fake.addApplicationEmoji(face.emojiName(), new byte[0]);
            }
            // Players start typing once the bot is ready; after a kill they give up within a second.
            fake.connectionPatience(Duration.ofSeconds(1));
            List<CrashTable> tables = new ArrayList<>();
            AtomicBoolean killing = new AtomicBoolean();
            for (int c = 0; c < CHANNELS; c++) {
                tables.add(new CrashTable(fake, fake.world().channel(c), seed + c, killing::get));
            }
            Database reader = null;
            try {
                int acceptedBefore = 0;
                for (int cycle = 1; cycle <= CYCLES + 1; cycle++) {
                    killing.set(false);
                    long t0 = System.nanoTime();
                    // Closing kills the process if a check fails before the kill below.
                    try (BotProcess bot = BotProcess.start(fake, database, dir, cycle, Duration.ofSeconds(60))) {
                        long t1 = System.nanoTime();
                        // The canary: a control the bot doesn't know is logged with its id, here the token.
                        SentInteraction canary = fake.clickButton(fake.world().member(0), fake.world().channel(0),
                                "canary|" + FakeDiscord.TOKEN);
                        assertTrue(fake.awaitCallback(canary).ephemeral(), "the canary tap is refused privately");
                        if (reader == null) {
                            reader = Database.openWithoutOwning(database);
                        }
                        Database store = reader;
                        boolean last = cycle > CYCLES;
                        long runFor = last ? 1_500 : random.nextLong(0, 2_500);
                        AtomicBoolean running = new AtomicBoolean(true);
                        List<Thread> players = tables.stream().map(table -> Thread.ofPlatform().start(() -> {
                            while (running.get() && table.step(() -> service(store))) {
                                // Keep typing until the bot is gone or the test stops this run.
                            }
                        })).toList();
                        // The kill comes at a random moment once this run has accepted its first command (a
                        // cold JVM takes a while over its first one).
                        long firstAnswer = System.nanoTime() + Duration.ofSeconds(30).toNanos();
                        while (tables.stream().mapToInt(t -> t.accepted().size()).sum() == acceptedBefore
                                && System.nanoTime() < firstAnswer) {
                            Thread.sleep(5);
                        }
                        long t2 = System.nanoTime();
                        Thread.sleep(runFor);
                        running.set(false);
                        if (last) {
                            for (Thread player : players) {
                                player.join(15_000);
                            }
                        }
                        killing.set(true);
                        if (last) {
                            // The last run ends as `docker stop` ends it: a copy of the database file
                            // alone must then hold every accepted command (the README's backup), so
                            // the test's own reader lets go first (SQLite folds its write-ahead log
                            // back at the last connection's close). The bot's stop once left the log
                            // beside the file (an operations audit).
                            reader.close();
                            reader = null;
                            // 143 = 128 + SIGTERM: a JVM that ran its hooks for the signal exits so.
                            assertEquals(143, bot.stop(), "a stop signal ends the bot cleanly:\n" + bot.output());
                        } else {
                            bot.kill();
                        }
                        for (Thread player : players) {
                            player.join(15_000);
                            assertFalse(player.isAlive(), "a player thread is stuck");
                        }
                        long t3 = System.nanoTime();
                        System.out.printf("TIMING run %d: ready %d ms, first answer %d ms, ran %d ms, stopped %d ms%n", cycle,
                                (t1 - t0) / 1_000_000, (t2 - t1) / 1_000_000, runFor, (t3 - t2) / 1_000_000 - runFor);
                        String output = bot.output();
                        assertFalse(output.contains(FakeDiscord.TOKEN), "the token is in the bot's output (run " + cycle + ")");
                        assertTrue(output.contains("Refused button canary|[redacted] in channel"),
                                "the canary tap was logged, redacted (run " + cycle + "):\n" + output.lines()
                                        .filter(l -> l.contains("canary")).toList());
                        assertTrue(output.contains("Connected to Discord"), "run " + cycle + " connected:\n" + output);

                        int accepted = tables.stream().mapToInt(t -> t.accepted().size()).sum();
                        assertTrue(accepted > acceptedBefore, "play went on in run " + cycle + " (seed " + seed + "):\n"
                                + output.lines().filter(l -> !l.contains("DEBUG")).toList());
                        acceptedBefore = accepted;
                        if (last) {
                            Path wal = database.resolveSibling(database.getFileName() + "-wal");
                            assertTrue(!Files.exists(wal) || Files.size(wal) == 0, "the write-ahead log is folded back");
                            Path copy = dir.resolve("backup.db");
                            Files.copy(database, copy);
                            try (Database backup = Database.openWithoutOwning(copy)) {
                                checkNothingLost(backup, tables, seed, cycle);
                            }
                        } else {
                            checkNothingLost(store, tables, seed, cycle);
                        }
                    }
                }
            } finally {
                if (reader != null) {
                    reader.close();
                }
            }
            System.out.printf("crash test seed %d: %d runs, %d answers, %d accepted, %d games%n", seed,
                    CYCLES + 1, tables.stream().mapToInt(CrashTable::answered).sum(),
                    tables.stream().mapToInt(t -> t.accepted().size()).sum(),
                    tables.stream().mapToInt(CrashTable::games).sum());
        }
    }

    static void checkNothingLost(Database database, List<CrashTable> tables, long seed, int cycle)
            throws Exception {
        GameStore store = new GameStore(database);
        GameJson json = new GameJson();
        String where = " after kill " + cycle + " (seed " + seed + ")";
        for (CrashTable table : tables) {
            assertEquals(List.of(), table.unexpected(), "unexpected failures" + where);
            for (String interaction : table.accepted()) {
                assertTrue(store.seenInteraction(interaction), "accepted interaction " + interaction + " is lost" + where);
            }
            Optional<LoadedGame> open = store.loadOpen(table.channel().id());
            if (open.isPresent()) {
                Game replayed = Game.replay(store.events(open.get().game().id()).stream()
                        .map(e -> json.event(e.payload())).toList());
                assertEquals(replayed, service(database).game(table.channel().id()).orElseThrow(),
                        "the loaded game is not the replay of its events in " + table.channel().name() + where);
            }
        }
    }

    /** A fresh service: nothing cached, the games as stored now. */
    static GameService service(Database database) {
        return new GameService(new GameStore(database), new SeededDice(0), Clock.systemUTC());
    }
}
