package mfz.bot.commands.deploy;

import static mfz.bot.commands.OptionNames.PLAYER;

import java.util.List;
import mfz.bot.commands.play.Acting;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.game.Command;

/** {@code /deploy first player:@p}: demo game host: who starts the round-robin each round. */
public final class DeployFirst extends GameCommand {

    public DeployFirst(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("first", "Demo game host: who goes first each round",
                OptionSpec.user(PLAYER, "The first player").required().build());
    }

    @Override
    public Reply handle(Request request) {
        // A person at the table first, as owner: reads it; else a seat by its name (a review: a seat named
        // as a player outranked that player).
        String named = user(request, PLAYER);
        String player = play.games().game(request.channelId()).filter(game -> game.player(named).isEmpty())
                .flatMap(game -> Acting.seatNamed(game, request.option(PLAYER).orElse(""))).orElse(named);
        return runAsHost(request, acting -> List.of(new Command.ChooseFirstPlayer(acting.id(), player)));
    }
}
