package mfz.bot.commands.turn;

import java.util.List;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.game.Command;

/** {@code /turn pass}: pass the initiative. */
public final class TurnPass extends GameCommand {

    public TurnPass(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("pass", "Pass the initiative to the next player", AS, SEAT);
    }

    @Override
    public Reply handle(Request request) {
        return run(request, acting -> List.of(new Command.Pass(acting.id())));
    }
}
