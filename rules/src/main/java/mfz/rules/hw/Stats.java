package mfz.rules.hw;

/** An element's five stats: Fire, Move, Armour, Defense and Presence. */
public record Stats(int fire, int move, int armour, int defense, int presence) {

    public static final int MAX = 20;

    public Stats {
        for (int value : new int[] {fire, move, armour, defense, presence}) {
            if (value < 0 || value > MAX) {
                throw new IllegalArgumentException("a stat is from 0 to " + MAX);
            }
        }
    }

    public int of(Stat stat) {
        return switch (stat) {
            case FIRE -> fire;
            case MOVE -> move;
            case ARMOUR -> armour;
        };
    }

    public Stats with(Stat stat, int value) {
        return switch (stat) {
            case FIRE -> new Stats(value, move, armour, defense, presence);
            case MOVE -> new Stats(fire, value, armour, defense, presence);
            case ARMOUR -> new Stats(fire, move, value, defense, presence);
        };
    }
}
