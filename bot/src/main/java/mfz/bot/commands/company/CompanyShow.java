package mfz.bot.commands.company;

import java.util.List;
import mfz.bot.commands.play.Acting;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.game.Game;

/** {@code /company show}: your company as it stands, with every problem listed. */
public final class CompanyShow extends CompanyCommand {

    public CompanyShow(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("show", "Check your company: every rule problem listed (after the start: as it stands)", AS);
    }

    @Override
    public Reply handle(Request request) {
        Game game = play.games().require(request.channelId());
        Acting acting = ownCompanyUntilReveal(request, game);
        return new Reply("", List.of(CompanyCard.of(game, acting.id())), CompanyCard.controls(game, acting.id()), true);
    }
}
