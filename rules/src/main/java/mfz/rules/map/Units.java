package mfz.rules.map;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * Measurements as players read them, and the tolerance the map measures with. Coordinates are
 * typed with a decimal or two, so sums of them carry floating-point noise; a millionth of a
 * unit is far below anything a table could see, and keeps "exactly 8 units" at 8.
 */
public final class Units {

    /** Distances closer than this are equal. */
    public static final double EPSILON = 1e-6;

    private Units() {
    }

    /** A number without trailing zeros: {@code 3}, {@code 3.5}, {@code 0.25}. */
    public static String number(double value) {
        BigDecimal rounded = BigDecimal.valueOf(value).setScale(2, RoundingMode.HALF_UP).stripTrailingZeros();
        return rounded.scale() < 0 ? rounded.setScale(0).toPlainString() : rounded.toPlainString();
    }

    /**
     * A coordinate as a shape is typed (up to three decimals, {@link ShapeNotation}), kept whole:
     * {@code 1.125}, where {@link #number} shows {@code 1.13}; {@code -0} is {@code 0}. What an
     * import decides again lays the same piece (an audit: rounded, it laid another, and refused).
     */
    public static String exact(double value) {
        BigDecimal kept = BigDecimal.valueOf(value + 0.0).setScale(3, RoundingMode.HALF_UP).stripTrailingZeros();
        return kept.scale() < 0 ? kept.setScale(0).toPlainString() : kept.toPlainString();
    }

    /** A measured distance to one decimal: {@code 8.3 units}, {@code 1 unit}. */
    public static String distance(double units) {
        String shown = BigDecimal.valueOf(units).setScale(1, RoundingMode.HALF_UP).stripTrailingZeros().toPlainString();
        return shown + ("1".equals(shown) ? " unit" : " units");
    }

    /**
     * A measured distance compared with a limit. When one decimal would show the limit itself
     * (8.04 against 8) the refusal would read as nonsense, so the distance gets two decimals,
     * rounded away from the limit (6.004 against 6 reads 6.01: rounded to the nearest it read
     * "6 units: the die reaches 6 units", an adversarial test).
     */
    public static String distance(double units, double limit) {
        String one = distance(units);
        if (one.equals(distance(limit)) && Math.abs(units - limit) > EPSILON) {
            // Floating point's noise first (8.010000000000002 is 8.01: it read 8.02, a map audit).
            String shown = BigDecimal.valueOf(units).setScale(6, RoundingMode.HALF_UP)
                    .setScale(2, units > limit ? RoundingMode.CEILING : RoundingMode.FLOOR)
                    .stripTrailingZeros().toPlainString();
            return shown + " units";
        }
        return one;
    }

    static boolean atMost(double value, double limit) {
        return value <= limit + EPSILON;
    }
}
