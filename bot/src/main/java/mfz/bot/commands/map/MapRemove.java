package mfz.bot.commands.map;

import static mfz.bot.commands.OptionNames.NAME;

import java.util.List;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.game.Command;

/** {@code /map remove name:<n>}: a piece of terrain taken off the map in deployment step 1. */
public final class MapRemove extends GameCommand {

    public MapRemove(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("remove", "Map, deployment step 1: take a piece of terrain off",
                OptionSpec.string(NAME, "The piece's name").required().maxLength(32).build());
    }

    @Override
    public Reply handle(Request request) {
        String name = request.option(NAME).orElseThrow();
        Reply reply = run(request, acting -> List.of(new Command.RemoveTerrain(acting.id(), name)));
        return MapPictures.withPicture(reply, play.games().require(request.channelId()));
    }
}
