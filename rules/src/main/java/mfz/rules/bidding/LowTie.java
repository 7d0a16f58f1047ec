package mfz.rules.bidding;

import java.util.List;

/**
 * A tie for lowest starting score settled at random: the loser placed the point frame and
 * stays last in tactical order among {@code tiedWith} for as long as its score equals one of theirs.
 */
public record LowTie(String loser, List<String> tiedWith) {
    public LowTie {
        tiedWith = List.copyOf(tiedWith);
    }
}
