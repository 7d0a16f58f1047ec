package mfz.bot.commands.game;

import static mfz.bot.commands.OptionNames.STRENGTH;

import java.util.List;
import mfz.bot.commands.play.BotSeats;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Host;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.game.Phase;
import mfz.rules.seat.Strength;

/**
 * {@code /game seat strength:<easy|hard>}: the host, in the lobby, gives the bot a seat. It
 * joins with a name of its own, builds a company from its archetypes and readies it at once;
 * from then on it plays by the same commands as anyone ({@link BotSeats}, docs/seat.md).
 */
public final class GameSeat extends GameCommand {

    public GameSeat(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("seat", "Host, in the lobby: the bot takes a seat and plays it (easy or hard)",
                OptionSpec.string(STRENGTH, "How well it plays: easy or hard (docs/seat.md)")
                        .choices(List.of(Strength.EASY.word(), Strength.HARD.word())).maxLength(4).build());
    }

    @Override
    public Reply handle(Request request) {
        Strength strength = request.option(STRENGTH).map(s -> Strength.read(s).orElseThrow(
                () -> new PlayerError("`strength:` is easy or hard."))).orElse(Strength.EASY);
        // As the host: a channel manager who gives a seat is named as standing in for the host,
        // in the channel and the game's log (a trust audit: the seat was stored as nobody's act).
        return runAsHostOnGame(request, (game, acting) -> {
            Host.require(request.caller(), game, "give the bot a seat");
            if (game.phase() != Phase.LOBBY) {
                throw new PlayerError("The bot takes a seat in the lobby, before the game starts.");
            }
            return BotSeats.sitDown(game, BotSeats.newSeat(game, strength), strength);
        });
    }
}
