package mfz.bot.reliability;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.SplittableRandom;
import mfz.bot.campaign.CampaignService;
import mfz.bot.commands.Features;
import mfz.bot.core.Caller;
import mfz.bot.core.CommandRouter;
import mfz.bot.core.Component;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.game.GameJson;
import mfz.bot.game.GameService;
import mfz.bot.game.GameServiceCalls;
import mfz.bot.game.SavedCompanies;
import mfz.bot.play.TablePlayer;
import mfz.bot.store.CampaignStore;
import mfz.bot.store.Database;
import mfz.bot.store.GameStore;
import mfz.bot.store.SavedCompanyStore;
import mfz.rules.dice.SeededDice;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Seeded random command streams through the whole bot (router, commands, service, SQLite):
 * the tables' legal moves mixed with random commands, random users, random option values and
 * taps on current, stale and mangled controls, in several channels at once. After every
 * command: no unexpected failure, every reply says something, a command that left the game's
 * version alone left its state alone, and the rules' invariants hold; now and then (and at the
 * end) every game is rebuilt from its stored events and must equal the game in memory.
 *
 * <p>A failure names its seed. Replay it with
 * {@code ./mvnw -o -pl bot test -Dtest=CommandFuzzTest -Dmfz.fuzz.seed=N}; run longer with
 * {@code -Dmfz.fuzz.commands=N}.
 */
class CommandFuzzTest {

    private static final int CHANNELS = 4;
    private static final int CHECK_REPLAY_EVERY = 500;

    @TempDir
    Path dir;

    @Test
    void fiveThousandRandomCommandsBreakNothing() throws Exception {
        long seed = Long.getLong("mfz.fuzz.seed", 20261121L);
        int commands = Integer.getInteger("mfz.fuzz.commands", 5_000);
        // Durability is the crash test's business: here the database sits in memory-backed /tmp
        // space when the machine has it, so thousands of commits don't wait on the disk.
        Path shm = Path.of("/dev/shm");
        Path where = Files.isDirectory(shm) && Files.isWritable(shm) ? Files.createTempDirectory(shm, "mfz-fuzz")
                : dir;
        Fuzz fuzz = new Fuzz(seed, where.resolve("fuzz.db"));
        try {
            fuzz.run(commands);
        } catch (Throwable failure) {
            throw new AssertionError("fuzz seed " + seed + " failed at command #" + fuzz.count + " ("
                    + fuzz.last + "); replay with -Dmfz.fuzz.seed=" + seed + ": " + failure.getMessage(), failure);
        } finally {
            fuzz.database.close();
            if (!where.equals(dir)) {
                try (var files = Files.list(where)) {
                    for (Path file : files.toList()) {
                        Files.delete(file);
                    }
                }
                Files.delete(where);
            }
        }
        System.out.printf("fuzz seed %d: %d commands, %d accepted, %d in combat, %d games closed (%d of them in combat), "
                + "%d replays checked, %d damaged imports (%d restored)%n", seed, fuzz.count, fuzz.accepted,
                fuzz.inCombat, fuzz.finished, fuzz.ended, fuzz.replays, fuzz.imports, fuzz.importsAccepted);
        Assertions.assertEquals(commands, fuzz.count, "every command was sent");
        Assertions.assertTrue(fuzz.accepted > commands / 10,
                "a good share of the commands was accepted: " + fuzz.accepted);
        Assertions.assertTrue(fuzz.inCombat > commands / 10,
                "the fuzz reaches combat often enough: " + fuzz.inCombat);
    }

    private static final class Fuzz {
        final SplittableRandom random;
        final Database database;
        final GameService games;
        final CommandRouter router;
        final RandomInput input;
        final GameJson json = new GameJson();
        final Map<String, Table> tables = new HashMap<>();
        int count;
        int accepted;
        int finished;
        int ended;
        int inCombat;
        int replays;
        int imports;
        int importsAccepted;
        String last = "nothing yet";

        Fuzz(long seed, Path file) throws Exception {
            random = new SplittableRandom(seed);
            database = Database.open(file);
            SeededDice dice = new SeededDice(seed);
            games = new GameService(new GameStore(database), dice, Clock.systemUTC());
            router = Features.router(dice, games, new SavedCompanies(new SavedCompanyStore(database),
                    Clock.systemUTC()), new CampaignService(new CampaignStore(database), Clock.systemUTC()));
            input = new RandomInput(random.split(), router.specs());
            for (int c = 0; c < CHANNELS; c++) {
                tables.put("ch" + c, new Table("ch" + c));
            }
        }

        void run(int commands) throws Exception {
            while (count < commands) {
                Table table = tables.get("ch" + random.nextInt(CHANNELS));
                if (input.chance(3) && games.game(table.channel).isPresent()) {
                    importDamaged(table);
                    count++;
                    continue;
                }
                Request request = table.next();
                last = request.caller().id() + " /" + request.command() + " " + request.options() + " in "
                        + request.channelId();
                step(table, request);
                count++;
                if (count % CHECK_REPLAY_EVERY == 0) {
                    checkReplays();
                }
            }
            checkReplays();
        }

        private void step(Table table, Request request) {
            Optional<Game> before = games.game(table.channel);
            OptionalLong versionBefore = games.version(table.channel);
            // The state's hash before the command, and the state itself: a command that left the
            // version alone must leave both, whether it replaced the game or changed it in place.
            // (Its JSON, compared before, was a sixth of the fuzz's time.)
            int hashBefore = before.map(Game::hashCode).orElse(0);

            Reply reply = router.route(request);

            Optional<Game> after = games.game(table.channel);
            OptionalLong versionAfter = games.version(table.channel);
            check(!reply.content().equals(CommandRouter.UNEXPECTED), "an unexpected failure (see the log)");
            check(!reply.content().isBlank() || !reply.embeds().isEmpty() || !reply.files().isEmpty(),
                    "a reply that says nothing");
            if (before.isPresent() && after.isPresent() && versionBefore.equals(versionAfter)) {
                check(before.get().equals(after.get()) && hashBefore == after.get().hashCode(),
                        "the game changed but its version did not");
            }
            boolean changed = !versionBefore.equals(versionAfter);
            if (changed) {
                accepted++;
            }
            if (before.isPresent() && after.isEmpty()) {
                finished++;
                ended += before.get().phase() == Phase.COMBAT && changed ? 1 : 0;
            }
            inCombat += before.map(g -> g.phase() == Phase.COMBAT ? 1 : 0).orElse(0);
            boolean undone = changed && request.command().equals("game undo");
            after.ifPresent(game -> table.invariants.check(game, versionBefore, versionAfter, undone));
            if (after.isEmpty()) {
                table.invariants.reset();
            }
            if (!reply.rows().isEmpty()) {
                table.remember(reply.rows());
            }
        }

        /**
         * Imports a damaged export of the table's game into a channel of its own: refused with
         * a reason, or restored as exactly the replay of what was stored.
         */
        private void importDamaged(Table table) throws Exception {
            if (games.game(table.channel).map(g -> g.phase() == Phase.LOBBY).orElse(true)) {
                return; // the lobby is never exported: its companies are secret
            }
            String export = json.mapper().writeValueAsString(games.transfer().export(table.channel));
            String damaged = ExportMutations.mutate(export, input);
            String channel = "imp" + (++imports);
            Game source = games.game(table.channel).orElseThrow();
            String importer = input.chance(80) ? input.pick(RandomInput.users(source, List.of())) : "x0";
            last = importer + " /game import (" + damaged.length() + " characters) in " + channel;
            Reply reply = router.route(new Request(channel + "-i", "g", channel, new Caller(importer, importer,
                    input.chance(10)), "game import", Map.of("file", damaged)));
            check(!reply.content().equals(CommandRouter.UNEXPECTED), "an unexpected failure importing: " + damaged);
            check(!reply.content().isBlank(), "an import answered with nothing");
            Optional<Game> restored = games.game(channel);
            if (restored.isPresent()) {
                importsAccepted++;
                GameService fresh = new GameService(new GameStore(database), new SeededDice(0), Clock.systemUTC());
                check(restored.equals(fresh.game(channel)), "an imported game reloads differently: " + damaged);
                // A restored game must stand up to play like any other.
                for (int i = 0; i < 12 && games.game(channel).isPresent(); i++) {
                    Game now = games.game(channel).get();
                    Map.Entry<String, Map<String, String>> typed = i < 3
                            ? Map.entry(List.of("game table", "game log", "help").get(i), Map.of())
                            : input.command(now, RandomInput.users(now, OUTSIDERS));
                    String user = input.pick(RandomInput.users(now, OUTSIDERS));
                    Reply after = router.route(new Request(channel + "-p" + i, "g", channel,
                            new Caller(user, user, false), typed.getKey(), typed.getValue()));
                    check(!after.content().equals(CommandRouter.UNEXPECTED), "a restored game fails /"
                            + typed.getKey() + " " + typed.getValue() + "; the file: " + damaged);
                }
                games.game(channel).ifPresent(open -> GameServiceCalls.abandon(games, channel));
            }
        }

        /** Every open game, rebuilt from the store by a fresh service and by replaying all its events, equals the resident one. */
        private void checkReplays() throws Exception {
            GameService fresh = new GameService(new GameStore(database), new SeededDice(0), Clock.systemUTC());
            GameStore store = new GameStore(database);
            for (Table table : tables.values()) {
                Optional<Game> resident = games.game(table.channel);
                check(resident.equals(fresh.game(table.channel)), "the game reloaded from the store differs in "
                        + table.channel);
                if (resident.isPresent()) {
                    long id = store.loadOpen(table.channel).orElseThrow().game().id();
                    Game replayed = Game.replay(store.events(id).stream().map(e -> json.event(e.payload())).toList());
                    check(replayed.equals(resident.get()), "the replay of the stored events differs in "
                            + table.channel);
                    replays++;
                }
            }
        }

        /** One channel: a seeded table of players, what it still has to type in the lobby, its latest controls. */
        private final class Table {
            final String channel;
            final Invariants invariants = new Invariants();
            final Deque<Request> lobby = new ArrayDeque<>();
            final Deque<List<Component>> controls = new ArrayDeque<>();
            TablePlayer players;
            int interactions;

            Table(String channel) {
                this.channel = channel;
            }

            Request next() {
                Optional<Game> game = games.game(channel);
                if (game.isEmpty() && lobby.isEmpty()) {
                    newGame();
                }
                Game now = game.orElse(Game.EMPTY);
                int kind = random.nextInt(100);
                if (kind < 50) {
                    Request legal = legal(game);
                    if (legal != null) {
                        return legal;
                    }
                }
                if (kind < 75 && !controls.isEmpty()) {
                    List<Component> recent = input.chance(70) ? controls.getLast() : input.pick(List.copyOf(controls));
                    if (!recent.isEmpty()) {
                        Map.Entry<String, Map<String, String>> tap = input.tap(input.pick(recent));
                        return request(randomUser(now), tap.getKey(), tap.getValue());
                    }
                }
                Map.Entry<String, Map<String, String>> typed = input.command(now, RandomInput.users(now, OUTSIDERS));
                return request(randomUser(now), typed.getKey(), typed.getValue());
            }

            private Request legal(Optional<Game> game) {
                if (!lobby.isEmpty()) {
                    return lobby.poll();
                }
                Game now = game.orElseThrow();
                if (now.phase() == Phase.LOBBY) {
                    // Random commands spoilt the lobby (a company removed, a player gone): start over.
                    return request(now.host(), "game end", Map.of("confirm", "true"));
                }
                List<Request> proposals = players.next(now);
                return proposals.isEmpty() ? null : input.pick(proposals);
            }

            private void newGame() {
                int size = 2 + random.nextInt(3);
                List<String> names = new ArrayList<>();
                for (int p = 0; p < size; p++) {
                    names.add("p" + p);
                }
                String kind = input.pick(List.of("skirmish", "skirmish", "battle", "demo"));
                players = new TablePlayer(random.nextLong(), "g", channel, kind.equals("demo") ? names.subList(0, 2)
                        : names);
                lobby.addAll(players.lobby(kind).stream().map(r -> request(r.caller().id(), r.command(),
                        r.options())).toList());
                controls.clear();
            }

            private String randomUser(Game game) {
                List<String> users = RandomInput.users(game, OUTSIDERS);
                return users.isEmpty() ? "p0" : input.pick(users);
            }

            Request request(String user, String command, Map<String, String> options) {
                boolean manager = input.chance(3);
                return new Request(channel + "-i" + (++interactions), "g", channel,
                        new Caller(user, user, manager), command, options);
            }

            void remember(List<Component.Row> rows) {
                controls.add(rows.stream().flatMap(r -> r.components().stream()).toList());
                if (controls.size() > 6) {
                    controls.removeFirst();
                }
            }
        }
    }

    private static final List<String> OUTSIDERS = List.of("x0", "x1");

    static void check(boolean ok, String what) {
        if (!ok) {
            throw new AssertionError(what);
        }
    }
}
