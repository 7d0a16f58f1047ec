package mfz.rules.hw;

/** The players' names for the stats, for the few sentences the rules say themselves. */
public final class HwText {

    private HwText() {
    }

    /** "1 hit", "3 hits": "1 hit(s) to take" read as the form's, not the game's (an audit). */
    public static String count(int n, String word) {
        return n + " " + word + (n == 1 ? "" : "s");
    }

    /** "it" for one, "them" for more: what an owner places of the hits or points owed. */
    public static String itOrThem(int n) {
        return n == 1 ? "it" : "them";
    }

    public static String name(Stat stat) {
        return switch (stat) {
            case FIRE -> "Fire";
            case MOVE -> "Move";
            case ARMOUR -> "Armour";
        };
    }
}
