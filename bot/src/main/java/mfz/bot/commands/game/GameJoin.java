package mfz.bot.commands.game;

import java.util.List;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.game.Command;

/** {@code /game join}: take a seat at this channel's game before it starts. */
public final class GameJoin extends GameCommand {

    public GameJoin(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("join", "Join this channel's game before it starts");
    }

    @Override
    public Reply handle(Request request) {
        return run(request, acting -> List.of(new Command.JoinGame(acting.id(), acting.name())));
    }
}
