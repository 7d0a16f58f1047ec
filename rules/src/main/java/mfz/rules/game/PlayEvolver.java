package mfz.rules.game;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import mfz.rules.attack.DieEffect;
import mfz.rules.attack.Resolution;
import mfz.rules.attack.Situation;
import mfz.rules.attack.Cover;
import mfz.rules.company.Frame;
import mfz.rules.round.Initiative;
import mfz.rules.round.InitiativeSlot;
import mfz.rules.round.RoundState;
import mfz.rules.round.Stage;
import mfz.rules.round.Turn;
import mfz.rules.turn.Target;

/** How the events of the round change the game: bookkeeping only. */
final class PlayEvolver {

    private PlayEvolver() {
    }

    static Game evolve(Game g, Event event) {
        RoundState r = g.roundState();
        return switch (event) {
            case Event.InitiativeRolled e -> g.withRound(r.withSlots(e.slots()));
            case Event.InitiativeDieSkipped e -> {
                List<InitiativeSlot> slots = new ArrayList<>(r.slots());
                slots.remove(new InitiativeSlot(e.owner(), e.frame(), e.value()));
                yield g.withRound(r.withSlots(slots));
            }
            case Event.InitiativePassed e -> g.withRound(r.withPassed(append(r.passed(), e.player())));
            case Event.SystemsJettisoned e -> frame(g, e.owner(), e.frame(), f -> f.without(e.systems()));
            case Event.TurnStarted e -> {
                Game next = frame(g, e.owner(), e.frame(), f -> f.withActed(true).withSsrs(f.ssrs() - e.ssrsFired()));
                Turn top = r.active();
                RoundState state;
                if (top != null && top.of(e.owner(), e.frame())) {
                    state = r.updateActive(t -> t.started(e.target(), e.range()));
                } else {
                    state = r.push(Turn.begun(e.owner(), e.frame(), e.target(), e.range())).withPassed(List.of());
                    if (g.demo()) {
                        state = state.withRotation(Initiative.after(g, e.owner()));
                    }
                }
                yield next.withRound(state);
            }
            case Event.PoolRolled e -> g.withRound(r.updateActive(t -> t.withRoll(e.dice())));
            case Event.DefenseAssigned e -> {
                Game next = frame(g, e.owner(), e.frame(), f -> f.withDefense(e.die() == null ? null : e.die().value()));
                Turn t = r.active();
                if (t.activatedBy() == null) {
                    yield next.withRound(r.updateActive(x -> x.using(e.die()).defendedNow(Stage.ACTING)));
                }
                // Activated by an attack: it pauses under its attacker, whose attack resolves now.
                List<Turn> turns = new ArrayList<>(r.turns());
                Turn paused = turns.removeLast().using(e.die()).defendedNow(Stage.PAUSED);
                turns.add(turns.size() - 1, paused);
                yield next.withRound(r.withTurns(turns));
            }
            case Event.FrameMoved e -> frame(g, e.owner(), e.frame(), f -> f.near(e.nearStation()))
                    .withRound(r.updateActive(t -> t.using(e.die()).movedNow()));
            case Event.AttackDeclared e -> g.withRound(r.updateActive(t -> t.using(e.attack().die()).attackedNow(e.attack())));
            case Event.FrameActivated e -> frame(g, e.owner(), e.frame(), f -> f.withActed(true)).withRound(
                    r.updateActive(t -> t.at(Stage.WAITING))
                            .push(Turn.activated(e.owner(), e.frame(), e.byOwner() + "/" + e.byFrame())));
            case Event.DamageRolled e -> {
                Game next = g;
                if (e.spot() > 0 && e.target().frameTarget()) {
                    next = frame(g, e.target().owner(), e.target().frame(), f -> f.withSpot(null));
                }
                RoundState state = r.update(e.attackerOwner(), e.attackerFrame(), Turn::attackDone);
                if (!e.dice().isEmpty()) {
                    state = state.withResolution(new Resolution(e.attackerOwner(), e.attackerFrame(), e.target(),
                            e.situation(), sorted(e.dice()), e.cover(), e.coverHits()));
                }
                yield next.withRound(state);
            }
            case Event.FallDamageRolled e -> g.withRound(r.withResolution(new Resolution(null, null,
                    Target.frame(e.owner(), e.frame()), Situation.FALLING, sorted(e.dice()), Cover.NONE, null)));
            case Event.DamageDieResolved e -> {
                Resolution res = r.resolution().next();
                if (e.effect() == DieEffect.COVER_HIT && res.cover().kind() == Cover.Kind.TERRAIN) {
                    res = res.coverHit();
                }
                yield g.withRound(r.withResolution(res));
            }
            case Event.CoverDestroyed e -> g.withRound(r.withResolution(r.resolution().coverGone()));
            case Event.SystemLost e -> frame(g, e.owner(), e.frame(), f -> f.without(List.of(e.system()))).withPending(null);
            case Event.WhiteLost e -> frame(g, e.owner(), e.frame(), f -> f.withWhites(f.whites() - 1)).withPending(null);
            case Event.FrameDestroyed e -> {
                Game next = frame(g, e.owner(), e.frame(), Frame::wrecked).withPending(null);
                yield r == null ? next : next.withRound(r.without(e.owner(), e.frame()));
            }
            case Event.RetreatedFromStation e -> frame(g, e.owner(), e.frame(), f -> f.near(null)).withPending(null);
            case Event.DamageResolved e -> g.withRound(r.withResolution(null));
            case Event.SpotPlaced e -> frame(g, e.targetOwner(), e.targetFrame(), f -> f.withSpot(e.die().value()))
                    .withRound(r.updateActive(t -> t.using(e.die()).spottedNow()));
            case Event.TurnEnded e -> {
                RoundState state = r.without(e.owner(), e.frame());
                yield g.withRound(state.turns().isEmpty() ? state.withPassed(List.of()) : state);
            }
            default -> throw new IllegalArgumentException("not an event of the round: " + event);
        };
    }

    private static Game frame(Game g, String owner, String name, UnaryOperator<Frame> change) {
        return g.withFrames(g.frames().stream().map(f -> f.is(owner, name) ? change.apply(f) : f).toList());
    }

    private static List<Integer> sorted(List<Integer> dice) {
        return dice.stream().sorted().toList();
    }

    private static <T> List<T> append(List<T> list, T item) {
        List<T> copy = new ArrayList<>(list);
        copy.add(item);
        return copy;
    }
}
