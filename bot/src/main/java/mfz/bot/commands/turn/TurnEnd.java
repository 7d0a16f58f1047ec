package mfz.bot.commands.turn;

import java.util.List;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.game.Command;

/** {@code /turn end}: end the turn. */
public final class TurnEnd extends GameCommand {

    public TurnEnd(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("end", "End the turn; unused dice are discarded", AS, SEAT);
    }

    @Override
    public Reply handle(Request request) {
        return run(request, acting -> List.of(new Command.EndTurn(acting.id())));
    }
}
