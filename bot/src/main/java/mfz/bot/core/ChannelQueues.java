package mfz.bot.core;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.Executor;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs the work of each channel one task at a time, in arrival order, on a shared executor:
 * a game sees its commands strictly in sequence, while channels never wait for each other.
 * An idle channel costs nothing (its queue is dropped when it empties).
 */
public final class ChannelQueues {

    private static final Logger log = LoggerFactory.getLogger(ChannelQueues.class);

    private final Executor executor;
    private final Map<String, Deque<Runnable>> queues = new HashMap<>();

    public ChannelQueues(Executor executor) {
        this.executor = executor;
    }

    /** Queues the task behind the channel's earlier tasks. */
    public void submit(String channelId, Runnable task) {
        synchronized (queues) {
            Deque<Runnable> queue = queues.get(channelId);
            if (queue != null) {
                queue.add(task);
                return;
            }
            queues.put(channelId, new ArrayDeque<>());
        }
        executor.execute(() -> drain(channelId, task));
    }

    private void drain(String channelId, Runnable first) {
        Runnable task = first;
        while (task != null) {
            try {
                task.run();
            } catch (Throwable e) {
                // Even an Error must not leave the channel's queue stuck for good.
                log.error("A task for channel {} failed", channelId, e);
            }
            synchronized (queues) {
                task = queues.get(channelId).poll();
                if (task == null) {
                    queues.remove(channelId);
                }
            }
        }
    }
}
