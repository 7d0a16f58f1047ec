package mfz.rules.game;

import java.util.List;
import mfz.rules.bidding.LowTie;

/**
 * The tactical order bidding settles, kept current by score for the rest of the game.
 *
 * @param tacticalOrder players from highest score down, with the tie rulings of docs/rules.md §4
 *                      (empty before bidding settles)
 * @param lowTie        the tie for lowest while it lasts, or null
 */
public record Bidding(List<String> tacticalOrder, LowTie lowTie) {

    /** Before bidding. */
    static final Bidding NONE = new Bidding(List.of(), null);

    public Bidding {
        tacticalOrder = tacticalOrder == null ? List.of() : List.copyOf(tacticalOrder);
    }
}
