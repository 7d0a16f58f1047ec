package mfz.rules.options;

/** How big the game is: it sets the company sizes, and a demo game changes several rules. */
public enum GameSize {
    SKIRMISH("skirmish"),
    BATTLE("battle"),
    /** The teaching game: two frames each, one neutral station, every asset worth 5, no bidding. */
    DEMO("demo game");

    private final String word;

    GameSize(String word) {
        this.word = word;
    }

    /** The size as a player says it. */
    public String word() {
        return word;
    }

    /** The doomsday clock a game of this size starts at unless the table agrees otherwise. */
    public int defaultDoomsday() {
        return this == DEMO ? 5 : 11;
    }
}
