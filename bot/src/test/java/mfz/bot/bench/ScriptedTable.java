package mfz.bot.bench;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import mfz.bot.core.Request;
import mfz.bot.game.GameService;
import mfz.bot.play.TablePlayer;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;

/**
 * One channel's scripted play for the benchmarks: a seeded {@link TablePlayer} table types
 * whole games, one after another, and this turns its proposals into a stream of requests.
 * The runner sends {@link #next()}, waits for the bot to answer, then calls {@link #settle()}:
 * a refused candidate moves on to the table's next proposal (as {@code RandomTablesTest}
 * does), an accepted one asks the table afresh. Whether a command was accepted is read from
 * the game's version, so the same script drives the bot through Discord or directly.
 */
final class ScriptedTable implements Script {

    private final GameService games;
    private final String guild;
    private final String channel;
    private final List<String> players;
    private final String size;
    /** {@code /game options} the host sets right after opening each game (none when empty). */
    private final Map<String, String> options;
    private long seed;
    private TablePlayer table;
    private final Deque<Request> queued = new ArrayDeque<>();
    private boolean lobby;
    private OptionalLong versionBefore = OptionalLong.empty();
    private boolean hadGame;
    private long sent;
    /** Refusals in a row: a table tries something else, but not for ever. */
    private int refusedInARow;
    private Request last;

    /** In combat the table proposes one random legal choice at a time; a refused one is replaced by another. */
    static final int MAX_REFUSALS_IN_A_ROW = 50;

    ScriptedTable(GameService games, String guild, String channel, List<String> players, String size, long seed) {
        this(games, guild, channel, players, size, Map.of(), seed);
    }

    ScriptedTable(GameService games, String guild, String channel, List<String> players, String size,
                  Map<String, String> options, long seed) {
        this.options = Map.copyOf(options);
        this.games = games;
        this.guild = guild;
        this.channel = channel;
        this.players = List.copyOf(players);
        this.size = size;
        this.seed = seed;
    }

    String channel() {
        return channel;
    }

    /** The next command the table types. */
    @Override
    public Request next() {
        if (queued.isEmpty()) {
            refill();
        }
        versionBefore = games.version(channel);
        hadGame = versionBefore.isPresent();
        Request typed = queued.poll();
        last = typed;
        // Each game's table numbers its interactions from 1: renumber them, or the bot would
        // take the second game's commands for repeats of the first's.
        return new Request("bench-" + channel + "-" + (++sent), typed.guildId(), typed.channelId(), typed.caller(),
                typed.command(), typed.options());
    }

    /**
     * Called once the bot answered the last {@link #next()}: true when it was accepted (the
     * game moved on, opened or ended).
     */
    @Override
    public boolean settle() {
        OptionalLong after = games.version(channel);
        boolean accepted = !after.equals(versionBefore) || hadGame != after.isPresent();
        if (accepted) {
            refusedInARow = 0;
        }
        if (accepted && !lobby) {
            queued.clear();
        } else if (!accepted && !lobby && queued.isEmpty() && ++refusedInARow > MAX_REFUSALS_IN_A_ROW) {
            throw new IllegalStateException("nothing the table typed was accepted in channel " + channel
                    + " (" + MAX_REFUSALS_IN_A_ROW + " tries; the last: /" + last.command() + " " + last.options() + ")");
        }
        if (lobby && queued.isEmpty()) {
            lobby = false;
        }
        return accepted;
    }

    private void refill() {
        Game game = games.game(channel).orElse(null);
        if (game == null) {
            table = new TablePlayer(seed++, guild, channel, players);
            List<Request> lobbyLines = new ArrayList<>(table.lobby(size));
            if (!options.isEmpty()) {
                lobbyLines.add(1, table.request(players.getFirst(), "game options", options));
            }
            queued.addAll(lobbyLines);
            lobby = true;
            return;
        }
        List<Request> candidates = table.next(game);
        if (candidates.isEmpty()) {
            throw new IllegalStateException("the table has nothing to type in channel " + channel + ": "
                    + GameQueries.waitingOn(game));
        }
        queued.addAll(candidates);
    }
}
