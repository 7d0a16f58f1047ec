package mfz.rules.map;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import mfz.rules.company.SystemType;
import mfz.rules.damage.DamageRules;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.Tx;

/**
 * A retreat on the map (docs/rules.md §10): the frame that leaves its station to ignore a hit
 * moves straight away from it, 1 unit, or as far as it takes to stand plainly clear of it
 * ({@link StationReach#retreat}). Off the map, only the usual rule.
 */
public final class MapRetreat {

    private MapRetreat() {
    }

    public static void retreat(Tx tx, Command.Retreat c) {
        Game before = tx.game();
        if (!before.onTheMap() || !(before.pending() instanceof PendingDecision.HitChoice hit)
                || hit.retreatFrom() == null) {
            DamageRules.retreat(tx, c); // off the map, or refused with the usual reason
            return;
        }
        Battlefield field = MapPlacing.battlefield(before);
        Optional<MapFrame> frame = field.frame(hit.player(), hit.frame());
        Optional<MapStation> station = field.station(hit.retreatFrom());
        if (frame.isEmpty() || station.isEmpty()) {
            DamageRules.retreat(tx, c);
            return;
        }
        // A frame without a movement system may not end on cover (§10): the retreat turns aside from it.
        boolean mayStandOnCover = before.frame(hit.player(), hit.frame()).orElseThrow()
                .count(SystemType.MOVEMENT) > 0;
        Point to = StationReach.retreat(field, frame.get(), station.get(), mayStandOnCover);
        MapFrame moved = frame.get().movedTo(to);
        Battlefield after = field.with(moved);
        // The stations it stood near and still does where the retreat ends: it never left them.
        // Control is checked with the frame counted there (with it near none, a station it never
        // left could change hands); one it comes near only by retreating counts once it is placed,
        // as before, so a retreat's events keep their order.
        List<String> nearBefore = MapNearness.stationsNear(field, before.frame(hit.player(), hit.frame()).orElseThrow());
        List<String> stayed = StationReach.stationsNear(after, moved).stream().map(MapStation::name)
                .filter(name -> !name.equalsIgnoreCase(hit.retreatFrom())
                        && nearBefore.stream().anyMatch(name::equalsIgnoreCase)).toList();
        DamageRules.retreat(tx, c, name -> {
            List<String> players = new ArrayList<>(MapNearness.playersNear(tx.game(), after, name));
            if (stayed.stream().anyMatch(name::equalsIgnoreCase) && !players.contains(hit.player())) {
                players.add(hit.player());
            }
            return players;
        });
        tx.emit(new Event.PlacedAt(new MapPlacement(hit.player(), moved.name(), false, to)));
        // Where it stops may be near another station: recorded as after any move (§10).
        MapNearness.settle(tx, f -> f.owner().equals(hit.player()) && f.name().equalsIgnoreCase(hit.frame()),
                hit.retreatFrom());
    }
}
