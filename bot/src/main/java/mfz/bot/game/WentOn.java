package mfz.bot.game;

import static mfz.bot.game.Persist.persist;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import mfz.bot.store.GameStore;
import mfz.bot.store.NewEvent;
import mfz.bot.store.StoredEvent;
import mfz.rules.game.Event;
import mfz.rules.game.RecordedRolls;

/**
 * How the game an imported file was exported from went on after it: the dice it rolled past the
 * file's last command, kept for the imported game, each player's for their next roll, as an undo
 * keeps them (docs/rules.md, "Undo"). Ending a game and importing an earlier export of it
 * re-rolled everything since (an adversarial test).
 */
final class WentOn {

    private final GameStore store;
    private final GameJson json;

    WentOn(GameStore store, GameJson json) {
        this.store = store;
        this.json = json;
    }

    /**
     * The dice to carry into a game imported from {@code history}: those of the oldest game of
     * this server that started as the file's did (its own imports start alike), holds every
     * event of the file's from its start on, and went further. None when no game did.
     */
    List<GameStore.UndoneCommand> rolled(String guildId, List<GameStore.HistoryCommand> history) {
        List<NewEvent> exported = history.stream().flatMap(command -> command.events().stream()).toList();
        int start = 0;
        while (start < exported.size() && !(json.event(exported.get(start).payload()) instanceof Event.GameStarted)) {
            start++;
        }
        if (start == exported.size()) {
            return List.of();
        }
        List<NewEvent> played = exported.subList(start, exported.size());
        NewEvent started = played.getFirst();
        for (long gameId : persist("find the game an export came from", () -> store.gamesStartedWith(guildId, started))) {
            List<StoredEvent> events = persist("read the game an export came from", () -> store.events(gameId));
            int from = startOf(events, started);
            boolean holdsTheFile = events.size() - from > played.size() && IntStream.range(0, played.size())
                    .allMatch(k -> events.get(from + k).payload().equals(played.get(k).payload()));
            if (holdsTheFile) {
                return rolledBy(events.subList(from + played.size(), events.size()));
            }
        }
        return List.of();
    }

    private static int startOf(List<StoredEvent> events, NewEvent started) {
        int at = 0;
        while (at < events.size() && !events.get(at).payload().equals(started.payload())) {
            at++;
        }
        return at;
    }

    /** The dice these events rolled, a row for each player their commands were given for, in the order rolled. */
    private List<GameStore.UndoneCommand> rolledBy(List<StoredEvent> events) {
        Map<String, List<Integer>> rolls = new LinkedHashMap<>();
        Map<String, List<String>> payloads = new LinkedHashMap<>();
        for (StoredEvent event : events) {
            String roller = event.onBehalfOf() != null ? event.onBehalfOf() : event.actor();
            List<Integer> rolled = RecordedRolls.of(List.of(json.event(event.payload())));
            if (!rolled.isEmpty()) {
                rolls.computeIfAbsent(roller, who -> new ArrayList<>()).addAll(rolled);
                payloads.computeIfAbsent(roller, who -> new ArrayList<>()).add(event.payload());
            }
        }
        List<GameStore.UndoneCommand> carried = new ArrayList<>();
        rolls.forEach((roller, dice) -> carried.add(new GameStore.UndoneCommand(roller, null,
                "[" + String.join(",", payloads.get(roller)) + "]", json.rollsText(dice), roller)));
        return carried;
    }
}
