package mfz.bot;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import mfz.bot.campaign.CampaignService;
import mfz.bot.commands.Features;
import mfz.bot.commands.hw.HwElements;
import mfz.bot.commands.play.BotSeats;
import mfz.bot.commands.play.ChannelsGone;
import mfz.bot.commands.play.Controls;
import mfz.bot.commands.play.Play;
import mfz.bot.config.Config;
import mfz.bot.config.ConfigException;
import mfz.bot.config.ConfigLoader;
import mfz.bot.core.CommandRouter;
import mfz.bot.discord.DiscordFrontEnd;
import mfz.bot.discord.DiscordNotices;
import mfz.bot.game.GameService;
import mfz.bot.game.SavedCompanies;
import mfz.bot.game.SavedLayouts;
import mfz.bot.logging.Redaction;
import mfz.bot.reminders.ReminderScheduler;
import mfz.bot.reminders.ReminderTimer;
import mfz.bot.reminders.Reminders;
import mfz.bot.store.CampaignStore;
import mfz.bot.store.Database;
import mfz.bot.store.DiscordApplication;
import mfz.bot.store.GameStore;
import mfz.bot.store.GameThreadStore;
import mfz.bot.store.HwElementStore;
import mfz.bot.store.MapLayoutStore;
import mfz.bot.store.ReminderStore;
import mfz.bot.store.SavedCompanyStore;
import mfz.bot.store.SchemaWatch;
import mfz.bot.store.StoreException;
import mfz.bot.store.TableMessageStore;
import mfz.rules.dice.Dice;
import mfz.rules.dice.ScriptedDice;
import mfz.rules.dice.SecureDice;
import mfz.rules.dice.SeededDice;
import mfz.rules.hw.Odds;

/**
 * The bot put together from its arguments and environment: configuration checked, dice
 * chosen, database open and migrated, commands wired. Both front ends start from here, and
 * so do the tests that start the bot the way a user does.
 */
public final class App implements AutoCloseable {

    private final Config config;
    private final Arguments.Mode mode;
    private final Database database;
    private final CommandRouter router;
    private final GameService games;
    private final Reminders reminders;
    private final BotSeats seats;
    private final ChannelsGone channelsGone;
    private ReminderTimer reminderTimer;
    private ReminderScheduler reminderScheduler;
    private SchemaWatch schemaWatch;

    private App(Config config, Arguments.Mode mode, Database database, CommandRouter router, GameService games,
                Reminders reminders, Play play) {
        this.seats = new BotSeats(play);
        this.channelsGone = new ChannelsGone(play);
        this.config = config;
        this.mode = mode;
        this.database = database;
        this.router = router;
        this.games = games;
        this.reminders = reminders;
    }

    /** @throws StartupException with one line for the user, when a setting or the database is unusable */
    public static App create(Arguments arguments, Map<String, String> env) throws StartupException {
        Config config;
        try {
            config = ConfigLoader.load(arguments.config(), env);
        } catch (ConfigException e) {
            throw new StartupException(e.getMessage());
        }
        config.token().ifPresent(token -> Redaction.register(token.reveal()));
        Arguments.Mode mode = mode(arguments, config);
        if (mode == Arguments.Mode.DISCORD && (arguments.seed() != null || arguments.dice() != null)
                && !config.usesStandInDiscord()) {
            throw new StartupException("--seed and --dice make rolls predictable: they are for the console table "
                    + "and test servers, not for the real Discord");
        }
        Dice dice = dice(arguments);
        Database database;
        try {
            database = openDatabase(config, env);
        } catch (StoreException e) {
            throw new StartupException("MFZ_DB: " + e.getMessage());
        }
        GameService games = new GameService(new GameStore(database), dice, Clock.systemUTC());
        SavedCompanies saved = new SavedCompanies(new SavedCompanyStore(database), Clock.systemUTC());
        CampaignService campaigns = new CampaignService(new CampaignStore(database), Clock.systemUTC());
        Reminders reminders = new Reminders(new ReminderStore(database), Clock.systemUTC());
        games.watch(reminders);
        return new App(config, mode, database, Features.router(dice, games, saved, campaigns,
                new HwElements(new HwElementStore(database), Clock.systemUTC()), reminders,
                new SavedLayouts(new MapLayoutStore(database), Clock.systemUTC())), games, reminders,
                // The bot's seats (and a deleted channel's game) go through the same plays as the router's commands.
                new Play(games, campaigns));
    }

    /**
     * SQLite's file by default; PostgreSQL, shared by several bot processes, when MFZ_DB is a
     * {@code jdbc:postgresql://} address, with MFZ_DB_USER and MFZ_DB_PASSWORD (kept out of the
     * logs like the token).
     */
    static Database openDatabase(Config config, Map<String, String> env) throws StoreException {
        if (config.postgresql().isPresent()) {
            String password = env.get("MFZ_DB_PASSWORD");
            if (password != null && !password.isEmpty()) {
                Redaction.register(password);
            }
            return Database.openShared(config.postgresql().get(), env.get("MFZ_DB_USER"), password);
        }
        return Database.open(config.database());
    }

    /** The front end the arguments and configuration ask for: Discord needs a token. */
    static Arguments.Mode mode(Arguments arguments, Config config) throws StartupException {
        return switch (arguments.mode()) {
            case CONSOLE -> Arguments.Mode.CONSOLE;
            case DISCORD -> {
                if (config.token().isEmpty()) {
                    throw new StartupException("DISCORD_TOKEN is not set: Discord mode needs the bot's token "
                            + "(README: \"Run it on Discord\"), or leave out --discord for the console table");
                }
                yield Arguments.Mode.DISCORD;
            }
            case AUTO -> config.token().isPresent() ? Arguments.Mode.DISCORD : Arguments.Mode.CONSOLE;
        };
    }

    private static Dice dice(Arguments arguments) throws StartupException {
        if (arguments.seed() != null) {
            return new SeededDice(arguments.seed());
        }
        if (arguments.dice() != null) {
            try {
                return ScriptedDice.parse(Files.readString(arguments.dice(), StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new StartupException("--dice: can't read " + arguments.dice() + " (" + e.getClass().getSimpleName() + ")");
            } catch (IllegalArgumentException e) {
                throw new StartupException("--dice " + arguments.dice() + ": " + e.getMessage());
            }
        }
        return new SecureDice();
    }

    public Arguments.Mode mode() {
        return mode;
    }

    public Config config() {
        return config;
    }

    public CommandRouter router() {
        return router;
    }

    public Database database() {
        return database;
    }

    /** The channels' games. */
    public GameService games() {
        return games;
    }

    /** The bot's seats at the games: a front end runs their actions after every command in a channel. */
    public BotSeats seats() {
        return seats;
    }

    /**
     * Connects to Discord (or the configured stand-in) and starts answering commands.
     *
     * @throws StartupException with one line for the user when Discord refuses the start
     */
    public DiscordFrontEnd startDiscord() throws InterruptedException, StartupException {
        // The Horizon Wars odds table is read while Discord connects, not at the first /hw odds.
        Thread.ofVirtual().name("hw-odds-warm-up").start(Odds::warmUp);
        try {
            DiscordFrontEnd frontEnd = DiscordFrontEnd.start(config, router, new TableMessageStore(database),
                    new GameThreadStore(database), seats, channelsGone, this::applicationRefusal);
            reminderScheduler = new ReminderScheduler(reminders, games::peek, new DiscordNotices(frontEnd),
                    (open, player) -> Controls.forPlayer(open.game(), open.version(), player));
            reminderTimer = new ReminderTimer(reminderScheduler, reminders.clock());
            // A newer version upgrading a shared database under this process stops it (the stop hook closes all).
            schemaWatch = new SchemaWatch(database, Duration.ofMinutes(1),
                    () -> Thread.ofPlatform().name("schema-moved-on").start(() -> System.exit(1)));
            return frontEnd;
        } catch (DiscordFrontEnd.StartFailure e) {
            throw new StartupException(e.getMessage());
        }
    }

    /**
     * Why this bot user may not play from this database: it is another Discord application's. A
     * second application for development, started on the production file, ended every game of
     * the servers it wasn't in as if they had removed the bot (an operations audit).
     */
    private Optional<String> applicationRefusal(String botUserId, boolean connected) {
        try {
            DiscordApplication application = new DiscordApplication(database);
            String owner = connected ? application.claim(botUserId, Instant.now())
                    : application.owner().orElse(botUserId);
            return owner.equals(botUserId) ? Optional.empty() : Optional.of("MFZ_DB: this database is "
                    + "another Discord application's (its bot is user " + owner + ", this token's is " + botUserId
                    + "): give each application a database of its own (docs/storage.md)");
        } catch (StoreException e) {
            return Optional.of("MFZ_DB: can't tell whose database this is: " + e.getMessage());
        }
    }

    /**
     * Sends now the Discord reminders due at {@code now}, as the minute timer does: for tests
     * that let days pass without waiting. Nothing before {@link #startDiscord()}.
     *
     * @return how many notices went out
     */
    public int sendRemindersDue(Instant now) {
        return reminderScheduler == null ? 0 : reminderScheduler.tick(now);
    }

    /**
     * Sends no more reminders, one being sent finished first (its claim is stored before its
     * send), and no longer watches the schema (a stop under way is not to be cut short by it).
     */
    public void stopReminders() {
        if (schemaWatch != null) {
            schemaWatch.close();
        }
        if (reminderTimer != null) {
            reminderTimer.close();
        }
    }

    /**
     * Stops the reminders, lets the watcher settle, closes the database: once, whoever calls first
     * (on Discord both the stop signal's hook and the main thread do, and the JVM may end before
     * the main thread's turn: the hook's close is the one that must run). A second caller waits
     * for the first to finish.
     */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        stopReminders();
        games.settleWatcher();
        database.close();
    }

    private boolean closed;

    /** Start-up stopped for a reason the user can fix; the message is one line. */
    public static final class StartupException extends Exception {
        StartupException(String message) {
            super(message, null, false, false);
        }
    }
}
