package mfz.bot.game;

import static mfz.bot.game.Persist.persist;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.stream.Collectors;
import mfz.bot.core.PlayerError;
import mfz.bot.store.ExportedFrom;
import mfz.bot.store.GameStore;
import mfz.bot.store.NewEvent;
import mfz.bot.store.StoredEvent;
import mfz.rules.game.Event;

/**
 * How the game an imported file was exported from went on after it: the dice it rolled past the
 * file's last command, kept for the imported game, each for its roll, as an undo
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
     * The dice to carry into a game imported from {@code history}: those of the latest game, in
     * any server ({@link mfz.bot.store.ExportedFrom#games}), that started as the file's did (a
     * rematch of the same companies, or an import of the same file, starts alike), was played as
     * the file as far as either goes, and has dice to give. One that holds the whole file gives
     * each roll past the file's last command, then the dice its undos still keep; one taken back
     * short of the file's end, the dice its undos keep that the file doesn't hold (those of commands
     * taken back that the file doesn't have where they stood, and those that waited as it was
     * exported). Of one restored from a file without this bot's seal only what it rolled past that
     * file's events, an earlier game filling the decisions between. In the order they are to be
     * taken, each for its roll. None when no game has any. Refused while a game that started as the
     * file's and was played as it, as far as either goes, is still open: the two played on would
     * roll each decision twice.
     *
     * @param line the first game of the line a sealed file comes from (its {@code from}): the game
     *             that went on from the file is sought there and among games restored unsealed, never
     *             in a rematch opened here; any game of the line still
     *             open refuses the import; null for a file that names none (unsealed, or from before
     *             version 3), for which every game that started alike is looked at (a rematch of the
     *             same companies among them)
     */
    Carried rolled(List<GameStore.HistoryCommand> history, Long line) {
        List<NewEvent> exported = history.stream().flatMap(command -> command.events().stream()).toList();
        int start = 0;
        while (start < exported.size() && !(json.event(exported.get(start).payload()) instanceof Event.GameStarted)) {
            start++;
        }
        if (start == exported.size()) {
            return new Carried(List.of(), line);
        }
        List<NewEvent> played = exported.subList(start, exported.size());
        NewEvent started = played.getFirst();
        // A row a command (or a kept die), the last to be taken first: an earlier game's rolls, found
        // after a later game's, come before them in play.
        List<List<GameStore.KeptDie>> found = new ArrayList<>();
        // The game whose dice were carried first (the latest that had any), and from where (counted
        // from the start event) later games' dice cover the decisions: an earlier game fills a gap.
        List<StoredEvent> later = null;
        int laterFrom = 0;
        int limit = Integer.MAX_VALUE;
        Long foundLine = null;
        for (ExportedFrom.StartedAlike game : persist("find the game an export came from",
                () -> store.origins().gamesStartedWith(started)).reversed()) {
            // The file's line, and games restored from unsealed files, whose line is their file's word: through
            // such a copy of the file, its rolls were left behind (a review). Not a rematch opened here.
            boolean inLine = line != null && game.lineage() == line;
            if (line != null && !inLine && !game.restoredUnsealed()) {
                continue; // another line: a rematch that started alike, or a game this file never was
            }
            if (inLine && game.open()) {
                // A copy of the file's game still played: both played on would roll each decision twice, and
                // one played otherwise since can be taken back to the file again (reviews).
                throw new PlayerError(STILL_PLAYED);
            }
            long gameId = game.id();
            List<StoredEvent> events = persist("read the game an export came from", () -> store.events(gameId));
            int from = startOf(events, started);
            int common = Math.min(events.size() - from, played.size());
            int shared = 0;
            while (shared < common && events.get(from + shared).payload().equals(played.get(shared).payload())) {
                shared++;
            }
            // Holding the whole file; or taken back into it (short of its end, or played otherwise from there)
            // where it once held the file's command: the game that went on from the file (a review: taken back
            // and played otherwise, its dice were left behind). One that never held it is not, though it is a
            // prefix of the file (a rematch stopped early, or an import of an earlier file: reviews found their
            // dice carried and the true game's left behind).
            boolean wentOn = shared == played.size()
                    || heldTheFilesCommand(history, start, events, from, shared, gameId);
            if (game.open() && (wentOn || shared == common)) {
                // Both played on would roll each decision twice, to keep the better (an audit of imports).
                // Also one taken back short of the file's end, which would roll again given again (a
                // review), or played otherwise from there; not a rematch that started alike and went its own
                // way (a second review).
                // Which channel (or server) isn't said: the importer may not read it (a private channel's game).
                throw new PlayerError(STILL_PLAYED);
            }
            if (!wentOn || limit <= played.size()) {
                continue; // later games' dice are carried; this one is only looked at for being open
            }
            // A game restored from a file without the seal: its first events are that file's word.
            // Only what this bot rolled past them is carried (an adversarial test: a forged file's dice
            // reached the next sealed import); nothing of one restored before their count was kept.
            OptionalLong handWritten = game.handWritten();
            if (handWritten.isEmpty()) {
                continue;
            }
            long ownFromSeq = handWritten.getAsLong();
            // Taken back into its file's events (before that was refused), its undos kept that file's
            // dice, and a roll past them may have spent them: nothing of it is this bot's word (a review).
            if (ownFromSeq > 0 && persist("read the dice an export's game kept",
                    () -> store.origins().keptBefore(gameId, ownFromSeq))) {
                continue;
            }
            // Where this game's own dice begin, counted from the start event: past the file, past its own file.
            int own = (int) Math.max(played.size(), ownFromSeq - from);
            if (later == null) {
                // In the order to be taken: its rolls past the file (or past what it shares with it), in play,
                // then what its undos kept.
                int ownStart = shared == played.size() ? own : (int) Math.max(shared, ownFromSeq - from);
                List<GameStore.KeptDie> dice = new ArrayList<>();
                rolledBy(events.subList(Math.min(from + ownStart, events.size()), events.size())).forEach(dice::addAll);
                dice.addAll(persist("read the dice an export's game kept",
                        () -> store.origins().keptWaiting(gameId, ownFromSeq)));
                if (shared < played.size()) {
                    // Taken back into the file: every die its commands past what the two share showed is this
                    // game's still, waiting or taken by what it gave otherwise, and the file holds them: they go,
                    // or ending it and importing the file was a re-roll (an adversarial test), and carried too
                    // they came twice (a review). Dice are told apart by roll and value alone: equal ones are one.
                    for (GameStore.KeptDie held : KeptRolls.of(played.subList(shared, played.size()).stream()
                            .map(event -> json.event(event.payload())).toList())) {
                        dice.stream().filter(die -> die.roller().equals(held.roller()) && die.kind().equals(held.kind())
                                && die.die().equals(held.die())).findFirst().ifPresent(dice::remove);
                    }
                }
                if (dice.isEmpty()) {
                    continue; // an earlier game may have some
                }
                dice.reversed().forEach(die -> found.add(List.of(die)));
                // A file without a line carries on the line of the game whose dice it carries (a review: that
                // of the latest game that went on, which gave none, set the import in a rematch's line).
                foundLine = game.lineage();
                later = events;
                laterFrom = from;
                limit = own;
            } else if (own < limit) {
                // The later game's own dice begin past the file's end: between, its events were another
                // file's word there and this game's own rolls here, as far as it played them alike (a
                // review: a chain of unsealed copies rolled them afresh).
                int end = own;
                while (end < limit && from + end < events.size() && laterFrom + end < later.size()
                        && events.get(from + end).payload().equals(later.get(laterFrom + end).payload())) {
                    end++;
                }
                found.addAll(rolledBy(events.subList(from + own, from + end)).reversed());
                limit = own;
            }
        }
        return new Carried(found.reversed().stream().flatMap(List::stream).toList(), line != null ? line : foundLine);
    }

    /**
     * The dice an import carries, in the order they are to be taken, and the line it carries on: the
     * file's, or for a file without one the line of the game whose dice it carries (a review: a
     * sealed file from before lines began a line of its own, and a later file's import never looked
     * at it); null when it carries none, and the import begins its own.
     */
    record Carried(List<GameStore.KeptDie> dice, Long line) {
    }

    static final String STILL_PLAYED = "That game is still being played in another channel: an export is a copy, "
            + "not a move. To go on here, end it there first (`/game end`), then import it.";

    /**
     * Whether this game once held one of the file's commands from where the two part ({@code shared}
     * events on from the start) where the file has it, whole: an undo of it stands right before it.
     */
    private boolean heldTheFilesCommand(List<GameStore.HistoryCommand> history, int start, List<StoredEvent> events,
                                        int from, int shared, long gameId) {
        int first = 0;
        for (GameStore.HistoryCommand command : history) {
            int end = first + command.events().size();
            int before = first - start - 1; // the last event before the command, counted from the start event
            if (start + shared < end && before >= 0 && from + before < events.size()) {
                String whole = command.events().stream().map(NewEvent::payload)
                        .collect(Collectors.joining(",", "[", "]"));
                if (persist("read the game an export came from",
                        () -> store.origins().tookBack(gameId, events.get(from + before).seq(), whole))) {
                    return true;
                }
            }
            first = end;
        }
        return false;
    }

    private static int startOf(List<StoredEvent> events, NewEvent started) {
        int at = 0;
        while (at < events.size() && !events.get(at).payload().equals(started.payload())) {
            at++;
        }
        return at;
    }

    /** The dice these events' commands rolled, a row a command, each die for its roll, in order. */
    private List<List<GameStore.KeptDie>> rolledBy(List<StoredEvent> events) {
        Map<Long, List<StoredEvent>> commands = new LinkedHashMap<>();
        events.forEach(event -> commands.computeIfAbsent(event.commandSeq(), seq -> new ArrayList<>()).add(event));
        List<List<GameStore.KeptDie>> rolled = new ArrayList<>();
        for (List<StoredEvent> command : commands.values()) {
            List<GameStore.KeptDie> dice = KeptRolls.of(command.stream().map(event -> json.event(event.payload()))
                    .toList());
            if (!dice.isEmpty()) {
                rolled.add(dice);
            }
        }
        return rolled;
    }
}
