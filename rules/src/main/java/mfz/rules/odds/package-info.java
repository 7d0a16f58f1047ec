/**
 * Exact odds of an attack or a fall (docs/rules.md §6): {@link mfz.rules.odds.Odds} counts every
 * roll of the damage dice with the engine's own per-die step; {@link mfz.rules.odds.AttackChoices}
 * reads the situation of a game in play (the attacker's dice, the target, the cover) so the
 * turn card and {@code /odds target:} show the odds of each attack die.
 */
package mfz.rules.odds;
