package mfz.rules.round;

import java.util.ArrayList;
import java.util.List;
import mfz.rules.attack.AttackDeclaration;
import mfz.rules.dice.RolledDie;
import mfz.rules.turn.Range;
import mfz.rules.turn.Target;

/**
 * A frame's turn while it is underway.
 *
 * @param owner       the frame's owner
 * @param frame       the frame's name
 * @param stage       where it stands
 * @param target      what it named (null before it starts)
 * @param range       the range it named (null: none, or before it starts)
 * @param rolled      its whole roll
 * @param left        the dice of its roll not yet assigned
 * @param defended    the defense step is done
 * @param moved       it has moved
 * @param attacked    it has attacked (or announced its attack)
 * @param spotted     it has spotted (nothing but ending is left)
 * @param attack      the attack announced and not yet resolved (waiting on a defense), or null
 * @param activatedBy the attacker that activated it ("owner/frame"), or null in tactical order
 * @param heldBefore  once it moved: who held each station just before its move, for a correction
 *                    of that move (§7); empty before
 * @param plays       once it moved: who stood near each station after each play since (a frame
 *                    destroyed, a retreat, another's move or correction), for the same
 */
public record Turn(String owner, String frame, Stage stage, Target target, Range range, List<RolledDie> rolled,
                   List<RolledDie> left, boolean defended, boolean moved, boolean attacked, boolean spotted,
                   AttackDeclaration attack, String activatedBy, List<RoundState.Held> heldBefore,
                   List<List<RoundState.Held>> plays) {

    public Turn {
        rolled = List.copyOf(rolled);
        left = List.copyOf(left);
        // a snapshot from before heldBefore existed reads it as null: empty
        heldBefore = heldBefore == null ? List.of() : List.copyOf(heldBefore);
        plays = plays == null ? List.of() : List.copyOf(plays);
    }

    /** A turn begun in tactical order, before its roll. */
    public static Turn begun(String owner, String frame, Target target, Range range) {
        return new Turn(owner, frame, Stage.DEFENDING, target, range, List.of(), List.of(), false, false, false, false,
                null, null, List.of(), List.of());
    }

    /** A turn activated by an incoming attack: it must start at once. */
    public static Turn activated(String owner, String frame, String by) {
        return new Turn(owner, frame, Stage.STARTING, null, null, List.of(), List.of(), false, false, false, false,
                null, by, List.of(), List.of());
    }

    /** The frame whose attack activated this turn ({@code activatedBy} is "owner/frame"), or null in tactical order. */
    public String activatedByFrame() {
        return activatedBy == null ? null : activatedBy.substring(activatedBy.indexOf('/') + 1);
    }

    public boolean of(String owner, String frame) {
        return this.owner.equals(owner) && this.frame.equalsIgnoreCase(frame);
    }

    public Turn started(Target t, Range r) {
        return new Turn(owner, frame, Stage.DEFENDING, t, r, rolled, left, defended, moved, attacked, spotted, attack,
                activatedBy, heldBefore, plays);
    }

    public Turn withRoll(List<RolledDie> dice) {
        return new Turn(owner, frame, stage, target, range, dice, dice, defended, moved, attacked, spotted, attack,
                activatedBy, heldBefore, plays);
    }

    public Turn at(Stage s) {
        return new Turn(owner, frame, s, target, range, rolled, left, defended, moved, attacked, spotted, attack,
                activatedBy, heldBefore, plays);
    }

    /** The die is assigned: no longer among the dice left. */
    public Turn using(RolledDie die) {
        if (die == null) {
            return this;
        }
        List<RolledDie> rest = new ArrayList<>(left);
        rest.remove(die);
        return new Turn(owner, frame, stage, target, range, rolled, rest, defended, moved, attacked, spotted, attack,
                activatedBy, heldBefore, plays);
    }

    public Turn defendedNow(Stage next) {
        return new Turn(owner, frame, next, target, range, rolled, left, true, moved, attacked, spotted, attack,
                activatedBy, heldBefore, plays);
    }

    /** The same, a play since its move noted: who stands near each station now. */
    public Turn withPlay(List<RoundState.Held> near) {
        List<List<RoundState.Held>> more = new ArrayList<>(plays);
        more.add(near);
        return new Turn(owner, frame, stage, target, range, rolled, left, defended, moved, attacked, spotted, attack,
                activatedBy, heldBefore, more);
    }

    /** Moved now, from where the stations were held by these players (the first move's, if it moves again). */
    public Turn movedNow(List<RoundState.Held> held) {
        return new Turn(owner, frame, stage, target, range, rolled, left, defended, true, attacked, spotted, attack,
                activatedBy, moved ? heldBefore : held, moved ? plays : List.of());
    }

    public Turn attackedNow(AttackDeclaration declared) {
        return new Turn(owner, frame, stage, target, range, rolled, left, defended, moved, true, spotted, declared,
                activatedBy, heldBefore, plays);
    }

    public Turn spottedNow() {
        return new Turn(owner, frame, stage, target, range, rolled, left, defended, moved, attacked, true, attack,
                activatedBy, heldBefore, plays);
    }

    public Turn attackDone() {
        return new Turn(owner, frame, Stage.ACTING, target, range, rolled, left, defended, moved, attacked, spotted, null,
                activatedBy, heldBefore, plays);
    }
}
