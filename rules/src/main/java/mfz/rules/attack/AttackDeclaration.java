package mfz.rules.attack;

import mfz.rules.dice.RolledDie;

/**
 * An attack as announced: the die, whether the target's spot is added, and the cover the
 * target stands in. Kept on the attacker's turn while the target is activated.
 *
 * @param die       the red or white die assigned
 * @param useSpot   add the target's spot marker (removed when used)
 * @param cover     what covers the target (ranged attacks on frames only)
 * @param coverHits terrain cover: hits it still stands through (null: the whole attack)
 */
public record AttackDeclaration(RolledDie die, boolean useSpot, Cover cover, Integer coverHits) {
}
