package mfz.bot.commands.damage;

import java.util.List;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.game.Command;

/** {@code /damage retreat}: ignore the hit by falling back from the station the frame holds. */
public final class DamageRetreat extends GameCommand {

    public DamageRetreat(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("retreat", "Ignore this hit by falling back from the station you hold", AS, SEAT);
    }

    @Override
    public Reply handle(Request request) {
        return run(request, acting -> List.of(new Command.Retreat(acting.id())));
    }
}
