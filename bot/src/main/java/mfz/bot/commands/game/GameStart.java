package mfz.bot.commands.game;

import java.util.List;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.game.Command;

/** {@code /game start}: the host reveals the companies and starts bidding (a demo game goes straight to placing). */
public final class GameStart extends GameCommand {

    public GameStart(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("start", "Host: reveal the companies, run bidding, begin deployment");
    }

    @Override
    public Reply handle(Request request) {
        return runAsHost(request, acting -> List.of(new Command.StartGame(acting.id())));
    }
}
