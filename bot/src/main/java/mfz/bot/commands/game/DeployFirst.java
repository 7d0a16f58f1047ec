package mfz.bot.commands.game;

import java.util.List;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;
import mfz.rules.game.Command;

/** {@code /deploy first player:@p}: demo game host: who starts the round-robin each round. */
final class DeployFirst implements SlashCommand {

    private final Play play;

    DeployFirst(Play play) {
        this.play = play;
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("first", "Demo game host: who goes first each round",
                new OptionSpec("player", "The first player", OptionSpec.Type.USER, true, "@player", List.of(), false,
                        100));
    }

    @Override
    public Reply handle(Request request) {
        String player = Acting.userId(request.option("player").orElseThrow());
        return play.runAsHost(request, acting -> List.of(new Command.ChooseFirstPlayer(acting.id(), player)));
    }
}
