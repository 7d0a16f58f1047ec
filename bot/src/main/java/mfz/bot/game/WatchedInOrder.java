package mfz.bot.game;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import mfz.bot.store.GameRecord;
import mfz.rules.game.Game;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Tells a {@link GameWatcher} of each stored change on a thread of its own, so the reply no
 * longer waits for it (it may go out before the watcher is done, or after). The
 * reminders' bookkeeping reads the database up to four times a command and writes it up to
 * twice (who is waited on, the heads-up, the interval): on the reply's path that was up to two
 * more commits before a player saw what they did, and the benchmarks, wired without it, never
 * saw them. Each game's changes are told one at a time in the order they were stored, on a
 * virtual thread; a watcher that fails is logged and the next change told all the same.
 */
final class WatchedInOrder implements GameWatcher {

    private static final Logger log = LoggerFactory.getLogger(WatchedInOrder.class);
    private static final Executor TELLING = Thread::startVirtualThread;
    private static final CompletableFuture<Void> NOTHING = CompletableFuture.completedFuture(null);

    /** At most this long, {@link #settle} waits. */
    private static final Duration SETTLE_LIMIT = Duration.ofSeconds(10);

    private volatile GameWatcher watcher = GameWatcher.NONE;
    /** Each game's latest change not yet told, by game id; gone once told. */
    private final ConcurrentHashMap<Long, CompletableFuture<Void>> pending = new ConcurrentHashMap<>();

    /** Who is told from now on. */
    void tellTo(GameWatcher watcher) {
        this.watcher = watcher;
    }

    @Override
    public void stored(GameRecord record, Game after, String actor) {
        if (watcher == GameWatcher.NONE) {
            return;
        }
        @SuppressWarnings("unchecked")
        CompletableFuture<Void>[] told = new CompletableFuture[1];
        pending.compute(record.id(), (game, before) -> told[0] = (before == null ? NOTHING : before)
                .thenRunAsync(() -> tell(record, after, actor), TELLING));
        told[0].whenComplete((done, failed) -> pending.remove(record.id(), told[0]));
    }

    private void tell(GameRecord record, Game after, String actor) {
        try {
            watcher.stored(record, after, actor);
        } catch (RuntimeException failed) {
            log.warn("Could not follow up game {} after a stored change", record.id(), failed);
        }
    }

    /**
     * Waits until every change stored so far has been told, a few seconds at most: before work
     * that reads or changes what the watcher keeps, and before the database closes.
     */
    void settle() {
        CompletableFuture<?>[] all = pending.values().toArray(CompletableFuture[]::new);
        try {
            CompletableFuture.allOf(all).get(SETTLE_LIMIT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException late) {
            log.warn("The games' watcher was not told of every stored change within {}", SETTLE_LIMIT);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException cannotHappen) {
            // tell() catches what a watcher throws
        }
    }
}
