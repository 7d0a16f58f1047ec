package mfz.rules.bidding;

/** A player's tactical position as bidding settled it. */
public record Placing(String player, Position position) {
}
