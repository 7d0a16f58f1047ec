package mfz.bot.commands.map;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import mfz.rules.bidding.Position;
import mfz.rules.game.Phase;
import mfz.rules.map.MapPlacing;
import java.util.Optional;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.render.map.MapPicture;
import mfz.bot.render.map.MapScene;
import mfz.rules.game.Game;
import mfz.rules.map.MapLayout;

/** The battlefield of a game in map mode, as the picture the bot attaches (docs/rules.md §10). */
public final class MapPictures {

    /** The file name every map picture goes by: the console writes it beside the export. */
    static final String FILE = "map.png";

    private MapPictures() {
    }

    static MapLayout layout(Game game) {
        return game.map().orElseThrow(() -> new PlayerError(game.options().mapMode()
                ? mfz.rules.map.MapRules.LAID_IN_DEPLOYMENT
                : "This game has no map: the host turns it on before the start with `/game options map:true`."));
    }

    static Optional<Reply.Attachment> picture(Game game) {
        return game.map().map(layout -> new Reply.Attachment(FILE, MapPicture.png(scene(game, layout))));
    }

    /** Everything placed so far, the stations in their holders' colours, the defender's perimeter in deployment. */
    static MapScene scene(Game game, MapLayout layout) {
        List<MapScene.Seat> seats = game.players().stream().map(p -> new MapScene.Seat(p.id(), p.name())).toList();
        Map<String, String> holders = new HashMap<>();
        game.stations().stream().filter(s -> s.holder() != null).forEach(s -> holders.put(s.name(), s.holder()));
        MapScene scene = MapScene.of(MapPlacing.battlefield(game), seats).withHolders(holders);
        if (game.phase() == Phase.DEPLOYMENT) {
            Optional<String> defender = game.players().stream().filter(p -> p.position() == Position.DEFENDER)
                    .map(p -> p.id()).findFirst();
            scene = defender.map(scene::withPerimeterOf).orElse(scene);
        }
        return scene;
    }

    /** An accepted change announced with the map as it now stands; a refusal as it was. */
    public static Reply withPicture(Reply reply, Game game) {
        if (reply.ephemeral()) {
            return reply;
        }
        return picture(game).map(png -> reply.withFiles(List.of(png))).orElse(reply);
    }
}
