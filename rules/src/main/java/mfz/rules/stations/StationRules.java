package mfz.rules.stations;

import static mfz.rules.game.Refusal.require;

import java.util.List;
import mfz.rules.company.Frame;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.game.Refusal;
import mfz.rules.game.Tx;

/**
 * Where frames stand relative to stations, and who controls each station as a result.
 *
 * <p>Ruling: a frame's position can be corrected (as with {@code /station near}) during
 * deployment once it is placed, and during combat, by its owner (in a demo game also by the
 * host); control is re-checked at once, as if the frame had just moved there.
 */
public final class StationRules {

    private StationRules() {
    }

    public static void standNear(Tx tx, Command.StandNear c) {
        Game g = tx.game();
        require(g.phase() == Phase.DEPLOYMENT || g.phase() == Phase.COMBAT,
                "Frames stand near stations once they are on the table.");
        String owner = c.owner() == null || c.owner().isBlank() ? c.actor() : c.owner();
        require(owner.equals(c.actor()) || (g.demo() && c.actor().equals(g.host())),
                "Only " + g.nameOf(owner) + " can say where " + g.nameOf(owner) + "'s frames stand.");
        Frame frame = g.frame(owner, c.frame() == null ? "" : c.frame())
                .orElseThrow(() -> new Refusal("There is no frame named `" + c.frame() + "` in "
                        + (owner.equals(c.actor()) ? "your" : g.nameOf(owner) + "'s") + " company."));
        require(!frame.destroyed(), "`" + frame.name() + "` is destroyed.");
        require(frame.placed(), "`" + frame.name() + "` isn't on the table yet.");
        String station = stationOnTable(g, c.station());
        require(!same(station, frame.nearStation()), station == null
                ? "`" + frame.name() + "` already stands near no station."
                : "`" + frame.name() + "` already stands near " + station + ".");
        tx.emit(new Event.FrameStandsNear(owner, frame.name(), station));
        recheck(tx);
    }

    /** The station's name as written on the table, or null for none; refused if no such station is placed. */
    public static String stationOnTable(Game g, String name) {
        if (name == null || name.isBlank()) {
            return null;
        }
        Station station = g.station(name)
                .orElseThrow(() -> new Refusal("There is no station named `" + name.strip() + "`."));
        require(station.placed(), "`" + station.name() + "` isn't on the table yet.");
        return station.name();
    }

    /** Re-checks every station's control after frames moved; emits each change. */
    public static void recheck(Tx tx) {
        for (Station station : tx.game().stations()) {
            List<String> near = tx.game().playersNear(station.name());
            String holder = StationControl.holderAfter(station.holder(), near);
            if (!same(holder, station.holder())) {
                tx.emit(new Event.StationControlChanged(station.name(), station.holder(), holder));
            }
        }
    }

    private static boolean same(String a, String b) {
        return a == null ? b == null : a.equals(b);
    }
}
