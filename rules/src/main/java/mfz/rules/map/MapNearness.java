package mfz.rules.map;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import mfz.rules.company.Frame;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.game.Tx;
import mfz.rules.stations.StationRules;

/**
 * Which station each frame stands near, as the map measures it (docs/rules.md §10 rulings):
 * at the end of every placement, move and retreat, for every frame and station on the table,
 * whichever was placed first (a frame that didn't move stands where it stood: only a station
 * placed beside it changes that). A station placed beside a frame already there is near it; a frame
 * whose recorded station the map no longer finds within 1 unit is near another, or none. In
 * combat, station control then follows (§7).
 */
public final class MapNearness {

    private MapNearness() {
    }

    /**
     * After a station is placed: the frames that stood near none and stand within 1 unit of it
     * now stand near it. A frame elsewhere that stood near none by a correction keeps it (a review:
     * every frame near none was measured again, undoing corrections across the table).
     */
    public static void settleAroundAStation(Tx tx, String station) {
        Battlefield field = MapPlacing.battlefield(tx.game());
        settle(tx, frame -> frame.nearStation() == null && field.frame(frame.owner(), frame.name())
                .map(piece -> StationReach.stationsNear(field, piece).stream()
                        .anyMatch(near -> near.name().equalsIgnoreCase(station)))
                .orElse(false));
    }

    /**
     * Brings the station of the frames named in line with the map, with the events that say so.
     * Only a frame that moved can stand elsewhere than recorded, or one that stood near nothing when
     * a station is placed beside it: any other disagreement is a host's correction, which stands
     * until its frame moves, as it does when another frame moves (ruling of 2026-11-27; a retreat
     * anywhere, re-measuring every frame, put confirmed corrections back and moved stations' control).
     */
    public static void settle(Tx tx, Predicate<Frame> measured) {
        settle(tx, measured, null);
    }

    /**
     * The same, with {@code left} the station a retreat just left: its frame no longer stands near
     * it (§6), even where the retreat, hemmed in against the table's edge, ends within a unit of it.
     */
    public static void settle(Tx tx, Predicate<Frame> measured, String left) {
        Game game = tx.game();
        if (!game.onTheMap() || game.phase() != Phase.DEPLOYMENT && game.phase() != Phase.COMBAT) {
            return;
        }
        Battlefield field = MapPlacing.battlefield(game);
        boolean changed = false;
        for (MapFrame piece : field.frames()) {
            Frame frame = game.frame(piece.owner(), piece.name()).orElse(null);
            if (frame == null || frame.destroyed() || !frame.placed() || !measured.test(frame)) {
                continue;
            }
            List<String> near = StationReach.stationsNear(field, piece).stream().map(MapStation::name)
                    .filter(name -> !name.equalsIgnoreCase(left)).toList();
            String recorded = frame.nearStation();
            boolean agrees = recorded == null ? near.isEmpty() : near.stream().anyMatch(recorded::equalsIgnoreCase);
            if (!agrees) {
                tx.emit(new Event.FrameStandsNear(piece.owner(), frame.name(), near.isEmpty() ? null : near.getFirst()));
                changed = true;
            }
        }
        if (changed && game.phase() == Phase.COMBAT) {
            StationRules.recheck(tx);
        }
    }

    /**
     * The stations a frame counts near on the map (§7, §10: control is per station, and a frame
     * within 1 unit of two stations stands near both): every one the map measures when its
     * recorded station is among them; else only the recorded one (a host's correction, which the
     * map doesn't overrule, or a frame not on the map); none when it stands near none.
     */
    public static List<String> stationsNear(Battlefield field, Frame frame) {
        String recorded = frame.nearStation();
        if (recorded == null || !frame.alive()) {
            return List.of();
        }
        Optional<MapFrame> piece = field.frames().stream()
                .filter(p -> p.owner().equals(frame.owner()) && p.name().equalsIgnoreCase(frame.name())).findFirst();
        if (piece.isEmpty()) {
            return List.of(recorded);
        }
        List<String> measured = StationReach.stationsNear(field, piece.get()).stream().map(MapStation::name).toList();
        return measured.stream().anyMatch(recorded::equalsIgnoreCase) ? measured : List.of(recorded);
    }

    /**
     * The stations each frame of this game counts near: on the map {@link #stationsNear} (the
     * battlefield built once, for a whole table), else the one its player declared, and the
     * campaign objective when it stands near that too.
     */
    public static Function<Frame, List<String>> ofGame(Game game) {
        if (game.onTheMap()) {
            Battlefield field = MapPlacing.battlefield(game);
            return frame -> withTheObjective(game, frame, stationsNear(field, frame));
        }
        return frame -> withTheObjective(game, frame, frame.alive() && frame.nearStation() != null
                ? List.of(frame.nearStation()) : List.of());
    }

    /** The stations a frame stands near, and the campaign objective when declared near it too (it has no piece on the map). */
    private static List<String> withTheObjective(Game game, Frame frame, List<String> stations) {
        if (!frame.alive() || !game.nearObjective(frame)) {
            return stations;
        }
        List<String> near = new ArrayList<>(stations);
        near.add(game.options().campaign().objective());
        return near;
    }

    /**
     * The players with a frame that counts near the station on this battlefield ({@link #stationsNear});
     * for the campaign's objective, which has no piece on the map, those declared near it. Measured
     * instead, nobody stood near it after any move on the map, so it never changed hands by one.
     */
    public static List<String> playersNear(Game game, Battlefield field, String station) {
        if (game.isTheObjective(station)) {
            return game.playersNear(station);
        }
        return game.frames().stream().filter(f -> stationsNear(field, f).stream().anyMatch(station::equalsIgnoreCase))
                .map(Frame::owner).distinct().toList();
    }
}
