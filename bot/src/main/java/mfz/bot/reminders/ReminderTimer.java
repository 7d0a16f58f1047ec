package mfz.bot.reminders;

import java.time.Clock;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/** The production driver of a {@link ReminderScheduler}: a tick every minute with the clock's time. */
public final class ReminderTimer implements AutoCloseable {

    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(task -> {
        Thread thread = new Thread(task, "mfz-reminders");
        thread.setDaemon(true);
        return thread;
    });

    public ReminderTimer(ReminderScheduler scheduler, Clock clock) {
        // The first tick soon after start-up: reminders that fell due while the bot was down go out then.
        timer.scheduleWithFixedDelay(() -> scheduler.tick(clock.instant()), 5, 60, TimeUnit.SECONDS);
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
