/**
 * Order of play within a round (docs/rules.md §4): who holds the initiative
 * ({@link mfz.rules.round.Initiative}: score order, the demo game's round-robin, per-frame
 * d20s), the stack of turns underway that combat order builds
 * ({@link mfz.rules.round.RoundState}, {@link mfz.rules.round.Turn}), and a new round's start
 * ({@link mfz.rules.round.RoundFlow}). What happens by itself between commands (damage dice
 * resolving, the end of the round and the doomsday countdown) is the decider's
 * ({@code mfz.rules.game.Settling}), so this package and {@code doomsday} don't import each other.
 *
 * <p>Rulings written here:
 * <ul>
 *   <li>A frame has acted once it begins its turn or is activated by an attack; it never
 *       begins another turn that round.</li>
 *   <li>If the scores change after some players passed so that nobody who has not passed has
 *       a frame left to act, the initiative goes back to the highest score with a frame left.</li>
 *   <li>Combat order: the activated frame's turn goes on top; once it has defended it pauses
 *       under its attacker, whose attack resolves and who finishes; then the paused turn
 *       resumes. A turn whose frame is destroyed leaves the stack at once and never resumes.</li>
 *   <li>The end of the round removes every defense and spot marker; the next round begins when
 *       the last doomsday choice is made (rolling per-frame initiative then, when it is on).</li>
 * </ul>
 */
package mfz.rules.round;
