package mfz.rules.odds;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.util.Map;
import java.util.function.Predicate;

/**
 * The exact chances of every way a roll of damage dice can end: for each {@link Outcome}, the
 * number of the 6<sup>n</sup> equally likely rolls that end that way.
 *
 * @param setup what the dice met
 * @param ways  rolls per outcome (outcomes no roll reaches are left out)
 * @param total 6 to the number of dice: all rolls
 */
public record DamageOdds(DamageSetup setup, Map<Outcome, BigInteger> ways, BigInteger total) {

    public DamageOdds {
        ways = Map.copyOf(ways);
    }

    /** Rolls in which the target takes at least this many hits. */
    public BigInteger waysTargetHitsAtLeast(int hits) {
        return sum(o -> o.targetHits() >= hits);
    }

    /** Rolls in which the target takes exactly this many hits. */
    public BigInteger waysTargetHits(int hits) {
        return sum(o -> o.targetHits() == hits);
    }

    /** Rolls in which the cover takes exactly this many hits. */
    public BigInteger waysCoverHits(int hits) {
        return sum(o -> o.coverHits() == hits);
    }

    /** Rolls that bring the cover down. */
    public BigInteger waysCoverFalls() {
        Integer stands = setup.coverStandsThrough();
        return stands == null ? BigInteger.ZERO : sum(o -> o.coverHits() > stands);
    }

    /** Rolls that destroy the target. */
    public BigInteger waysDestroyed() {
        Integer needed = setup.targetHitsToDestroy();
        return needed == null ? BigInteger.ZERO : waysTargetHitsAtLeast(needed);
    }

    public double targetHitsAtLeast(int hits) {
        return chance(waysTargetHitsAtLeast(hits));
    }

    public double targetHits(int hits) {
        return chance(waysTargetHits(hits));
    }

    public double coverHits(int hits) {
        return chance(waysCoverHits(hits));
    }

    public double coverFalls() {
        return chance(waysCoverFalls());
    }

    public double destroyed() {
        return chance(waysDestroyed());
    }

    /** The most hits the target can take from these dice. */
    public int maxTargetHits() {
        return ways.keySet().stream().mapToInt(Outcome::targetHits).max().orElse(0);
    }

    /** The most hits the cover can take from these dice. */
    public int maxCoverHits() {
        return ways.keySet().stream().mapToInt(Outcome::coverHits).max().orElse(0);
    }

    /** A share of all rolls as a probability (to double precision; the counts are exact). */
    public double chance(BigInteger rolls) {
        return new BigDecimal(rolls).divide(new BigDecimal(total), MathContext.DECIMAL64).doubleValue();
    }

    private BigInteger sum(Predicate<Outcome> which) {
        BigInteger n = BigInteger.ZERO;
        for (Map.Entry<Outcome, BigInteger> e : ways.entrySet()) {
            if (which.test(e.getKey())) {
                n = n.add(e.getValue());
            }
        }
        return n;
    }
}
