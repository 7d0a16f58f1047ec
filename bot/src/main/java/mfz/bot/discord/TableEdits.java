package mfz.bot.discord;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

/**
 * The edits of each channel's table message, at most one per {@code interval}, the newest table
 * winning: a burst of taps in one channel makes one edit, not one a tap. Discord lets a bot edit
 * a channel's messages about five times in five seconds and queues the rest; the table was
 * edited after every command, and the channel's next command waited for it. Now the command goes
 * on, and the edit follows: at once when the last one was {@code interval} ago, else then, with
 * whatever the table has become by that time (a table skipped is never drawn).
 */
final class TableEdits {

    /** Runs each edit, and each wait for one, on a new virtual thread. */
    private static final Executor EDITS = Thread::startVirtualThread;

    private final long interval;
    private final Map<String, Channel> channels = new ConcurrentHashMap<>();

    /** One channel's table: the newest edit not sent yet, and whether one is sent or waiting to be. */
    private static final class Channel {
        private Supplier<CompletableFuture<?>> newest;
        private boolean busy;
        private long lastSent = Long.MIN_VALUE / 2;
    }

    TableEdits(Duration interval) {
        this.interval = interval.toNanos();
    }

    /** Whether edits are spaced out at all (zero: each is sent at once, and waited for, by the caller). */
    boolean spaced() {
        return interval > 0;
    }

    /**
     * The channel's newest table edit: sent when the last one is {@code interval} behind, unless a
     * newer one comes first. {@code edit} sends it (and works out the message then).
     */
    void submit(String channelId, Supplier<CompletableFuture<?>> edit) {
        Channel channel = channels.computeIfAbsent(channelId, id -> new Channel());
        long wait;
        synchronized (channel) {
            channel.newest = edit;
            if (channel.busy) {
                return; // the edit under way, or waiting, sends the newest when its turn comes
            }
            channel.busy = true;
            wait = channel.lastSent + interval - System.nanoTime();
        }
        sendAfter(channel, wait);
    }

    /** Forgets the channel's edit not sent yet: the table is posted anew, as it now stands. */
    void drop(String channelId) {
        Channel channel = channels.get(channelId);
        if (channel != null) {
            synchronized (channel) {
                channel.newest = null;
            }
        }
    }

    /**
     * Sends at once every edit still waiting for its interval, and waits for them (at most
     * {@code limit}): before the bot disconnects, so no table is left showing an older state.
     */
    void flush(Duration limit) {
        List<CompletableFuture<?>> sent = new ArrayList<>();
        for (Channel channel : channels.values()) {
            Supplier<CompletableFuture<?>> edit;
            synchronized (channel) {
                edit = channel.newest;
                channel.newest = null;
                if (edit != null) {
                    channel.lastSent = System.nanoTime();
                }
            }
            if (edit != null) {
                try {
                    sent.add(edit.get());
                } catch (RuntimeException unsendable) {
                    // The edit logs its own failures; the table shows what it showed.
                }
            }
        }
        try {
            CompletableFuture.allOf(sent.toArray(CompletableFuture[]::new)).get(limit.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException late) {
            // Logged by the edit itself, or still under way as the bot stops: nothing more to do.
        }
    }

    private void sendAfter(Channel channel, long waitNanos) {
        Executor when = waitNanos > 0 ? CompletableFuture.delayedExecutor(waitNanos, TimeUnit.NANOSECONDS, EDITS) : EDITS;
        when.execute(() -> send(channel));
    }

    private void send(Channel channel) {
        Supplier<CompletableFuture<?>> edit;
        synchronized (channel) {
            edit = channel.newest;
            channel.newest = null;
            if (edit == null) {
                channel.busy = false;
                return;
            }
            channel.lastSent = System.nanoTime();
        }
        CompletableFuture<?> sent;
        try {
            sent = edit.get();
        } catch (RuntimeException unsendable) {
            sent = CompletableFuture.failedFuture(unsendable);
        }
        sent.whenComplete((ok, failure) -> {
            long wait;
            synchronized (channel) {
                if (channel.newest == null) {
                    channel.busy = false;
                    return;
                }
                wait = channel.lastSent + interval - System.nanoTime();
            }
            sendAfter(channel, wait);
        });
    }
}
