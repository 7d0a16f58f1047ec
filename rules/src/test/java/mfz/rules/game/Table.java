package mfz.rules.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import mfz.rules.bidding.Bid;
import mfz.rules.bidding.LowTie;
import mfz.rules.bidding.Placing;
import mfz.rules.bidding.Position;
import mfz.rules.company.CompanyDraft;
import mfz.rules.company.Frame;
import mfz.rules.company.FrameDraft;
import mfz.rules.company.LoadoutNotation;
import mfz.rules.dice.Dice;
import mfz.rules.dice.ScriptedDice;
import mfz.rules.dice.SeededDice;
import mfz.rules.options.AdvancedOption;
import mfz.rules.options.GameOptions;
import mfz.rules.options.GameSize;
import mfz.rules.stations.Station;
import mfz.rules.stations.StationRules;
import mfz.rules.turn.Range;

/**
 * The one fixture of the rules' tests: a game played command by command, keeping its history.
 * Players are {@code a}…{@code e} (Anna, Ben, Cleo, Dev, Eve), {@code a} the host.
 *
 * <ul>
 *   <li>Start from a lobby ({@link #lobby}), straight from combat ({@link #combat},
 *       {@link #duel}) or from any history ({@link #given}).</li>
 *   <li>{@link #play} plays a command that must be accepted: with scripted dice every die it
 *       rolls must be scripted and every scripted die used; its events round-trip through
 *       JSON and the history replays to the same game.</li>
 *   <li>{@link #when} decides a command without playing it, proves that deciding changed
 *       nothing, and checks the {@link Outcome}: exactly these events, or exactly this refusal.</li>
 *   <li>Static shortcuts ({@link #ok}, {@link #quietTurn}) play on a bare game for tests that
 *       need turns played but don't look at them.</li>
 * </ul>
 */
public final class Table {

    public static final List<String> IDS = List.of("a", "b", "c", "d", "e");
    public static final List<String> NAMES = List.of("Anna", "Ben", "Cleo", "Dev", "Eve");

    public static final String SOLDIER = "B G Y Rd";

    private static final Dice ANY = new SeededDice(7);

    private final List<Event> history = new ArrayList<>();
    /** False when started from a game rather than its history: then there is nothing to replay. */
    private final boolean replayable;
    private Game game;

    public Table(List<Event> start) {
        history.addAll(start);
        game = Game.replay(start);
        replayable = true;
    }

    private Table(Game game) {
        this.game = game;
        replayable = false;
    }

    public Table() {
        this(List.of());
    }

    public Game game() {
        return game;
    }

    public List<Event> history() {
        return List.copyOf(history);
    }

    // ---- playing ---------------------------------------------------------------------------------

    /** Plays a command that must be accepted, rolling exactly these dice; returns its events. */
    public List<Event> play(Command command, int... dice) {
        ScriptedDice script = ScriptedDice.of(dice);
        List<Event> events = play(command, (Dice) script);
        assertEquals(0, script.remaining(), () -> "unused dice after " + command);
        return events;
    }

    /** Plays a command that must be accepted, with these dice; returns its events. */
    public List<Event> play(Command command, Dice dice) {
        Decision decision = game.decide(command, dice);
        if (decision instanceof RuleViolation v) {
            fail("refused " + command + ": " + v.message());
        }
        for (Event e : decision.events()) {
            Json.roundTrip(e, Event.class);
        }
        // Every accepted command of every rules test is also an import: read back from its events
        // and decided again with their dice, it gives exactly those events.
        assertEquals(Optional.empty(), ImportReplay.problem(game, command.actor(), decision.events()),
                () -> "importing " + command);
        history.addAll(decision.events());
        game = game.applyAll(decision.events());
        assertEquals(game, ((Decision.Accepted) decision).after(), "the decided game is its events applied");
        if (replayable) {
            assertEquals(game, Game.replay(history), "replaying rebuilds the game");
        }
        return decision.events();
    }

    /**
     * Sets up that this frame ended a move near this station (or near none) earlier in play, with
     * control settled there as a move's end settles it (§7): the host's correction out of turn
     * only records where a frame stands, so a test that needs a station held starts from these
     * events rather than from a turn it doesn't look at. Returns the events.
     */
    public List<Event> settle(String owner, String frame, String station) {
        List<Event> events = movedNear(game, owner, frame, station);
        history.addAll(events);
        game = game.applyAll(events);
        return events;
    }

    /** The game after {@link #settle} on a bare game. */
    public static Game settled(Game g, String owner, String frame, String station) {
        return g.applyAll(movedNear(g, owner, frame, station));
    }

    private static List<Event> movedNear(Game g, String owner, String frame, String station) {
        assertEquals(Phase.COMBAT, g.phase(), "frames move in play only: correct a deployment with /station near");
        Frame f = g.frame(owner, frame).orElseThrow();
        String to = StationRules.stationOnTable(g, station);
        Tx tx = new Tx(g, ANY);
        tx.emit(new Event.FrameStandsNear(f.owner(), f.name(), to));
        List<String> both = new ArrayList<>();
        both.add(f.nearStation() == null ? "" : f.nearStation());
        both.add(to == null ? "" : to);
        StationRules.recheck(tx, s -> tx.game().playersNear(s), both);
        return tx.events();
    }

    /** The command is refused with exactly this message. */
    public void refused(Command command, String message) {
        Decision d = game.decide(command, ScriptedDice.of());
        assertTrue(d instanceof RuleViolation, () -> "accepted: " + d.events());
        assertEquals(message, ((RuleViolation) d).message());
    }

    /** Plays a command that must be accepted on a bare game, with any dice. */
    public static Game ok(Game g, Command c, Dice dice) {
        Decision d = g.decide(c, dice);
        if (d instanceof RuleViolation v) {
            fail("refused " + c + ": " + v.message());
        }
        return g.applyAll(d.events());
    }

    public static Game ok(Game g, Command c) {
        return ok(g, c, ANY);
    }

    /** The frame starts a turn with no target and defends with nothing; the turn is still open. */
    public static Game startAndDefend(Game g, String owner, String frame) {
        g = ok(g, new Command.StartTurn(owner, frame, null, null, null, 0, false, null));
        return ok(g, new Command.Defend(owner, "none"));
    }

    /** A whole quiet turn: no target, no defense, nothing done. */
    public static Game quietTurn(Game g, String owner, String frame) {
        return ok(startAndDefend(g, owner, frame), new Command.EndTurn(owner));
    }

    /** Starting a turn with this target (a frame's name, "terrain", or null) at this range, nothing else. */
    public static Command start(String actor, String frame, String target, Range range) {
        return new Command.StartTurn(actor, frame, target, null, range, 0, false, null);
    }

    // ---- given, when, then -----------------------------------------------------------------------

    public static Table given(List<Event> events) {
        return new Table(events);
    }

    public static Table given(Game game) {
        return new Table(game);
    }

    public Outcome when(Command command) {
        return when(command, ScriptedDice.of());
    }

    /** Decides the command without playing it; deciding must leave the game as it was. */
    public Outcome when(Command command, Dice dice) {
        String before = Json.write(game);
        Decision decision = game.decide(command, dice);
        assertEquals(before, Json.write(game), "deciding changed the game");
        return new Outcome(game, decision);
    }

    public record Outcome(Game before, Decision decision) {

        /** The command was accepted with exactly these events; returns the game after them. */
        public Game thenEvents(Event... expected) {
            if (decision instanceof RuleViolation v) {
                fail("refused: " + v.message());
            }
            assertEquals(List.of(expected), decision.events());
            return after();
        }

        /** Accepted: a {@code GameStarted} event (the companies built) and then exactly these events. */
        public Game thenStartedAnd(Event... expected) {
            if (decision instanceof RuleViolation v) {
                fail("refused: " + v.message());
            }
            List<Event> events = decision.events();
            assertTrue(events.getFirst() instanceof Event.GameStarted, () -> "not started: " + events);
            assertEquals(List.of(expected), events.subList(1, events.size()));
            return after();
        }

        /** The command was accepted; returns the game after its events. */
        public Game accepted() {
            if (decision instanceof RuleViolation v) {
                fail("refused: " + v.message());
            }
            return after();
        }

        /** Refused with exactly this message, no events, the game unchanged. */
        public void thenRefused(String message) {
            assertTrue(decision instanceof RuleViolation, () -> "accepted: " + decision.events());
            assertEquals(message, ((RuleViolation) decision).message());
            assertEquals(List.of(), decision.events());
        }

        private Game after() {
            for (Event e : decision.events()) {
                Json.roundTrip(e, Event.class);
            }
            Game after = before.applyAll(decision.events());
            Json.roundTrip(after, Game.class);
            return after;
        }
    }

    // ---- the lobby -------------------------------------------------------------------------------

    /** A lobby of n players; a is the host. */
    public static Table lobby(GameSize size, int players) {
        Table t = new Table();
        t.play(new Command.CreateGame("a", "Anna", size));
        for (int i = 1; i < players; i++) {
            t.play(new Command.JoinGame(IDS.get(i), NAMES.get(i)));
        }
        return t;
    }

    /**
     * A company of frames with these loadouts, named {@code <player>1}, {@code <player>2}…,
     * the first carrying all {@code ssrs}, and stations named {@code <player>-S1}…
     */
    public static CompanyDraft company(String player, int ssrs, int stations, String... loadouts) {
        List<FrameDraft> frames = new ArrayList<>();
        for (int i = 0; i < loadouts.length; i++) {
            frames.add(new FrameDraft(player + (i + 1), loadouts[i], i == 0 ? ssrs : 0));
        }
        List<String> names = new ArrayList<>();
        for (int i = 0; i < stations; i++) {
            names.add(player + "-S" + (i + 1));
        }
        return new CompanyDraft(frames, names);
    }

    /** n frames of the given loadout. */
    public static String[] frames(int n, String loadout) {
        String[] out = new String[n];
        Arrays.fill(out, loadout);
        return out;
    }

    /** Sets every player's company (in order a, b, …) with the game's SSRs, declares all ready. */
    public Table companies(int stations, String[]... loadouts) {
        for (int i = 0; i < loadouts.length; i++) {
            String id = IDS.get(i);
            play(new Command.SetCompany(id, company(id, game.options().ssrCount(), stations, loadouts[i])));
            play(new Command.DeclareReady(id));
        }
        return this;
    }

    /** The host starts the game with these dice. */
    public Table start(Dice dice) {
        play(new Command.StartGame("a"), dice);
        return this;
    }

    // ---- straight into combat --------------------------------------------------------------------

    /** A placed frame of {@code B G Y} standing near no station. */
    public static Frame frame(String owner, String name) {
        return frame(owner, name, "B G Y");
    }

    /** A placed frame with this loadout and no SSRs. */
    public static Frame frame(String owner, String name, String loadout) {
        return frame(owner, name, loadout, 0);
    }

    public static Frame frame(String owner, String name, String loadout, int ssrs) {
        return Frame.build(owner, name, LoadoutNotation.read(loadout).systems(), ssrs).placedNear(null);
    }

    /** A company station on the table, held by its owner. */
    public static Station station(String owner, String name) {
        return Station.ofCompany(owner, name).onTable();
    }

    /** Two or three players (three if Cleo has a frame), PPA 5, in order a, b, c, with these advanced options. */
    public static Table duel(List<Frame> frames, AdvancedOption... options) {
        return duel(frames, List.of(), options);
    }

    public static Table duel(List<Frame> frames, List<Station> stations, AdvancedOption... options) {
        GameOptions o = GameOptions.defaults(GameSize.SKIRMISH);
        for (AdvancedOption option : options) {
            o = o.with(option, true);
        }
        int players = frames.stream().anyMatch(f -> f.owner().equals("c")) ? 3 : 2;
        return new Table(combat(o, IDS.subList(0, players), NAMES.subList(0, players),
                List.of(5, 5, 5).subList(0, players), frames, stations, IDS.subList(0, players)));
    }

    /** The history of a skirmish that jumps to combat: players a, b, … with PPA 5 each, bids of 0. */
    public static List<Event> combat(int players, List<Frame> frames, List<Station> stations, LowTie lowTie,
                                     List<String> order) {
        return combat(GameOptions.defaults(GameSize.SKIRMISH), players, frames, stations, lowTie, order);
    }

    public static List<Event> combat(GameOptions options, int players, List<Frame> frames, List<Station> stations,
                                     LowTie lowTie, List<String> order) {
        List<Bid> bids = new ArrayList<>();
        for (int i = 0; i < players; i++) {
            bids.add(new Bid(IDS.get(i), 0, 0, 0, 5, 0));
        }
        return combat(options, IDS.subList(0, players), NAMES.subList(0, players), bids, frames, stations, lowTie, order);
    }

    /**
     * Straight into combat: these players (ids and names, in table order), PPAs, frames and
     * stations, and this tactical order; each bid counts the player's frames and stations.
     */
    public static List<Event> combat(GameOptions options, List<String> ids, List<String> names, List<Integer> ppas,
                                     List<Frame> frames, List<Station> stations, List<String> order) {
        List<Bid> bids = new ArrayList<>();
        for (int i = 0; i < ids.size(); i++) {
            String id = ids.get(i);
            int f = (int) frames.stream().filter(x -> x.owner().equals(id)).count();
            int s = (int) stations.stream().filter(x -> id.equals(x.owner())).count();
            bids.add(new Bid(id, f, 0, s, ppas.get(i), (f + s) * ppas.get(i)));
        }
        return combat(options, ids, names, bids, frames, stations, null, order);
    }

    private static List<Event> combat(GameOptions options, List<String> ids, List<String> names, List<Bid> bids,
                                      List<Frame> frames, List<Station> stations, LowTie lowTie, List<String> order) {
        List<Event> events = new ArrayList<>();
        events.add(new Event.GameCreated(ids.getFirst(), names.getFirst(), options));
        for (int i = 1; i < ids.size(); i++) {
            events.add(new Event.PlayerJoined(ids.get(i), names.get(i)));
        }
        events.add(new Event.GameStarted(frames, stations));
        List<Placing> placings = new ArrayList<>();
        for (String id : ids) {
            placings.add(new Placing(id, id.equals(order.getFirst()) ? Position.DEFENDER
                    : id.equals(order.getLast()) ? Position.POINT_ATTACKER : Position.SECONDARY_ATTACKER));
        }
        events.add(new Event.CompaniesCompared(bids));
        events.add(new Event.BiddingSettled(placings, lowTie, List.of(), order));
        events.add(new Event.CombatBegan(order));
        return events;
    }
}
