package mfz.rules.seat;

import java.util.Optional;
import mfz.rules.campaign.ObjectiveRules;
import mfz.rules.company.Frame;
import mfz.rules.game.Game;
import mfz.rules.stations.Station;

/** A seat's stations: which one a frame's move may take, and which it must not leave (for {@link Tactics}). */
final class StationTactics {

    private final Game g;
    private final String me;
    private final Tactics tactics;

    StationTactics(Game g, String me, Tactics tactics) {
        this.g = g;
        this.me = me;
        this.tactics = tactics;
    }

    /** A station a frame's move may go to, and what going there is worth, in score. */
    record Move(String station, double gain) {
    }

    /**
     * True when this frame alone holds the station it stands by while another player stands by it
     * too: moving off hands the station over (on the map a seat chasing a target gave its station
     * away, and the game: a play against the seats).
     */
    boolean holdsAgainstAnother(Frame f) {
        String here = g.standingPlace(f);
        if (here == null || g.isTheObjective(here) && ObjectiveRules.followsItsHolder(g)) {
            return false;
        }
        Station cur = g.station(here).orElse(null);
        return cur != null && me.equals(cur.holder())
                && g.framesOf(me).stream().noneMatch(o -> o.alive() && !o.same(f) && g.standsNear(o, here))
                && g.playersNear(here).stream().anyMatch(p -> !p.equals(me));
    }

    /**
     * The station worth moving this frame to (docs/rules.md §7). Easy: one nobody else stands near
     * is taken (its holder's PPA off them, the seat's own on); leaving the station it stands near
     * costs that station when opponents stand near it too. Hard counts what leaving exposes: a
     * station of its own that no other frame of its guards can be taken by any opposing frame
     * later, so it leaves only for more, and it guards a station of its own left unguarded.
     */
    Optional<Move> move(Frame f) {
        String here = g.standingPlace(f);
        double leaving = 0;
        // Who could still take a station left unguarded: any opposing frame; in the last round (the
        // clock reaches 0 at its end) only one still to act: it guarded its stations for nothing (a play).
        boolean lastRound = g.doomsday() <= 1;
        boolean enemiesLeft = tactics.enemies().stream().anyMatch(e -> !lastRound || !e.acted());
        // An objective that follows its holder comes along with this frame: leaving it loses nothing.
        boolean carried = here != null && g.isTheObjective(here)
                && ObjectiveRules.followsItsHolder(g);
        if (here != null && !carried) {
            Station cur = g.station(here).orElse(null);
            if (cur != null && me.equals(cur.holder())) {
                boolean alone = g.framesOf(me).stream().noneMatch(o -> o.alive() && !o.same(f)
                        && g.standsNear(o, here));
                if (holdsAgainstAnother(f)) {
                    leaving = g.ppa(me) * 2;
                } else if (alone && tactics.hard() && enemiesLeft) {
                    leaving = g.ppa(me) * 0.8;
                }
            }
        }
        Move best = null;
        for (Station s : g.stations()) {
            // Where it stands already: worth a move that ends there while another holds it (or nobody
            // does): a frame stood by an unheld objective walked off to its own station (a play), since
            // control changes where a move ends, not by standing (on the map, a move where it stands).
            boolean standsHere = s.name().equalsIgnoreCase(here == null ? "" : here);
            if (!s.placed() || standsHere && (carried || me.equals(s.holder()))) {
                continue;
            }
            if (g.onTheMap() && g.isTheObjective(s.name())) {
                // No piece on the map to move to (who stands near it is declared): chosen, it left the
                // seat moving to no station at all (a seat audit).
                continue;
            }
            boolean othersNear = g.playersNear(s.name()).stream().anyMatch(p -> !p.equals(me));
            double gain = 0;
            if (!me.equals(s.holder()) && !othersNear) {
                gain = g.ppa(me) + (s.holder() == null ? 0 : g.ppa(s.holder()));
                if (tactics.hard() && g.framesOf(me).stream().anyMatch(o -> o.alive() && !o.same(f)
                        && g.standsNear(o, s.name()))) {
                    gain = 0; // another of its frames is on its way there already
                }
            } else if (tactics.hard() && me.equals(s.holder()) && !g.playersNear(s.name()).contains(me) && enemiesLeft) {
                gain = g.ppa(me) * 0.8;
            }
            gain -= leaving;
            if (best == null || gain > best.gain()) {
                best = new Move(s.name(), gain);
            }
        }
        return Optional.ofNullable(best);
    }
}
