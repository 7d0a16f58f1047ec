/**
 * The game as an event-sourced state machine: the part every front end calls.
 *
 * <pre>{@code
 * Game game = Game.EMPTY;                                   // or Game.replay(storedEvents)
 * Decision d = game.decide(new Command.JoinGame(userId, name), dice);
 * switch (d) {
 *     case Decision.Accepted a -> { store(a.events()); game = game.applyAll(a.events()); }
 *     case RuleViolation v -> reply(v.message());          // nothing changed
 * }
 * game.pending();  game.ranking();  game.score(userId);  game.stations();  game.turn();
 * GameQueries.waitingOn(game);  GameQueries.initiative(game);  GameQueries.choices(game, userId);
 * }</pre>
 *
 * <p>Commands name the acting player ({@link mfz.rules.game.Command#actor()}); the engine
 * checks who may do what. Events carry every rolled value, so {@link mfz.rules.game.Game#replay}
 * never rolls. Events, commands and the game round-trip through a plain Jackson
 * {@code new ObjectMapper()} (see {@link mfz.rules.game.Game}).
 *
 * <p>The rules themselves live by topic: {@code lobby}, {@code company}, {@code bidding},
 * {@code deployment}, {@code stations}, {@code doomsday}, and for the round: {@code round}
 * (tactical order, initiative, the combat-order stack, the end of the round), {@code turn}
 * (target, range, pool, roll and the actions; {@link mfz.rules.turn.Choices} says what a
 * player can do now), {@code attack} (damage dice, the hit charts, cover, falling) and
 * {@code damage} (hits, whites, retreat, destruction); {@code campaign} (the special objective of a
 * campaign battle, the constraints in force, and the {@link mfz.rules.campaign.Campaign} between battles).
 *
 * <p><b>A round, command by command.</b> The initiative holder sends
 * {@link mfz.rules.game.Command.StartTurn} (or {@link mfz.rules.game.Command.Pass}); the turn's
 * owner then sends {@link mfz.rules.game.Command.Defend}, any of
 * {@link mfz.rules.game.Command.Move}, {@link mfz.rules.game.Command.Attack},
 * {@link mfz.rules.game.Command.Spot} (last), and {@link mfz.rules.game.Command.EndTurn}. An
 * attack on a frame that has not acted activates it: its owner sends {@code StartTurn} and
 * {@code Defend}, then the attack resolves and the attacker goes on. Hits wait on
 * {@link mfz.rules.game.Command.TakeHit} or {@link mfz.rules.game.Command.Retreat} from the
 * frame's owner. When no frame is left to act the round ends by itself and the doomsday
 * choices follow.
 */
package mfz.rules.game;
