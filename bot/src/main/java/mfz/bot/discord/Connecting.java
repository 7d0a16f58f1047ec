package mfz.bot.discord;

import java.time.Duration;
import net.dv8tion.jda.api.exceptions.InvalidTokenException;
import net.dv8tion.jda.api.sharding.DefaultShardManagerBuilder;
import net.dv8tion.jda.api.sharding.ShardManager;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Connecting to Discord at start-up, again and again while it can't be reached. */
final class Connecting {

    private static final Logger log = LoggerFactory.getLogger(Connecting.class);

    private Connecting() {
    }

    /** The first wait before trying Discord again at start-up; it doubles up to {@link #MOST_BETWEEN_TRIES}. */
    static final Duration FIRST_RETRY = Duration.ofSeconds(1);
    static final Duration MOST_BETWEEN_TRIES = Duration.ofMinutes(1);

    /**
     * Starts the shard manager, which first asks Discord how to connect: while Discord can't be
     * reached (no network yet, an outage), it is tried again after a wait that doubles up to a
     * minute, and each failure is said in the log, so a bot started before its network (a
     * container at boot) connects once it can instead of exiting. A refused token is not tried again.
     */
    static ShardManager connect(DefaultShardManagerBuilder builder) throws InterruptedException {
        Duration wait = FIRST_RETRY;
        while (true) {
            try {
                return builder.build();
            } catch (InvalidTokenException refused) {
                throw refused;
            } catch (RuntimeException unreachable) {
                log.warn("Discord can't be reached ({}); trying again in {} s", reason(unreachable), wait.toSeconds());
                Thread.sleep(wait.toMillis());
                wait = wait.multipliedBy(2).compareTo(MOST_BETWEEN_TRIES) > 0 ? MOST_BETWEEN_TRIES : wait.multipliedBy(2);
            }
        }
    }

    /** What failed, in one line: the innermost cause's words. */
    private static String reason(Throwable failure) {
        Throwable root = failure;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage();
    }
}
