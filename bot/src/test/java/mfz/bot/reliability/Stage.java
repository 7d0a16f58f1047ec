package mfz.bot.reliability;

import java.nio.file.Path;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import mfz.bot.campaign.CampaignService;
import mfz.bot.commands.Features;
import mfz.bot.commands.hw.HwElements;
import mfz.bot.core.Caller;
import mfz.bot.core.CommandRouter;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.game.GameJson;
import mfz.bot.game.GameService;
import mfz.bot.game.SavedCompanies;
import mfz.bot.play.TablePlayer;
import mfz.bot.store.CampaignStore;
import mfz.bot.store.Database;
import mfz.bot.store.GameStore;
import mfz.bot.store.HwElementStore;
import mfz.bot.store.SavedCompanyStore;
import mfz.rules.dice.SeededDice;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.game.Phase;
import mfz.rules.hw.Element;
import mfz.rules.hw.ElementKind;
import mfz.rules.hw.Stat;
import mfz.rules.hw.Stats;

/**
 * A channel's game brought to a known point with fixed seeds, on a real SQLite file, for the
 * bad-input catalogue: no game, the lobby, deployment, the start of round 1, a turn just rolled
 * (p0's P0-F0 against P1-F0 at artillery range), and that turn once defended with B4.
 * Players are {@code p0} (the host), {@code p1} and {@code p2}; {@code x9} is not playing.
 * The channel also tracks two Horizon Wars elements of {@code p1}'s, whatever the point:
 * {@code Tank} (F4 M2 A3 D1 P1, a vehicle) and {@code Wreck}, a mech at Armour 0 (destroyed).
 */
final class Stage implements AutoCloseable {

    static final String CHANNEL = "cat";
    static final long SEED = 7;

    enum Point { NO_GAME, LOBBY, DEPLOYMENT, ROUND, TURN, ACTING }

    private final Database database;
    private final GameService games;
    private final HwElements hw;
    private final CommandRouter router;
    private final GameJson json = new GameJson();
    private final AtomicInteger interactions = new AtomicInteger();

    Stage(Path file, Point point) throws Exception {
        database = Database.open(file);
        SeededDice dice = new SeededDice(SEED);
        games = new GameService(new GameStore(database), dice, Clock.systemUTC());
        hw = new HwElements(new HwElementStore(database), Clock.systemUTC());
        router = Features.router(dice, games, new SavedCompanies(new SavedCompanyStore(database),
                Clock.systemUTC()), new CampaignService(new CampaignStore(database), Clock.systemUTC()), hw);
        reach(point);
        hw.add(CHANNEL, "p1", Element.fresh("Tank", ElementKind.VEHICLE, new Stats(4, 2, 3, 1, 1)));
        Element wreck = Element.fresh("Wreck", ElementKind.MECH, new Stats(3, 3, 2, 2, 1));
        hw.add(CHANNEL, "p1", wreck);
        hw.update(CHANNEL, new Element(wreck.name(), wreck.kind(), wreck.start(), wreck.now().with(Stat.ARMOUR, 0),
                2, 0, 0));
    }

    private void reach(Point point) {
        if (point == Point.NO_GAME) {
            return;
        }
        TablePlayer table = new TablePlayer(SEED, "g", CHANNEL, List.of("p0", "p1", "p2"));
        List<Request> lobby = table.lobby("skirmish");
        if (point == Point.LOBBY) {
            // Open, joined, p0's company begun; nobody ready, not started.
            lobby.stream().filter(r -> !r.command().equals("game start") && !r.command().equals("company ready"))
                    .filter(r -> !r.caller().id().equals("p2") || r.command().equals("game join"))
                    .forEach(this::accept);
            return;
        }
        lobby.forEach(this::accept);
        while (game().phase() != Phase.COMBAT || game().pending() != null) {
            if (point == Point.DEPLOYMENT && game().phase() == Phase.DEPLOYMENT && game().deployment().placer() != null) {
                return;
            }
            proposeUntilAccepted(table);
        }
        if (point == Point.TURN || point == Point.ACTING) {
            String holder = GameQueries.initiative(game()).orElseThrow();
            String frame = game().framesOf(holder).getFirst().name();
            accept(new Request("setup-turn", "g", CHANNEL, new Caller(holder, holder, false), "turn start",
                    Map.of("frame", frame, "target", "P1-F0", "range", "artillery")));
        }
        if (point == Point.ACTING) {
            accept(new Request("setup-defend", "g", CHANNEL, new Caller("p0", "p0", false), "turn defend",
                    Map.of("die", "B4")));
        }
    }

    private void proposeUntilAccepted(TablePlayer table) {
        OptionalLong before = games.version(CHANNEL);
        for (Request candidate : table.next(game())) {
            router.route(candidate);
            if (!games.version(CHANNEL).equals(before)) {
                return;
            }
        }
        throw new IllegalStateException("the table is stuck: " + GameQueries.waitingOn(game()));
    }

    private void accept(Request request) {
        OptionalLong before = games.version(CHANNEL);
        Reply reply = router.route(request);
        if (games.version(CHANNEL).equals(before)) {
            throw new IllegalStateException(request + " was refused while setting up: " + reply.content());
        }
    }

    Game game() {
        return games.game(CHANNEL).orElseThrow();
    }

    Optional<Game> maybeGame() {
        return games.game(CHANNEL);
    }

    /** The game's state as stored JSON with its version, or "none"; and the channel's Horizon Wars elements. */
    String fingerprint() {
        return games.version(CHANNEL) + " " + games.game(CHANNEL).map(json::state).orElse("none") + " " + hw.all(CHANNEL);
    }

    Reply send(String user, boolean managesChannel, String command, Map<String, String> options) {
        return router.route(new Request("bad-" + interactions.incrementAndGet(), "g", CHANNEL,
                new Caller(user, user, managesChannel), command, new LinkedHashMap<>(options)));
    }

    /** What the bot suggests for {@code option} while {@code user} types {@code typed} into it. */
    List<String> suggest(String user, boolean managesChannel, String command, Map<String, String> options,
                         String option, String typed) {
        return router.suggest(new Request(null, "g", CHANNEL, new Caller(user, user, managesChannel), command,
                new LinkedHashMap<>(options)), option, typed);
    }

    /** Every command path of the bot, such as {@code roll} and {@code game new}. */
    List<String> commandPaths() {
        return router.specs().stream().flatMap(spec -> spec.subcommands().isEmpty() ? Stream.of(spec.name())
                : spec.subcommands().stream().map(sub -> spec.name() + " " + sub.name())).toList();
    }

    @Override
    public void close() {
        database.close();
    }
}
