package mfz.rules.game;
// Over 400 lines on purpose: the game's state and the questions every part asks of it (who plays, what stands where, the scores), answered in one place from one record.

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import mfz.rules.bidding.LowTie;
import mfz.rules.bidding.Position;
import mfz.rules.company.Frame;
import mfz.rules.deployment.Deployment;
import mfz.rules.deployment.DeploymentStep;
import mfz.rules.dice.Dice;
import mfz.rules.map.MapLayout;
import mfz.rules.map.MapNearness;
import mfz.rules.map.MapPlacing;
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
 * <p>The state is grouped by the phase that sets it: {@link Lobby} (host, options, players),
 * {@link Bidding} (the tactical order), {@link Deploying} (deployment's progress, the first
 * player) and {@link Combat} (frames, stations, the clock, the round, the winners). The
 * accessors below read through them, so callers need not know the grouping.
 *
 * @param phase     where the game stands
 * @param pending   the choice the game waits on, or null
 * @param lobby     who plays and what they agreed
 * @param bidding   the tactical order
 * @param deploying what deployment settles
 * @param combat    the forces on the table and the fight
 */
public record Game(Phase phase, PendingDecision pending, Lobby lobby, Bidding bidding, Deploying deploying,
                   Combat combat) {

    /** No game yet: the state before {@link Command.CreateGame}. */
    public static final Game EMPTY = new Game(Phase.NONE, null,
            new Lobby(null, GameOptions.defaults(GameSize.SKIRMISH), List.of()), Bidding.NONE, Deploying.NONE,
            Combat.NONE);

    public Game {
        lobby = lobby == null ? EMPTY.lobby() : lobby;
        bidding = bidding == null ? Bidding.NONE : bidding;
        deploying = deploying == null ? Deploying.NONE : deploying;
        combat = combat == null ? Combat.NONE : combat;
        if (phase == Phase.COMBAT && combat.roundState() == null && pending == null) {
            // Between the doomsday choice and the next round: the round starts afresh.
            String firstPlayer = deploying.firstPlayer();
            combat = combat.withRoundState(RoundState.fresh(lobby.options().demo()
                    ? (firstPlayer != null ? firstPlayer : lobby.host()) : null));
        }
    }

    // ---- the state, read through its groups ---------------------------------------------------

    public String host() {
        return lobby.host();
    }

    public GameOptions options() {
        return lobby.options();
    }

    public List<Player> players() {
        return lobby.players();
    }

    public List<Frame> frames() {
        return combat.frames();
    }

    public List<Station> stations() {
        return combat.stations();
    }

    /** Map mode: the battlefield's terrain; empty when the table declares ranges, cover and stations. */
    public Optional<MapLayout> map() {
        return Optional.ofNullable(deploying.map());
    }

    public Deployment deployment() {
        return deploying.deployment();
    }

    /**
     * In a deployment step every player agrees to (the terrain, the campaign's objective): the
     * players who haven't yet, in table order; none outside such a step.
     */
    public List<String> stillToAgree() {
        Deployment d = deployment();
        if (phase != Phase.DEPLOYMENT || d == null || (d.step() != DeploymentStep.TERRAIN
                && d.step() != DeploymentStep.SPECIAL_OBJECTIVE)) {
            return List.of();
        }
        return players().stream().map(Player::id).filter(id -> !d.approved().contains(id)).toList();
    }

    public List<String> tacticalOrder() {
        return bidding.tacticalOrder();
    }

    public LowTie lowTie() {
        return bidding.lowTie();
    }

    public int doomsday() {
        return combat.doomsday();
    }

    public int round() {
        return combat.round();
    }

    /** Whether a frame has acted first because it was attacked, once at least this game ({@link Combat}). */
    public boolean combatOrderSeen() {
        return combat.combatOrderSeen();
    }

    public String firstPlayer() {
        return deploying.firstPlayer();
    }

    public List<String> winners() {
        return combat.winners();
    }

    public RoundState roundState() {
        return combat.roundState();
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
        Game next = PlayEvolver.notePlay(Evolver.evolve(this, event), event);
        // Scores change only with the frames, the stations or the players: an event that leaves all
        // three (and the order and its tie) as they were leaves the ranking as it was, already sorted.
        if (next.frames() == frames() && next.stations() == stations() && next.players() == players()
                && next.tacticalOrder() == tacticalOrder() && next.lowTie() == lowTie()) {
            return next;
        }
        return next.reranked();
    }

    /** Decides a command: the events it causes, or why it is refused. Never changes this game. */
    public Decision decide(Command command, Dice dice) {
        return Decider.decide(this, command, dice);
    }

    /**
     * As the usual rules alone decide it, the map's measurement set aside: what a declaration
     * against the map asks before the host confirms it (docs/rules.md §10).
     */
    public Decision decideAsUsual(Command command, Dice dice) {
        return Decider.decide(this, command, dice, false);
    }

    /** Applies events in order. */
    public Game applyAll(List<Event> events) {
        Game game = this;
        for (Event e : events) {
            game = game.apply(e);
        }
        return game;
    }

    // ---- players --------------------------------------------------------------------------

    public Optional<Player> player(String id) {
        for (Player p : players()) { // a loop, not a stream: asked many times for every command
            if (p.id().equals(id)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    /** The display name of a player, or the id if no such player. */
    public String nameOf(String id) {
        return player(id).map(Player::name).orElse(id);
    }

    public boolean demo() {
        return options().size() == GameSize.DEMO;
    }

    /** The players round the table from the demo's first player (the host until one is chosen). */
    public List<String> roundTheTable() {
        List<String> table = players().stream().map(Player::id).toList();
        int first = Math.max(0, table.indexOf(firstPlayer() == null ? host() : firstPlayer()));
        List<String> order = new ArrayList<>(table.subList(first, table.size()));
        order.addAll(table.subList(0, first));
        return order;
    }

    // ---- companies, stations, score -------------------------------------------------------

    public List<Frame> framesOf(String owner) {
        return frames().stream().filter(f -> f.owner().equals(owner)).toList();
    }

    public Optional<Frame> frame(String owner, String name) {
        for (Frame f : frames()) { // a loop, not a stream: asked many times for every command
            if (f.is(owner, name)) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }

    public Optional<Station> station(String name) {
        return stations().stream().filter(s -> s.is(name)).findFirst();
    }

    /** The stations that came with this player's company. */
    public List<Station> stationsOf(String owner) {
        return stations().stream().filter(s -> owner.equals(s.owner())).toList();
    }

    public List<Station> stationsHeldBy(String player) {
        return stations().stream().filter(s -> player.equals(s.holder())).toList();
    }

    /** Whether the game is played on the battlefield map (docs/rules.md §10): the option on, and a map laid. */
    public boolean onTheMap() {
        return options() != null && options().mapMode() && map().isPresent();
    }

    /**
     * The players with an undestroyed frame standing within 1 unit of the station: as declared,
     * one station a frame; on the map, every station the map measures within 1 unit of a frame
     * ({@link mfz.rules.map.MapNearness#stationsNear}).
     */
    public List<String> playersNear(String station) {
        if (isTheObjective(station)) {
            // Declared on the map too: the objective has no piece there.
            return frames().stream().filter(f -> f.alive() && nearObjective(f)).map(Frame::owner).distinct().toList();
        }
        if (onTheMap()) {
            return MapNearness.playersNear(this, MapPlacing.battlefield(this), station);
        }
        return frames().stream().filter(f -> f.alive() && f.nearStation() != null && f.nearStation().equalsIgnoreCase(station))
                .map(Frame::owner).distinct().toList();
    }

    /** Whether this names the campaign battle's special objective. */
    public boolean isTheObjective(String station) {
        return station != null && options().campaign() != null && options().campaign().objective() != null
                && options().campaign().objective().equalsIgnoreCase(station.strip());
    }

    /**
     * Whether this frame stands within 1 unit of the campaign battle's objective, as declared:
     * besides the station it may stand near ({@link Combat#objectiveNear}).
     */
    public boolean nearObjective(Frame f) {
        return combat.objectiveNear().stream().anyMatch(s -> f.is(s.owner(), s.frame()));
    }

    /**
     * Where this frame stands, as one name: its station, else the objective when it stands near
     * that alone; null for neither. What a move that names no station keeps.
     */
    public String standingPlace(Frame f) {
        return f.nearStation() == null && nearObjective(f) ? options().campaign().objective() : f.nearStation();
    }

    /** Whether this frame stands within 1 unit of the station (the objective included), as declared. */
    public boolean standsNear(Frame f, String station) {
        if (station == null) {
            return false;
        }
        return isTheObjective(station) ? nearObjective(f) : station.equalsIgnoreCase(String.valueOf(f.nearStation()));
    }

    /**
     * Whether this state was kept before a frame could stand near the objective besides a
     * station (a frame recorded as standing near the objective as its one station): such a
     * snapshot isn't read, the game's events are replayed instead, so a snapshot and a replay
     * never disagree.
     */
    public boolean keepsTheObjectiveAsAStation() {
        return options().campaign() != null && options().campaign().objective() != null
                && frames().stream().anyMatch(f -> isTheObjective(f.nearStation()));
    }

    /** Undestroyed frames plus stations held (docs/rules.md §7). */
    public int assets(String player) {
        return (int) frames().stream().filter(f -> f.owner().equals(player) && f.alive()).count()
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
        return tacticalOrder().isEmpty() ? players().stream().map(Player::id).toList() : tacticalOrder();
    }

    /** The turn acting now (the top of the combat-order stack), or empty. */
    public Optional<Turn> turn() {
        return roundState() == null ? Optional.empty() : Optional.ofNullable(roundState().active());
    }

    // ---- copies --------------------------------------------------------------------------

    Game with(Phase p) {
        return new Game(p, pending, lobby, bidding, deploying, combat);
    }

    Game withPending(PendingDecision d) {
        return new Game(phase, d, lobby, bidding, deploying, combat);
    }

    Game withLobby(UnaryOperator<Lobby> change) {
        return new Game(phase, pending, change.apply(lobby), bidding, deploying, combat);
    }

    Game withBidding(Bidding b) {
        return new Game(phase, pending, lobby, b, deploying, combat);
    }

    Game withDeploying(UnaryOperator<Deploying> change) {
        return new Game(phase, pending, lobby, bidding, change.apply(deploying), combat);
    }

    Game withCombat(UnaryOperator<Combat> change) {
        return new Game(phase, pending, lobby, bidding, deploying, change.apply(combat));
    }

    /**
     * Whether the tactical order is the one the rules give now: a snapshot kept before a change to
     * how they rank (a demo's ties round the table, the tie for lowest) is not, and is replayed.
     */
    public boolean rankedAsTheRulesRank() {
        return reranked() == this;
    }

    /**
     * Re-sorts the tactical order by current score, stably (equal scores keep their relative
     * order; a demo's, their round-the-table order), and forgets the tie for lowest once no tied partner shares the loser's score.
     */
    Game reranked() {
        List<String> tacticalOrder = tacticalOrder();
        if (tacticalOrder.isEmpty()) {
            return this;
        }
        Map<String, Integer> scores = scores();
        LowTie tie = lowTie();
        if (tie != null) {
            int loserScore = scores.getOrDefault(tie.loser(), 0);
            if (tie.tiedWith().stream().noneMatch(p -> scores.getOrDefault(p, 0) == loserScore)) {
                tie = null;
            }
        }
        List<String> order = new ArrayList<>(tacticalOrder);
        if (demo() && phase == Phase.COMBAT) {
            // A demo's equal scores keep their round-the-table order (RULES §9), not whatever
            // order earlier leads left: A, B, C tied, C ahead then level again, B ahead of A.
            // (Combat starts in that order; before it, the order is the lobby's.)
            List<String> table = roundTheTable();
            order.sort(Comparator.comparingInt(table::indexOf));
        }
        // The loser of the tie for lowest stays behind an equal score while that tie lasts (RULES §2,
        // §4): a partner who fell below and climbed back level came after it by the stable sort alone.
        String loser = tie == null ? null : tie.loser();
        order.sort(Comparator.comparingInt((String p) -> scores.getOrDefault(p, 0)).reversed()
                .thenComparing(p -> p.equals(loser)));
        if (order.equals(tacticalOrder) && tie == lowTie()) {
            return this;
        }
        return withBidding(new Bidding(order, tie));
    }

    /**
     * Every player's {@link #score}, from one pass over the frames, stations and players: a
     * rerank follows every event, and asking each player's score in turn walked them all once a
     * player (the rules tests' random games spent two fifths of their time there).
     */
    private Map<String, Integer> scores() {
        Map<String, Integer> assets = new HashMap<>();
        for (Frame f : frames()) {
            if (f.alive()) {
                assets.merge(f.owner(), 1, Integer::sum);
            }
        }
        for (Station s : stations()) {
            if (s.holder() != null) {
                assets.merge(s.holder(), 1, Integer::sum);
            }
        }
        Map<String, Integer> scores = new HashMap<>();
        for (Player p : players()) {
            scores.putIfAbsent(p.id(), assets.getOrDefault(p.id(), 0) * p.ppa());
        }
        return scores;
    }
}
