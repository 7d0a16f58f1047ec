package mfz.bot.game;

import static mfz.bot.game.Persist.persist;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import mfz.bot.core.PlayerError;
import mfz.bot.store.GameRecord;
import mfz.bot.store.GameStatus;
import mfz.bot.store.GameStore;
import mfz.bot.store.StoredEvent;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.RecordedRolls;
import mfz.rules.seat.Seat;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Taking back a channel's last command: its events go, the game is rebuilt from the rest, and
 * its dice are kept, each for its player's next roll of its kind (undo is not a re-roll).
 * The store deletes only if the command is still the game's last, so a command stored meanwhile
 * (another process) refuses it.
 */
final class Undo {

    private static final Logger log = LoggerFactory.getLogger(Undo.class);

    /** Another command was stored between reading the game and taking its last command back. */
    static final String UNDO_RACED = "Another command or undo was stored just as you undid, so nothing was taken back: "
            + "look at the table, then undo again if you still want to.";

    /** Undo stops at the start: the companies are revealed then, and nobody redesigns after seeing the others. */
    static final String FILES_OWN = "That action came with the file this game was restored from, which this bot "
            + "didn't seal: its dice are the file's word, so it can't be taken back here. `/game end` closes the game.";

    static final String START_STAYS = "The start can't be undone: the companies are revealed, and nobody changes "
            + "a company after seeing the others. `/game end` closes the game.";

    private final GameStore store;
    private final ResidentGames residents;
    private final GameJson json;
    private final Clock clock;
    private final GameWatcher watcher;

    Undo(GameStore store, ResidentGames residents, GameJson json, Clock clock, GameWatcher watcher) {
        this.store = store;
        this.residents = residents;
        this.json = json;
        this.clock = clock;
        this.watcher = watcher;
    }

    static final String SECRET_EDIT_STAYS = "The last action is another player's edit of their company, which is "
            + "secret until the start: only they change it (`/company remove`), so nothing was taken back.";

    static final String OWN_CHOICE_STAYS = "The last action is another player's own choice before the start "
            + "(leaving the game, or declaring their company ready): it is theirs to make, so nothing was taken back.";

    /** @see GameService#undo(String, String, String) */
    public Applied undo(String channelId, String callerId, String interactionId) {
        ResidentGames.Resident current = residents.openToDecide(channelId).orElseThrow(() -> new PlayerError(
                "There is no game in this channel to undo anything in."));
        List<StoredEvent> events = persist("read a game's events", () -> store.events(current.record().id()));
        long lastCommand = events.isEmpty() ? 0 : events.getLast().commandSeq();
        if (lastCommand <= 1) {
            throw new PlayerError("There is nothing to undo: only the game's opening is left. "
                    + "`/game end` closes the game.");
        }
        Game after = Game.EMPTY;
        List<Event> undone = new ArrayList<>();
        List<StoredEvent> undoneStored = new ArrayList<>();
        for (StoredEvent event : events) {
            Event parsed = json.event(event.payload());
            if (event.commandSeq() == lastCommand) {
                undone.add(parsed);
                undoneStored.add(event);
            } else {
                after = after.apply(parsed);
            }
        }
        if (undone.stream().anyMatch(Event.GameStarted.class::isInstance)) {
            throw new PlayerError(START_STAYS);
        }
        // A file without the seal wrote these: its dice are its word. Taken back and given again, they
        // came back as kept dice, and its copy then gave an import of the sealed file nothing: a
        // re-roll (a review).
        long handWritten = persist("read how a game was restored",
                () -> store.origins().handWrittenEvents(current.record().id()));
        if (undoneStored.getFirst().seq() <= handWritten) {
            throw new PlayerError(FILES_OWN);
        }
        StoredEvent first = undoneStored.getFirst();
        // A company edit before the start (it can only be its own player's): the host taking it
        // back would change a company they may not see, unknown to its player.
        if (callerId != null && undone.stream().allMatch(Event.CompanyChanged.class::isInstance)
                && !first.actor().equals(callerId)) {
            throw new PlayerError(SECRET_EDIT_STAYS);
        }
        // Nor another player's leaving or readiness: taking back a leave put back a player who had
        // left, and the start then revealed her company (an adversarial play). A seat's are the host's,
        // and so is one the host gave for an absent player (`as:`): it was refused, undoable by nobody.
        boolean callersOwn = first.actor().equals(callerId) || first.onBehalfOf() != null
                && first.onBehalfOf().equals(callerId);
        if (callerId != null && !callersOwn && !Seat.isSeat(first.actor())
                && undone.stream().anyMatch(e -> e instanceof Event.PlayerLeft || e instanceof Event.CompanyReady)) {
            throw new PlayerError(OWN_CHOICE_STAYS);
        }
        Game rebuilt = after;
        List<Integer> rolls = RecordedRolls.of(undone);
        // Each die waits for the roll it came from (whose, and which kind): a pool's for its frame's owner,
        // damage for the attacker (rolled by the defender's command when the target acted first), the table's
        // d20s and tie orders for the table's next (a play re-rolled the d20s by swapping who agreed last).
        GameStore.UndoneCommand kept = new GameStore.UndoneCommand(first.actor(), first.interactionId(),
                undoneStored.stream().map(StoredEvent::payload).collect(Collectors.joining(",", "[", "]")),
                KeptRolls.of(undone));
        GameRecord record;
        try {
            long lastSeq = events.getLast().seq();
            record = persist("undo a command", () -> store.undoLastCommand(current.record(), lastSeq, lastCommand,
                    GameStatus.of(rebuilt.phase()), kept, interactionId, callerId, clock.instant()));
        } catch (Persist.StaleGame changed) {
            residents.evictAfterFailure(channelId, current);
            throw new PlayerError(UNDO_RACED);
        } catch (RuntimeException failed) {
            residents.evictAfterFailure(channelId, current);
            throw failed;
        }
        residents.keep(channelId, record, rebuilt);
        watcher.stored(record, rebuilt, null);
        // Who undid is logged beside whose command it was: a channel manager's undo left no trace but its message (a trust audit).
        log.info("Game {} in channel {}: {} undid command #{} by {} ({}), dice {} kept for their player's next "
                + "roll of their kind",
                record.id(), channelId, callerId == null ? "the console" : callerId, lastCommand, first.actor(),
                undone.stream().map(e -> e.getClass().getSimpleName()).collect(Collectors.joining(", ")), rolls);
        return new Applied(current.game(), rebuilt, undone, record);
    }
}
