/**
 * Hits on frames (docs/rules.md §6 step 5): each is a decision for the frame's owner (which system,
 * a white when none is left, dropping whites, the once-per-attack retreat from a held
 * station); losing the last white destroys the frame. See {@link mfz.rules.damage.DamageRules}.
 */
package mfz.rules.damage;
