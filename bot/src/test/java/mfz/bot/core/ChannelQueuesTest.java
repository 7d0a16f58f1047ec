package mfz.bot.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class ChannelQueuesTest {

    @Test
    void oneChannelRunsItsTasksOneAtATimeInArrivalOrder() throws Exception {
        try (ExecutorService executor = Executors.newFixedThreadPool(8)) {
            ChannelQueues queues = new ChannelQueues(executor);
            List<Integer> seen = Collections.synchronizedList(new ArrayList<>());
            AtomicInteger running = new AtomicInteger();
            AtomicInteger overlaps = new AtomicInteger();
            CountDownLatch done = new CountDownLatch(500);
            for (int i = 0; i < 500; i++) {
                int n = i;
                queues.submit("c1", () -> {
                    if (running.incrementAndGet() > 1) {
                        overlaps.incrementAndGet();
                    }
                    seen.add(n);
                    running.decrementAndGet();
                    done.countDown();
                });
            }
            assertTrue(done.await(10, TimeUnit.SECONDS));
            assertEquals(0, overlaps.get());
            for (int i = 0; i < 500; i++) {
                assertEquals(i, seen.get(i));
            }
        }
    }

    @Test
    void aBusyChannelDoesNotHoldUpAnother() throws Exception {
        try (ExecutorService executor = Executors.newVirtualThreadPerTaskExecutor()) {
            ChannelQueues queues = new ChannelQueues(executor);
            CountDownLatch release = new CountDownLatch(1);
            CountDownLatch otherDone = new CountDownLatch(1);
            queues.submit("slow", () -> await(release));
            queues.submit("fast", otherDone::countDown);
            assertTrue(otherDone.await(5, TimeUnit.SECONDS), "the other channel ran while the first was busy");
            release.countDown();
        }
    }

    @Test
    void aFailingTaskDoesNotStopItsChannel() throws Exception {
        try (ExecutorService executor = Executors.newVirtualThreadPerTaskExecutor()) {
            ChannelQueues queues = new ChannelQueues(executor);
            CountDownLatch next = new CountDownLatch(1);
            queues.submit("c", () -> {
                throw new IllegalStateException("expected in this test");
            });
            queues.submit("c", next::countDown);
            assertTrue(next.await(5, TimeUnit.SECONDS));
        }
    }

    @Test
    void anErrorInATaskDoesNotStopItsChannel() throws Exception {
        try (ExecutorService executor = Executors.newVirtualThreadPerTaskExecutor()) {
            ChannelQueues queues = new ChannelQueues(executor);
            CountDownLatch next = new CountDownLatch(1);
            queues.submit("c", () -> {
                throw new AssertionError("expected in this test");
            });
            queues.submit("c", next::countDown);
            assertTrue(next.await(5, TimeUnit.SECONDS));
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
