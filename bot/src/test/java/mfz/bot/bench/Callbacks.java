package mfz.bot.bench;

import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import mfz.bot.fakediscord.FakeDiscord;

/**
 * When the fake Discord received each interaction's initial response ({@code System.nanoTime}),
 * by interaction id. The fake reports a callback on its own thread, possibly before the
 * sender asks for it, so either side may create the entry.
 */
final class Callbacks {

    private final Map<String, CompletableFuture<Long>> arrivals = new ConcurrentHashMap<>();

    Callbacks(FakeDiscord fake) {
        fake.onCallback(id -> future(id).complete(System.nanoTime()));
    }

    /** The arrival time of the interaction's callback, waiting up to the fake's timeout. */
    long await(String interactionId) throws Exception {
        try {
            return future(interactionId).get(FakeDiscord.TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
        } finally {
            arrivals.remove(interactionId);
        }
    }

    private CompletableFuture<Long> future(String id) {
        return arrivals.computeIfAbsent(id, k -> new CompletableFuture<>());
    }
}
