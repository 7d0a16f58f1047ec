package mfz.rules.game;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import mfz.rules.bidding.LowTie;
import mfz.rules.bidding.Position;
import mfz.rules.company.Frame;
import mfz.rules.deployment.Deployment;
import mfz.rules.dice.Dice;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;
import mfz.rules.round.RoundState;
import mfz.rules.round.Turn;
import mfz.rules.stations.Station;

/**
 * The whole state of one game, immutable. Start from {@link #EMPTY}, evolve it with
 * {@link #apply(Event)}, and ask {@link #decide(Command, Dice)} what a command does.
 *
 * <p><b>JSON.</b> The game and every {@link Event} (and {@link Command}) round-trip through
 * a plain Jackson {@code new ObjectMapper()} with no module and no configuration: records
 * are read through their canonical constructors and the sealed interfaces carry
 * {@code @JsonTypeInfo} with stable type names. Keep the mapper's default of failing on
 * unknown properties: it catches stored data this code no longer understands.
 *
 * <p>Everything a player needs to see is derivable from here: {@link #pending()} (who must
 * decide what), each player's company ({@link #framesOf},
 * {@link #stationsOf}), PPA, {@link #assets}, {@link #score} and position, the stations and
 * their holders, the clock ({@link #doomsday()}), the round and the {@link #phase()},
 * and the tactical {@link #ranking()}. In combat: the turn acting now ({@link #turn()}, with its dice left), the whole stack of turns underway
 * ({@link #roundState()}), each frame's markers ({@link Frame#defense()}, {@link Frame#spot()}),
 * Questions worked out by the topic rules (who holds the initiative, what a player may do
 * now, who the game waits on) are in {@link GameQueries}.
 *
 * @param phase         where the game stands
 * @param host          the user id of the host
 * @param options       what the table agreed
 * @param players       the players in table order (the order they joined)
 * @param frames        every frame in play, in company order (empty in the lobby)
 * @param stations      every station (empty in the lobby)
 * @param pending       the choice the game waits on, or null
 * @param deployment    deployment's progress, or null outside deployment
 * @param tacticalOrder players from highest score down, with the tie rulings of RULES.md §4
 * @param lowTie        the tie for lowest while it lasts, or null
 * @param doomsday      the doomsday clock
 * @param round         the current round (0 before combat)
 * @param firstPlayer   demo game: who starts the round-robin (null: the host)
 * @param winners       at the end: the winner, or everyone tied for highest
 * @param roundState    order of play within the round (null outside combat)
 */
public record Game(Phase phase, String host, GameOptions options, List<Player> players, List<Frame> frames,
                   List<Station> stations, PendingDecision pending, Deployment deployment,
                   List<String> tacticalOrder, LowTie lowTie, int doomsday, int round, String firstPlayer,
                   List<String> winners, RoundState roundState) {

    /** No game yet: the state before {@link Command.CreateGame}. */
    public static final Game EMPTY = new Game(Phase.NONE, null, GameOptions.defaults(GameSize.SKIRMISH), List.of(),
            List.of(), List.of(), null, null, List.of(), null, 0, 0, null, List.of(), null);

    public Game {
        if (phase == Phase.COMBAT && roundState == null && pending == null) {
            // A snapshot stored before rounds had turns: the round starts afresh.
            roundState = RoundState.fresh(options.demo() ? (firstPlayer != null ? firstPlayer : host) : null);
        }
        players = copy(players);
        frames = copy(frames);
        stations = copy(stations);
        tacticalOrder = copy(tacticalOrder);
        winners = copy(winners);
    }

    private static <T> List<T> copy(List<T> list) {
        return list == null ? List.of() : List.copyOf(list);
    }

    /** Rebuilds a game from its whole history. */
    public static Game replay(List<? extends Event> events) {
        Game game = EMPTY;
        for (Event e : events) {
            game = game.apply(e);
        }
        return game;
    }

    /** The game after this event. Pure; never fails for an event of a valid history. */
    public Game apply(Event event) {
        return Evolver.evolve(this, event).reranked();
    }

    /** Decides a command: the events it causes, or why it is refused. Never changes this game. */
    public Decision decide(Command command, Dice dice) {
        return Decider.decide(this, command, dice);
    }

    /** Applies events in order. */
    public Game applyAll(List<Event> events) {
        Game game = this;
        for (Event e : events) {
            game = game.apply(e);
        }
        return game;
    }

    // ---- players -----------------------------------------------------------------------

    public Optional<Player> player(String id) {
        return players.stream().filter(p -> p.id().equals(id)).findFirst();
    }

    /** The display name of a player, or the id if no such player. */
    public String nameOf(String id) {
        return player(id).map(Player::name).orElse(id);
    }

    public boolean demo() {
        return options.size() == GameSize.DEMO;
    }

    // ---- companies, stations, score -------------------------------------------------------

    public List<Frame> framesOf(String owner) {
        return frames.stream().filter(f -> f.owner().equals(owner)).toList();
    }

    public Optional<Frame> frame(String owner, String name) {
        return frames.stream().filter(f -> f.is(owner, name)).findFirst();
    }

    public Optional<Station> station(String name) {
        return stations.stream().filter(s -> s.is(name)).findFirst();
    }

    /** The stations that came with this player's company. */
    public List<Station> stationsOf(String owner) {
        return stations.stream().filter(s -> owner.equals(s.owner())).toList();
    }

    public List<Station> stationsHeldBy(String player) {
        return stations.stream().filter(s -> player.equals(s.holder())).toList();
    }

    /** The players with an undestroyed frame standing within 1 unit of the station. */
    public List<String> playersNear(String station) {
        return frames.stream().filter(f -> f.alive() && f.nearStation() != null && f.nearStation().equalsIgnoreCase(station))
                .map(Frame::owner).distinct().toList();
    }

    /** Undestroyed frames plus stations held (RULES.md §7). */
    public int assets(String player) {
        return (int) frames.stream().filter(f -> f.owner().equals(player) && f.alive()).count()
                + stationsHeldBy(player).size();
    }

    public int ppa(String player) {
        return player(player).map(Player::ppa).orElse(0);
    }

    /** Assets × PPA, always current. */
    public int score(String player) {
        return assets(player) * ppa(player);
    }

    public Position position(String player) {
        return player(player).map(Player::position).orElse(null);
    }

    /**
     * The tactical ranking: highest score first; equal scores keep their previous relative
     * order; the loser of a tie for lowest stays behind its tie while it lasts. Before
     * bidding settles it is the table order.
     */
    public List<String> ranking() {
        return tacticalOrder.isEmpty() ? players.stream().map(Player::id).toList() : tacticalOrder;
    }

    /** The turn acting now (the top of the combat-order stack), or empty. */
    public Optional<Turn> turn() {
        return roundState == null ? Optional.empty() : Optional.ofNullable(roundState.active());
    }

    // ---- copies --------------------------------------------------------------------------

    Game with(Phase p) {
        return new Game(p, host, options, players, frames, stations, pending, deployment, tacticalOrder, lowTie,
                doomsday, round, firstPlayer, winners, roundState);
    }

    Game withOptions(GameOptions o) {
        return new Game(phase, host, o, players, frames, stations, pending, deployment, tacticalOrder, lowTie,
                doomsday, round, firstPlayer, winners, roundState);
    }

    Game withPlayers(List<Player> list) {
        return new Game(phase, host, options, list, frames, stations, pending, deployment, tacticalOrder, lowTie,
                doomsday, round, firstPlayer, winners, roundState);
    }

    Game withFrames(List<Frame> list) {
        return new Game(phase, host, options, players, list, stations, pending, deployment, tacticalOrder, lowTie,
                doomsday, round, firstPlayer, winners, roundState);
    }

    Game withStations(List<Station> list) {
        return new Game(phase, host, options, players, frames, list, pending, deployment, tacticalOrder, lowTie,
                doomsday, round, firstPlayer, winners, roundState);
    }

    Game withPending(PendingDecision d) {
        return new Game(phase, host, options, players, frames, stations, d, deployment, tacticalOrder, lowTie,
                doomsday, round, firstPlayer, winners, roundState);
    }

    Game withDeployment(Deployment d) {
        return new Game(phase, host, options, players, frames, stations, pending, d, tacticalOrder, lowTie,
                doomsday, round, firstPlayer, winners, roundState);
    }

    Game withOrder(List<String> order, LowTie tie) {
        return new Game(phase, host, options, players, frames, stations, pending, deployment, order, tie,
                doomsday, round, firstPlayer, winners, roundState);
    }

    Game withClock(int clock, int r) {
        return new Game(phase, host, options, players, frames, stations, pending, deployment, tacticalOrder, lowTie,
                clock, r, firstPlayer, winners, roundState);
    }

    Game withFirstPlayer(String p) {
        return new Game(phase, host, options, players, frames, stations, pending, deployment, tacticalOrder, lowTie,
                doomsday, round, p, winners, roundState);
    }

    Game withRound(RoundState r) {
        return new Game(phase, host, options, players, frames, stations, pending, deployment, tacticalOrder, lowTie,
                doomsday, round, firstPlayer, winners, r);
    }

    Game withWinners(List<String> w) {
        return new Game(phase, host, options, players, frames, stations, pending, deployment, tacticalOrder, lowTie,
                doomsday, round, firstPlayer, w, roundState);
    }

    /**
     * Re-sorts the tactical order by current score, stably (equal scores keep their relative
     * order), and forgets the tie for lowest once no tied partner shares the loser's score.
     */
    Game reranked() {
        if (tacticalOrder.isEmpty()) {
            return this;
        }
        LowTie tie = lowTie;
        if (tie != null) {
            int loserScore = score(tie.loser());
            if (tie.tiedWith().stream().noneMatch(p -> score(p) == loserScore)) {
                tie = null;
            }
        }
        java.util.Map<String, Integer> scores = new java.util.HashMap<>();
        for (String p : tacticalOrder) {
            scores.put(p, score(p));
        }
        List<String> order = new ArrayList<>(tacticalOrder);
        order.sort(Comparator.comparingInt((String p) -> scores.get(p)).reversed());
        if (order.equals(tacticalOrder) && tie == lowTie) {
            return this;
        }
        return withOrder(order, tie);
    }
}
