package mfz.bot.commands.game;

import java.util.List;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;
import mfz.rules.game.Command;

/** {@code /game start}: the host reveals the companies and starts bidding (a demo game goes straight to placing). */
final class GameStart implements SlashCommand {

    private final Play play;

    GameStart(Play play) {
        this.play = play;
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("start", "Host: reveal the companies, run bidding, begin deployment");
    }

    @Override
    public Reply handle(Request request) {
        return play.runAsHost(request, acting -> List.of(new Command.StartGame(acting.id())));
    }
}
