package mfz.rules.hw;

/** The players' names for the stats, for the few sentences the rules say themselves. */
public final class HwText {

    private HwText() {
    }

    public static String name(Stat stat) {
        return switch (stat) {
            case FIRE -> "Fire";
            case MOVE -> "Move";
            case ARMOUR -> "Armour";
        };
    }
}
