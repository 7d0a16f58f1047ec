package mfz.bot.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.TreeMap;
import mfz.bot.commands.Features;
import mfz.bot.core.CommandRouter;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Request;
import mfz.bot.game.GameJson;
import mfz.bot.game.GameService;
import mfz.bot.game.SavedCompanies;
import mfz.bot.render.WhoDecides;
import mfz.bot.store.Database;
import mfz.bot.store.GameStore;
import mfz.bot.store.SavedCompanyStore;
import mfz.bot.store.StoreException;
import mfz.bot.store.StoredEvent;
import mfz.rules.company.Frame;
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
 * elevation on, a fall of a random frame declared now and then, and the host taking back one to
 * three commands at random moments. Every die waits for the roll it came from (whose, and which
 * kind), and after every step:
 * <ul>
 * <li>an undo put exactly the dice its command showed in front of those waiting;</li>
 * <li>a command took, for each kind of roll, the first waiting dice of their kind, and rolled fresh
 * only the rest: the fresh dice the source gave are what it showed beyond those taken, and where
 * it rolled a die fresh, no waiting die of that roll could have shown it.</li>
 * <li>the same decision taken again right after its undo (the undone request given anew) shows exactly
 * the events it showed, dice and all: the promise itself, told by the events alone, so a die kept
 * under another roll's label than the one the rules roll it for fails it.</li>
 * </ul>
 * So every die shown is in the game or waiting, once. Kept at points, a point's dice were handed
 * out again beside what a roll had left elsewhere; kept for a player's next roll of any kind, a
 * fall took an undone attack's damage and the attack came fresh (reviews, 2026-11-28 and 29).
 */
@Execution(ExecutionMode.CONCURRENT)
class UndoConservesTheDiceTest {

    private static final GameJson JSON = new GameJson();

    @TempDir
    Path dir;

    /** The values rolled fresh, in order. */
    private static final class Recording implements Dice {
        private final Dice dice;
        private final List<Integer> rolled = new ArrayList<>();

        Recording(Dice dice) {
            this.dice = dice;
        }

        @Override
        public int roll(int sides) {
            int value = dice.roll(sides);
            rolled.add(value);
            return value;
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3})
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
            List<Request> lobby = new ArrayList<>(table.lobby(seed % 2 == 0 ? "skirmish" : "battle"));
            lobby.add(1, table.request("p0", "game options", Map.of("elevation", "true")));
            lobby.forEach(router::route);
            long gameId = store.loadOpen("c").orElseThrow().game().id();
            Map<String, Integer> counts = new TreeMap<>(Map.of("undos", 0, "kept", 0, "falls", 0, "again", 0));
            List<Request> given = new ArrayList<>();
            Request again = null;
            List<StoredEvent> undoneEvents = null;
            for (int step = 0; step < 400 && games.game("c").isPresent(); step++) {
                List<GameStore.KeptDie> before = store.keptDice(gameId);
                List<List<StoredEvent>> history = commandsOf(store, gameId);
                String at = "seed " + seed + ", step " + step;
                if (random.nextInt(4) == 0) {
                    try {
                        games.undo("c", null, null);
                    } catch (PlayerError atTheStart) {
                        continue;
                    }
                    counts.merge("undos", 1, Integer::sum);
                    List<String> undone = KeptDiceOf.shown(events(history.getLast()));
                    List<String> expected = new ArrayList<>(undone);
                    expected.addAll(describe(before));
                    assertEquals(expected, describe(store.keptDice(gameId)), at + ": the undone dice in front");
                    Request undoneRequest = given.isEmpty() ? null : given.removeLast();
                    again = random.nextBoolean() ? undoneRequest : null;
                    undoneEvents = history.getLast();
                    continue;
                }
                Game game = games.game("c").orElseThrow();
                List<Request> candidates = new ArrayList<>();
                if (again != null) {
                    // (a new interaction: the undone one is never applied again)
                    candidates.add(new Request(again.interactionId() + "-again", again.guildId(), again.channelId(),
                            again.caller(), again.command(), again.options()));
                } else if (random.nextInt(8) == 0) {
                    fall(table, game, random).ifPresent(candidates::add);
                }
                candidates.addAll(table.next(game));
                boolean accepted = false;
                for (Request candidate : candidates) {
                    fresh.rolled.clear();
                    router.route(candidate);
                    if (commandsOf(store, gameId).size() != history.size()
                            || !commandsOf(store, gameId).getLast().equals(history.getLast())) {
                        accepted = true;
                        given.add(candidate);
                        counts.merge("falls", candidate.command().equals("damage fall") ? 1 : 0, Integer::sum);
                        break;
                    }
                }
                assertTrue(accepted, at + ": the table found something to do");
                if (again != null) {
                    assertEquals(payloads(undoneEvents), payloads(commandsOf(store, gameId).getLast()),
                            at + ": " + again.command() + " " + again.options() + " given again shows what it showed");
                    counts.merge("again", RecordedRolls.of(events(undoneEvents)).isEmpty() ? 0 : 1, Integer::sum);
                    again = null;
                }
                counts.merge("kept", checkRoll(at, events(commandsOf(store, gameId).getLast()), before,
                        store.keptDice(gameId), fresh.rolled), Integer::sum);
            }
            assertTrue(counts.get("undos") > 20, "the host undid often: " + counts);
            assertTrue(counts.get("kept") > 50, "kept dice came back: " + counts);
            assertTrue(counts.get("falls") > 5, "falls were declared among them: " + counts);
            assertTrue(counts.get("again") > 5, "rolls were given again after their undo: " + counts);
        }
    }

    /**
     * Checks one accepted command against the dice waiting before and after it: for each roll (its
     * roller and kind), the dice it took are the first waiting of their kind, the rest of what it
     * showed is what the source rolled fresh, and it rolled a die fresh only where no waiting die of
     * that roll could show it. Returns how many kept dice it took.
     */
    private static int checkRoll(String at, List<Event> events, List<GameStore.KeptDie> before,
                                 List<GameStore.KeptDie> after, List<Integer> freshValues) {
        List<String> waitingAfter = describe(after);
        // Told apart by their places: two kept 5s are two dice.
        List<Long> left = after.stream().map(GameStore.KeptDie::place).toList();
        assertTrue(before.stream().map(GameStore.KeptDie::place).toList().containsAll(left),
                at + ": nothing new waits after a roll");
        List<String> taken = describe(before.stream().filter(die -> !left.contains(die.place())).toList());
        // The first waiting of each kind (a tie order's die takes the first value it can show, not the first).
        Map<String, List<Long>> waitingByKind = new LinkedHashMap<>();
        before.forEach(die -> waitingByKind.computeIfAbsent(kindOf(describe(List.of(die)).getFirst()),
                k -> new ArrayList<>()).add(die.place()));
        waitingByKind.forEach((kind, places) -> {
            List<Long> takenHere = places.stream().filter(place -> !left.contains(place)).toList();
            assertTrue(kind.contains(" tie-order ") || takenHere.equals(places.subList(0, takenHere.size())),
                    at + ": the first waiting " + kind + " dice taken first: " + takenHere + " of " + places);
        });
        List<String> shown = KeptDiceOf.shown(events);
        List<Integer> freshShown = new ArrayList<>();
        Map<String, List<String>> takenByKind = new LinkedHashMap<>();
        for (String die : taken) {
            takenByKind.computeIfAbsent(kindOf(die), k -> new ArrayList<>()).add(die);
        }
        for (String die : shown) {
            List<String> same = takenByKind.getOrDefault(kindOf(die), new ArrayList<>());
            if (!same.isEmpty()) {
                assertEquals(same.removeFirst(), die, at + ": a kept die of its kind shows its own value, first first");
                continue;
            }
            freshShown.add(valueOf(die));
            // (a tie order's die has as many sides as places left: a kept value above them waits on)
            assertTrue(die.contains(" tie-order ")
                    || waitingAfter.stream().noneMatch(w -> kindOf(w).equals(kindOf(die))),
                    at + ": " + die + " rolled fresh while " + waitingAfter + " waited");
        }
        assertTrue(takenByKind.values().stream().allMatch(List::isEmpty), at + ": it took only dice it showed");
        assertEquals(sorted(freshValues), sorted(freshShown), at + ": the source's fresh dice are what it showed "
                + "beyond the kept ones (" + shown + ", took " + taken + ")");
        return taken.size();
    }

    /** A frame that may fall now, declared by whoever decides: falls are a roll a player may call at will. */
    private static Optional<Request> fall(TablePlayer table, Game game, SplittableRandom random) {
        List<Frame> frames = game.frames().stream().filter(f -> f.alive() && f.placed()).toList();
        return WhoDecides.player(game).filter(p -> !frames.isEmpty()).map(player -> {
            Frame frame = frames.get(random.nextInt(frames.size()));
            return table.request(player, "damage fall", Map.of("frame", frame.name(), "owner", frame.owner(),
                    "bricks", Integer.toString(3 * (1 + random.nextInt(5)))));
        });
    }

    /** Each die as {@code roller kind die}: what the store keeps and what events show alike. */
    private static final class KeptDiceOf {
        static List<String> shown(List<Event> events) {
            return RecordedRolls.labelled(events).stream().map(d -> (d.roll().roller() == null ? GameStore.TABLE
                    : d.roll().roller()) + " " + d.roll().kindKey() + " " + d.kept().notation()).toList();
        }
    }

    private static List<String> describe(List<GameStore.KeptDie> dice) {
        return dice.stream().map(d -> d.roller() + " " + d.kind() + " " + d.die()).toList();
    }

    /** A die's roll and kind: {@code p0 pool B}, {@code p1 damage}. */
    private static String kindOf(String die) {
        String[] parts = die.split(" ");
        return parts[0] + " " + parts[1] + " " + parts[2].replaceFirst("\\d+$", "");
    }

    private static int valueOf(String die) {
        return KeptDice.Kept.read(die.substring(die.lastIndexOf(' ') + 1)).orElseThrow().value();
    }

    private static List<Integer> sorted(List<Integer> values) {
        return values.stream().sorted().toList();
    }

    private static List<String> payloads(List<StoredEvent> command) {
        return command.stream().map(StoredEvent::payload).toList();
    }

    private static List<Event> events(List<StoredEvent> command) {
        return command.stream().map(e -> JSON.event(e.payload())).toList();
    }

    private static List<List<StoredEvent>> commandsOf(GameStore store, long gameId) throws StoreException {
        Map<Long, List<StoredEvent>> commands = new TreeMap<>();
        for (StoredEvent event : store.events(gameId)) {
            commands.computeIfAbsent(event.commandSeq(), seq -> new ArrayList<>()).add(event);
        }
        return new ArrayList<>(commands.values());
    }
}
