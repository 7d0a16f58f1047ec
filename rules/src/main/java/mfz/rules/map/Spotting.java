package mfz.rules.map;

import java.util.List;
import java.util.function.Function;

/**
 * Whether a frame can see a target to spot it, by its comms systems (docs/rules.md §5 step 5):
 * a frame without comms sees only targets no farther than direct fire and not in cover, one
 * comms system lifts the cover limit, and two let it see the whole table.
 */
public final class Spotting {

    private Spotting() {
    }

    public static MapCheck check(Battlefield field, MapFrame spotter, MapFrame target, int comms,
                                 Function<String, String> names) {
        double distance = Ranges.between(spotter, target);
        if (comms >= 2) {
            return new MapCheck.Allowed(distance);
        }
        if (!Ranges.withinDirectFire(distance, field.ruler())) {
            return MapCheck.refused(target.name() + " is " + Units.distance(distance, field.ruler().units())
                    + " away: with fewer than 2 comms systems a spot reaches " + Units.distance(field.ruler().units()),
                    distance);
        }
        if (comms == 0) {
            List<CoverPiece> cover = CoverFinder.covers(field, spotter, target);
            if (!cover.isEmpty()) {
                return MapCheck.refused(target.name() + " is in the cover of " + cover.getFirst().describe(names)
                        + ": spotting it needs a comms system", distance);
            }
        }
        return new MapCheck.Allowed(distance);
    }
}
