package mfz.bot.commands.game;

import java.util.List;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.SlashCommand;
import mfz.rules.game.Command;

/** {@code /game join}: take a seat at this channel's game before it starts. */
final class GameJoin implements SlashCommand {

    private final Play play;

    GameJoin(Play play) {
        this.play = play;
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("join", "Join this channel's game before it starts");
    }

    @Override
    public Reply handle(Request request) {
        return play.run(request, acting -> List.of(new Command.JoinGame(acting.id(), acting.name())));
    }
}
