package mfz.bot.commands.game;

import java.util.List;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.TableUpdate;
import mfz.bot.render.TableView;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;

/** {@code /game table}: post the table message again, at the bottom of the channel. */
public final class GameTable extends GameCommand {

    public GameTable(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("table", "Post the table message again");
    }

    @Override
    public Reply handle(Request request) {
        Game game = play.games().requireOrLastFinished(request.channelId());
        Reply reply = Reply.privately("The table is posted below.").withTable(new TableUpdate(TableView.table(game), true));
        if (game.phase() != Phase.ENDED) {
            return reply;
        }
        return play.scoreChart(request.channelId()).map(chart -> reply.withFiles(List.of(chart))).orElse(reply);
    }
}
