package mfz.rules.map;

import java.util.Optional;
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
        DamageRules.retreat(tx, c);
        if (!MapTurns.onTheMap(before) || !(before.pending() instanceof PendingDecision.HitChoice hit)) {
            return;
        }
        Battlefield field = MapPlacing.battlefield(before);
        Optional<MapFrame> frame = field.frame(hit.player(), hit.frame());
        Optional<MapStation> station = field.station(hit.retreatFrom());
        if (frame.isPresent() && station.isPresent()) {
            tx.emit(new Event.PlacedAt(new MapPlacement(hit.player(), frame.get().name(), false,
                    StationReach.retreat(field, frame.get(), station.get()))));
            // Where it stops may be near another station: measured as after any move (§10).
            MapNearness.settle(tx);
        }
    }
}
