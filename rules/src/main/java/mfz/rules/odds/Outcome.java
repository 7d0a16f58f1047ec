package mfz.rules.odds;

/**
 * How one attack's dice ended: hits on the target, hits on the cover (the one that brought the
 * cover down included).
 */
public record Outcome(int targetHits, int coverHits) {
}
