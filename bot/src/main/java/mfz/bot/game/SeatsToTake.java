package mfz.bot.game;

import static mfz.bot.game.Persist.persist;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import mfz.bot.core.PlayerError;
import mfz.bot.store.GameRecord;
import mfz.bot.store.GameStore;
import mfz.rules.game.Game;
import mfz.rules.game.Player;
import mfz.rules.game.Waiting;
import mfz.rules.seat.Seat;

/**
 * An imported game's seats ({@link GameRecord#seatsToTake}). An export names its players by
 * their user ids, and a file can be edited, so the importer's word that these users play is not
 * taken: each of them takes their seat ({@code /game join}) before the game goes on. Until then
 * every command of the game is refused, and nobody is pinged, reminded or sent a message for it.
 */
public final class SeatsToTake {

    private final GameStore store;
    private final ResidentGames residents;
    private final WatchedInOrder watcher;

    SeatsToTake(GameStore store, ResidentGames residents, WatchedInOrder watcher) {
        this.store = store;
        this.residents = residents;
        this.watcher = watcher;
    }

    /** A seat taken: the game, its row, and who still hasn't taken theirs, in seat order (empty: play goes on). */
    public record Taken(Game game, GameRecord record, List<String> stillToTake) {
        public Taken {
            stillToTake = List.copyOf(stillToTake);
        }
    }

    /**
     * Whose seats an imported game waits for: its players and its host, but not the importer,
     * who vouches for themself, nor the bot's own seats.
     */
    static Set<String> of(Game game, String importer) {
        Set<String> users = new LinkedHashSet<>();
        game.players().forEach(p -> users.add(p.id()));
        users.add(game.host());
        users.remove(importer);
        users.removeIf(Seat::isSeat);
        return users;
    }

    /**
     * The user takes their seat at the channel's game; when it was the last one, the game goes
     * on and the watcher is told of it from now (whom it waits on, reminders, heads-ups).
     *
     * @return empty when the user has no seat to take here
     */
    public Optional<Taken> take(String channelId, String userId) {
        Optional<ResidentGames.Resident> open = residents.open(channelId);
        if (open.isEmpty() || !open.get().record().seatsToTake().contains(userId)) {
            return Optional.empty();
        }
        ResidentGames.Resident current = open.get();
        GameRecord record = persist("take a seat", () -> store.takeSeat(current.record(), userId));
        residents.keep(channelId, record, current.game());
        if (record.seatsToTake().isEmpty()) {
            watcher.stored(record, current.game(), userId);
        }
        return Optional.of(new Taken(current.game(), record, inSeatOrder(current.game(), record.seatsToTake())));
    }

    /**
     * The game as it is when all its seats are taken; refused, naming who hasn't taken theirs,
     * while any is left.
     */
    ResidentGames.Resident requireTaken(String channelId, ResidentGames.Resident current) {
        ResidentGames.Resident stored = asStored(channelId, current);
        if (!stored.record().seatsToTake().isEmpty()) {
            throw new PlayerError(waitingFor(stored.game(), stored.record().seatsToTake()));
        }
        return stored;
    }

    /** True while the channel's open game has seats to take. */
    public boolean waiting(String channelId) {
        return residents.open(channelId).map(open -> !asStored(channelId, open).record().seatsToTake().isEmpty())
                .orElse(false);
    }

    /**
     * The game with its seats as stored, when memory says some are left: another process sharing
     * the store may have seen the last taken. Almost every game has none, and reads nothing.
     */
    private ResidentGames.Resident asStored(String channelId, ResidentGames.Resident current) {
        GameRecord held = current.record();
        if (held.seatsToTake().isEmpty()) {
            return current;
        }
        Set<String> stored = persist("read a game's seats", () -> store.seatsToTake(held.id()));
        if (stored.equals(held.seatsToTake())) {
            return current;
        }
        GameRecord record = held.withSeatsToTake(stored);
        residents.keep(channelId, record, current.game());
        return new ResidentGames.Resident(record, current.game());
    }

    /** The refusal while seats are left: who hasn't taken theirs, and how they do. */
    public static String waitingFor(Game game, Collection<String> users) {
        return "This game was restored from an export: it goes on once " + names(game, users)
                + (users.size() == 1 ? " has" : " have") + " taken their seat with `/game join`.";
    }

    /** The users by their names in the game (never a mention: nobody is pinged for a seat not yet taken). */
    public static String names(Game game, Collection<String> users) {
        List<String> named = new ArrayList<>();
        for (String user : inSeatOrder(game, users)) {
            named.add(game.player(user).map(Player::name).map(n -> "**" + n + "**").orElse("the host"));
        }
        return Waiting.andList(named);
    }

    /** The players in their seats' order, then the host. */
    private static List<String> inSeatOrder(Game game, Collection<String> users) {
        List<String> ordered = new ArrayList<>();
        game.players().stream().map(Player::id).filter(users::contains).forEach(ordered::add);
        users.stream().filter(u -> !ordered.contains(u)).forEach(ordered::add);
        return ordered;
    }
}
