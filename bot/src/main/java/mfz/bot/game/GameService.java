package mfz.bot.game;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;
import mfz.bot.core.PlayerError;
import mfz.bot.store.CampaignAppend;
import mfz.bot.store.GameRecord;
import mfz.bot.store.GameStore;
import mfz.bot.store.LoadedGame;
import mfz.bot.store.NewEvent;
import mfz.bot.store.StoreException;
import mfz.bot.store.StoredEvent;
import mfz.rules.dice.Dice;
import mfz.rules.game.Command;
import mfz.rules.game.Decision;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.game.RuleViolation;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs rules commands against the games of channels: loads the channel's game, asks the
 * rules to decide, stores the events, and only then applies them. A refused command stores
 * nothing and changes nothing. Callers hand it one channel's commands one at a time (the
 * front ends' channel queues do); different channels may call it at once.
 */
public final class GameService {

    private static final Logger log = LoggerFactory.getLogger(GameService.class);

    /**
     * A snapshot is kept every this many events, so loading a long game replays only a few. At
     * 100, a load just before the next snapshot replayed ~99 events and took 4.2× as long as
     * loading a 20-event game (the long-game benchmark); at 40 it stays under 3×, and since the
     * snapshot is written in the command's own transaction it costs no extra commit.
     */
    public static final int SNAPSHOT_EVERY = 40;

    private final GameStore store;
    private final Dice dice;
    private final Clock clock;
    private final GameJson json = new GameJson();
    private final Map<String, Loaded> resident = new ConcurrentHashMap<>();

    /** A channel's game in memory, with its row (for the next append). */
    private record Loaded(GameRecord record, Game game) {
    }

    /**
     * Open games with a stored event this version can't read, by channel: every command is
     * refused with {@link Unreadable#message()}, except the host's {@code /game end}, which
     * abandons the game (it stays stored, for a version that can read it).
     */
    private final Map<String, Unreadable> unreadable = new ConcurrentHashMap<>();

    /** An open game whose event {@code seq} can't be read; {@code readable} is its game up to that event. */
    private record Unreadable(GameRecord record, Game readable, long seq, String type) {
        String message() {
            return "This channel's game can't be loaded: its stored event #" + seq + " (`" + clip(type) + "`) is one "
                    + "this version of the bot can't read. The host can end it with `/game end confirm:true` (it "
                    + "stays stored) and open a new one, or the bot's owner can run the version that stored it.";
        }
    }

    /** Thrown by {@link #rebuild} at the first stored event that can't be read or applied. */
    private static final class UnreadableEvent extends RuntimeException {
        private final Game readable;
        private final StoredEvent event;

        UnreadableEvent(Game readable, StoredEvent event, RuntimeException cause) {
            super(cause.getMessage(), cause);
            this.readable = readable;
            this.event = event;
        }
    }

    public GameService(GameStore store, Dice dice, Clock clock) {
        this.store = store;
        this.dice = dice;
        this.clock = clock;
    }

    /**
     * The channel's open game or, when it has none, the last game it played to doomsday:
     * for what only reads a game (its table, log and export), which stay available after the end.
     */
    public Optional<Game> gameOrLastFinished(String channelId) {
        return readable(channelId).map(Loaded::game);
    }

    private Optional<Loaded> readable(String channelId) {
        Optional<Loaded> open = loaded(channelId);
        if (open.isPresent()) {
            return open;
        }
        return persist("load a finished game", () -> store.loadLastFinished(channelId))
                .map(stored -> {
                    try {
                        return new Loaded(stored.game(), rebuild(stored));
                    } catch (UnreadableEvent e) {
                        Unreadable damaged = logUnreadable(stored.game(), e);
                        throw new PlayerError("This channel's last game can't be read: its stored event #"
                                + damaged.seq() + " (`" + clip(damaged.type()) + "`) is one this version of the "
                                + "bot can't read.");
                    }
                });
    }

    /** The refusal for a command that needs a game in a channel that has none. */
    public static final String NO_GAME = "There is no game in this channel. Open one with `/game new size:skirmish`.";

    /** The channel's open game, or the refusal {@link #NO_GAME}. */
    public Game require(String channelId) {
        return game(channelId).orElseThrow(() -> new PlayerError(NO_GAME));
    }

    /** The channel's open game or its last finished one (see {@link #gameOrLastFinished}), or {@link #NO_GAME}. */
    public Game requireOrLastFinished(String channelId) {
        return gameOrLastFinished(channelId).orElseThrow(() -> new PlayerError(NO_GAME));
    }

    /** The channel's open game, if it has one. */
    public Optional<Game> game(String channelId) {
        return loaded(channelId).map(Loaded::game);
    }

    /**
     * The version of the channel's open game: a stored counter that every accepted command and
     * every undo moves forward, so a button made for an earlier state is recognised as out of
     * date, even when an undo brings the event count back down.
     */
    public OptionalLong version(String channelId) {
        // A game with an unreadable event has a version too: the router checks it before every
        // command, and the host's `/game end` must get through to end it.
        return loadedOrUnreadable(channelId).map(l -> OptionalLong.of(l.record().version())).orElse(OptionalLong.empty());
    }

    /** The stored row of the channel's open game (host, campaign, status). */
    public Optional<GameRecord> record(String channelId) {
        return loaded(channelId).map(Loaded::record);
    }

    /**
     * Opens a game in the channel with the command that creates it.
     *
     * @throws PlayerError when the channel already has a game, or the rules refuse
     */
    public Applied open(String guildId, String channelId, Command create, String interactionId) {
        return open(guildId, channelId, List.of(create), interactionId);
    }

    /**
     * Opens a game with the creating command followed by others (its first options), all or
     * nothing: if any is refused, no game is opened.
     */
    public Applied open(String guildId, String channelId, List<Command> commands, String interactionId) {
        return open(guildId, channelId, commands, interactionId, null);
    }

    /**
     * Opens a game as above, as a campaign's next battle: {@code battle} (null: none) is the
     * campaign's events opening it, stored with the game in one transaction.
     *
     * @throws PlayerError also when the campaign changed meanwhile (nothing is stored)
     */
    public Applied open(String guildId, String channelId, List<Command> commands, String interactionId,
                        CampaignAppend battle) {
        if (loaded(channelId).isPresent()) {
            throw new PlayerError("This channel already has a game. Finish it (or `/game end` as its host) first, "
                    + "or open one in another channel.");
        }
        Decided decided = decide(Game.EMPTY, commands, interactionId);
        String host = commands.getFirst().actor();
        GameRecord record = persist("open a game", () -> store.create(guildId, channelId, host, battle,
                stored(decided.events()), interactionId, clock.instant()));
        resident.put(channelId, new Loaded(record, decided.after()));
        return new Applied(Game.EMPTY, decided.after(), decided.events());
    }

    /**
     * Decides a command in the channel's game; stores and applies what it causes.
     *
     * @param onBehalfOf when the host acts for an absent player: the host's id (logged), else null
     * @throws PlayerError when there is no game here or the rules refuse (nothing changes)
     */
    public Applied execute(String channelId, Command command, String onBehalfOf, String interactionId) {
        return execute(channelId, List.of(command), onBehalfOf, interactionId);
    }

    /**
     * Decides several commands of one request in order, each on the game the previous ones
     * made, and stores them as one: all are accepted, or nothing changes. Undo takes them
     * back together.
     */
    public Applied execute(String channelId, List<Command> commands, String onBehalfOf, String interactionId) {
        return execute(channelId, commands, onBehalfOf, interactionId, BattleEnd.NONE);
    }

    /**
     * As above; when the commands bring a campaign battle to doomsday, {@code ending} gives the
     * campaign's events, stored in the same transaction.
     *
     * @throws PlayerError also when the campaign changed meanwhile (nothing is stored)
     */
    public Applied execute(String channelId, List<Command> commands, String onBehalfOf, String interactionId,
                           BattleEnd ending) {
        Loaded current = loaded(channelId).orElseThrow(() -> new PlayerError(NO_GAME));
        Decided decided = decide(current.game(), commands, interactionId);
        List<Event> events = decided.events();
        Game after = decided.after();
        String actor = commands.getFirst().actor();
        String snapshot = snapshotDue(current.record().lastSeq(), events.size(), after);
        Applied applied = new Applied(current.game(), after, events);
        CampaignAppend battle = current.record().campaignId() != null && applied.reachedDoomsday()
                ? ending.of(current.record(), after) : null;
        GameRecord record = persist("store a command", () -> store.append(current.record(),
                current.record().lastSeq(), stored(events), actor, onBehalfOf, interactionId,
                status(after), clock.instant(), snapshot, battle));
        if (record.open()) {
            resident.put(channelId, new Loaded(record, after));
        } else {
            resident.remove(channelId);
        }
        return applied;
    }

    /**
     * Takes back the last accepted command of the channel's game, whole, and rebuilds the game
     * from what remains. Who may undo is the caller's business (the host).
     *
     * @return the game after the undo, and the game before it
     * @throws PlayerError when only the game's opening is left
     */
    public Applied undo(String channelId) {
        Loaded current = loaded(channelId).orElseThrow(() -> new PlayerError(
                "There is no game in this channel to undo anything in."));
        List<StoredEvent> events = persist("read a game's events", () -> store.events(current.record().id()));
        long lastCommand = events.isEmpty() ? 0 : events.getLast().commandSeq();
        if (lastCommand <= 1) {
            throw new PlayerError("There is nothing to undo: only the game's opening is left. "
                    + "`/game end` closes the game.");
        }
        Game after = Game.EMPTY;
        List<Event> undone = new java.util.ArrayList<>();
        for (StoredEvent event : events) {
            Event parsed = json.event(event.payload());
            if (event.commandSeq() == lastCommand) {
                undone.add(parsed);
            } else {
                after = after.apply(parsed);
            }
        }
        Game rebuilt = after;
        GameRecord record = persist("undo a command", () -> store.undoLastCommand(current.record(), status(rebuilt)));
        resident.put(channelId, new Loaded(record, rebuilt));
        return new Applied(current.game(), rebuilt, undone);
    }

    /** Abandons the channel's open game; it stays stored, and the channel is free again. */
    public Game abandon(String channelId) {
        return abandon(channelId, BattleEnd.NONE);
    }

    /**
     * As above; a campaign battle is recorded as abandoned in its campaign ({@code ending}'s
     * events) in the same transaction.
     */
    public Game abandon(String channelId, BattleEnd ending) {
        Loaded current = loadedOrUnreadable(channelId).orElseThrow(() -> new PlayerError(
                "There is no game in this channel to end."));
        CampaignAppend battle = current.record().campaignId() == null ? null
                : ending.of(current.record(), current.game());
        persist("abandon a game", () -> {
            store.abandon(current.record(), clock.instant(), battle);
            return null;
        });
        resident.remove(channelId);
        unreadable.remove(channelId);
        return current.game();
    }

    /** The stored log of the channel's open (or last finished) game, oldest first, with each event read back. */
    public List<LoggedEvent> log(String channelId) {
        Loaded current = readable(channelId).orElseThrow(() -> new PlayerError(NO_GAME));
        return persist("read a game's events", () -> store.events(current.record().id())).stream()
                .map(e -> new LoggedEvent(e, json.event(e.payload()))).toList();
    }

    /** The channel's open game as an export document, command by command. */
    public GameExport export(String channelId) {
        Map<Long, List<LoggedEvent>> byCommand = new java.util.LinkedHashMap<>();
        for (LoggedEvent logged : log(channelId)) {
            byCommand.computeIfAbsent(logged.stored().commandSeq(), k -> new java.util.ArrayList<>()).add(logged);
        }
        List<GameExport.ExportedCommand> commands = byCommand.values().stream()
                .map(events -> new GameExport.ExportedCommand(events.getFirst().stored().actor(),
                        events.getFirst().stored().onBehalfOf(),
                        events.stream().map(e -> (com.fasterxml.jackson.databind.JsonNode)
                                json.mapper().valueToTree(e.event())).toList()))
                .toList();
        return new GameExport(GameExport.FORMAT, GameExport.VERSION, commands);
    }

    /**
     * Restores an exported game into a channel without an open game. Every event must be one
     * this bot knows and must follow the ones before it; the game must not be over.
     *
     * @param importer the user importing: must be one of the game's players, or manage the channel
     * @throws PlayerError naming the first problem; nothing is stored
     */
    public Game importGame(String guildId, String channelId, GameExport export, String importer,
                           boolean managesChannel) {
        return importGame(guildId, channelId, export, importer, managesChannel, game -> { });
    }

    /**
     * As {@link #importGame(String, String, GameExport, String, boolean)}, first trying the
     * restored game the way the front end will use it ({@code tryOut}: show its table, its
     * controls): events can fit together and still leave out a part of the game (a damaged or
     * edited file), and such a game would fail every command after it was stored.
     */
    public Game importGame(String guildId, String channelId, GameExport export, String importer,
                           boolean managesChannel, java.util.function.Consumer<Game> tryOut) {
        if (loaded(channelId).isPresent()) {
            throw new PlayerError("This channel already has a game: import into a channel without one.");
        }
        if (!GameExport.FORMAT.equals(export.format())) {
            throw new PlayerError("That file is not an MFZ:RA game export.");
        }
        if (export.version() != GameExport.VERSION) {
            throw new PlayerError("That export is format version " + export.version() + "; this bot reads version "
                    + GameExport.VERSION + ".");
        }
        if (export.commands().isEmpty() || export.commands().getFirst().events().isEmpty()) {
            throw new PlayerError("That export holds no game.");
        }
        Game game = Game.EMPTY;
        List<GameStore.HistoryCommand> history = new java.util.ArrayList<>();
        int n = 0;
        for (GameExport.ExportedCommand command : export.commands()) {
            if (command.actor() == null || command.actor().isBlank() || command.events().isEmpty()) {
                throw new PlayerError("Command #" + (history.size() + 1) + " of that export names no player or "
                        + "holds no event.");
            }
            List<NewEvent> events = new java.util.ArrayList<>();
            for (com.fasterxml.jackson.databind.JsonNode node : command.events()) {
                n++;
                Event event;
                try {
                    event = json.mapper().treeToValue(node, Event.class);
                } catch (JsonProcessingException | IllegalArgumentException e) {
                    throw new PlayerError("Event #" + n + " of that export can't be read: " + unreadable(node, e));
                }
                if (n == 1 && !(event instanceof Event.GameCreated)) {
                    throw new PlayerError("That export does not start by opening a game.");
                }
                if (n > 1 && event instanceof Event.GameCreated) {
                    throw new PlayerError("Event #" + n + " of that export opens a second game.");
                }
                try {
                    game = game.apply(event);
                } catch (RuntimeException e) {
                    throw new PlayerError("Event #" + n + " of that export can't follow the ones before it.");
                }
                events.add(json.toStored(event));
            }
            history.add(new GameStore.HistoryCommand(command.actor(), command.onBehalfOf(), events));
        }
        Game restored = game;
        checkPlayable(restored, tryOut);
        if (restored.phase() == Phase.ENDED) {
            throw new PlayerError("That game is over: there is nothing to continue.");
        }
        if (restored.player(importer).isEmpty() && !managesChannel) {
            throw new PlayerError("Only one of that game's players (or someone who manages this channel) can "
                    + "import it.");
        }
        GameRecord record = persist("import a game", () -> store.createFromHistory(guildId, channelId,
                restored.host(), history, status(restored), clock.instant()));
        resident.put(channelId, new Loaded(record, restored));
        return restored;
    }

    /**
     * Events that follow each other can still leave out what a game needs (a host, a player's
     * id): such an export is refused here, before it is stored and breaks every later command.
     */
    private static void checkPlayable(Game game, java.util.function.Consumer<Game> tryOut) {
        boolean whole;
        try {
            whole = game.host() != null && game.options() != null
                    && game.players().stream().allMatch(p -> p.id() != null && p.name() != null)
                    && game.frames().stream().allMatch(f -> f.owner() != null && f.name() != null);
            if (whole) {
                game.waitingOn();
                game.ranking().forEach(game::score);
                game.players().forEach(p -> game.choices(p.id()));
                tryOut.accept(game);
            }
        } catch (RuntimeException broken) {
            log.info("An imported game can't be played: {}", broken.toString());
            whole = false;
        }
        if (!whole) {
            throw new PlayerError("That export's events don't make a whole game (a part of it is missing or "
                    + "damaged), so nothing was restored.");
        }
    }

    /**
     * Why an exported event can't be read, in the player's words: the parser's own message
     * names Java classes and lists every event type, which helps nobody at the table.
     */
    private static String unreadable(com.fasterxml.jackson.databind.JsonNode node, Exception e) {
        if (e instanceof com.fasterxml.jackson.databind.exc.InvalidTypeIdException unknown) {
            return unknown.getTypeId() == null ? "it names no event type (`type`)."
                    : "`" + clip(unknown.getTypeId()) + "` is not an event this bot knows.";
        }
        String type = node.path("type").asText("");
        return "its fields don't fit" + (type.isEmpty() ? "" : " a `" + clip(type) + "` event")
                + " (one is missing or holds the wrong kind of value).";
    }

    private static String clip(String text) {
        String line = text.lines().findFirst().orElse("");
        return line.length() > 40 ? line.substring(0, 40) + "…" : line;
    }

    /** A stored event with its parsed form. */
    public record LoggedEvent(StoredEvent stored, Event event) {
    }

    /** True when this interaction's command was already stored (Discord delivered it twice). */
    public boolean alreadyHandled(String interactionId) {
        return persist("look up an interaction", () -> store.seenInteraction(interactionId));
    }

    /**
     * The refusal of a Discord interaction whose command is already stored. An interaction
     * delivered again (after the front end forgot it, across a restart) is not applied a second
     * time: the store's unique index on interactions refuses it (see {@link #persist}), and the
     * player is told so. Checking there rather than before deciding saves a read on every
     * accepted command.
     */
    static final String ALREADY_DONE = "That was already done, so nothing more was done.";

    /** The campaign of a battle being opened or ended got another change first (from another channel). */
    public static final String CAMPAIGN_CHANGED = "The campaign changed meanwhile (a command in another channel "
            + "came first), so nothing was changed here. Try again.";

    /** The game was ended or played out meanwhile, by a command this one didn't see. */
    static final String GAME_CLOSED = "This game ended meanwhile, so nothing was changed. `/game new` opens another.";

    /** Forgets every game held in memory; the next command reloads from the store. */
    public void forgetResidentGames() {
        resident.clear();
        unreadable.clear();
    }

    /** What a request's commands cause, and the game once they are applied. */
    private record Decided(List<Event> events, Game after) {
    }

    /**
     * Decides the commands in order, each on the game the ones before made. A refused command
     * that came with an interaction already stored (delivered again, its command since done) is
     * refused as a repeat: the rules' reason would puzzle the player.
     */
    private Decided decide(Game game, List<Command> commands, String interactionId) {
        List<Event> events = new java.util.ArrayList<>();
        Game next = game;
        for (Command command : commands) {
            switch (next.decide(command, dice)) {
                case RuleViolation violation -> {
                    if (interactionId != null && alreadyHandled(interactionId)) {
                        throw new PlayerError(ALREADY_DONE);
                    }
                    throw new PlayerError(violation.message());
                }
                case Decision.Accepted accepted -> {
                    events.addAll(accepted.events());
                    next = accepted.after();
                }
            }
        }
        return new Decided(events, next);
    }

    private Optional<Loaded> loaded(String channelId) {
        Loaded cached = resident.get(channelId);
        if (cached != null) {
            return Optional.of(cached);
        }
        Unreadable damaged = unreadable.get(channelId);
        if (damaged != null) {
            throw new PlayerError(damaged.message());
        }
        Optional<LoadedGame> stored = persist("load a game", () -> store.loadOpen(channelId));
        if (stored.isEmpty()) {
            return Optional.empty();
        }
        Game game;
        try {
            game = rebuild(stored.get());
        } catch (UnreadableEvent e) {
            damaged = logUnreadable(stored.get().game(), e);
            unreadable.put(channelId, damaged);
            throw new PlayerError(damaged.message());
        }
        Loaded loaded = new Loaded(stored.get().game(), game);
        resident.put(channelId, loaded);
        return Optional.of(loaded);
    }

    private static Unreadable logUnreadable(GameRecord game, UnreadableEvent e) {
        log.error("Game {} of channel {} can't be loaded: its event #{} ({}) can't be read or applied by this "
                        + "version: {}", game.id(), game.channelId(), e.event.seq(), e.event.type(), e.getMessage());
        return new Unreadable(game, e.readable, e.event.seq(), e.event.type());
    }

    /**
     * The channel's open game for {@code /game end}: also one with an event this version can't
     * read (then the game up to that event, enough to know its host), so its host can abandon it.
     */
    public Optional<Game> gameToEnd(String channelId) {
        return loadedOrUnreadable(channelId).map(Loaded::game);
    }

    /** The row of {@link #gameToEnd}'s game. */
    public Optional<GameRecord> recordToEnd(String channelId) {
        return loadedOrUnreadable(channelId).map(Loaded::record);
    }

    private Optional<Loaded> loadedOrUnreadable(String channelId) {
        try {
            return loaded(channelId);
        } catch (PlayerError refused) {
            Unreadable damaged = unreadable.get(channelId);
            if (damaged == null) {
                throw refused;
            }
            return Optional.of(new Loaded(damaged.record(), damaged.readable()));
        }
    }

    /** The snapshot plus the events after it; a snapshot this code can't read is ignored, and all events replayed. */
    private Game rebuild(LoadedGame stored) {
        Game game = Game.EMPTY;
        List<StoredEvent> events = stored.eventsAfterSnapshot();
        if (stored.snapshot() != null) {
            try {
                game = json.game(stored.snapshot().state());
            } catch (JsonProcessingException e) {
                log.warn("Snapshot of game {} can't be read ({}); replaying its whole log", stored.game().id(),
                        e.getOriginalMessage());
                events = persist("read a game's events", () -> store.events(stored.game().id()));
            }
        }
        for (StoredEvent event : events) {
            try {
                game = game.apply(json.event(event.payload()));
            } catch (RuntimeException e) {
                throw new UnreadableEvent(game, event, e);
            }
        }
        return game;
    }

    /** The game's state to keep as its snapshot, when this command crosses a multiple of {@link #SNAPSHOT_EVERY}; else null. */
    private String snapshotDue(long lastSeq, int newEvents, Game after) {
        boolean open = after.phase() != Phase.ENDED;
        if (open && (lastSeq + newEvents) / SNAPSHOT_EVERY > lastSeq / SNAPSHOT_EVERY) {
            return json.state(after);
        }
        return null;
    }

    private List<NewEvent> stored(List<Event> events) {
        return events.stream().map(json::toStored).toList();
    }

    private static String status(Game game) {
        return switch (game.phase()) {
            case NONE, LOBBY -> "lobby";
            case BIDDING, DEPLOYMENT, COMBAT -> "playing";
            case ENDED -> "finished";
        };
    }

    @FunctionalInterface
    private interface StoreWork<T> {
        T run() throws StoreException;
    }

    /**
     * Storage failures are not the player's fault: they surface as the router's "nothing was
     * changed". A repeated interaction is the player's: {@link #ALREADY_DONE}.
     */
    private static <T> T persist(String what, StoreWork<T> work) {
        try {
            return work.run();
        } catch (StoreException.InteractionAlreadyStored repeated) {
            throw new PlayerError(ALREADY_DONE);
        } catch (StoreException.CampaignChanged changed) {
            throw new PlayerError(CAMPAIGN_CHANGED);
        } catch (StoreException.GameNotOpen closed) {
            throw new PlayerError(GAME_CLOSED);
        } catch (StoreException e) {
            throw new IllegalStateException("could not " + what + ": " + e.getMessage(), e);
        }
    }
}
