package mfz.bot.core;

import java.util.OptionalLong;
import java.util.function.Supplier;

/**
 * The game version a tapped control was made for, while its command runs: the router checks it
 * against the game in memory, and the game service again when it decides a command a second time
 * on the game read afresh (another process, or a commit whose outcome was unknown, had moved the
 * game on). Without the second check a tap on an old card was decided on a game it was never
 * made for (a storage audit). Held per thread, as a command runs on its channel's one thread.
 */
public final class ControlVersion {

    private static final ThreadLocal<Long> TAPPED = new ThreadLocal<>();

    private ControlVersion() {
    }

    /** Runs {@code command} with the version its control was made for. */
    static <T> T during(long version, Supplier<T> command) {
        Long before = TAPPED.get();
        TAPPED.set(version);
        try {
            return command.get();
        } finally {
            if (before == null) {
                TAPPED.remove();
            } else {
                TAPPED.set(before);
            }
        }
    }

    /** The version the running command's control was made for; empty for a typed command. */
    private static OptionalLong tapped() {
        Long version = TAPPED.get();
        return version == null ? OptionalLong.empty() : OptionalLong.of(version);
    }

    /** Refuses a command whose control was made for another version than {@code now}. */
    public static void require(long now) {
        OptionalLong tapped = tapped();
        if (tapped.isPresent() && tapped.getAsLong() != now) {
            throw new PlayerError(ControlRules.MOVED_ON);
        }
    }
}
