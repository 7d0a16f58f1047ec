package mfz.bot.commands.map;

import java.awt.AWTError;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import mfz.bot.commands.play.DeploymentPoints;
import mfz.bot.commands.play.MovePoints;
import mfz.bot.core.PlayerError;
import mfz.bot.core.Reply;
import mfz.bot.render.map.MapPicture;
import mfz.bot.render.map.MapScene;
import mfz.rules.game.Game;
import mfz.rules.map.MapLayout;
import mfz.rules.map.MapRules;
import org.slf4j.LoggerFactory;

/** The battlefield of a game in map mode, as the picture the bot attaches (docs/rules.md §10). */
public final class MapPictures {

    /** The file name every map picture goes by: the console writes it beside the export. */
    static final String FILE = "map.png";

    private MapPictures() {
    }

    static MapLayout layout(Game game) {
        return game.map().orElseThrow(() -> new PlayerError(game.options().mapMode()
                ? MapRules.LAID_IN_DEPLOYMENT
                : "This game has no map: the host turns it on before the start with `/game options map:true`."));
    }

    static Optional<Reply.Attachment> picture(Game game) {
        return game.map().map(layout -> new Reply.Attachment(FILE, MapPicture.png(scene(game))));
    }

    /**
     * The battlefield as it stands, with the points the deployment menus, or the turn's move
     * menu, offer now, lettered as they are.
     */
    public static MapScene scene(Game game) {
        List<MapScene.Mark> marks = new ArrayList<>();
        DeploymentPoints.of(game)
                .forEach(offer -> marks.add(new MapScene.Mark(offer.letter(), offer.point().at())));
        MovePoints.of(game)
                .forEach(offer -> marks.add(new MapScene.Mark(offer.letter(), offer.point().at())));
        return MapScene.ofGame(game).withMarks(marks.stream().distinct().toList());
    }

    /**
     * An accepted change announced with the map as it now stands; a refusal as it was. A picture
     * that can't be drawn (fonts or Java2D missing on the machine) is left out, logged: the change
     * is stored by then, and its answer said "nothing was changed", or at the console a Java2D
     * error ended the session (an audit).
     */
    public static Reply withPicture(Reply reply, Game game) {
        if (reply.ephemeral()) {
            return reply;
        }
        try {
            return picture(game).map(png -> reply.withFiles(List.of(png))).orElse(reply);
        } catch (RuntimeException | LinkageError | InternalError | AWTError undrawn) {
            LoggerFactory.getLogger(MapPictures.class).error("The map's picture could not be drawn", undrawn);
            return reply;
        }
    }
}
