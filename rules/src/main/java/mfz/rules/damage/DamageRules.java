package mfz.rules.damage;

import static mfz.rules.game.Refusal.require;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;
import mfz.rules.attack.Resolution;
import mfz.rules.campaign.ObjectiveRules;
import mfz.rules.company.Frame;
import mfz.rules.company.FrameSystem;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.PendingDecision;
import mfz.rules.game.Refusal;
import mfz.rules.game.Tx;
import mfz.rules.game.Waiting;
import mfz.rules.map.Battlefield;
import mfz.rules.map.MapNearness;
import mfz.rules.map.MapPlacing;
import mfz.rules.map.StationReach;
import mfz.rules.options.AdvancedOption;
import mfz.rules.stations.Station;
import mfz.rules.stations.StationRules;

/**
 * Hits on frames (docs/rules.md §6 step 5): the owner chooses which system it loses; with none
 * left it loses a white die; losing its last white destroys it (no asset any more, off every
 * station, never acts again, its SSRs lost).
 * <ul>
 *   <li>Dropping whites (advanced): while the frame has both whites it may lose a white
 *       instead of a system.</li>
 *   <li>Holding a station: once per attack, a frame within 1 unit of a station its owner
 *       holds may ignore a hit by leaving it; control is re-checked at once. (Leaving the
 *       station means it no longer stands near any, so it can't happen twice in one attack.)</li>
 *   <li>Ruling: a hit with a single possible answer and no retreat to offer (one kind of
 *       system left, or only whites) is taken at once without asking.</li>
 *   <li>Ruling: a frame is destroyed when it loses its last white die (with no systems and no
 *       whites it has nothing left to roll).</li>
 *   <li>Any frame taking a hit may retreat from a station it holds: the target, a covering
 *       frame, a falling frame. Ruling: a covering frame that retreats still covers for the
 *       rest of that attack's dice (they were rolled against the cover as it stood).</li>
 * </ul>
 */
public final class DamageRules {

    public static final String WHITE = "white";

    private DamageRules() {
    }

    /** A hit on this frame: taken at once when there is nothing to choose, else asked. */
    public static void hit(Tx tx, Frame f) {
        Game g = tx.game();
        List<String> options = options(g, f);
        // Once per attack (§6): on the map a retreat may stop by another held station.
        boolean retreatedAlready = g.roundState() != null && g.roundState().resolution() != null
                && g.roundState().resolution().retreatedBy(f.owner(), f.name());
        String retreat = retreatedAlready ? null : heldStation(g, f);
        if (options.size() == 1 && retreat == null) {
            take(tx, f, options.getFirst());
        } else {
            tx.emit(new Event.DecisionRequested(new PendingDecision.HitChoice(f.owner(), f.name(), options, retreat)));
        }
    }

    /** What a hit may take from this frame: its kinds of system, and/or {@code white}. */
    public static List<String> options(Game g, Frame f) {
        // Distinct as systems: a split weapon written both ways (Rh/Rd, Rd/Rh) is one kind, offered once (an audit).
        List<String> out = new ArrayList<>(f.systems().stream().distinct().map(FrameSystem::notation).toList());
        if (out.isEmpty() || (g.options().has(AdvancedOption.DROP_WHITES) && f.whites() == 2)) {
            out.add(WHITE);
        }
        return out;
    }

    /**
     * A station this frame stands near and its owner holds, or null: the one recorded for it when
     * held, else any other it counts near (on the map a frame within 1 unit of two stands near both,
     * and the one recorded may be another player's: an audit found no retreat offered from the
     * owner's own beside it), the campaign's objective included.
     */
    public static String heldStation(Game g, Frame f) {
        List<String> near = MapNearness.ofGame(g).apply(f);
        return near.stream().sorted(Comparator.comparing((String name) -> !name.equalsIgnoreCase(
                        String.valueOf(f.nearStation()))))
                .map(name -> g.isTheObjective(name) ? ObjectiveRules.objective(g)
                        : g.station(name))
                .flatMap(Optional::stream).filter(s -> f.owner().equals(s.holder()))
                .map(Station::name).findFirst().orElse(null);
    }

    /**
     * How far giving up its station could move the frame on the map before a move of its own (a
     * bound, §6 and §10): 0 off the map, or where it stands by no station its owner holds.
     */
    public static double farthestRetreat(Game g, Frame f) {
        String held = g.onTheMap() ? heldStation(g, f) : null;
        if (held == null) {
            return 0;
        }
        Battlefield field = MapPlacing.battlefield(g);
        // (a station the map doesn't hold bounds nothing: no limit, rather than one too short)
        return field.frame(f.owner(), f.name()).map(frame -> field.station(held)
                .map(station -> StationReach.farthestRetreat(frame, station)).orElse(Double.POSITIVE_INFINITY))
                .orElse(0.0);
    }

    /** A split weapon's option named with its halves the other way round: {@code Rd/Ra} for {@code Ra/Rd}. */
    private static boolean splitNamedOtherwise(String option, String wanted) {
        try {
            return option.contains("/") && FrameSystem.parse(option).isNamed(wanted);
        } catch (IllegalArgumentException notASystem) {
            return false;
        }
    }

    public static void takeHit(Tx tx, Command.TakeHit c) {
        PendingDecision.HitChoice choice = pending(tx.game());
        Frame f = tx.game().frame(choice.player(), choice.frame()).orElseThrow();
        String wanted = c.system() == null ? "" : c.system().strip();
        String option = choice.options().stream().filter(o -> o.equalsIgnoreCase(wanted)
                || (o.equals(WHITE) && wanted.equalsIgnoreCase("W"))).findFirst()
                .or(() -> choice.options().stream().filter(o -> splitNamedOtherwise(o, wanted)).findFirst())
                .or(() -> onlyOfKind(choice.options(), wanted)).orElse(null);
        boolean white = wanted.equalsIgnoreCase(WHITE) || wanted.equalsIgnoreCase("W");
        require(option != null || !white || tx.game().options().has(AdvancedOption.DROP_WHITES),
                "Dropping whites for damage is not in play in this game (an advanced option): choose "
                        + Waiting.orList(choice.options()) + ".");
        require(option != null || !white, f.name() + " has already lost a white: it can drop no more; choose "
                + Waiting.orList(choice.options()) + ".");
        // the choices as the prompt says them ("B, G, Y, or retreat from Mill" read oddly: a review)
        require(option != null, f.name() + " can't lose `" + wanted + "` to this hit: choose "
                + Waiting.orList(Stream.concat(choice.options().stream().map(o -> o.equals(WHITE) ? "a white die" : o),
                Stream.ofNullable(choice.retreatFrom()).map(station -> "retreat from "
                        + retreatLeaves(tx.game(), choice))).toList()) + ".");
        take(tx, f, option);
    }

    /** A plain {@code E} names the frame's environmental system when it has one kind of them only. */
    private static Optional<String> onlyOfKind(List<String> options, String wanted) {
        List<String> environmental = options.stream().filter(o -> o.regionMatches(true, 0, "E:", 0, 2)).toList();
        return wanted.equalsIgnoreCase("E") && environmental.size() == 1
                ? Optional.of(environmental.getFirst()) : Optional.empty();
    }

    /**
     * What a retreat leaves, said: its station, and the campaign's objective when the frame stands
     * near both, since a retreat gives up both (a campaign audit: the prompt named the station
     * alone, and the objective then changed hands unasked).
     */
    public static String retreatLeaves(Game g, PendingDecision.HitChoice h) {
        boolean both = !g.isTheObjective(h.retreatFrom())
                && g.frame(h.player(), h.frame()).map(g::nearObjective).orElse(false);
        return h.retreatFrom() + (both ? " and the objective " + g.options().campaign().objective() : "");
    }

    public static void retreat(Tx tx, Command.Retreat c) {
        retreat(tx, c, station -> tx.game().playersNear(station));
    }

    /** The same, with who stands near each station afterwards as {@code playersNear} says (on the map: where the retreat ends). */
    public static void retreat(Tx tx, Command.Retreat c, Function<String, List<String>> playersNear) {
        PendingDecision.HitChoice choice = pending(tx.game());
        require(choice.retreatFrom() != null, choice.frame() + " holds no station it could leave to ignore this hit.");
        tx.emit(new Event.RetreatedFromStation(choice.player(), choice.frame(), choice.retreatFrom()));
        StationRules.recheck(tx, playersNear);
    }

    private static PendingDecision.HitChoice pending(Game g) {
        if (g.pending() instanceof PendingDecision.HitChoice h) {
            return h;
        }
        throw new Refusal("No hit is waiting on a choice now.");
    }

    private static void take(Tx tx, Frame f, String option) {
        if (option.equals(WHITE)) {
            tx.emit(new Event.WhiteLost(f.owner(), f.name()));
            if (tx.game().frame(f.owner(), f.name()).orElseThrow().whites() == 0) {
                destroy(tx, f);
            }
        } else {
            tx.emit(new Event.SystemLost(f.owner(), f.name(), FrameSystem.parse(option)));
        }
    }

    private static void destroy(Tx tx, Frame f) {
        tx.emit(new Event.FrameDestroyed(f.owner(), f.name()));
        StationRules.recheck(tx);
        Resolution r = tx.game().roundState() == null ? null : tx.game().roundState().resolution();
        if (r != null && r.cover().frameCover() && f.is(r.cover().owner(), r.cover().frame())) {
            tx.emit(new Event.CoverDestroyed(r.cover()));
        }
    }
}
