package mfz.bot.commands.map;

import static mfz.bot.commands.OptionNames.NAME;

import java.util.List;
import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.game.SavedLayouts;
import mfz.rules.game.Command;
import mfz.rules.map.MapLayout;

/** {@code /map load name:<n>}: a layout this server saved, in place of the terrain laid so far (step 1). */
public final class MapLoad extends GameCommand {

    private final SavedLayouts layouts;

    public MapLoad(Play play, SavedLayouts layouts) {
        super(play);
        this.layouts = layouts;
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("load", "Map, deployment step 1: lay out a map this server saved",
                OptionSpec.string(NAME, "The saved map's name").required().maxLength(32).build());
    }

    @Override
    public Reply handle(Request request) {
        MapPictures.layout(play.games().require(request.channelId()));
        String name = request.option(NAME).orElseThrow();
        MapLayout saved = layouts.load(request.guildId(), name);
        Reply reply = run(request, acting -> List.of(new Command.LoadLayout(acting.id(), name, saved)));
        return MapPictures.withPicture(reply, play.games().require(request.channelId()));
    }
}
