/**
 * Resolving attacks and falls (docs/rules.md §6, §8): {@link mfz.rules.attack.AttackRules} rolls
 * the damage dice, {@link mfz.rules.attack.Resolve} takes them one at a time from the lowest
 * on the {@link mfz.rules.attack.Situation} chart (cover, covering frames, terrain targets),
 * {@link mfz.rules.attack.FallRules} rolls falling damage.
 */
package mfz.rules.attack;
