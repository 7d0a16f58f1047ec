package mfz.bot.commands.map;

import static mfz.bot.commands.OptionNames.NAME;

import mfz.bot.commands.play.GameCommand;
import mfz.bot.commands.play.Play;
import mfz.bot.core.CommandSpec;
import mfz.bot.core.OptionSpec;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.core.Request;
import mfz.bot.core.Typed;
import mfz.bot.game.SavedLayouts;
import mfz.rules.game.Game;
import mfz.rules.map.MapLayout;
import mfz.rules.map.ReadyLayouts;

/**
 * {@code /map save name:<n>}: this game's terrain kept for later games on this server. Not a
 * game event: saving changes nothing in the game, at any phase.
 */
public final class MapSave extends GameCommand {

    private final SavedLayouts layouts;

    public MapSave(Play play, SavedLayouts layouts) {
        super(play);
        this.layouts = layouts;
    }

    @Override
    public CommandSpec spec() {
        return CommandSpec.of("save", "Keep this game's terrain for later games on this server",
                OptionSpec.string(NAME, "A name for the saved map").required().maxLength(32).build());
    }

    @Override
    public Reply handle(Request request) {
        Game game = play.games().require(request.channelId());
        MapLayout layout = MapPictures.layout(game);
        if (game.player(request.caller().id()).isEmpty()) {
            throw new PlayerError("Only the game's players save its map.");
        }
        if (layout.terrain().isEmpty()) {
            throw new PlayerError("The map has no terrain yet: lay some with `/map terrain` first.");
        }
        String name = request.option(NAME).orElseThrow().strip();
        if (name.isEmpty()) {
            throw new PlayerError("Give the saved map a name.");
        }
        if (ReadyLayouts.spelled(name).isPresent()) {
            // `/map load` takes a ready map's name first: a saved one of that name could never be loaded.
            throw new PlayerError(name + " is one of the bot's ready maps: give yours another name.");
        }
        layouts.save(request.guildId(), name, layout, request.caller().id(), request.caller().managesServer());
        return Reply.text("Map **" + name + "** saved (" + layout.terrain().size()
                + (layout.terrain().size() == 1 ? " piece" : " pieces") + "): load it in a later game's step 1 with `/map load " + Typed.option("name", name)
                + "`.");
    }
}
