package mfz.rules.dice;

import java.security.SecureRandom;

/** Production dice: nobody, not even someone who knows the bot's start time, can predict them. */
public final class SecureDice implements Dice {

    private final SecureRandom random = new SecureRandom();

    @Override
    public int roll(int sides) {
        return 1 + random.nextInt(sides);
    }
}
