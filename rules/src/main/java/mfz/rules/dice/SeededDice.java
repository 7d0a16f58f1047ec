package mfz.rules.dice;

import java.util.SplittableRandom;

/**
 * Reproducible dice: the same seed gives the same rolls, on every machine and JDK (the
 * algorithm of {@link SplittableRandom} is specified), so a seeded game can be replayed.
 */
public final class SeededDice implements Dice {

    private final SplittableRandom random;

    public SeededDice(long seed) {
        this.random = new SplittableRandom(seed);
    }

    @Override
    public synchronized int roll(int sides) {
        return 1 + random.nextInt(sides);
    }
}
