package mfz.bot.commands.map;

import java.util.Optional;
import mfz.bot.core.PlayerError;
import mfz.rules.game.Game;
import mfz.rules.map.InvalidShapeException;
import mfz.rules.map.MapLayout;
import mfz.rules.map.Point;
import mfz.rules.map.ShapeNotation;

/** The {@code at:x,y} of a placement or a move, read against the game's map. */
public final class MapPlaces {

    private MapPlaces() {
    }

    /**
     * The destination of a move: nothing for a game without a map, or when the table declares
     * the move's station by hand instead (an override).
     */
    public static Optional<Point> to(Game game, Optional<String> to, boolean declaredStation) {
        Optional<MapLayout> map = game.map();
        if (map.isEmpty()) {
            if (to.isPresent()) {
                throw new PlayerError("This game has no map, so `to:` means nothing here: say the station it ends near "
                        + "with `station:`.");
            }
            return Optional.empty();
        }
        if (to.isEmpty()) {
            if (declaredStation) {
                return Optional.empty();
            }
            throw new PlayerError("This game is played on the map: say where the frame moves with `to:x,y` (ruler units).");
        }
        try {
            return Optional.of(ShapeNotation.point(to.get(), map.get().side()));
        } catch (InvalidShapeException e) {
            throw new PlayerError(e.getMessage() + ".");
        }
    }

    /**
     * @param placing the command places a piece (a frame or a station is named)
     * @param approving the command approves the terrain, where {@code at:} means nothing
     * @return the place, or nothing for a game without a map
     */
    public static Optional<Point> at(Game game, Optional<String> at, boolean placing, boolean approving) {
        Optional<MapLayout> map = game.map();
        if (map.isEmpty()) {
            if (at.isPresent()) {
                throw new PlayerError("This game has no map, so `at:` means nothing here: "
                        + "say which station a frame stands near with `station:`.");
            }
            return Optional.empty();
        }
        if (approving || !placing) {
            return Optional.empty();
        }
        if (at.isEmpty()) {
            throw new PlayerError("This game is played on the map: say where it stands with `at:x,y` (ruler units).");
        }
        try {
            return Optional.of(ShapeNotation.point(at.get(), map.get().side()));
        } catch (InvalidShapeException e) {
            throw new PlayerError(e.getMessage() + ".");
        }
    }
}
