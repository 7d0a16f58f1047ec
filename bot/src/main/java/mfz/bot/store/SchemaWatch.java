package mfz.bot.store;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A shared database upgraded under a running bot. Processes on one PostgreSQL each migrate the
 * schema as they start, so a new version started beside an old one upgrades it, and the old one's
 * statements then meet a schema they weren't written for (migration 010 took away the key an old
 * {@code /company save} relied on: an operations audit). Once a minute a process on a shared
 * database reads the schema's version; newer than its own, it says so and stops, where it went on
 * failing commands. Started again, the old version refuses the newer schema, so the admin sees it.
 */
public final class SchemaWatch implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(SchemaWatch.class);

    private final Database database;
    private final Runnable stop;
    /** The newest schema this bot knows: worked out here, on the starting thread, where a failure is seen. */
    private final int known;
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(task -> {
        Thread thread = new Thread(task, "mfz-schema-watch");
        thread.setDaemon(true);
        return thread;
    });

    /**
     * Watches {@code database} every {@code every} when it is shared (PostgreSQL: a SQLite file has
     * one owner); {@code stop} ends the process once the schema is newer than this bot's.
     */
    public SchemaWatch(Database database, Duration every, Runnable stop) {
        this.database = database;
        this.stop = stop;
        this.known = Migrations.latest();
        if (database.dialect() == Dialect.POSTGRESQL) {
            timer.scheduleWithFixedDelay(this::check, every.toMillis(), every.toMillis(), TimeUnit.MILLISECONDS);
        }
    }

    /** Reads the schema's version once: newer than this bot's, the process is stopped. @return whether it was */
    public boolean check() {
        try {
            int version = database.schemaVersion();
            if (version > known) {
                log.error("A newer version of the bot upgraded the database to schema version {} (this one knows up "
                        + "to {}): this process stops, as its commands would fail; start the new version in its place",
                        version, known);
                timer.shutdown();
                stop.run();
                return true;
            }
        } catch (StoreException | RuntimeException unread) {
            // The database away for a moment: the next look tells.
            log.debug("Could not read the schema's version: {}", unread.toString());
        } catch (Error failed) {
            // Anything else would end the timer's runs silently: said, and the next look tries again.
            log.warn("The schema watch failed: {}", failed.toString());
        }
        return false;
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
