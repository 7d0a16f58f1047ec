package mfz.bot.commands.map;

import java.util.List;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.render.map.MapText;
import mfz.rules.game.Game;

/** {@code /map show}: the battlefield as a picture, and its terrain in words. */
public final class MapShow extends GameCommand {

    public MapShow(Play play) {
        super(play);
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("show", "The battlefield: a picture of the map and its terrain");
    }

    @Override
    public Reply handle(Request request) {
        Game game = play.games().require(request.channelId());
        String words = MapText.layout(MapPictures.layout(game));
        return Reply.text(words).withFiles(List.of(MapPictures.picture(game).orElseThrow()));
    }
}
