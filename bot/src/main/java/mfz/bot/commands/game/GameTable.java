package mfz.bot.commands.game;

import mfz.bot.core.CommandSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;
import mfz.bot.core.TableUpdate;
import mfz.bot.render.TableView;
import mfz.rules.game.Game;

/** {@code /game table}: post the table message again, at the bottom of the channel. */
final class GameTable implements SlashCommand {

    private final Play play;

    GameTable(Play play) {
        this.play = play;
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("table", "Post the table message again");
    }

    @Override
    public Reply handle(Request request) {
        Game game = play.games().gameOrLastFinished(request.channelId()).orElseThrow(() -> new PlayerError(
                "There is no game in this channel. Open one with `/game new size:skirmish`."));
        return Reply.privately("The table is posted below.").withTable(new TableUpdate(TableView.table(game), true));
    }
}
