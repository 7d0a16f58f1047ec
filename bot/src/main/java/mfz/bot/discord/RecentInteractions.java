package mfz.bot.discord;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The ids of the interactions received lately, so one delivered twice (Discord may replay
 * events when the gateway connection resumes) runs its command once: the second copy could
 * not be answered anyway, Discord accepts one response per interaction. Bounded, oldest
 * forgotten first; the store's own check by interaction id covers what is forgotten.
 */
final class RecentInteractions {

    private final Map<String, Boolean> seen;

    RecentInteractions(int capacity) {
        this.seen = new LinkedHashMap<>(16, 0.75f, false) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Boolean> eldest) {
                return size() > capacity;
            }
        };
    }

    /** True the first time an id is given, false for every repeat still remembered. */
    synchronized boolean firstTime(String interactionId) {
        return seen.putIfAbsent(interactionId, Boolean.TRUE) == null;
    }
}
