package mfz.rules.map;

import java.util.Optional;

/** The ruler that sets direct-fire range: 8 units, or 6 on a small table (docs/rules.md §10). */
public enum Ruler {
    EIGHT(8),
    SIX(6);

    private final int units;

    Ruler(int units) {
        this.units = units;
    }

    public int units() {
        return units;
    }

    /** The side of the square table a layout is drawn on: three ruler lengths. */
    public int tableSide() {
        return units * 3;
    }

    public static Optional<Ruler> ofUnits(int units) {
        for (Ruler ruler : values()) {
            if (ruler.units == units) {
                return Optional.of(ruler);
            }
        }
        return Optional.empty();
    }
}
