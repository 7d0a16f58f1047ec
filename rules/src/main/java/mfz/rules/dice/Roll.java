package mfz.rules.dice;

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
 */
public record Roll(Kind kind, String roller) {

    /** The kinds of roll whose kept dice are kept apart. */
    public enum Kind {
        POOL, DAMAGE, FALL, TIE_ORDER, INITIATIVE;

        /** As stored: {@code pool}, {@code tie-order}. */
        public String word() {
            return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
        }
    }

    public static Roll pool(String owner) {
        return new Roll(Kind.POOL, owner);
    }

    public static Roll damage(String attackerOwner) {
        return new Roll(Kind.DAMAGE, attackerOwner);
    }

    public static Roll fall(String owner) {
        return new Roll(Kind.FALL, owner);
    }

    public static final Roll TIE_ORDER = new Roll(Kind.TIE_ORDER, null);

    public static final Roll INITIATIVE = new Roll(Kind.INITIATIVE, null);
}
