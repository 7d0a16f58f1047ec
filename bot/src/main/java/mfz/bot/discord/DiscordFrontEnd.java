package mfz.bot.discord;

import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import mfz.bot.commands.play.BotSeats;
import mfz.bot.commands.play.ChannelsGone;
import mfz.bot.config.Config;
import mfz.bot.config.Shards;
import mfz.bot.core.ChannelQueues;
import mfz.bot.core.CommandRouter;
import mfz.bot.core.GameThreads;
import mfz.bot.core.MemoryTableMessages;
import mfz.bot.core.TableMessages;
import mfz.bot.render.pictures.DieFace;
import mfz.bot.render.pictures.DieFacePainter;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.Guild;
import net.dv8tion.jda.api.exceptions.InvalidTokenException;
import net.dv8tion.jda.api.requests.GatewayIntent;
import net.dv8tion.jda.api.requests.RestConfig;
import net.dv8tion.jda.api.sharding.DefaultShardManagerBuilder;
import net.dv8tion.jda.api.sharding.ShardManager;
import net.dv8tion.jda.api.utils.Compression;
import net.dv8tion.jda.api.utils.cache.CacheFlag;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The bot on Discord: connects with the configured token (to the real Discord, or to the
 * stand-in addresses of the configuration), registers the slash commands and answers them.
 */
public final class DiscordFrontEnd implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(DiscordFrontEnd.class);

    /**
     * How long a command may run before its interaction is deferred: Discord wants a first
     * answer within 3 seconds, and the acknowledgement itself needs time to get there.
     */
    public static final Duration DEFER_AFTER = Duration.ofSeconds(2);

    /** How long closing waits for the channels to finish the commands they started. */
    private static final Duration DRAIN_WAIT = Duration.ofSeconds(10);

    private final ShardManager shardManager;
    private final Shards shards;
    private final InteractionListener listener;
    private final ExecutorService workers;
    private final ScheduledExecutorService watchdog;
    private final CompletableFuture<Void> facesReady;
    /** Setting up or looking for the die faces; null when there is nothing to do. */
    private final Thread facesThread;
    private final GameThreads gameThreads;

    private DiscordFrontEnd(ShardManager shardManager, Shards shards, InteractionListener listener,
                            ExecutorService workers, ScheduledExecutorService watchdog,
                            CompletableFuture<Void> facesReady, Thread facesThread, GameThreads gameThreads) {
        this.facesReady = facesReady;
        this.facesThread = facesThread;
        this.gameThreads = gameThreads;
        this.shardManager = shardManager;
        this.shards = shards;
        this.listener = listener;
        this.workers = workers;
        this.watchdog = watchdog;
    }

    /** Start-up stopped for a reason the user can fix (a refused token, a server the bot is not in). */
    public static final class StartFailure extends Exception {
        StartFailure(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /**
     * Connects, waits until Discord says the bot is ready, and registers the commands.
     *
     * @param tableMessages where each channel's table message is (kept across restarts)
     */
    public static DiscordFrontEnd start(Config config, CommandRouter router, TableMessages tableMessages)
            throws InterruptedException, StartFailure {
        return start(config, router, tableMessages, DEFER_AFTER, true);
    }

    /** As {@link #start(Config, CommandRouter, TableMessages)}, with games played in threads kept there too. */
    public static DiscordFrontEnd start(Config config, CommandRouter router, TableMessages tableMessages,
                                        GameThreads gameThreads) throws InterruptedException, StartFailure {
        return start(config, router, tableMessages, DEFER_AFTER, true, gameThreads, null, null, null);
    }

    /**
     * As {@link #start(Config, CommandRouter, TableMessages, GameThreads)}, with the bot's seats
     * acting in their channels after every command there, each action after the configured pause.
     */
    public static DiscordFrontEnd start(Config config, CommandRouter router, TableMessages tableMessages,
                                        GameThreads gameThreads, BotSeats seats)
            throws InterruptedException, StartFailure {
        return start(config, router, tableMessages, DEFER_AFTER, true, gameThreads, seats, null, null);
    }

    /**
     * The same, with a deleted channel's (or thread's) open game abandoned ({@code channelsGone}),
     * once {@code application} has accepted the bot user that connected (the bot's own start).
     */
    public static DiscordFrontEnd start(Config config, CommandRouter router, TableMessages tableMessages,
                                        GameThreads gameThreads, BotSeats seats,
                                        ChannelsGone channelsGone, Application application)
            throws InterruptedException, StartFailure {
        return start(config, router, tableMessages, DEFER_AFTER, true, gameThreads, seats, channelsGone, application);
    }

    /** Whether the store is this bot user's to play from: a reason to stop start-up, when it isn't. */
    @FunctionalInterface
    public interface Application {
        /**
         * @param connected Discord took the token (the bot user is recorded if none is yet); else
         *                  only read from the token, before connecting (compared, never recorded: a
         *                  wrong token would otherwise claim the database)
         */
        Optional<String> refusal(String botUserId, boolean connected);
    }

    /** As {@link #start(Config, CommandRouter, TableMessages)}, with table message ids kept in memory only. */
    public static DiscordFrontEnd start(Config config, CommandRouter router)
            throws InterruptedException, StartFailure {
        return start(config, router, new MemoryTableMessages(), DEFER_AFTER);
    }

    /** As {@link #start(Config, CommandRouter)}, deferring commands that take longer than {@code deferAfter}. */
    public static DiscordFrontEnd start(Config config, CommandRouter router, Duration deferAfter)
            throws InterruptedException, StartFailure {
        return start(config, router, new MemoryTableMessages(), deferAfter);
    }

    /**
     * As {@link #start(Config, CommandRouter, TableMessages)}, deferring commands that take
     * longer than {@code deferAfter} (tests shorten it to see a deferral quickly).
     */
    public static DiscordFrontEnd start(Config config, CommandRouter router, TableMessages tableMessages,
                                        Duration deferAfter) throws InterruptedException, StartFailure {
        return start(config, router, tableMessages, deferAfter, false);
    }

    /**
     * As {@link #start(Config, CommandRouter, TableMessages, Duration)}; with {@code diceFaces},
     * the die faces are drawn and made the application's emojis in the background (the bot's
     * own start; tests of other things leave them out).
     */
    public static DiscordFrontEnd start(Config config, CommandRouter router, TableMessages tableMessages,
                                        Duration deferAfter, boolean diceFaces)
            throws InterruptedException, StartFailure {
        return start(config, router, tableMessages, deferAfter, diceFaces, GameThreads.inMemory(), null, null, null);
    }

    private static DiscordFrontEnd start(Config config, CommandRouter router, TableMessages tableMessages,
                                         Duration deferAfter, boolean diceFaces, GameThreads gameThreads,
                                         BotSeats seats,
                                         ChannelsGone channelsGone, Application application)
            throws InterruptedException, StartFailure {
        String token = config.token().orElseThrow(() -> new IllegalStateException("no token")).reveal();
        ExecutorService workers = Executors.newVirtualThreadPerTaskExecutor();
        ScheduledExecutorService watchdog = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "mfz-defer-watchdog");
            thread.setDaemon(true);
            return thread;
        });
        DiceEmojis faces = DiceEmojis.none();
        InteractionListener listener = new InteractionListener(router, new ChannelQueues(workers), watchdog, deferAfter,
                tableMessages, faces, gameThreads);
        if (seats != null) {
            listener.seats(seats, config.seatDelay());
        }
        listener.channelsGone(channelsGone);
        listener.spaceTableEdits(config.tableEdits());
        // No optional intents: JDA always asks for GUILDS (not privileged), which is what keeps the
        // servers' channels and threads known, so the bot can post, pin and open threads by id.
        // A shard manager even for one process: the same code runs one shard or a range of many.
        DefaultShardManagerBuilder builder = DefaultShardManagerBuilder.createLight(token, EnumSet.noneOf(GatewayIntent.class))
                .setEnableShutdownHook(false)
                // A member's own overwrites in a channel decide whether they manage it (host its
                // game); createLight drops them. They need no intent.
                .enableCache(CacheFlag.MEMBER_OVERRIDES)
                .addEventListeners(listener);
        Shards shards = config.shards();
        if (!shards.all()) {
            builder.setShardsTotal(shards.total()).setShards(shards.from(), shards.to());
        }
        RestConfig rest = new RestConfig();
        config.discordApiUrl().ifPresent(url -> rest.setBaseUrl(withSlash(url.toString())));
        builder.setRestConfig(PromptRestStop.in(rest));
        config.gatewayUrl().ifPresent(url -> {
            builder.setCompression(Compression.NONE);
            builder.setSessionController(new StandInGateway(url.toString()));
        });
        // Whose database this is, before connecting where the token says which bot it is for.
        if (application != null) {
            Optional<String> refused = TokenUserId.of(token).flatMap(id -> application.refusal(id, false));
            if (refused.isPresent()) {
                workers.shutdownNow();
                watchdog.shutdownNow();
                throw new StartFailure(refused.get(), null);
            }
        }
        ShardManager shardManager;
        try {
            shardManager = Connecting.connect(builder);
        } catch (InvalidTokenException refused) {
            workers.shutdownNow();
            watchdog.shutdownNow();
            throw new StartFailure("DISCORD_TOKEN was refused by Discord: copy the bot's token again from the "
                    + "Developer Portal (its value is not shown)", null);
        } catch (RuntimeException | InterruptedException failed) {
            workers.shutdownNow();
            watchdog.shutdownNow();
            throw failed;
        }
        JDA first;
        try {
            first = awaitReady(shardManager, shards);
            if (application != null) {
                // Again as connected, recorded now if none is yet: before anything reads the servers
                // to end the games of gone ones, since another application's bot is in none of
                // this one's servers.
                Optional<String> refused = application.refusal(first.getSelfUser().getId(), true);
                if (refused.isPresent()) {
                    throw new StartFailure(refused.get(), null);
                }
            }
            register(shardManager, first, config, router);
        } catch (StartFailure | InterruptedException | RuntimeException e) {
            shardManager.shutdown();
            workers.shutdownNow();
            watchdog.shutdownNow();
            throw e;
        }
        log.info("Connected to Discord as {} ({})", first.getSelfUser().getName(),
                shards.all() ? "all shards: " + shardManager.getShardsTotal() : shards);
        // A channel gone while the bot was stopped loses its game; a seat that owed a move acts now.
        workers.submit(() -> shardManager.getShards().forEach(listener::afterStart));
        CompletableFuture<Void> facesReady = new CompletableFuture<>();
        Thread facesThread = null;
        if (diceFaces) {
            // Its own thread, interrupted on close: a process waiting for shard 0's faces sleeps between looks.
            facesThread = Thread.ofVirtual().name("mfz-dice-faces").start(() -> ApplicationEmojiSync.sync(first, DieFace.all(),
                    DieFacePainter::png, config.shards().owns(0, shardManager.getShardsTotal()), mentions -> {
                        faces.use(mentions);
                        facesReady.complete(null);
                    }));
        } else {
            facesReady.complete(null);
        }
        return new DiscordFrontEnd(shardManager, shards, listener, workers, watchdog, facesReady, facesThread,
                gameThreads);
    }

    /**
     * Waits until every shard of this process is connected and has its servers: the manager
     * starts them one after another (Discord's identify rate), so they are awaited as they come.
     * Returns one of them, for what any shard can do (commands, emojis, the bot's own name).
     */
    private static JDA awaitReady(ShardManager shardManager, Shards shards) throws InterruptedException {
        int expected = shards.all() ? shardManager.getShardsTotal() : shards.to() - shards.from() + 1;
        while (shardManager.getShards().size() < expected) {
            Thread.sleep(20);
        }
        for (JDA shard : shardManager.getShards()) {
            shard.awaitReady();
        }
        return shardManager.getShards().getFirst();
    }

    /**
     * Registers the slash commands, once for the whole bot: the process holding shard 0 sets the
     * global commands (or the one holding the command server's shard sets that server's). Setting
     * them replaces the whole list, so a second process doing it too would only repeat it.
     */
    private static void register(ShardManager shardManager, JDA any, Config config, CommandRouter router)
            throws StartFailure {
        var commands = JdaCommands.toSlashCommands(router.specs());
        int total = shardManager.getShardsTotal();
        if (config.commandGuild().isPresent()) {
            String guildId = config.commandGuild().get();
            int shard = Shards.of(Long.parseLong(guildId), total);
            if (!config.shards().owns(shard, total)) {
                log.info("Commands on server {} are registered by the process with shard {}", guildId, shard);
                return;
            }
            Guild guild = shardManager.getGuildById(guildId);
            if (guild == null) {
                throw new StartFailure("MFZ_COMMAND_GUILD: the bot is not in server "
                        + guildId + " (invite it there, or unset MFZ_COMMAND_GUILD)", null);
            }
            guild.updateCommands().addCommands(commands).complete();
            log.info("Registered {} commands on server {}", commands.size(), guild.getId());
        } else if (config.shards().owns(0, total)) {
            any.updateCommands().addCommands(commands).complete();
            log.info("Registered {} commands globally", commands.size());
        } else {
            log.info("Global commands are registered by the process with shard 0");
        }
    }

    private static String withSlash(String url) {
        return url.endsWith("/") ? url : url + "/";
    }

    /** Completes when the die emojis are set up, or given up (then dice show as coloured squares). */
    public CompletableFuture<Void> diceFacesReady() {
        return facesReady;
    }

    /** A message of the bot's went up the channel outside any command's reply (a reminder). */
    void messagePosted(String channelId) {
        listener.messagePosted(channelId);
    }

    /** The channel a game thread was opened in, where its notices look for it once Discord archived it. */
    Optional<String> parentOfThread(String threadId) {
        return gameThreads.parentOfAny(threadId);
    }

    /** The connections, for what the bot sends unasked ({@link DiscordNotices}). */
    ShardManager shardManager() {
        return shardManager;
    }

    /** The shards this process connects. */
    Shards shards() {
        return shards;
    }

    /** Blocks until the connections end (the process is stopped, or {@link #close()} is called). */
    public void awaitShutdown() throws InterruptedException {
        for (JDA shard : shardManager.getShards()) {
            shard.awaitShutdown();
        }
    }

    /**
     * Disconnects: new interactions are no longer taken; commands already received get up to
     * 10 seconds to finish (reply and table message), then up to 10 more for what is on its
     * way to Discord, then whatever is left is cancelled. Returns once JDA's threads are stopped.
     */
    @Override
    public void close() {
        // Take no more interactions, then let each channel finish what it started (its reply
        // and its table message) while still connected, before the caller closes the database.
        shardManager.removeEventListener(listener);
        if (facesThread != null) {
            facesThread.interrupt();
        }
        workers.shutdown();
        try {
            if (!workers.awaitTermination(DRAIN_WAIT.toMillis(), TimeUnit.MILLISECONDS)) {
                log.warn("Some channels were still busy after {}; stopping anyway", DRAIN_WAIT);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        watchdog.shutdownNow();
        // A table edit waiting for its interval goes out now: the table shows the last command.
        listener.flushTableEdits(DRAIN_WAIT);
        List<JDA> connections = shardManager.getShards();
        shardManager.shutdown();
        try {
            // One deadline for every shard, not one each: a stop must end within the time a
            // container is given (the README's --stop-timeout), however many shards this holds.
            long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
            for (JDA shard : connections) {
                if (!shard.awaitShutdown(Duration.ofNanos(Math.max(0, deadline - System.nanoTime())))) {
                    shard.shutdownNow();
                }
            }
            long cut = System.nanoTime() + Duration.ofSeconds(5).toNanos();
            for (JDA shard : connections) {
                shard.awaitShutdown(Duration.ofNanos(Math.max(0, cut - System.nanoTime())));
            }
        } catch (InterruptedException e) {
            connections.forEach(JDA::shutdownNow);
            Thread.currentThread().interrupt();
        }
    }
}
