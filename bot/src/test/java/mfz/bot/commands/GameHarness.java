package mfz.bot.commands;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;
import mfz.bot.campaign.CampaignService;
import mfz.bot.core.Caller;
import mfz.bot.core.CommandRouter;
import mfz.bot.core.Component;
import mfz.bot.core.ComponentIds;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.game.GameJson;
import mfz.bot.game.GameService;
import mfz.bot.game.SavedCompanies;
import mfz.bot.game.SavedLayouts;
import mfz.bot.play.TablePlayer;
import mfz.bot.reminders.Reminders;
import mfz.bot.store.CampaignStore;
import mfz.bot.store.Database;
import mfz.bot.store.GameStatus;
import mfz.bot.store.GameStore;
import mfz.bot.store.MapLayoutStore;
import mfz.bot.store.ReminderStore;
import mfz.bot.store.SavedCompanyStore;
import mfz.bot.store.StoreException;
import mfz.rules.dice.SeededDice;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.game.Phase;
import mfz.rules.game.Table;

/**
 * The bot's real commands on a real SQLite file, driven as a front end does: typed commands,
 * and taps on the controls of earlier replies, each with its own interaction id.
 */
public final class GameHarness implements AutoCloseable {

    public static final String CHANNEL = "c1";

    private final Database database;
    private final GameService games;
    private final CommandRouter router;
    /** Each harness numbers its interactions apart, so one reopened on the same file isn't taken for a retry. */
    private static final AtomicInteger HARNESSES = new AtomicInteger();
    private Reply lastReply;
    /** The seeded table {@link #playUntil} plays with, kept for {@link #playOn}. */
    private TablePlayer table;
    private final AtomicInteger interactions = new AtomicInteger(HARNESSES.getAndIncrement() * 1_000_000);
    private final long seed;
    private final Reminders reminders;

    public GameHarness(Path file, long seed) throws StoreException {
        this(file, seed, Clock.systemUTC(), false);
    }

    /** With {@code withReminders}, the games' reminders on this clock (their scheduler is the test's). */
    public GameHarness(Path file, long seed, Clock clock, boolean withReminders) throws StoreException {
        this(Database.open(file), seed, clock, withReminders);
    }

    /** On a database already open (PostgreSQL, say); closing the harness closes it. */
    public GameHarness(Database database, long seed, Clock clock, boolean withReminders) {
        this.seed = seed;
        this.database = database;
        games = new GameService(new GameStore(database), new SeededDice(seed), clock);
        SavedCompanies saved = new SavedCompanies(new SavedCompanyStore(database), clock);
        CampaignService campaigns = new CampaignService(new CampaignStore(database), clock);
        reminders = withReminders ? new Reminders(new ReminderStore(database), clock) : null;
        if (reminders != null) {
            games.watch(reminders);
        }
        router = Features.router(new SeededDice(seed), games, saved, campaigns, null, reminders,
                new SavedLayouts(new MapLayoutStore(database), clock));
    }

    /**
     * A store at {@code file} holding the rules tests' game as this harness's channel's game, as
     * an import would: for tests that start from a history the rules' fixtures build (a map game
     * in combat, say) rather than typing their way there; a history that ends the game is stored
     * as a finished game.
     */
    public static Path stored(Path file, Table table) throws StoreException {
        String host = table.game().host();
        try (Database database = Database.open(file)) {
            GameJson json = new GameJson();
            new GameStore(database).createFromHistory("g", CHANNEL, host, List.of(new GameStore.HistoryCommand(
                    host, null, table.history().stream().map(json::toStored).toList())),
                    table.game().phase() == Phase.ENDED ? GameStatus.FINISHED
                            : GameStatus.PLAYING, Set.of(), Instant.now());
        }
        return file;
    }

    /** The reminders, when made with them. */
    public Reminders reminders() {
        return reminders;
    }

    public Game game() {
        return games.game(CHANNEL).orElseThrow();
    }

    public GameService games() {
        return games;
    }

    public CommandRouter router() {
        return router;
    }

    /** A typed command: options alternate names and values. */
    public Reply type(String user, String command, String... options) {
        Map<String, String> map = new LinkedHashMap<>();
        for (int i = 0; i < options.length; i += 2) {
            map.put(options[i], options[i + 1]);
        }
        return route(request(user, command, map));
    }

    /** A command typed by someone with the Manage Channels permission (a host of any game here). */
    public Reply typeManaging(String user, String command, String... options) {
        Map<String, String> map = new LinkedHashMap<>();
        for (int i = 0; i < options.length; i += 2) {
            map.put(options[i], options[i + 1]);
        }
        return route(new Request("i-" + interactions.incrementAndGet(), "g", CHANNEL,
                new Caller(user, user, true), command, map));
    }

    /** What autocomplete offers {@code user} in an option, with nothing typed yet. */
    public List<String> suggest(String user, String command, String option, String... others) {
        Map<String, String> map = new LinkedHashMap<>();
        for (int i = 0; i < others.length; i += 2) {
            map.put(others[i], others[i + 1]);
        }
        return router.suggest(new Request("a", "g", CHANNEL, new Caller(user, user, false), command, map), option, "");
    }

    /**
     * Refused: a private reply, and the game as it was. The router's own failure ("something went
     * wrong") is no refusal: it too is private and changes nothing, so a crash passed for one (a
     * test audit).
     */
    public String refused(String user, String command, String... options) {
        long before = version();
        Reply reply = type(user, command, options);
        if (!reply.ephemeral() || version() != before) {
            throw new AssertionError("/" + command + " was not refused: " + reply);
        }
        if (CommandRouter.UNEXPECTED.equals(reply.content())) {
            throw new AssertionError("/" + command + " failed on the bot's side instead of being refused: " + reply);
        }
        return reply.content();
    }

    /** A tap on a control of an earlier reply; a menu's choice as {@code chosen}. */
    public Reply tap(String user, Component control, String... chosen) {
        ComponentIds.Action action = ComponentIds.decode(control.id());
        return route(request(user, action.command(), action.optionsWith(List.of(chosen))));
    }

    /** The router's reply, once the reminders were told of what it stored (the reply doesn't wait for them). */
    private Reply route(Request request) {
        Reply reply = router.route(request);
        games.settleWatcher();
        lastReply = reply;
        return reply;
    }

    /** The reply to the last command routed, accepted or not (after {@link #playUntil}: the one that reached the point). */
    public Reply lastReply() {
        return lastReply;
    }

    private Request request(String user, String command, Map<String, String> options) {
        return new Request("i-" + interactions.incrementAndGet(), "g", CHANNEL, new Caller(user, user, false),
                command, options);
    }

    /** The control whose label (button) or placeholder (menu) starts with this text. */
    public static Component control(Reply reply, String label) {
        for (Component.Row row : reply.rows()) {
            for (Component component : row.components()) {
                String shown = switch (component) {
                    case Component.Button button -> button.label();
                    case Component.SelectMenu menu -> menu.placeholder();
                };
                if (shown.startsWith(label)) {
                    return component;
                }
            }
        }
        throw new AssertionError("no control \"" + label + "\" under: " + reply);
    }

    /**
     * vincent's game with meguey joined, both companies of these loadouts (Anvil-1… and
     * Fang-1…) and three stations each (AA… and FA…), not yet ready.
     */
    public void lobby(String... company) {
        type("vincent", "game new", "size", "skirmish", "ssr", "0");
        type("meguey", "game join");
        for (String player : List.of("vincent", "meguey")) {
            String prefix = player.equals("vincent") ? "Anvil-" : "Fang-";
            for (int i = 0; i < company.length; i++) {
                type(player, "company frame", "name", prefix + (i + 1), "loadout", company[i]);
            }
            for (String station : List.of("A", "B", "C")) {
                type(player, "company station", "name", prefix.charAt(0) + station);
            }
        }
    }

    /** The {@link #lobby} with both companies declared ready, not started. */
    public void bothReady(String... company) {
        lobby(company);
        type("vincent", "company ready");
        type("meguey", "company ready");
    }

    /** vincent's demo (no SSRs) with meguey, each with two frames ({@code vincent-1}…), started: its one placement step. */
    public void demoDeploying() {
        type("vincent", "game new", "size", "demo", "ssr", "0");
        type("meguey", "game join");
        for (String player : List.of("vincent", "meguey")) {
            type(player, "company frame", "name", player + "-1", "loadout", "B G Y Rd");
            type(player, "company frame", "name", player + "-2", "loadout", "B G Rh Rh");
            type(player, "company ready");
        }
        type("vincent", "game start");
    }

    /**
     * A seeded table of p0 (the host) and p1 types a whole lobby, with these options set
     * as it opens ({@code game options}), and plays on until the game reaches a point.
     */
    public Game playUntil(Map<String, String> options, Predicate<Game> point) {
        table = new TablePlayer(seed, "g", CHANNEL, List.of("p0", "p1"));
        for (Request line : table.lobby("skirmish")) {
            accept(line);
            if (line.command().equals("game new") && !options.isEmpty()) {
                accept(table.request("p0", "game options", options));
            }
        }
        return playOn(table, point);
    }

    /** The channel's game, however it was opened, played on by a table of these players until a point. */
    public Game playOn(List<String> players, Predicate<Game> point) {
        table = new TablePlayer(seed, "g", CHANNEL, players);
        return playOn(table, point);
    }

    /** The game {@link #playUntil} opened, played on by the same table (after an undo, say) until another point. */
    public Game playOn(Predicate<Game> point) {
        if (table == null) {
            throw new IllegalStateException("playUntil opens the game playOn goes on with");
        }
        return playOn(table, point);
    }

    private Game playOn(TablePlayer table, Predicate<Game> point) {
        while (!point.test(current())) {
            long before = version();
            List<Request> proposals = table.next(game());
            for (Request candidate : proposals) {
                route(candidate);
                if (version() != before) {
                    break;
                }
            }
            if (version() == before) {
                throw new IllegalStateException("the table is stuck: " + GameQueries.waitingOn(game()));
            }
        }
        return current();
    }

    /** The open game, or the one that just finished (a point may be the game's end). */
    private Game current() {
        return games.gameOrLastFinished(CHANNEL).orElse(Game.EMPTY);
    }

    /**
     * The {@link #lobby} with one more frame for meguey (no tie), both ready, started, and the
     * terrain approved by both: the first placer's turn, whose id is returned.
     */
    public String deploying() {
        started();
        type("vincent", "deploy done");
        type("meguey", "deploy done");
        return game().deployment().placer();
    }

    /** The {@link #lobby} of {@link #deploying}, both ready and started: deployment's step 1, the terrain to approve. */
    public Reply started() {
        lobby("B G Y Rd", "B G Rh Rh", "B B G Ra", "G Y Rd");
        type("meguey", "company frame", "name", "Fang-5", "loadout", "B Y Ra");
        type("vincent", "company ready");
        type("meguey", "company ready");
        return type("vincent", "game start");
    }

    /**
     * The {@link #lobby} of {@link #deploying} on the map, both ready and started: deployment's
     * step 1, the terrain not laid yet. Returns the start's reply.
     */
    public Reply startedOnTheMap() {
        lobby("B G Y Rd", "B G Rh Rh", "B B G Ra", "G Y Rd");
        type("meguey", "company frame", "name", "Fang-5", "loadout", "B Y Ra");
        type("vincent", "game options", "map", "true");
        type("vincent", "company ready");
        type("meguey", "company ready");
        return type("vincent", "game start");
    }

    /** The same with the default options. */
    public Game playUntil(Predicate<Game> point) {
        return playUntil(Map.of(), point);
    }

    /** The game's version: it moves with every accepted command, and only then. */
    public long version() {
        return games.version(CHANNEL).orElse(-1);
    }

    private void accept(Request request) {
        long before = version();
        Reply reply = route(request);
        if (version() == before) {
            throw new IllegalStateException(request + " was refused while setting up: " + reply.content());
        }
    }

    @Override
    public void close() {
        database.close();
    }
}
