package mfz.bot.game;

import static mfz.bot.game.ImportChecks.actedFor;
import static mfz.bot.game.ImportChecks.checkPlayable;
import static mfz.bot.game.ImportChecks.clip;
import static mfz.bot.game.ImportChecks.plays;
import static mfz.bot.game.ImportChecks.unreadable;
import static mfz.bot.game.ImportChecks.withNamesAsShown;
import static mfz.bot.game.Persist.persist;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import mfz.bot.core.PlayerError;
import mfz.bot.store.GameRecord;
import mfz.bot.store.GameStatus;
import mfz.bot.store.GameStore;
import mfz.bot.store.NewEvent;
import mfz.bot.store.StoredEvent;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.ImportReplay;
import mfz.rules.game.Phase;
import mfz.rules.seat.Seat;

/**
 * A game out of a channel and into another: the export document, command by command, and its
 * import, checked event by event before anything is stored.
 */
public final class GameTransfer {

    private final ResidentGames residents;
    private final GameStore store;
    private final GameJson json;
    private final Clock clock;

    private final WatchedInOrder watcher;

    GameTransfer(ResidentGames residents, GameStore store, GameJson json, Clock clock, WatchedInOrder watcher) {
        this.watcher = watcher;
        this.residents = residents;
        this.store = store;
        this.json = json;
        this.clock = clock;
    }

    /**
     * The channel's open (or last finished) game as an export document, command by command, as
     * anyone may read it: refused before the start, and after it with the lobby's drafts taken
     * out ({@link RevealedHistory}), the same for whoever asks.
     *
     * @throws PlayerError when the game hasn't started: its companies are still secret
     */
    public GameExport export(String channelId) {
        long gameId = residents.openOrLastFinished(channelId).orElseThrow(() -> new PlayerError(GameService.NO_GAME))
                .record().id();
        List<RevealedHistory.Step<StoredEvent>> history = steps(residents.log(gameId));
        boolean ended = residents.open(channelId).isEmpty();
        List<GameExport.ExportedCommand> commands = RevealedHistory.of(history, ended).stream()
                .map(step -> new GameExport.ExportedCommand(step.source().actor(), step.source().onBehalfOf(),
                        step.events().stream().map(e -> (JsonNode) json.mapper().valueToTree(e)).toList()))
                .toList();
        Long line = persist("read the line of a game", () -> store.origins().lineage(gameId)).orElse(gameId);
        GameExport unsealed = new GameExport(GameExport.FORMAT, GameExport.VERSION, line, commands, null);
        // A game restored from an unsealed file holds that file's dice: sealing it would vouch for them.
        if (persist("read how a game was restored", () -> store.origins().restoredUnsealed(gameId))) {
            return unsealed;
        }
        return new GameExport(unsealed.format(), unsealed.version(), line, commands,
                ExportSeal.of(key(), contents(unsealed)));
    }

    private byte[] key() {
        return persist("keep the export key", () -> store.exportKey(clock.instant()));
    }

    /** What a seal is of: the export without its seal, as compact JSON. */
    private String contents(GameExport export) {
        try {
            return json.mapper().writeValueAsString(export.unsealed());
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("could not write an export: " + e.getOriginalMessage(), e);
        }
    }

    /**
     * One command of a finished game as anyone may read it, for its report: who gave it (and the
     * host acting for them, or null), when it was stored, and its events.
     */
    public record ReadCommand(String actor, String onBehalfOf, Instant at, List<Event> events) {
    }

    /** Said when a report is asked for a game still being played: the story isn't over. */
    public static final String NOT_OVER = "The report comes after the end: this game is still being played. "
            + "`/game log` tells the latest actions.";

    /**
     * The channel's last finished game, command by command as anyone may read it (the lobby's
     * drafts taken out, {@link RevealedHistory}): refused while a game is open in the channel,
     * whose story isn't over and whose players may still have secrets that matter.
     *
     * @throws PlayerError while the channel's game is being played, or when it has none
     */
    public List<ReadCommand> finished(String channelId) {
        if (residents.open(channelId).isPresent()) {
            // A rematch's lobby open here: the game finished before it is named, whose report is still to be had
            // (a report audit: plain /game report only said this one wasn't over).
            Optional<Long> last = persist("find a finished game", () -> store.loadLastFinished(channelId))
                    .map(stored -> stored.game().id());
            throw new PlayerError(NOT_OVER + last.map(id -> " The last one played to its end here: `/game report game:"
                    + id + "`.").orElse(""));
        }
        return readable(residents.log(channelId), true);
    }

    /**
     * One finished game of this channel by its id, as {@link #finished(String)} reads it: the
     * one a result card's report button was posted for, though the channel played or opened
     * another since (a report audit: the button gave the newest game's report, or refused).
     *
     * @throws PlayerError when the channel finished no such game
     */
    public List<ReadCommand> finished(String channelId, long gameId) {
        if (!persist("find a finished game", () -> store.finishedIn(channelId, gameId))) {
            // While a game is open here, /game report without a game refuses: it can't be the way on.
            throw new PlayerError("That report's game is not one this channel played to its end: " + (residents
                    .open(channelId).isPresent() ? "each finished game's result has a **📜 Report** button for its own."
                    : "`/game report` gives the last one's."));
        }
        return readable(residents.log(gameId), true);
    }

    /**
     * A finished game by its id (a campaign's battle), as {@link #finished(String)} reads it, or
     * empty when that game never reached doomsday (abandoned, or still played).
     */
    public Optional<List<ReadCommand>> finishedGame(long gameId) {
        List<GameService.LoggedEvent> log = residents.log(gameId);
        if (log.stream().noneMatch(e -> e.event() instanceof Event.GameEnded)) {
            return Optional.empty();
        }
        return Optional.of(readable(log, true));
    }

    /**
     * The undos of the game {@link #finished(String)} reads, oldest first: its report says where
     * each came (one made in the lobby, of a draft, the report leaves out with the lobby).
     */
    public List<GameService.LoggedUndo> undosOfFinished(String channelId) {
        if (residents.open(channelId).isPresent()) {
            throw new PlayerError(NOT_OVER);
        }
        return residents.undos(channelId);
    }

    /** The undos of a finished game by its id ({@link #finished(String, long)}, {@link #finishedGame}), oldest first. */
    public List<GameService.LoggedUndo> undosOf(long gameId) {
        return residents.undos(gameId);
    }

    /** The stored log as commands: the events each command stored, with the first one's record of who gave it. */
    private static List<RevealedHistory.Step<StoredEvent>> steps(List<GameService.LoggedEvent> log) {
        Map<Long, List<GameService.LoggedEvent>> byCommand = new LinkedHashMap<>();
        for (GameService.LoggedEvent logged : log) {
            byCommand.computeIfAbsent(logged.stored().commandSeq(), k -> new ArrayList<>()).add(logged);
        }
        return byCommand.values().stream()
                .map(events -> new RevealedHistory.Step<>(events.getFirst().stored(),
                        events.stream().map(GameService.LoggedEvent::event).toList()))
                .toList();
    }

    private static List<ReadCommand> readable(List<GameService.LoggedEvent> log, boolean ended) {
        return RevealedHistory.of(steps(log), ended).stream()
                .map(step -> new ReadCommand(step.source().actor(), step.source().onBehalfOf(),
                        step.source().createdAt(), step.events()))
                .toList();
    }

    /**
     * Restores an exported game into a channel without an open game. Every event must be one
     * this bot knows, and every command must be a legal step when decided again in order with
     * its recorded dice ({@link ImportReplay}): the first that isn't is named; the game must
     * not be over. Events can
     * fit together and still leave out a part of the game (a damaged or edited file), and such
     * a game would fail every command after it was stored: so the restored game is first tried
     * the way the front end will use it ({@code tryOut}: show its table, its controls).
     *
     * @param importer the user importing: must be one of the game's players, or manage the channel;
     *                 every other user the file names must take their seat before the game goes on
     * @throws PlayerError naming the first problem; nothing is stored
     */
    public Imported importGame(String guildId, String channelId, GameExport export, String importer,
                           boolean managesChannel, Consumer<Game> tryOut) {
        if (residents.open(channelId).isPresent()) {
            throw new PlayerError("This channel already has a game: import into a channel without one.");
        }
        if (!GameExport.FORMAT.equals(export.format())) {
            throw new PlayerError("That file is not an MFZ:RA game export.");
        }
        GameExport.versionProblem(export.version()).ifPresent(problem -> {
            throw new PlayerError(problem);
        });
        if (export.commands().isEmpty() || export.commands().getFirst().events().isEmpty()) {
            throw new PlayerError("That export holds no game.");
        }
        Game game = Game.EMPTY;
        List<GameStore.HistoryCommand> history = new ArrayList<>();
        int n = 0;
        for (GameExport.ExportedCommand command : export.commands()) {
            if (command == null || command.actor() == null || command.actor().isBlank() || command.events().isEmpty()) {
                throw new PlayerError("Command #" + (history.size() + 1) + " of that export names no player or "
                        + "holds no event.");
            }
            int step = history.size() + 1;
            ImportedNames.problem("The player", command.actor())
                    .or(() -> command.onBehalfOf() == null ? Optional.empty()
                            : ImportedNames.problem("The host acting for them", command.onBehalfOf()))
                    .ifPresent(problem -> {
                        throw new PlayerError("Command #" + step + " of that export: " + problem);
                    });
            List<Event> read = new ArrayList<>();
            for (JsonNode node : command.events()) {
                n++;
                if (node == null || !node.isObject()) {
                    throw new PlayerError("Event #" + n + " of that export can't be read: it is not an event (an "
                            + "object with a `type`).");
                }
                Event event;
                try {
                    event = json.mapper().treeToValue(node, Event.class);
                } catch (JsonProcessingException | IllegalArgumentException e) {
                    throw new PlayerError("Event #" + n + " of that export can't be read: " + unreadable(node, e));
                }
                event = withNamesAsShown(event);
                if (n == 1 && !(event instanceof Event.GameCreated)) {
                    throw new PlayerError("That export does not start by opening a game.");
                }
                if (n > 1 && event instanceof Event.GameCreated) {
                    throw new PlayerError("Event #" + n + " of that export opens a second game.");
                }
                read.add(event);
            }
            ImportReplay.Replayed replayed;
            try {
                replayed = ImportReplay.replay(game, command.actor(), read);
            } catch (RuntimeException e) {
                replayed = new ImportReplay.Replayed(Optional.of("its events can't follow the ones before it."),
                        List.of());
            }
            if (replayed.problem().isPresent()) {
                throw new PlayerError("Command #" + step + " of that export (" + clip(command.actor()) + ", events #"
                        + (n - read.size() + 1) + "–" + n + ") is not a legal step: " + replayed.problem().get());
            }
            // What is kept is what the rules gave, not the file's copy of it (equal, but the rules' own).
            List<NewEvent> events = replayed.decided().stream().map(json::toStored).toList();
            Game before = game;
            try {
                game = game.applyAll(replayed.decided());
            } catch (RuntimeException e) {
                throw new PlayerError("Command #" + step + " of that export can't follow the ones before it.");
            }
            // The rules decided what was done; the file's word for who did it must be a seat of the game.
            if (!plays(before, command.actor()) && !plays(game, command.actor())) {
                throw new PlayerError("Command #" + step + " of that export is given by " + clip(command.actor())
                        + ", who is neither a player of that game nor its host.");
            }
            history.add(new GameStore.HistoryCommand(command.actor(), actedFor(step, command, replayed, game),
                    events));
        }
        Game restored = game;
        checkPlayable(restored, tryOut);
        if (restored.phase() == Phase.LOBBY || restored.phase() == Phase.NONE) {
            // No export holds a lobby (its companies are secret until the start): such a file is
            // made by hand, and would seat players under companies someone else wrote (a trust audit).
            throw new PlayerError("That export stops before its game started. A game is exported once `/game start` "
                    + "has revealed its companies, so this file wasn't written by a bot: open a new game with "
                    + "`/game new` instead.");
        }
        if (restored.phase() == Phase.ENDED) {
            throw new PlayerError("That game is over: its export is an archive to keep, and only a game still being "
                    + "played can be imported.");
        }
        if (restored.player(importer).isEmpty() && !managesChannel) {
            throw new PlayerError("Only one of that game's players (or someone who manages this channel) can "
                    + "import it.");
        }
        boolean sealed = ExportSeal.holds(key(), contents(export), export.seal());
        if (!sealed && restored.players().stream().anyMatch(p -> Seat.isSeat(p.id()))) {
            // Each person named takes their seat, agreeing to the file's word; a bot's seat can't, and a host
            // alone against it gave it any company and dice they liked (an adversarial audit).
            throw new PlayerError("That file isn't sealed by this bot, and it holds a bot seat: the seat's company "
                    + "and dice would be the file's word, with nobody to agree to them for it. A game with a bot seat "
                    + "comes back only from a file this bot exported, unchanged; one from before exports were sealed, "
                    + "from another copy of the bot, or from a game itself restored from such a file can't bring it "
                    + "back: open a new game (`/game new`, then `/game seat`).");
        }
        Set<String> seats = SeatsToTake.of(restored, importer);
        // The file's line, under the seal: the game that went on from it is sought there (WentOn). A line this
        // store doesn't hold (another store's file, say) is kept as named: no game is in it, so none is carried,
        // and the import's own exports name it too. An unsealed file's word names none.
        Long line = sealed && export.from() != null
                ? persist("read the line of a game", () -> store.origins().lineage(export.from()))
                        .orElse(export.from()) : null;
        // The import carries on the file's line, or the line of the game whose dice it carries (an unsealed copy
        // too: its file's word names none, but the dice it carries are that line's, and a copy ended at once
        // set the next import in a line of its own, a review).
        WentOn.Carried carried = new WentOn(store, json).rolled(history, line);
        Long lineage = carried.line();
        GameRecord record = persist("import a game", () -> store.createFromHistory(guildId, channelId,
                restored.host(), history, GameStatus.of(restored.phase()), seats, !sealed, carried.dice(), lineage,
                clock.instant()));
        residents.keep(channelId, record, restored);
        if (seats.isEmpty()) {
            // Told like a game opened here: whom it waits on, its reminders and heads-ups, from now.
            // A game with seats to take is told once they are (SeatsToTake.take).
            watcher.stored(record, restored, importer);
        }
        return new Imported(restored, record.seatsToTake(), sealed);
    }

    /**
     * An imported game, the users who must take their seat before it goes on ({@link SeatsToTake}),
     * and whether the file bore this bot's seal ({@link ExportSeal}): if not, its dice and who did
     * what are the file's word, and the channel is told.
     */
    public record Imported(Game game, Set<String> seatsToTake, boolean sealed) {
        public Imported {
            seatsToTake = Set.copyOf(seatsToTake);
        }
    }
}
