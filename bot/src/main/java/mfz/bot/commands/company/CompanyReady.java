package mfz.bot.commands.company;

import java.util.List;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.game.Command;

/** {@code /company ready}: declare your company final (refused, with every problem, while it isn't valid). */
public final class CompanyReady extends CompanyCommand {

    public CompanyReady(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("ready", "Declare your company final", AS);
    }

    /** Announced to the channel, unlike the other company commands: everyone waits for it. */
    @Override
    public Reply handle(Request request) {
        ownCompanyUntilReveal(request);
        return run(request, acting -> List.of(new Command.DeclareReady(acting.id())));
    }
}
