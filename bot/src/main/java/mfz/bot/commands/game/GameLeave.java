package mfz.bot.commands.game;

import java.util.List;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;
import mfz.rules.game.Command;

/** {@code /game leave}: give up your seat before the game starts. */
final class GameLeave implements SlashCommand {

    private final Play play;

    GameLeave(Play play) {
        this.play = play;
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("leave", "Leave this channel's game before it starts", Play.AS_OPTION);
    }

    @Override
    public Reply handle(Request request) {
        return play.run(request, acting -> List.of(new Command.LeaveGame(acting.id())));
    }
}
