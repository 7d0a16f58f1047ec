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
 * game.waitingOn();  game.pending();  game.ranking();  game.score(userId);  game.stations();
 * }</pre>
 *
 * <p>Commands name the acting player ({@link mfz.rules.game.Command#actor()}); the engine
 * checks who may do what. Events carry every rolled value, so {@link mfz.rules.game.Game#replay}
 * never rolls. Events, commands and the game round-trip through a plain Jackson
 * {@code new ObjectMapper()} (see {@link mfz.rules.game.Game}).
 *
 * <p>The rules themselves live by topic: {@code lobby}, {@code company}, {@code bidding},
 * {@code deployment}, {@code stations}, {@code doomsday}.
 */
package mfz.rules.game;
