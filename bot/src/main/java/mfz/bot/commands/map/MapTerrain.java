package mfz.bot.commands.map;

import static mfz.bot.commands.OptionNames.HEIGHT;
import static mfz.bot.commands.OptionNames.NAME;
import static mfz.bot.commands.OptionNames.SHAPE;

import java.util.List;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.rules.game.Command;

/**
 * {@code /map terrain name:<n> shape:<rect x,y,w,h | poly x,y x,y …> height:<bricks>}: a player
 * lays a piece of terrain (or reshapes the piece of that name) in deployment step 1.
 */
public final class MapTerrain extends GameCommand {

    public MapTerrain(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("terrain", "Map, deployment step 1: lay a piece of terrain (same name: reshape it)",
                OptionSpec.string(NAME, "The piece's name").required().maxLength(32).build(),
                OptionSpec.string(SHAPE, "rect x,y,w,h or poly x,y x,y x,y … in ruler units").required()
                        .placeholder("rect x,y,w,h").maxLength(400).build(),
                OptionSpec.integer(HEIGHT, "Height in bricks (3 or more gives cover)").required()
                        .placeholder("bricks").build());
    }

    @Override
    public Reply handle(Request request) {
        String name = request.option(NAME).orElseThrow();
        String shape = request.option(SHAPE).orElseThrow();
        int bricks = Integer.parseInt(request.option(HEIGHT).orElseThrow());
        Reply reply = run(request, acting -> List.of(new Command.LayTerrain(acting.id(), name, shape, bricks)));
        return MapPictures.withPicture(reply, play.games().require(request.channelId()));
    }
}
