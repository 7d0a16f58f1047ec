package mfz.bot.discord;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import mfz.bot.commands.play.BotSeats;
import mfz.bot.core.ChannelQueues;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.store.GameStore;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.channel.middleman.MessageChannel;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The bot's seats on Discord: after a channel's command, a seat that owes a command there acts
 * in the channel's queue (behind anything a player sent meanwhile), after a pause so players
 * can follow, and its action is posted like a player's announcement; then the next seat's.
 */
final class SeatActions {

    private static final Logger log = LoggerFactory.getLogger(SeatActions.class);

    private final ChannelQueues queues;
    private final ScheduledExecutorService timer;
    private final ReplyDelivery delivery;
    private volatile BotSeats seats;
    private volatile Duration delay = Duration.ZERO;
    private final Map<String, AtomicLong> undos = new ConcurrentHashMap<>();
    /** The channels with a seat action scheduled or queued: a command meanwhile schedules no second one. */
    private final Set<String> scheduled = ConcurrentHashMap.newKeySet();

    SeatActions(ChannelQueues queues, ScheduledExecutorService timer, ReplyDelivery delivery) {
        this.queues = queues;
        this.timer = timer;
        this.delivery = delivery;
    }

    /** The bot's seats act after each command, each action after {@code pause}. */
    void seats(BotSeats botSeats, Duration pause) {
        this.delay = pause;
        this.seats = botSeats;
    }

    /**
     * After a command, in the channel's queue: any command of the game from someone at the table
     * (a player, the host, a channel manager), a private answer or a refusal included (the
     * reminder tells players that `/game table` wakes a waiting seat), but the host's command for a
     * seat ({@code seat:}) when refused ({@link BotSeats#refusedForASeat}). Nothing from anyone else
     * wakes it, refused or answered (`/map show`): after the host's undo, a passer-by's command
     * would have let the seat act again before the host. After an undo the seats wait for the
     * next command, so the host can undo past them, and an action scheduled before the undo is
     * dropped: it would have redone what was undone. Commands outside the game (a roll, the
     * odds, a rule) change nothing a seat waits on.
     */
    void after(Request request, Reply reply, JDA jda, Before before) {
        if (!BotSeats.wakesSeats(request.root())) {
            return;
        }
        // At the table before the command or after it: a player who just left was there until it
        // took them off, and their leave unreadies every company, the seats' too (the seat slept
        // unless an earlier action still waited); one who just joined is there now.
        if (seats != null && !before.atTheTable() && !seats.atTheTable(request.channelId(), request.caller())) {
            return;
        }
        if (request.command().equals("game undo")) {
            if (!reply.ephemeral()) { // a refused undo took nothing back: what was scheduled stands
                undos.computeIfAbsent(request.channelId(), c -> new AtomicLong()).incrementAndGet();
                // What waits is dropped when it comes: the next command starts afresh (a review found a
                // command meanwhile ignored, since a retry still waited, and the seat idle after it).
                scheduled.remove(request.channelId());
                retrying.remove(request.channelId());
                retries.remove(request.channelId());
            }
            return;
        }
        if (seats != null && seats.refusedForASeat(request, before.version())) {
            return;
        }
        schedule(request.guildId(), request.channelId(), jda);
    }

    /** What {@link #after} asks before a command runs: whether its caller is at the table, and the game's version. */
    record Before(boolean atTheTable, OptionalLong version) {
    }

    /** Whether the caller is at the table of the channel's game, and its version (asked before a game command runs). */
    Before before(Request request) {
        if (seats == null || !BotSeats.wakesSeats(request.root())) {
            return new Before(false, OptionalLong.empty());
        }
        try {
            return new Before(seats.atTheTable(request.channelId(), request.caller()),
                    seats.version(request.channelId()));
        } catch (RuntimeException unread) {
            // (the store down: the command is answered as usual, and asked again after it)
            return new Before(false, OptionalLong.empty());
        }
    }

    /** How many undos the channel has seen: an action scheduled before the latest one is not run. */
    private long undos(String channelId) {
        AtomicLong count = undos.get(channelId);
        return count == null ? 0 : count.get();
    }

    /**
     * After a start, for the channels this shard sees: a seat that owed a move when the bot
     * stopped acts now (each game in its channel's queue), rather than at the channel's next command.
     */
    void wake(JDA jda) {
        if (seats == null) {
            return;
        }
        List<GameStore.OpenGameAt> games;
        try {
            games = seats.openGamesWithSeats();
        } catch (RuntimeException failed) {
            log.warn("Could not wake the bot seats after the start: {}", failed.toString());
            return;
        }
        for (var game : games) {
            // Each game on its own: one that can't be read (an event this version doesn't know) left
            // every game after it unwoken (a seat audit found the first failure ended the loop).
            try {
                if (jda.getChannelById(MessageChannel.class, game.channelId()) != null) {
                    schedule(game.guildId(), game.channelId(), jda);
                }
            } catch (RuntimeException failed) {
                log.warn("Could not wake the bot seats of channel {} after the start: {}", game.channelId(),
                        failed.toString());
            }
        }
    }

    /**
     * The seat tries again later, in the channel's queue, unless the host undid something meanwhile
     * (it would redo it); while it waits, commands in the channel start no second chain, and each
     * failed try doubles the wait.
     */
    private void retryLater(String guildId, String channelId, JDA jda, BotSeats.Stalled stalled) {
        if (!retrying.add(channelId)) {
            return; // a retry waits already
        }
        int tries = retries.merge(channelId, 1, Integer::sum);
        Duration wait = RETRY_AFTER_STORAGE_TROUBLE.multipliedBy(1L << Math.min(tries - 1, 5));
        wait = wait.compareTo(LONGEST_RETRY) > 0 ? LONGEST_RETRY : wait;
        log.warn("{} in channel {}: trying again in {} s", stalled.getMessage(), channelId, wait.toSeconds());
        try {
            timer.schedule(inQueue(guildId, channelId, jda, retrying), wait.toMillis(), TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException closing) {
            retrying.remove(channelId);
            log.debug("A bot seat's retry in channel {} was not scheduled: the bot is closing", channelId);
        }
    }

    /**
     * Puts the seat's action in the channel's queue, the channel leaving {@code waiting} when it
     * runs; dropped if the host undid something since (it would redo it), and then the channel's
     * mark is left alone: the undo took it off, and a newer action may hold it now.
     */
    private Runnable inQueue(String guildId, String channelId, JDA jda, Set<String> waiting) {
        long undone = undos(channelId);
        return () -> {
            try {
                queues.submit(channelId, () -> {
                    if (undos(channelId) == undone) {
                        waiting.remove(channelId);
                        act(guildId, channelId, jda);
                    }
                });
            } catch (RejectedExecutionException closing) {
                if (undos(channelId) == undone) {
                    waiting.remove(channelId);
                }
                log.debug("A bot seat's action in channel {} was not queued: the bot is closing", channelId);
            }
        };
    }

    /** The channels with a seat's retry waiting: they schedule nothing more until it has run. */
    private final Set<String> retrying = ConcurrentHashMap.newKeySet();

    private void schedule(String guildId, String channelId, JDA jda) {
        if (seats == null || retrying.contains(channelId) || !seats.seated(channelId)) {
            return;
        }
        if (!scheduled.add(channelId)) {
            return; // one seat action waits already: it acts on the game as it is then
        }
        Runnable queue = inQueue(guildId, channelId, jda, scheduled);
        if (delay.isZero()) {
            queue.run();
            return;
        }
        try {
            timer.schedule(queue, delay.toMillis(), TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException closing) {
            scheduled.remove(channelId);
            log.debug("A bot seat's action in channel {} was not scheduled: the bot is closing", channelId);
        }
    }

    /** How long a seat whose action the database couldn't keep first waits before it tries again, doubling to 10 minutes. */
    static final Duration RETRY_AFTER_STORAGE_TROUBLE = Duration.ofSeconds(30);
    private static final Duration LONGEST_RETRY = Duration.ofMinutes(10);
    /** The channels whose seat waits to try again, with how many tries failed: one chain a channel. */
    private final Map<String, Integer> retries = new ConcurrentHashMap<>();

    private void act(String guildId, String channelId, JDA jda) {
        Optional<BotSeats.Seated> acted;
        try {
            acted = seats.step(guildId, channelId);
        } catch (BotSeats.Stalled stalled) {
            retryLater(guildId, channelId, jda, stalled);
            return;
        }
        retries.remove(channelId);
        if (acted.isEmpty()) {
            return;
        }
        String description = "bot seat " + acted.get().seat() + " in channel " + channelId;
        MessageChannel channel = jda.getChannelById(MessageChannel.class, channelId);
        if (channel == null) {
            log.warn("The {} was stored but can't be shown: the bot doesn't see the channel", description);
            return;
        }
        try {
            if (!acted.get().reply().ephemeral()) {
                for (Reply post : acted.get().postsForButtons()) {
                    delivery.post(channel, post, description, acted.get().goesOn());
                }
            }
        } catch (RuntimeException notShown) {
            // Stored, but JDA refused to send it (no Send Messages here, a message it can't build):
            // the players see it on the table and in /game log, and the seats go on.
            log.warn("The {} was stored but couldn't be posted: {}", description, notShown.toString());
        } finally {
            schedule(guildId, channelId, jda);
        }
    }
}
