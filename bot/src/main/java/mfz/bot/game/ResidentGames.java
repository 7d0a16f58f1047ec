package mfz.bot.game;

import static mfz.bot.game.Persist.persist;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Shortened;
import mfz.bot.store.GameRecord;
import mfz.bot.store.GameStore;
import mfz.bot.store.LoadedGame;
import mfz.bot.store.StoredEvent;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The channels' open games held in memory: loaded from the store on first use (the latest
 * snapshot and the events after it), kept as commands are stored, and when to take a snapshot.
 */
final class ResidentGames {

    private static final Logger log = LoggerFactory.getLogger(ResidentGames.class);

    /**
     * A snapshot is kept every this many events, so loading a long game replays only a few. At
     * 100, a load just before the next snapshot replayed ~99 events and took 4.2× as long as
     * loading a 20-event game (the long-game benchmark); at 40 it stays under 3×, and since the
     * snapshot is written in the command's own transaction it costs no extra commit.
     */
    static final int SNAPSHOT_EVERY = GameService.SNAPSHOT_EVERY;

    /** A channel's game in memory, with its row (for the next append). */
    record Resident(GameRecord record, Game game) {
    }

    private final GameStore store;
    private final GameJson json;
    private final Map<String, Resident> resident = new ConcurrentHashMap<>();
    /** Channels whose game in memory was kept through a failed store: read again once the store answers. */
    private final Set<String> doubtful = ConcurrentHashMap.newKeySet();

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

    ResidentGames(GameStore store, GameJson json) {
        this.store = store;
        this.json = json;
    }

    /** Runs between reading a game from the store and keeping it; a test holds a load there. */
    private volatile Runnable afterStoreRead = () -> { };

    void afterStoreRead(Runnable hook) {
        afterStoreRead = hook;
    }

    /** The entry kept: the one already there unless the load is of the same game at a later version. */
    private static Resident newer(Resident kept, Resident loaded) {
        boolean later = kept.record().id() == loaded.record().id()
                && loaded.record().version() > kept.record().version();
        return later ? loaded : kept;
    }

    /** The channel's open game, from memory or else from the store. */
    Optional<Resident> open(String channelId) {
        return open(channelId, false);
    }

    /**
     * The same, to decide a command on: a copy kept through a failed store isn't decided on until
     * the store answers (a refusal on it could be out of date), which then says so.
     */
    Optional<Resident> openToDecide(String channelId) {
        return open(channelId, true);
    }

    private Optional<Resident> open(String channelId, boolean toDecide) {
        Resident cached = resident.get(channelId);
        Optional<LoadedGame> stored;
        if (cached != null && doubtful.contains(channelId)) {
            // Kept through a failed store whose outcome wasn't known: read again once the store answers.
            try {
                stored = persist("load a game", () -> store.loadOpen(channelId));
            } catch (RuntimeException stillFailing) {
                if (toDecide) {
                    throw stillFailing;
                }
                return Optional.of(cached); // the best there is to show until the store is back
            }
            doubtful.remove(channelId);
            resident.remove(channelId, cached);
        } else if (cached != null) {
            return Optional.of(cached);
        } else {
            Unreadable damaged = unreadable.get(channelId);
            if (damaged != null) {
                throw new PlayerError(damaged.message());
            }
            stored = persist("load a game", () -> store.loadOpen(channelId));
        }
        if (stored.isEmpty() || closed.contains(stored.get().game().id())) {
            return Optional.empty(); // (or read just before it was abandoned from another channel)
        }
        Game game;
        try {
            game = rebuild(stored.get());
        } catch (UnreadableEvent e) {
            if (closed.contains(stored.get().game().id())) {
                return Optional.empty(); // abandoned meanwhile: the channel isn't locked behind it
            }
            Unreadable damaged = logUnreadable(stored.get().game(), e);
            unreadable.put(channelId, damaged);
            throw new PlayerError(damaged.message());
        }
        afterStoreRead.run();
        Resident loaded = new Resident(stored.get().game(), game);
        if (closed.contains(loaded.record().id())) {
            return Optional.empty(); // read just before it was abandoned from another channel
        }
        // Autocomplete loads outside the channel's queue: a command may have stored and kept a
        // newer game meanwhile, and what it kept wins over what this load read before it.
        Resident kept = resident.merge(channelId, loaded, ResidentGames::newer);
        if (closed.contains(kept.record().id())) {
            resident.remove(channelId, kept); // ended or abandoned between the check above and the merge
            return Optional.empty();
        }
        return Optional.of(kept);
    }

    /**
     * The channel's open game, from memory or else read from the store without keeping it: for
     * readers off the channel's thread (the reminder timer), which must never put a game in
     * memory that the channel's own commands may have moved past meanwhile. A copy kept through a
     * failed store is read again, and shown only while the store still fails.
     */
    Optional<Resident> peek(String channelId) {
        Resident cached = resident.get(channelId);
        if (cached != null && !doubtful.contains(channelId)) {
            return Optional.of(cached);
        }
        try {
            return persist("load a game", () -> store.loadOpen(channelId))
                    .map(stored -> new Resident(stored.game(), rebuild(stored)));
        } catch (RuntimeException stillFailing) {
            if (cached == null) {
                throw stillFailing;
            }
            return Optional.of(cached);
        }
    }

    /**
     * {@link #peek}, also for a game with an event this version can't read (then the game up to
     * that event, enough to know its host): for abandoning it from another channel.
     */
    Optional<Resident> peekOrUnreadable(String channelId) {
        Resident cached = resident.get(channelId);
        if (cached != null) {
            return Optional.of(cached);
        }
        Unreadable damaged = unreadable.get(channelId);
        if (damaged != null) {
            return Optional.of(new Resident(damaged.record(), damaged.readable()));
        }
        return persist("load a game", () -> store.loadOpen(channelId)).map(stored -> {
            try {
                return new Resident(stored.game(), rebuild(stored));
            } catch (UnreadableEvent e) {
                return new Resident(stored.game(), e.readable);
            }
        });
    }

    /** The channel's open game or, when it has none, the last one it played to doomsday (not kept in memory). */
    Optional<Resident> openOrLastFinished(String channelId) {
        Optional<Resident> open = open(channelId);
        if (open.isPresent()) {
            return open;
        }
        return persist("load a finished game", () -> store.loadLastFinished(channelId))
                .map(stored -> {
                    try {
                        return new Resident(stored.game(), rebuild(stored));
                    } catch (UnreadableEvent e) {
                        Unreadable damaged = logUnreadable(stored.game(), e);
                        throw new PlayerError("This channel's last game can't be read: its stored event #"
                                + damaged.seq() + " (`" + clip(damaged.type()) + "`) is one this version of the "
                                + "bot can't read.");
                    }
                });
    }

    /**
     * The channel's open game for {@code /game end}, {@link GameService#version} and abandoning:
     * also one with an event this version can't read (then the game up to that event, enough to
     * know its host), so its host can abandon it.
     */
    Optional<Resident> openOrUnreadable(String channelId) {
        try {
            return open(channelId);
        } catch (PlayerError refused) {
            Unreadable damaged = unreadable.get(channelId);
            if (damaged == null) {
                throw refused;
            }
            return Optional.of(new Resident(damaged.record(), damaged.readable()));
        }
    }

    private static Unreadable logUnreadable(GameRecord game, UnreadableEvent e) {
        log.error("Game {} of channel {} can't be loaded: its event #{} ({}) can't be read or applied by this "
                        + "version: {}", game.id(), game.channelId(), e.event.seq(), e.event.type(), e.getMessage());
        return new Unreadable(game, e.readable, e.event.seq(), e.event.type());
    }

    private static String clip(String text) {
        String line = text.lines().findFirst().orElse("");
        return Shortened.to(line, 41);
    }

    /** The stored log of the channel's open (or last finished) game, oldest first, with each event read back. */
    List<GameService.LoggedEvent> log(String channelId) {
        Resident current = openOrLastFinished(channelId).orElseThrow(() -> new PlayerError(GameService.NO_GAME));
        return persist("read a game's events", () -> store.events(current.record().id())).stream()
                .map(e -> new GameService.LoggedEvent(e, json.event(e.payload()))).toList();
    }

    /**
     * The undos of the channel's open (or last finished) game, oldest first, each with the events it
     * took back read again (an unreadable one: none).
     */
    List<GameService.LoggedUndo> undos(String channelId) {
        Resident current = openOrLastFinished(channelId).orElseThrow(() -> new PlayerError(GameService.NO_GAME));
        return undos(current.record().id());
    }

    /** The undos of one game by its id (a finished game's report), oldest first. */
    List<GameService.LoggedUndo> undos(long gameId) {
        return persist("read a game's undos", () -> store.undos(gameId)).stream()
                .map(undo -> new GameService.LoggedUndo(undo.undoneBy(), undo.undoneAt(), undo.actor(),
                        json.events(undo.events())))
                .toList();
    }

    /** The stored log of one game by its id (a campaign's battle, wherever it was played), each event read back. */
    List<GameService.LoggedEvent> log(long gameId) {
        return persist("read a game's events", () -> store.events(gameId)).stream()
                .map(e -> new GameService.LoggedEvent(e, json.event(e.payload()))).toList();
    }

    /**
     * The games abandoned or ended since this process started, by id: a command of the game's own
     * channel that stored just before the abandonment (from another channel, in another queue) keeps
     * its copy just after it, and an open game was back in memory, refusing {@code /game new} and
     * reminding its players (a storage audit); an autocomplete's load, read before the game's last
     * command, merged an open copy back after it (an audit). So neither a keep nor a load puts one back.
     */
    private final Set<Long> closed = ConcurrentHashMap.newKeySet();

    /** Keeps the game as just stored; a game no longer open, or abandoned meanwhile, leaves memory. */
    void keep(String channelId, GameRecord record, Game game) {
        if (record.open() && !closed.contains(record.id())) {
            resident.put(channelId, new Resident(record, game));
            doubtful.remove(channelId);
        } else {
            closed.add(record.id());
            resident.remove(channelId);
        }
    }

    /**
     * After a failed store: what memory holds may be what made it fail (a stale or closed
     * game), so the entry is dropped and the game read again. When the store can't be read
     * either (a disk fault), the entry stays: it is the best there is until the store is back.
     */
    void evictAfterFailure(String channelId, Resident failed) {
        resident.remove(channelId, failed);
        try {
            open(channelId);
        } catch (RuntimeException storeStillFailing) {
            if (!(storeStillFailing instanceof PlayerError) && !closed.contains(failed.record().id())
                    && resident.putIfAbsent(channelId, failed) == null) {
                // The failed store may have committed all the same (a connection cut in its commit):
                // this copy may be a command behind, and a command it refuses would never read the
                // game again (an audit of two processes on PostgreSQL), so it is read again first.
                doubtful.add(channelId);
            }
        }
    }

    void drop(String channelId) {
        resident.remove(channelId);
        unreadable.remove(channelId);
        doubtful.remove(channelId);
    }

    /** Drops the channel's game, abandoned: it never comes back into memory ({@link #closed}). */
    void dropClosed(String channelId, long gameId) {
        closed.add(gameId);
        drop(channelId);
    }

    void forget() {
        resident.clear();
        unreadable.clear();
        doubtful.clear();
    }

    /** The game's state to keep as its snapshot, when a command crosses a multiple of {@link #SNAPSHOT_EVERY}; else null. */
    String snapshotDue(long lastSeq, int newEvents, Game after) {
        boolean open = after.phase() != Phase.ENDED;
        if (open && (lastSeq + newEvents) / SNAPSHOT_EVERY > lastSeq / SNAPSHOT_EVERY) {
            return json.state(after);
        }
        return null;
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
}
