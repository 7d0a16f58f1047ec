package mfz.rules.dice;

import java.util.List;
import java.util.stream.Collectors;

/** Dice gathered to be rolled together, in the order they were named. */
public record DicePool(List<Die> dice) {

    public DicePool {
        dice = List.copyOf(dice);
    }

    public int size() {
        return dice.size();
    }

    /** Notation for the whole pool, one die a token: {@code W W R R d8R B Y}. */
    public String notation() {
        return dice.stream().map(Die::notation).collect(Collectors.joining(" "));
    }
}
