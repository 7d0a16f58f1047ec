package mfz.bot.commands.doomsday;

import java.util.List;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.game.Command;

/** {@code /doomsday tick}: the end-of-round choice, to take one more tick off the clock. */
public final class DoomsdayTick extends GameCommand {

    public DoomsdayTick(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("tick", "Take one more tick off the doomsday clock", AS, SEAT);
    }

    @Override
    public Reply handle(Request request) {
        return run(request, acting -> List.of(new Command.ChooseDoomsday(acting.id(), true)));
    }
}
