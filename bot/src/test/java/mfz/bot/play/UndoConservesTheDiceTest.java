package mfz.bot.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import mfz.bot.commands.Features;
import mfz.bot.core.CommandRouter;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Request;
import mfz.bot.game.GameJson;
import mfz.bot.game.GameService;
import mfz.bot.game.SavedCompanies;
import mfz.bot.store.Database;
import mfz.bot.store.GameStore;
import mfz.bot.store.SavedCompanyStore;
import mfz.bot.store.StoreException;
import mfz.bot.store.StoredEvent;
import mfz.rules.dice.Dice;
import mfz.rules.dice.KeptDice;
import mfz.rules.dice.SeededDice;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.RecordedRolls;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Undo is never a re-roll, as a property (docs/rules.md, "Undo"): seeded random tables play with
 * the host taking back one to three commands at random moments, and after every step each die
 * rolled fresh for a roller (a player, or the table's d20s) is in the game's events or waiting for
 * that roller, once: none dropped, none handed out twice. And a pool's die with a die of its kind
 * waiting shows that die's value, never a fresh one. Kept at points, a point's dice were handed
 * out again beside the dice a roll had left elsewhere (a re-review, 2026-11-28).
 */
@Execution(ExecutionMode.CONCURRENT)
class UndoConservesTheDiceTest {

    @TempDir
    Path dir;

    /** The dice rolled fresh, in order, values only: a pool's die too comes here as its sides. */
    private static final class Recording implements Dice {
        private final Dice dice;
        private final List<int[]> rolled = new ArrayList<>();

        Recording(Dice dice) {
            this.dice = dice;
        }

        @Override
        public int roll(int sides) {
            int value = dice.roll(sides);
            rolled.add(new int[] {sides, value});
            return value;
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4})
    void everyDieShownIsInTheGameOrWaitingOnce(long seed) throws Exception {
        SplittableRandom random = new SplittableRandom(seed * 7919);
        Recording fresh = new Recording(new SeededDice(seed));
        try (Database database = Database.open(dir.resolve("mfz.db"))) {
            GameStore store = new GameStore(database);
            GameService games = new GameService(store, fresh, Clock.systemUTC());
            CommandRouter router = Features.router(new SeededDice(seed), games,
                    new SavedCompanies(new SavedCompanyStore(database), Clock.systemUTC()));
            List<String> players = List.of("p0", "p1", "p2").subList(0, 2 + (int) (seed % 2));
            TablePlayer table = new TablePlayer(seed, "g", "c", players);
            for (Request line : table.lobby(seed % 2 == 0 ? "skirmish" : "battle")) {
                router.route(line);
            }
            long gameId = store.loadOpen("c").orElseThrow().game().id();
            Map<String, Map<Integer, Integer>> freshByRoller = new HashMap<>();
            int undos = 0;
            int keptShown = 0;
            for (int step = 0; step < 400 && games.game("c").isPresent(); step++) {
                if (random.nextInt(4) == 0) {
                    for (int n = 1 + random.nextInt(3); n > 0; n--) {
                        try {
                            games.undo("c", null, null);
                            undos++;
                        } catch (PlayerError atTheStart) {
                            break;
                        }
                    }
                } else {
                    Game before = games.game("c").orElseThrow();
                    List<GameStore.KeptDie> waiting = store.keptDice(gameId, "p0");
                    long lastCommand = lastCommand(store, gameId);
                    boolean accepted = false;
                    for (Request candidate : table.next(before)) {
                        fresh.rolled.clear();
                        router.route(candidate);
                        if (lastCommand(store, gameId) != lastCommand) {
                            accepted = true;
                            break;
                        }
                    }
                    assertTrue(accepted, "the table found something to do");
                    keptShown += record(store, gameId, fresh, freshByRoller, waiting);
                }
                assertEquals(freshByRoller, inTheGameOrWaiting(store, gameId), "step " + step + ", seed " + seed);
            }
            assertTrue(undos > 20, "the host undid often: " + undos);
            assertTrue(keptShown > 10, "kept dice came back: " + keptShown);
        }
    }

    /**
     * Adds the last command's fresh dice to its roller's, and checks that each of its pool's dice
     * whose kind waited for p0 (the table's seeds' first player) took the first such die's value.
     * Returns how many of its dice came back kept.
     */
    private static int record(GameStore store, long gameId, Recording fresh,
                              Map<String, Map<Integer, Integer>> freshByRoller, List<GameStore.KeptDie> waiting)
            throws StoreException {
        List<StoredEvent> command = commandsOf(store, gameId).lastEntry().getValue();
        List<Event> events = command.stream().map(e -> JSON.event(e.payload())).toList();
        String roller = RecordedRolls.theTables(events) ? GameStore.TABLE : command.getFirst().actor();
        for (int[] die : fresh.rolled) {
            freshByRoller.computeIfAbsent(roller, r -> new TreeMap<>()).merge(die[1], 1, Integer::sum);
        }
        List<KeptDice.Kept> shown = RecordedRolls.kept(events);
        int kept = shown.size() - fresh.rolled.size();
        if (roller.equals("p0")) {
            List<KeptDice.Kept> left = new ArrayList<>(waiting.stream().filter(d -> d.roller().equals("p0"))
                    .map(d -> KeptDice.Kept.read(d.die()).orElseThrow()).toList());
            for (KeptDice.Kept die : shown) {
                if (die.die() == null) {
                    continue;
                }
                for (int i = 0; i < left.size(); i++) {
                    if (die.die().equals(left.get(i).die())) {
                        assertEquals(left.remove(i), die, "a waiting die of its kind, not a fresh one");
                        break;
                    }
                }
            }
        }
        return kept;
    }

    /** Each roller's dice as values counted: those the game's commands show, and those waiting. */
    private static Map<String, Map<Integer, Integer>> inTheGameOrWaiting(GameStore store, long gameId)
            throws StoreException {
        Map<String, Map<Integer, Integer>> dice = new HashMap<>();
        for (List<StoredEvent> command : commandsOf(store, gameId).values()) {
            List<Event> events = command.stream().map(e -> JSON.event(e.payload())).toList();
            String roller = RecordedRolls.theTables(events) ? GameStore.TABLE : command.getFirst().actor();
            for (int value : RecordedRolls.of(events)) {
                dice.computeIfAbsent(roller, r -> new TreeMap<>()).merge(value, 1, Integer::sum);
            }
        }
        for (String player : List.of("p0", "p1", "p2")) {
            for (GameStore.KeptDie die : store.keptDice(gameId, player)) {
                if (die.roller().equals(player) || player.equals("p0")) { // the table's once, with p0's
                    dice.computeIfAbsent(die.roller(), r -> new TreeMap<>())
                            .merge(KeptDice.Kept.read(die.die()).orElseThrow().value(), 1, Integer::sum);
                }
            }
        }
        return dice;
    }

    private static long lastCommand(GameStore store, long gameId) throws StoreException {
        List<StoredEvent> events = store.events(gameId);
        assertNotEquals(0, events.size());
        return events.getLast().commandSeq() * 1_000_000 + events.getLast().seq();
    }

    private static TreeMap<Long, List<StoredEvent>> commandsOf(GameStore store, long gameId) throws StoreException {
        TreeMap<Long, List<StoredEvent>> commands = new TreeMap<>();
        for (StoredEvent event : store.events(gameId)) {
            commands.computeIfAbsent(event.commandSeq(), seq -> new ArrayList<>()).add(event);
        }
        return commands;
    }

    private static final GameJson JSON = new GameJson();
}
