package mfz.bot.render.map;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import mfz.rules.bidding.Position;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.map.Battlefield;
import mfz.rules.map.MapPlacing;
import mfz.rules.map.Point;

/**
 * What one picture of the battlefield shows.
 *
 * @param field     the terrain, stations and standing frames
 * @param players   the players in seat order: each one's colour is chosen by its place here
 * @param holders   who holds each station, by station name (absent: nobody)
 * @param acting    the frame whose reach is drawn (its hand-to-hand and direct-fire ranges): its owner and name
 * @param perimeter the defender whose perimeter is drawn (during deployment)
 * @param marks     the points a menu sent with the picture offers, each with the letter its choices start with
 */
public record MapScene(Battlefield field, List<Seat> players, Map<String, String> holders,
                       Optional<Acting> acting, Optional<String> perimeter, List<Mark> marks) {

    /** A point a menu offers, drawn with the letter that starts its choices ({@code A · Anvil-1 → near Alpha}). */
    public record Mark(String letter, Point at) {
    }

    /** A frame as players tell it apart: by its owner and its name (two players may each have an X1). */
    public record Acting(String owner, String frame) {
    }

    /** A player as the picture names them: their id (as the map's owners) and their display name. */
    public record Seat(String id, String name) {
    }

    public MapScene {
        players = List.copyOf(players);
        holders = Map.copyOf(holders);
        marks = List.copyOf(marks);
    }

    public static MapScene of(Battlefield field, List<Seat> players) {
        return new MapScene(field, players, Map.of(), Optional.empty(), Optional.empty(), List.of());
    }

    /**
     * A game's battlefield as it stands: everything placed so far, the stations in their
     * holders' colours, and in deployment the defender's perimeter.
     */
    public static MapScene ofGame(Game game) {
        List<Seat> seats = game.players().stream().map(p -> new Seat(p.id(), p.name())).toList();
        Map<String, String> holders = new HashMap<>();
        game.stations().stream().filter(s -> s.holder() != null).forEach(s -> holders.put(s.name(), s.holder()));
        MapScene scene = of(MapPlacing.battlefield(game), seats).withHolders(holders);
        if (game.phase() == Phase.DEPLOYMENT) {
            Optional<String> defender = game.players().stream()
                    .filter(p -> p.position() == Position.DEFENDER).map(p -> p.id()).findFirst();
            scene = defender.map(scene::withPerimeterOf).orElse(scene);
        }
        return scene;
    }

    public MapScene withHolders(Map<String, String> stationHolders) {
        return new MapScene(field, players, stationHolders, acting, perimeter, marks);
    }

    public MapScene acting(String owner, String frame) {
        return new MapScene(field, players, holders, Optional.of(new Acting(owner, frame)), perimeter, marks);
    }

    public MapScene withPerimeterOf(String defender) {
        return new MapScene(field, players, holders, acting, Optional.of(defender), marks);
    }

    public MapScene withMarks(List<Mark> points) {
        return new MapScene(field, players, holders, acting, perimeter, points);
    }
}
