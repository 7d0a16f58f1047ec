package mfz.rules.bidding;

/** A player's tactical position after bidding (docs/rules.md §2 step 4). */
public enum Position {
    /** Highest starting score. */
    DEFENDER("defender"),
    /** Lowest starting score: places the point frame. */
    POINT_ATTACKER("point attacker"),
    /** Everyone else. */
    SECONDARY_ATTACKER("secondary attacker");

    private final String word;

    Position(String word) {
        this.word = word;
    }

    public String word() {
        return word;
    }
}
