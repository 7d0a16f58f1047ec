/**
 * A seat the bot plays (issue 30): a pure function from the game, as the seat may see it, to
 * the next command it owes ({@link mfz.rules.seat.Seat#next}). No Discord, no storage, no
 * randomness of its own: the same game always gives the same command, so a seeded game with
 * bot seats replays exactly. The bot only schedules it; the rules decide its commands like
 * anyone's. How each strength decides, for players: docs/seat.md.
 */
package mfz.rules.seat;
