package mfz.rules.map;

import mfz.rules.turn.Range;

/**
 * Distances and range bands (docs/rules.md §10): measured between pieces at their closest, so two
 * frames in base contact are 0 apart. The bands don't overlap: hand-to-hand ends at 1 unit,
 * direct fire takes over from there to the ruler's length, and artillery is all that is farther.
 */
public final class Ranges {

    private Ranges() {
    }

    public static double between(MapFrame a, MapFrame b) {
        return a.disc().distanceTo(b.disc());
    }

    public static Range band(double distance, Ruler ruler) {
        if (Units.atMost(distance, 1)) {
            return Range.HAND;
        }
        if (Units.atMost(distance, ruler.units())) {
            return Range.DIRECT;
        }
        return Range.ARTILLERY;
    }

    public static Range band(MapFrame attacker, MapFrame target, Ruler ruler) {
        return band(between(attacker, target), ruler);
    }

    /** From a frame's disc to a piece of terrain at their closest: 0 when the disc touches or stands on it. */
    public static double between(MapFrame frame, Terrain piece) {
        return piece.distanceTo(frame.disc());
    }

    /** Within hand-to-hand or direct-fire range: what "within direct-fire range" means for placing pieces. */
    public static boolean withinDirectFire(double distance, Ruler ruler) {
        return Units.atMost(distance, ruler.units());
    }

    /**
     * Whether a target named at {@code named} range is in that range now, and if not, a reason
     * with the measurement ("at 8.3 units: artillery range, not direct fire").
     */
    public static MapCheck inNamedRange(MapFrame attacker, MapFrame target, Range named, Ruler ruler) {
        return inNamedRange(attacker, target.name(), between(attacker, target), named, ruler);
    }

    /** The same for a piece of terrain attacked. */
    public static MapCheck inNamedRange(MapFrame attacker, Terrain target, Range named, Ruler ruler) {
        return inNamedRange(attacker, target.name(), between(attacker, target), named, ruler);
    }

    private static MapCheck inNamedRange(MapFrame attacker, String target, double distance, Range named, Ruler ruler) {
        Range actual = band(distance, ruler);
        if (actual == named) {
            return new MapCheck.Allowed(distance);
        }
        double limit = switch (named) {
            case HAND -> 1;
            case DIRECT -> actual == Range.HAND ? 1 : ruler.units();
            case ARTILLERY -> ruler.units();
        };
        return MapCheck.refused(target + " is " + Units.distance(distance, limit) + " from " + attacker.name()
                + ": " + actual.word() + " range, not " + named.word(), distance);
    }
}
