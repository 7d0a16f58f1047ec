package mfz.rules.bidding;

/**
 * One company's line in a comparison: what was counted and what it gives.
 *
 * @param ppa   score per asset after the ±1 adjustments
 * @param score starting score, (frames + stations) × PPA
 */
public record Bid(String player, int frames, int systems, int stations, int ppa, int score) {
}
