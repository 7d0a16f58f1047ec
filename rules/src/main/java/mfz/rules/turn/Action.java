package mfz.rules.turn;

/**
 * The things a player may be able to do during combat, each one command. The rules name them;
 * a front end decides how a player types or taps each one.
 */
public enum Action {
    START_TURN,
    PASS,
    WAIT_FOR_LATER_DIE,
    DEFEND,
    MOVE,
    ATTACK,
    SPOT,
    END_TURN,
    TAKE_HIT,
    RETREAT,
    FALL,
    CHOOSE_DOOMSDAY,
    /** On the map: the owner of an attack's target in several covers says which is hit first. */
    CHOOSE_COVER,
    /** Campaign: move the special objective (by orders, out of fear, or along with its holder's frame). */
    MOVE_OBJECTIVE
}
