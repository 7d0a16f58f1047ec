package mfz.bot.commands.game;

import static mfz.bot.commands.OptionNames.PRIVATE;

import java.util.List;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.Reply;
import mfz.bot.reminders.Reminders;
import mfz.bot.core.Request;
import mfz.bot.core.TableUpdate;
import mfz.bot.render.TableView;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;

/**
 * {@code /game table}: post the table message again, at the bottom of the channel, and say
 * (privately) how long the game has waited on whom. With {@code private:true} (the
 * <b>Table</b> button), only the caller sees it, and the channel gets nothing new.
 */
public final class GameTable extends GameCommand {

    private final Reminders reminders;

    public GameTable(Play play) {
        this(play, null);
    }

    /** @param reminders who games wait on and since when, or null for a bot without reminders */
    public GameTable(Play play, Reminders reminders) {
        super(play);
        this.reminders = reminders;
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("table", "Post the table message again",
                OptionSpec.bool(PRIVATE, "True: show it to you alone, without posting it again").build());
    }

    @Override
    public Reply handle(Request request) {
        Game game = play.games().requireOrLastFinished(request.channelId());
        String waiting = reminders == null ? "" : play.games().record(request.channelId())
                .map(record -> reminders.waitingLines(record, game)).filter(lines -> !lines.isEmpty())
                .map(lines -> "\n" + String.join("\n", lines)).orElse("");
        boolean alone = request.option(PRIVATE).map(Boolean::parseBoolean).orElse(false);
        Reply reply = alone
                ? new Reply(waiting.strip(), List.of(TableView.table(game)), List.of(), true)
                : Reply.privately("The table is posted below." + waiting)
                        .withTable(new TableUpdate(TableView.table(game), true));
        if (game.phase() != Phase.ENDED) {
            return reply;
        }
        return play.scoreChart(request.channelId()).map(chart -> reply.withFiles(List.of(chart))).orElse(reply);
    }
}
