package mfz.rules.stations;

import static mfz.rules.game.Refusal.require;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import mfz.rules.bidding.Position;
import mfz.rules.company.Frame;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.game.Refusal;
import mfz.rules.game.Tx;
import mfz.rules.map.MapNearness;
import mfz.rules.round.RoundState;
import mfz.rules.round.Turn;

/**
 * Where frames stand relative to stations, and who controls each station as a result
 * (docs/rules.md §7).
 *
 * <p>Control changes only by play: a move, a destruction, a retreat. Deployment never changes
 * it (every player starts holding exactly their own stations), so placing or correcting a
 * frame before play records where it stands and nothing else; an attacker's frame can't be
 * deployed near the defender's station (it would be inside the perimeter) and in a demo game
 * no frame starts near the centre station.
 *
 * <p>A correction of where a frame stands ({@code /station near}) is for a misdeclared move:
 * in combat its owner makes it during that frame's own turn once it has moved, or right after
 * that turn (until the next turn starts), and the host
 * may make it for any frame at any time (the log says who). Made then, control is re-checked
 * at once, as if the move had ended there; the host's correction out of that moment only
 * records where the frame stands, and control follows at the next play there. During
 * deployment the owner (or the host) may correct a placed frame within the deployment limits above.
 */
public final class StationRules {

    private StationRules() {
    }

    public static void standNear(Tx tx, Command.StandNear c) {
        Game g = tx.game();
        require(g.phase() == Phase.DEPLOYMENT || g.phase() == Phase.COMBAT,
                "Frames stand near stations once they are on the table.");
        String owner = ownerOf(g, c);
        boolean host = c.actor().equals(g.host());
        require(owner.equals(c.actor()) || host,
                "Only " + g.nameOf(owner) + " (or the host) can say where " + g.nameOf(owner) + "'s frames stand.");
        Frame frame = g.frame(owner, c.frame() == null ? "" : c.frame())
                .orElseThrow(() -> new Refusal("There is no frame named `" + c.frame() + "` in "
                        + (owner.equals(c.actor()) ? "your" : g.nameOf(owner) + "'s") + " company."));
        require(!frame.destroyed(), "`" + frame.name() + "` is destroyed.");
        require(frame.placed(), "`" + frame.name() + "` isn't on the table yet.");
        String station = stationOnTable(g, c.station());
        boolean already = g.isTheObjective(station) ? g.nearObjective(frame)
                : same(station, frame.nearStation()) && (station != null || !g.nearObjective(frame));
        require(!already, station == null
                ? "`" + frame.name() + "` already stands near no station."
                : "`" + frame.name() + "` already stands near " + station + ".");
        if (g.phase() == Phase.DEPLOYMENT) {
            requireDeployableNear(g, owner, frame.name(), station);
            // In step 7 a change voids the agreements given so far (the evolver), as a terrain
            // change does in step 1: everyone agrees again to what stands now.
            tx.emit(new Event.FrameStandsNear(owner, frame.name(), station));
            return;
        }
        require(host || movedThisTurn(g, owner, frame.name()) || justMoved(g, owner, frame.name()),
                "`" + frame.name() + "` can be corrected only during or right after its own move (a station "
                        + "changes hands only by play); the host (" + g.nameOf(g.host()) + ") may record where any "
                        + "frame stands at any time, which moves no station until play there, naming it (with "
                        + "`owner:`, or `seat:` for a bot's, when two share it; not `as:`).");
        tx.emit(new Event.FrameStandsNear(owner, frame.name(), station));
        if (!settlesControl(g, owner, frame.name())) {
            return; // §7: a correction never lets a player take a station out of turn
        }
        // Wherever who stands near changed by it (the station it stood by, the one it stands by now, on the
        // map one measured by both, the campaign's objective), as if the move had ended there (RoundState.Held).
        Function<Frame, List<String>> wasNear = MapNearness.ofGame(g);
        Function<Frame, List<String>> isNear = MapNearness.ofGame(tx.game());
        Frame now = tx.game().frame(owner, frame.name()).orElseThrow();
        List<String> nearNow = isNear.apply(now);
        Set<String> touched = new LinkedHashSet<>(wasNear.apply(frame));
        touched.addAll(nearNow);
        Optional<Turn> moving = g.roundState().turns().stream().filter(t -> t.of(owner, frame.name()) && t.moved())
                .findFirst();
        List<RoundState.Held> before = moving.map(Turn::heldBefore).orElseGet(() -> g.roundState().justMoved().heldBefore());
        List<List<RoundState.Held>> plays = moving.map(Turn::plays).orElseGet(() -> g.roundState().justMoved().plays());
        for (String name : touched) {
            resettle(tx, name, before, plays, owner, nearNow.stream().anyMatch(name::equalsIgnoreCase));
        }
    }

    /**
     * In deployment: a frame marked near a station or the objective by mistake is taken off it
     * and keeps the other. {@code station:none} clears both, and in step 7 a frame taken off the
     * objective that way lost its own station without a word (a phone review found no tap to take
     * one off either). On the map only the objective, which has no piece there and is declared:
     * the map measures a station. In combat a frame leaves by moving, or the host corrects it.
     */
    public static void standAway(Tx tx, Command.StandAway c) {
        Game g = tx.game();
        require(g.phase() == Phase.DEPLOYMENT, g.phase() == Phase.COMBAT
                ? "In combat a frame leaves a station or the objective by moving; `/station near` corrects where "
                        + "one stands."
                : "Frames stand near stations once they are on the table.");
        require(!g.onTheMap() || g.isTheObjective(c.station()), "On the map the measure says which station a frame "
                + "stands near: place it elsewhere to move it.");
        String owner = ownerOf(g, new Command.StandNear(c.actor(), c.owner(), c.frame(), c.station()));
        require(owner.equals(c.actor()) || c.actor().equals(g.host()),
                "Only " + g.nameOf(owner) + " (or the host) can say where " + g.nameOf(owner) + "'s frames stand.");
        Frame frame = g.frame(owner, c.frame() == null ? "" : c.frame())
                .orElseThrow(() -> new Refusal("There is no frame named `" + c.frame() + "` in "
                        + (owner.equals(c.actor()) ? "your" : g.nameOf(owner) + "'s") + " company."));
        String station = stationOnTable(g, c.station());
        require(station != null, "Name the station (or the objective) `" + frame.name() + "` no longer stands near.");
        boolean near = g.isTheObjective(station) ? g.nearObjective(frame) : same(station, frame.nearStation());
        require(near, "`" + frame.name() + "` doesn't stand near " + station + ".");
        tx.emit(new Event.FrameStandsAway(owner, frame.name(), station));
    }

    /**
     * Control of one station as the corrected move would have left it: settled at the move's end
     * from its holder then and who stood near it then, the corrected frame where it really stands,
     * then after each play since as it went (a frame destroyed, a retreat), then as it stands now.
     * Audits found a station a misdeclared move took kept taken, a destruction after it forgotten,
     * and a retreat then a destruction settled as one.
     */
    private static void resettle(Tx tx, String name, List<RoundState.Held> before, List<List<RoundState.Held>> plays,
                                 String owner, boolean near) {
        Station station = tx.game().station(name).orElseThrow();
        Optional<RoundState.Held> start = at(before, station.name());
        String holder = start.isPresent() ? start.get().holder() : station.holder(); // (null: nobody held it)
        if (start.isPresent()) {
            holder = StationControl.holderAfter(holder, withTheFrame(start.get().othersNear(), owner, near));
            for (List<RoundState.Held> play : plays) {
                Optional<RoundState.Held> then = at(play, station.name());
                if (then.isPresent()) {
                    holder = StationControl.holderAfter(holder, withTheFrame(then.get().othersNear(), owner, near));
                }
            }
        }
        holder = StationControl.holderAfter(holder, tx.game().playersNear(station.name()));
        if (!same(holder, station.holder())) {
            tx.emit(new Event.StationControlChanged(station.name(), station.holder(), holder));
        }
    }

    private static Optional<RoundState.Held> at(List<RoundState.Held> held, String station) {
        return held.stream().filter(h -> h.station().equalsIgnoreCase(station)).findFirst();
    }

    /** The players standing near besides the frame, and its owner too where the frame really stands near. */
    private static List<String> withTheFrame(List<String> others, String owner, boolean near) {
        List<String> players = new ArrayList<>(others);
        if (near && !players.contains(owner)) {
            players.add(owner);
        }
        return players;
    }

    /**
     * Who holds each station now, and which players stand near it with a frame other than this
     * one: kept as a frame moves, for a correction of that move (§7).
     */
    public static List<RoundState.Held> heldAround(Game g, String owner, String frame) {
        Map<String, Set<String>> near = framesNear(g);
        String self = key(owner, frame);
        return g.stations().stream().map(s -> new RoundState.Held(s.name(), s.holder(),
                near.getOrDefault(s.name().toLowerCase(Locale.ROOT), Set.of()).stream().filter(f -> !f.equals(self))
                        .map(f -> f.substring(0, f.lastIndexOf('/'))).distinct().sorted().toList())).toList();
    }

    /**
     * Whose frame a correction names: the player given, else the actor's own frame of that name,
     * else the one frame of that name in the game (so the host names a bot seat's frame, which
     * has no Discord user to name in {@code owner:}, by its name alone).
     */
    private static String ownerOf(Game g, Command.StandNear c) {
        if (c.owner() != null && !c.owner().isBlank()) {
            return c.owner();
        }
        String name = c.frame() == null ? "" : c.frame();
        if (g.frame(c.actor(), name).isPresent()) {
            return c.actor();
        }
        List<String> owners = g.frames().stream().filter(f -> f.name().equalsIgnoreCase(name.strip()))
                .map(Frame::owner).distinct().toList();
        if (owners.size() > 1) {
            throw new Refusal("Several frames are named `" + name.strip() + "` (" + String.join(", ", owners.stream()
                    .map(g::nameOf).toList()) + "): say whose, with `owner:` (or `seat:` for one of the bot's).");
        }
        return owners.size() == 1 ? owners.getFirst() : c.actor();
    }

    /**
     * True when a correction of this frame's stand settles control as its move would: during its
     * own turn once it has moved, or right after. Out of turn (the host's) it only records where
     * the frame stands: stations change hands only by play (§7).
     */
    public static boolean settlesControl(Game g, String owner, String frame) {
        return g.phase() == Phase.COMBAT && (movedThisTurn(g, owner, frame) || justMoved(g, owner, frame));
    }

    /** True while this frame's turn is underway and it has moved. */
    private static boolean movedThisTurn(Game g, String owner, String frame) {
        return g.roundState() != null
                && g.roundState().turns().stream().anyMatch(t -> t.of(owner, frame) && t.moved());
    }

    /** True when this frame's turn just ended after a move and no other turn has started since. */
    private static boolean justMoved(Game g, String owner, String frame) {
        return g.roundState() != null && g.roundState().justMoved() != null
                && g.roundState().justMoved().is(owner, frame);
    }

    /**
     * Refused when a frame may not start the game near this station: an attacker's frame near
     * the defender's station (inside the perimeter), any frame near a demo game's centre station.
     */
    public static void requireDeployableNear(Game g, String owner, String frame, String station) {
        if (station == null) {
            return;
        }
        Station s = g.station(station).orElseThrow();
        if (mayStartNear(g, owner, s)) {
            return;
        }
        throw new Refusal(g.demo()
                ? "Every frame starts 5–6 units from " + s.name() + ", so nobody holds it at the start: `" + frame
                        + "` can't stand near it."
                : "Attackers deploy outside the defender's perimeter, so `" + frame + "` can't stand near " + s.name() + ".");
    }

    /** True when this player's frames may be deployed near this station (for placing and for menus). */
    public static boolean mayStartNear(Game g, String owner, Station s) {
        if (g.demo()) {
            return !s.neutral();
        }
        return s.neutral() || g.position(owner) == Position.DEFENDER || g.position(s.owner()) != Position.DEFENDER;
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

    /**
     * Re-checks control where this command changed who stands near a station; emits each change.
     * Elsewhere nothing happened, so nothing changes (§7: a frame deployed near another player's
     * station takes it only when play there makes it so; a rules audit found a move, a retreat or a
     * destruction anywhere handing over every such station at once).
     */
    public static void recheck(Tx tx) {
        recheck(tx, station -> tx.game().playersNear(station));
    }

    /** The same, with who stands near each station as {@code playersNear} says (a move on the map: where it ends). */
    public static void recheck(Tx tx, Function<String, List<String>> playersNear) {
        recheck(tx, playersNear, List.of());
    }

    /**
     * The same, and at {@code alsoAt} too: the stations a move left or ends near, whose control its
     * end settles even when who stands near them looks unchanged (§7: where frames end up matters):
     * a frame staying by a station, or one on the map measured before its new point is recorded.
     */
    public static void recheck(Tx tx, Function<String, List<String>> playersNear, Collection<String> alsoAt) {
        Map<String, Set<String>> before = framesNear(tx.before());
        Map<String, Set<String>> now = framesNear(tx.game());
        for (Station station : tx.game().stations()) {
            String key = station.name().toLowerCase(Locale.ROOT);
            boolean touched = !before.getOrDefault(key, Set.of()).equals(now.getOrDefault(key, Set.of()))
                    || alsoAt.stream().anyMatch(station.name()::equalsIgnoreCase);
            if (!touched) {
                continue;
            }
            List<String> near = playersNear.apply(station.name());
            String holder = StationControl.holderAfter(station.holder(), near);
            if (!same(holder, station.holder())) {
                tx.emit(new Event.StationControlChanged(station.name(), station.holder(), holder));
            }
        }
    }

    /** After the acting frame's move (off the map): control re-checked, where the move ends too. */
    public static void recheckAfterMove(Tx tx) {
        Game g = tx.game();
        Turn turn = g.roundState().active();
        List<String> endsNear = turn == null ? List.of()
                : g.frame(turn.owner(), turn.frame()).map(MapNearness.ofGame(g)).orElse(List.of());
        recheck(tx, station -> tx.game().playersNear(station), endsNear);
    }

    /** The frames standing near each station (by its name in lower case), as the game counts them. */
    private static Map<String, Set<String>> framesNear(Game game) {
        Function<Frame, List<String>> stationsNear = MapNearness.ofGame(game);
        Map<String, Set<String>> near = new HashMap<>();
        for (Frame frame : game.frames()) {
            if (!frame.alive() || !frame.placed()) {
                continue;
            }
            for (String station : stationsNear.apply(frame)) {
                near.computeIfAbsent(station.toLowerCase(Locale.ROOT), s -> new HashSet<>())
                        .add(key(frame.owner(), frame.name()));
            }
        }
        return near;
    }

    /** A frame as {@link #framesNear} keeps it: its owner, then its name in lower case. */
    private static String key(String owner, String frame) {
        return owner + "/" + frame.toLowerCase(Locale.ROOT);
    }

    private static boolean same(String a, String b) {
        return a == null ? b == null : a.equals(b);
    }
}
