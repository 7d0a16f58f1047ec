package mfz.bot.discord;

import static org.mockito.Mockito.after;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.timeout;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import net.dv8tion.jda.api.requests.RestRateLimiter;
import org.junit.jupiter.api.Test;

/**
 * JDA's rate limiter behind {@link PromptRestStop}: a stop that waits for the requests on their
 * way ends it as soon as the last is done, on no scheduler of JDA's (a shard manager shuts its
 * shared one down before any shard stops). The limiter and its requests are JDA's interfaces,
 * mocked at the boundary; the whole path runs in {@code StartEndsOnDiscordTest}.
 */
class PromptRestStopTest {

    private final RestRateLimiter jdas = mock(RestRateLimiter.class);
    private final Runnable stopped = mock(Runnable.class);

    @Test
    void aStopThatWaitsEndsJdasLimiterOnceTheLastRequestIsDone() {
        RestRateLimiter.Work onItsWay = mock(RestRateLimiter.Work.class);
        RestRateLimiter.Work done = mock(RestRateLimiter.Work.class);
        when(done.isDone()).thenReturn(true);
        PromptRestStop limiter = new PromptRestStop(jdas);
        limiter.enqueue(onItsWay);
        limiter.enqueue(done);

        limiter.stop(false, stopped);
        verify(jdas).stop(false, stopped);
        verify(jdas, after(200).never()).stop(true, stopped);

        when(onItsWay.isDone()).thenReturn(true);
        verify(jdas, timeout(5_000)).stop(true, stopped);
    }

    @Test
    void aStopWithNothingOnItsWayEndsItAtOnceAndAStopThatDoesntWaitIsJdasAlone() {
        PromptRestStop limiter = new PromptRestStop(jdas);
        limiter.stop(false, stopped);
        verify(jdas, timeout(5_000)).stop(true, stopped);

        RestRateLimiter other = mock(RestRateLimiter.class);
        new PromptRestStop(other).stop(true, stopped);
        verify(other).stop(true, stopped);
        verify(other, never()).stop(false, stopped);
    }
}
