package mfz.rules.seat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import mfz.rules.company.Frame;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.stations.Station;

/**
 * Where a seat places its pieces in deployment (docs/rules.md §3). On the battlefield map, at the
 * points {@link OnTheMap} tries; otherwise the table measures, so a placement is a declaration: each frame stands near one of its company's stations on the table,
 * the one with the fewest of its frames near it (guards spread over them), where the rules let it;
 * else near none. The candidates come in order of preference; {@link Seat} keeps the first the
 * rules accept.
 */
final class Placement {

    private Placement() {
    }

    static List<Command> station(Game game, String seat, String station) {
        if (game.onTheMap()) {
            return OnTheMap.placeStation(game, seat, station);
        }
        return List.of(new Command.PlaceStation(seat, station));
    }

    /** @param seat who places: the frame's owner, or a demo game's host (then near no station) */
    static List<Command> frame(Game game, String seat, Frame frame) {
        if (game.onTheMap()) {
            return OnTheMap.placeFrame(game, seat, frame);
        }
        List<Command> out = new ArrayList<>();
        String owner = frame.owner();
        String ownerOrNull = owner.equals(seat) ? null : owner;
        List<Station> own = game.stationsOf(owner).stream().filter(Station::placed)
                .sorted(Comparator.comparingLong((Station s) -> game.framesOf(owner).stream()
                        .filter(f -> s.name().equalsIgnoreCase(f.nearStation() == null ? "" : f.nearStation())).count()))
                .toList();
        for (Station s : own) {
            out.add(new Command.PlaceFrame(seat, ownerOrNull, frame.name(), s.name()));
        }
        out.add(new Command.PlaceFrame(seat, ownerOrNull, frame.name(), null));
        return out;
    }
}
