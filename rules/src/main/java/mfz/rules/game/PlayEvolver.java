package mfz.rules.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import mfz.rules.attack.Cover;
import mfz.rules.attack.DieEffect;
import mfz.rules.attack.Resolution;
import mfz.rules.attack.Situation;
import mfz.rules.campaign.Standing;
import mfz.rules.company.Frame;
import mfz.rules.round.Initiative;
import mfz.rules.round.InitiativeSlot;
import mfz.rules.round.RoundState;
import mfz.rules.round.Stage;
import mfz.rules.round.Turn;
import mfz.rules.stations.StationRules;
import mfz.rules.turn.Target;

/** How the events of the round change the game, one method per event that takes more than a line: bookkeeping only. */
final class PlayEvolver {

    private PlayEvolver() {
    }

    static Game initiativeDieSkipped(Game g, Event.InitiativeDieSkipped e) {
        RoundState r = g.roundState();
        List<InitiativeSlot> slots = new ArrayList<>(r.slots());
        slots.remove(new InitiativeSlot(e.owner(), e.frame(), e.value()));
        return g.withCombat(c -> c.withRoundState(r.withSlots(slots)));
    }

    static Game turnStarted(Game g, Event.TurnStarted e) {
        RoundState r = g.roundState();
        Game next = frame(g, e.owner(), e.frame(), f -> f.withActed(true).withSsrs(f.ssrs() - e.ssrsFired()));
        Turn top = r.active();
        RoundState state;
        r = r.withJustMoved(null); // the moment "right after" the last frame's move is over
        if (top != null && top.of(e.owner(), e.frame())) {
            state = r.updateActive(t -> t.started(e.target(), e.range()));
        } else {
            state = r.push(Turn.begun(e.owner(), e.frame(), e.target(), e.range())).withPassed(List.of());
            if (g.demo()) {
                state = state.withRotation(Initiative.after(g, e.owner()));
            }
        }
        return withRound(next, state);
    }

    static Game defenseAssigned(Game g, Event.DefenseAssigned e) {
        RoundState r = g.roundState();
        Game next = frame(g, e.owner(), e.frame(), f -> f.withDefense(e.die() == null ? null : e.die().value()));
        Turn t = r.active();
        if (t.activatedBy() == null) {
            return next.withCombat(c -> c.withRoundState(r.updateActive(x -> x.using(e.die()).defendedNow(Stage.ACTING))));
        }
        // Activated by an attack: it pauses under its attacker, whose attack resolves now.
        List<Turn> turns = new ArrayList<>(r.turns());
        Turn paused = turns.removeLast().using(e.die()).defendedNow(Stage.PAUSED);
        turns.add(turns.size() - 1, paused);
        return next.withCombat(c -> c.withRoundState(r.withTurns(turns)));
    }

    /**
     * A move ends near the station it names: the objective alone when it names the objective;
     * near the same station as before (a move that kept its station) it still stands near the
     * objective if it did; anywhere else, not.
     */
    static Game frameMoved(Game g, Event.FrameMoved e) {
        Game moved;
        if (g.isTheObjective(e.nearStation())) {
            moved = frame(nearObjective(g, e.owner(), e.frame(), true), e.owner(), e.frame(), f -> f.near(null));
        } else {
            boolean stays = e.nearStation() != null && g.frame(e.owner(), e.frame())
                    .map(f -> e.nearStation().equalsIgnoreCase(String.valueOf(f.nearStation()))).orElse(false);
            moved = frame(stays ? g : nearObjective(g, e.owner(), e.frame(), false), e.owner(), e.frame(),
                    f -> f.near(e.nearStation()));
        }
        List<RoundState.Held> held = StationRules.heldAround(g, e.owner(), e.frame());
        return moved.withCombat(c -> c.withRoundState(g.roundState().updateActive(t -> t.using(e.die()).movedNow(held))));
    }

    /** The frame now stands near the campaign's objective, or no longer does. */
    static Game nearObjective(Game g, String owner, String frame, boolean near) {
        List<Standing> standing = new ArrayList<>(g.combat().objectiveNear());
        standing.removeIf(s -> s.owner().equals(owner) && s.frame().equalsIgnoreCase(frame.strip()));
        if (near) {
            String name = g.frame(owner, frame).map(Frame::name).orElse(frame);
            standing.add(new Standing(owner, name));
        }
        return g.withCombat(c -> c.withObjectiveNear(standing));
    }

    static Game frameActivated(Game g, Event.FrameActivated e) {
        return frame(g, e.owner(), e.frame(), f -> f.withActed(true)).withCombat(c -> c.withRoundState(
                g.roundState().updateActive(t -> t.at(Stage.WAITING))
                        .push(Turn.activated(e.owner(), e.frame(), e.byOwner() + "/" + e.byFrame())))
                .withCombatOrderSeen());
    }

    static Game damageRolled(Game g, Event.DamageRolled e) {
        Game next = g;
        if (e.spot() > 0 && e.target().frameTarget()) {
            next = frame(g, e.target().owner(), e.target().frame(), f -> f.withSpot(null));
        }
        RoundState state = g.roundState().update(e.attackerOwner(), e.attackerFrame(), Turn::attackDone);
        if (!e.dice().isEmpty()) {
            state = state.withResolution(new Resolution(e.attackerOwner(), e.attackerFrame(), e.target(),
                    e.situation(), sorted(e.dice()), e.cover(), e.coverHits()));
        }
        return withRound(next, state);
    }

    static Game fallDamageRolled(Game g, Event.FallDamageRolled e) {
        return g.withCombat(c -> c.withRoundState(g.roundState().withResolution(new Resolution(null, null,
                Target.frame(e.owner(), e.frame()), Situation.FALLING, sorted(e.dice()), Cover.NONE, null))));
    }

    static Game damageDieResolved(Game g, Event.DamageDieResolved e) {
        RoundState r = g.roundState();
        Resolution res = r.resolution().next();
        if (e.effect() == DieEffect.COVER_HIT && res.cover().kind() == Cover.Kind.TERRAIN) {
            res = res.coverHit();
        }
        return withRound(g, r.withResolution(res));
    }

    static Game frameDestroyed(Game g, Event.FrameDestroyed e) {
        Game next = frame(g, e.owner(), e.frame(), Frame::wrecked).withPending(null);
        RoundState r = g.roundState();
        return r == null ? next : next.withCombat(c -> c.withRoundState(r.without(e.owner(), e.frame())));
    }

    static Game spotPlaced(Game g, Event.SpotPlaced e) {
        return frame(g, e.targetOwner(), e.targetFrame(), f -> f.withSpot(e.die().value()))
                .withCombat(c -> c.withRoundState(g.roundState().updateActive(t -> t.using(e.die()).spottedNow())));
    }

    /**
     * After a play that can change who stands near a station (a frame destroyed, a retreat, a move,
     * a placement on the map, a correction), each move still open to correction notes who stands
     * near each station now besides its frame: a correction then settles control play by play as
     * §7 does (an audit: a covering frame's retreat then the target's destruction, settled once at
     * the move's end and once as it stood, gave the station to the wrong player).
     */
    static Game notePlay(Game g, Event event) {
        boolean play = event instanceof Event.FrameDestroyed || event instanceof Event.RetreatedFromStation
                || event instanceof Event.FrameMoved || event instanceof Event.PlacedAt
                || event instanceof Event.FrameStandsNear;
        RoundState r = g.roundState();
        if (!play || g.phase() != Phase.COMBAT || r == null) {
            return g;
        }
        boolean open = r.justMoved() != null || r.turns().stream().anyMatch(Turn::moved);
        if (!open) {
            return g;
        }
        List<Turn> turns = r.turns().stream().map(t -> t.moved()
                ? t.withPlay(StationRules.heldAround(g, t.owner(), t.frame())) : t).toList();
        RoundState.Moved just = r.justMoved() == null ? null
                : r.justMoved().withPlay(StationRules.heldAround(g, r.justMoved().owner(), r.justMoved().frame()));
        return g.withCombat(c -> c.withRoundState(r.withTurns(turns).withJustMoved(just)));
    }

    static Game turnEnded(Game g, Event.TurnEnded e) {
        Optional<Turn> moved = g.roundState().turns().stream().filter(t -> t.of(e.owner(), e.frame()) && t.moved())
                .findFirst();
        RoundState state = g.roundState().without(e.owner(), e.frame())
                // a turn that ends without moving (a frame an attack made act first) leaves "right after" the last
                // move as it was, until the next turn starts (an audit: it closed the attacker's window)
                .withJustMoved(moved.map(t -> new RoundState.Moved(e.owner(), e.frame(), t.heldBefore(), t.plays()))
                        .orElse(g.roundState().justMoved()));
        return g.withCombat(c -> c.withRoundState(state.turns().isEmpty() ? state.withPassed(List.of()) : state));
    }

    /** The game with one frame changed. */
    static Game frame(Game g, String owner, String name, UnaryOperator<Frame> change) {
        return g.withCombat(c -> c.withFrames(g.frames().stream().map(f -> f.is(owner, name) ? change.apply(f) : f).toList()));
    }

    private static Game withRound(Game g, RoundState state) {
        return g.withCombat(c -> c.withRoundState(state));
    }

    private static List<Integer> sorted(List<Integer> dice) {
        return dice.stream().sorted().toList();
    }
}
