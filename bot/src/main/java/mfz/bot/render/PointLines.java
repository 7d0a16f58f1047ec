package mfz.bot.render;

import java.util.List;
import java.util.Optional;
import mfz.rules.game.Event;
import mfz.rules.map.MapPlacement;

/**
 * On the map, the point a move or a placement ended at, said in that event's own line rather
 * than in a line of its own after it.
 */
final class PointLines {

    private PointLines() {
    }

    /**
     * On the map a move's point goes in its own line ("…, now near station Mill, to 11,12.5."): a
     * line "Fang-3 stands at 11,12.5." after each move was one more on a phone (a phone review).
     */
    static Optional<String> placedAfter(List<Event> later, Event.FrameMoved moved) {
        return later.stream().filter(e -> e instanceof Event.PlacedAt).map(e -> ((Event.PlacedAt) e).placement())
                .filter(p -> !p.station() && p.owner().equals(moved.owner()) && p.name().equals(moved.frame()))
                .findFirst().map(p -> p.at().notation());
    }

    /**
     * On the map, where a station or frame placed in deployment stands, said in its placement's
     * line ("Station **Mill** is on the table at 11,11."): a line "… stands at 11,11." after each
     * placement was one more on a phone (a phone review), and came after the next step's line.
     */
    static Optional<String> pointOfPlacement(List<Event> later, Event event) {
        return later.stream().filter(e -> e instanceof Event.PlacedAt).map(e -> ((Event.PlacedAt) e).placement())
                .filter(p -> placing(event, p)).findFirst().map(p -> p.at().notation());
    }

    /** Whether this placement's point was said in its placement's line, earlier in the same command. */
    static boolean placedBy(List<Event> earlier, Event.PlacedAt at) {
        return earlier.stream().anyMatch(e -> placing(e, at.placement()));
    }

    private static boolean placing(Event event, MapPlacement point) {
        return switch (event) {
            case Event.StationPlaced placed -> point.station() && point.name().equals(placed.station());
            case Event.FramePlaced placed -> !point.station() && point.name().equals(placed.frame())
                    && point.owner().equals(placed.owner());
            default -> false;
        };
    }

    /** The move that put a frame where this placement says, earlier in the same command. */
    static Optional<Event.FrameMoved> movedTo(List<Event> earlier, Event.PlacedAt at) {
        return at.placement().station() ? Optional.empty() : earlier.stream().filter(e -> e instanceof Event.FrameMoved)
                .map(e -> (Event.FrameMoved) e).filter(m -> m.owner().equals(at.placement().owner())
                        && m.frame().equals(at.placement().name())).findFirst();
    }
}
