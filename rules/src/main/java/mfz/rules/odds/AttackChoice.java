package mfz.rules.odds;

import mfz.rules.dice.RolledDie;

/**
 * One way the acting frame can attack: a die of its roll, with or without the target's spot.
 *
 * @param die        the red or white die
 * @param spot       the spot marker's value added (0: not used)
 * @param damageDice dice rolled: die + spot − defense, at least 0
 * @param odds       what those dice do
 */
public record AttackChoice(RolledDie die, int spot, int damageDice, DamageOdds odds) {
}
