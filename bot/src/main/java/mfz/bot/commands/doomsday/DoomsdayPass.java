package mfz.bot.commands.doomsday;

import java.util.List;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.game.Command;

/** {@code /doomsday pass}: the end-of-round choice, to leave the clock as it is. */
public final class DoomsdayPass extends GameCommand {

    public DoomsdayPass(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("pass", "Leave the doomsday clock as it is", AS, SEAT);
    }

    @Override
    public Reply handle(Request request) {
        return run(request, acting -> List.of(new Command.ChooseDoomsday(acting.id(), false)));
    }
}
