/**
 * A frame's turn (docs/rules.md §5): {@link mfz.rules.turn.TurnRules} (target and range legality,
 * the roll, defend, move, attack, spot, end), {@link mfz.rules.turn.Pool} (the dice),
 * {@link mfz.rules.turn.DieRef} (dice named by players: {@code R5}, {@code d8R7}, {@code R7}),
 * {@link mfz.rules.turn.Frames} (frames named by players: by name when unique at the table,
 * else with the owner), and {@link mfz.rules.turn.Choices}: what a player can do now, with
 * the legal values, for buttons and contextual help.
 */
package mfz.rules.turn;
