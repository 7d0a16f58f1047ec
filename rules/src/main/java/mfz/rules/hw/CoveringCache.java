package mfz.rules.hw;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The covering searches of the latest few effective ranges, kept with what they have learnt:
 * a shot's odds and the next odds at the same range share most of their multisets.
 */
final class CoveringCache {

    private static final int RANGES_KEPT = 2;

    private static final Map<Integer, Covering> byTarget = new LinkedHashMap<>(8, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Integer, Covering> eldest) {
            return size() > RANGES_KEPT;
        }
    };

    private CoveringCache() {
    }

    /** The search for this range; callers hold its lock while they use it (it is not thread-safe). */
    static synchronized Covering forRange(int effectiveRange) {
        return byTarget.computeIfAbsent(Math.max(1, effectiveRange), Covering::new);
    }
}
