package mfz.rules.bidding;

/** What a player first in a tie for highest score may do (only the legal ones are offered). */
public enum TieOption {
    ADD_FRAME("add a frame"),
    REMOVE_FRAME("remove a frame"),
    DEFER("defer");

    private final String word;

    TieOption(String word) {
        this.word = word;
    }

    public String word() {
        return word;
    }
}
