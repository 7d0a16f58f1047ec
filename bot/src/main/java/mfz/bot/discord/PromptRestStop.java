package mfz.bot.discord;

import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import net.dv8tion.jda.api.requests.RestConfig;
import net.dv8tion.jda.api.requests.RestRateLimiter;
import net.dv8tion.jda.api.requests.SequentialRestRateLimiter;

/**
 * JDA's rate limiter, stopped as soon as the requests it still had are done. JDA's own, stopped
 * while a request is on its way and another route's bucket sits empty, finishes only at its
 * second cleanup after (they run every 30 s): a connection Discord ended for good (a token reset)
 * kept the bot up for as long as a minute before it exited with its failure, and a stop took its
 * full 10 s before cutting what was left. This one notes the requests it is given and, once a
 * stop's last one is done, has JDA's shut down at once (nothing is left to cancel by then).
 */
final class PromptRestStop implements RestRateLimiter {

    /** How often a waiting stop looks again at the requests still on their way. */
    private static final long LOOK_EVERY_MS = 20;
    /** How long a stop waits for them at most; then JDA's own cleanup finishes it, as before. */
    static final Duration MOST_WAITED = Duration.ofSeconds(30);
    /** Finished requests are forgotten every so many new ones, so the set holds those in flight. */
    private static final int FORGET_EVERY = 64;

    private final RestRateLimiter limiter;
    private final Set<Work> given = ConcurrentHashMap.newKeySet();
    private final AtomicInteger sinceForgotten = new AtomicInteger();

    PromptRestStop(RestRateLimiter limiter) {
        this.limiter = limiter;
    }

    /** The same configuration, with JDA's limiter in this one. */
    static RestConfig in(RestConfig rest) {
        return rest.setRateLimiterFactory(config -> new PromptRestStop(new SequentialRestRateLimiter(config)));
    }

    @Override
    public void enqueue(Work task) {
        if (sinceForgotten.incrementAndGet() % FORGET_EVERY == 0) {
            given.removeIf(PromptRestStop::finished);
        }
        given.add(task);
        limiter.enqueue(task);
    }

    @Override
    public void stop(boolean shutdown, Runnable callback) {
        limiter.stop(shutdown, callback);
        if (!shutdown) {
            // On a thread of its own: under a shard manager JDA's scheduler is shared by every shard
            // and shut down before any shard stops (a review found this wait never scheduled).
            Thread.ofVirtual().name("mfz-rest-stop").start(() -> stopOnceDone(callback));
        }
    }

    /** A second stop, now without waiting, ends JDA's limiter; its first stop's callback runs once. */
    private void stopOnceDone(Runnable callback) {
        long deadline = System.nanoTime() + MOST_WAITED.toNanos();
        try {
            while (!given.isEmpty() && System.nanoTime() - deadline < 0) {
                given.removeIf(PromptRestStop::finished);
                if (!given.isEmpty()) {
                    Thread.sleep(LOOK_EVERY_MS);
                }
            }
        } catch (InterruptedException stopping) {
            Thread.currentThread().interrupt();
            return;
        }
        if (given.isEmpty()) {
            limiter.stop(true, callback);
        }
    }

    private static boolean finished(Work work) {
        return work.isDone() || work.isSkipped();
    }

    @Override
    public boolean isStopped() {
        return limiter.isStopped();
    }

    @Override
    public int cancelRequests() {
        return limiter.cancelRequests();
    }
}
