package mfz.bot.commands.game;

import java.util.List;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.game.Command;

/** {@code /game leave}: give up your seat before the game starts. */
public final class GameLeave extends GameCommand {

    public GameLeave(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("leave", "Leave this channel's game before it starts", AS, SEAT);
    }

    @Override
    public Reply handle(Request request) {
        return run(request, acting -> List.of(new Command.LeaveGame(acting.id())));
    }
}
