package mfz.rules.deployment;

import mfz.rules.game.Game;

/** The deployment steps of docs/rules.md §3, in order, plus the demo game's single placement step. */
public enum DeploymentStep {
    TERRAIN(1, "lay out the terrain; every player approves it"),
    DEFENDER_SETUP(2, "the defender places its stations and 2 frames inside its perimeter"),
    POINT_FRAME(3, "the point attacker places the point frame"),
    ATTACKER_FRAMES(4, "the attackers place their remaining frames, one at a time, alternating"),
    ATTACKER_STATIONS(5, "the attackers place their stations, one at a time, alternating"),
    DEFENDER_FRAMES(6, "the defender places its remaining frames"),
    /** Campaign battles only (see {@link mfz.rules.campaign.ObjectiveRules}); skipped otherwise. */
    SPECIAL_OBJECTIVE(7, "the special objective is placed by consensus"),
    /** Demo game: the host places every frame around the neutral station. */
    DEMO_PLACEMENT(1, "the host places every frame around the neutral station");

    private final int number;
    private final String words;

    DeploymentStep(int number, String words) {
        this.number = number;
        this.words = words;
    }

    public int number() {
        return number;
    }

    public String words() {
        return words;
    }

    /**
     * The step's words in this game, or in a game of this many attackers: with one (every 2-player game), steps 4 and
     * 5 name nobody to alternate with ("the attackers …, alternating" read as a second player to wait
     * for: a phone review).
     */
    public String words(Game game) {
        // one defender, every other player an attacker (§3)
        return words(game.players().size() - 1);
    }

    public String words(int attackers) {
        return attackers != 1 ? words : switch (this) {
            case ATTACKER_FRAMES -> "the attacker places its remaining frames";
            case ATTACKER_STATIONS -> "the attacker places its stations";
            default -> words;
        };
    }

    /**
     * Where the placer's pieces may go in this step, shortly, for the ping that opens their
     * placement: "your placement: choose below" said neither which step nor its rule, which stood
     * a message up (a phone review). Empty for the steps everyone agrees to.
     */
    public String placementRule() {
        return switch (this) {
            case DEFENDER_SETUP -> "stations each within direct fire of another, 2 frames inside the perimeter";
            case POINT_FRAME -> "the point frame, outside the perimeter, at the limit of a defender frame's direct "
                    + "fire, out of cover";
            case ATTACKER_FRAMES -> "each frame outside the perimeter and every defender frame's direct fire";
            case ATTACKER_STATIONS -> "the stations, anywhere";
            case DEFENDER_FRAMES -> "the other frames; any outside the perimeter in cover";
            case DEMO_PLACEMENT -> "every frame 5 to 6 units from the neutral station";
            case TERRAIN, SPECIAL_OBJECTIVE -> "";
        };
    }

    /** Every player agrees to this step (the terrain, where the special objective stands), rather than one placing. */
    public boolean byAgreement() {
        return this == TERRAIN || this == SPECIAL_OBJECTIVE;
    }

    /** Stations are placed in this step: the defender's in step 2, the attackers' in step 5. */
    public boolean placesStations() {
        return this == DEFENDER_SETUP || this == ATTACKER_STATIONS;
    }

    /** Frames are placed in this step. */
    public boolean placesFrames() {
        return switch (this) {
            case DEFENDER_SETUP, POINT_FRAME, ATTACKER_FRAMES, DEFENDER_FRAMES, DEMO_PLACEMENT -> true;
            case TERRAIN, ATTACKER_STATIONS, SPECIAL_OBJECTIVE -> false;
        };
    }

    /**
     * The step's placer ends it ({@code /deploy done}); the others end by themselves: with the
     * last placement (steps 4 and 5), when everyone approved (terrain, the special objective).
     */
    public boolean endsWhenItsOwnerFinishes() {
        return switch (this) {
            case DEFENDER_SETUP, POINT_FRAME, DEFENDER_FRAMES, DEMO_PLACEMENT -> true;
            case TERRAIN, ATTACKER_FRAMES, ATTACKER_STATIONS, SPECIAL_OBJECTIVE -> false;
        };
    }
}
