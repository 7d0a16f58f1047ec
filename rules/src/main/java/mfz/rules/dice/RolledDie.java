package mfz.rules.dice;

/** A die with the value it showed. */
public record RolledDie(Die die, int value) {

    public RolledDie {
        if (die == null) {
            throw new IllegalArgumentException("a rolled die needs a die");
        }
        if (value < 1 || value > die.sides()) {
            throw new IllegalArgumentException("a d" + die.sides() + " cannot show " + value);
        }
    }

    public DieColour colour() {
        return die.colour();
    }

    /** Notation with the value: {@code R5}, and {@code d8R7} for a d8. */
    public String notation() {
        return (die.sides() == 6 ? "" : "d" + die.sides()) + die.colour().letter() + value;
    }
}
