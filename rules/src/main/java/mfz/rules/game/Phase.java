package mfz.rules.game;

/** The stages of a game, in order. */
public enum Phase {
    /** No game yet: only creating one is possible. */
    NONE,
    /** Players join, the host sets options, companies are written and declared ready. */
    LOBBY,
    /** Companies are compared; ties wait on players' choices. */
    BIDDING,
    /** The seven steps of docs/rules.md §3 (or the demo game's placement). */
    DEPLOYMENT,
    /** Rounds of turns, each ending with the doomsday countdown. */
    COMBAT,
    /** The clock reached 0. */
    ENDED;

    /** Whether the companies are still secret (docs/rules.md §1: revealed at the start). */
    public boolean companiesSecret() {
        return this == NONE || this == LOBBY;
    }
}
