package mfz.bot.reminders;

import java.time.Clock;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The production driver of a {@link ReminderScheduler}: a tick every minute with the clock's time. */
public final class ReminderTimer implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(ReminderTimer.class);

    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(task -> {
        Thread thread = new Thread(task, "mfz-reminders");
        thread.setDaemon(true);
        return thread;
    });

    public ReminderTimer(ReminderScheduler scheduler, Clock clock) {
        // The first tick soon after start-up: reminders that fell due while the bot was down go out then.
        // A tick that threw would cancel every later one, silently: whatever it is, it is logged and the next tick runs.
        timer.scheduleWithFixedDelay(() -> {
            try {
                scheduler.tick(clock.instant());
            } catch (RuntimeException | Error e) {
                log.error("A reminders tick failed; the next one runs in a minute", e);
            }
        }, 5, 60, TimeUnit.SECONDS);
    }

    /**
     * No tick starts after this; one under way finishes (up to 10 s) rather than being interrupted
     * between claiming a reminder and sending it, which would lose the reminder.
     */
    @Override
    public void close() {
        timer.shutdown();
        try {
            if (!timer.awaitTermination(10, TimeUnit.SECONDS)) {
                log.warn("A reminders tick was still running after 10 s; stopping it");
                timer.shutdownNow();
            }
        } catch (InterruptedException e) {
            timer.shutdownNow();
            Thread.currentThread().interrupt();
        }
    }
}
