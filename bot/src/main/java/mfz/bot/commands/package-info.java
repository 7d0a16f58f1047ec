/**
 * The bot's slash commands, one class per command, in one package per feature:
 * {@code game}, {@code company}, {@code bid}, {@code deploy}, {@code turn}, {@code damage},
 * {@code station}, {@code doomsday}, {@code campaign}, {@code roll}, {@code help}. What game
 * commands share (who acts, {@code as:@player}, the host rule, autocomplete from the acting
 * player's seat, the announcement with its buttons) is in {@code play}.
 *
 * <p>To add a command:
 * <ol>
 *   <li>one class in its feature's package (a new feature gets a new package, such as
 *       {@code commands.odds}): a {@link mfz.bot.commands.play.GameCommand} when it acts on
 *       this channel's game, else a plain {@link mfz.bot.core.SlashCommand}. Its spec builds
 *       options with {@link mfz.bot.core.OptionSpec#string} and friends, named by
 *       {@link mfz.bot.commands.OptionNames} (add a constant there for a new name); it reads
 *       them by the same constants. Refuse with {@link mfz.bot.core.PlayerError} and a short
 *       player-facing reason;</li>
 *   <li>one line in {@link mfz.bot.commands.Features}, in the group of its slash command (or
 *       a new {@link mfz.bot.commands.CommandGroup});</li>
 *   <li>one test through the router on a real store: {@code GameHarness} in the tests, its
 *       real effect and one refusal where it has one.</li>
 * </ol>
 * Discord's registration, the console, {@code /help} and the router's option checks all read
 * the spec, so nothing else needs to know about the new command.
 *
 * <p>A game command asks the game service once: {@code run} (or {@code runOnGame}, when the
 * commands depend on the game's phase or step) hands the service a builder that it calls on
 * the channel's game as it reads it, and gets back everything the reply needs (the game
 * before and after, the stored row and its version). A command that only reads uses
 * {@code GameService.current}, the game with its row in one read.
 */
package mfz.bot.commands;
