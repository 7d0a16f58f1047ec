package mfz.rules.dice;

import java.util.Locale;

/**
 * Which roll dice are for, and whose: an undo's kept dice go back to the same kind of roll of the
 * same player ({@link Dice#forRoll}, docs/rules.md, "Undo"), so no other roll can take them first.
 * Kept for a player's next roll of any kind, a fall (which a player may declare at will) took an
 * undone attack's damage, and the attack came fresh (a review).
 *
 * @param roller whose roll it is: a pool the frame's owner's, damage the attacker's (rolled by the
 *               defender's command when the target acted first, it was kept for the defender: a
 *               review), a fall the falling frame's owner's; null for the table's (a round's
 *               initiative d20s, bidding's tie orders), whoever's command rolls them
 * @param frame  the frame that fell, for a fall (null for other rolls): a fall's dice wait for that
 *               frame's fall, since the player whose turn it is may declare a fall of another's
 *               frame, and took the kept dice of that player's undone fall so (a review)
 */
public record Roll(Kind kind, String roller, String frame) {

    /** The kinds of roll whose kept dice are kept apart. */
    public enum Kind {
        POOL, DAMAGE, FALL, TIE_ORDER, INITIATIVE;

        /** As stored: {@code pool}, {@code tie-order}. */
        public String word() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    public static Roll pool(String owner) {
        return new Roll(Kind.POOL, owner, null);
    }

    public static Roll damage(String attackerOwner) {
        return new Roll(Kind.DAMAGE, attackerOwner, null);
    }

    public static Roll fall(String owner, String frame) {
        return new Roll(Kind.FALL, owner, frame);
    }

    public static final Roll TIE_ORDER = new Roll(Kind.TIE_ORDER, null, null);

    public static final Roll INITIATIVE = new Roll(Kind.INITIATIVE, null, null);

    /** The kind of roll as stored, with the frame for a fall: {@code pool}, {@code fall:Anvil}. */
    public String kindKey() {
        return kind.word() + (frame == null ? "" : ":" + frame);
    }
}
