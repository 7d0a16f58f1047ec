package mfz.rules.turn;

/** The things a player may be able to do during combat, each one command. */
public enum Action {
    START_TURN("/turn start"),
    PASS("/turn pass"),
    WAIT_FOR_LATER_DIE("/turn wait"),
    DEFEND("/turn defend"),
    MOVE("/turn move"),
    ATTACK("/turn attack"),
    SPOT("/turn spot"),
    END_TURN("/turn end"),
    TAKE_HIT("/damage take"),
    RETREAT("/damage retreat"),
    FALL("/damage fall"),
    CHOOSE_DOOMSDAY("/doomsday"),
    /** Campaign: move the special objective (by orders, out of fear, or along with its holder's frame). */
    MOVE_OBJECTIVE("/campaign move");

    private final String command;

    Action(String command) {
        this.command = command;
    }

    /** The slash command a front end offers for it. */
    public String command() {
        return command;
    }
}
