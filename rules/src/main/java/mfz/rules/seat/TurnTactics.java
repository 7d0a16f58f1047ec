package mfz.rules.seat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import mfz.rules.attack.AttackDeclaration;
import mfz.rules.company.Frame;
import mfz.rules.dice.DieColour;
import mfz.rules.dice.RolledDie;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.round.Turn;
import mfz.rules.turn.Action;
import mfz.rules.turn.Choice;
import mfz.rules.turn.FrameRef;
import mfz.rules.turn.Pool;
import mfz.rules.turn.Range;
import mfz.rules.turn.TurnRules;

/**
 * A seat's own frame turn under way: defending against the attack it expects, then attacking,
 * moving and spotting by value (split from {@link Tactics}, which starts turns and weighs
 * frames, stations and the clock).
 */
final class TurnTactics {

    private final Game g;
    private final String me;
    private final Tactics tactics;

    TurnTactics(Game g, String me, Tactics tactics) {
        this.g = g;
        this.me = me;
        this.tactics = tactics;
    }

    List<Command> turn(Turn t) {
        Frame self = g.frame(t.owner(), t.frame()).orElseThrow();
        return switch (t.stage()) {
            case STARTING -> {
                Tactics.Plan p = tactics.best(List.of(self));
                yield List.of(tactics.start(p, null), new Command.StartTurn(me, null, null, null, null, 0, false, null));
            }
            case DEFENDING -> List.of(new Command.Defend(me, defend(t, self)), new Command.Defend(me, "none"));
            case ACTING -> acting(t, self);
            case PAUSED, WAITING -> List.of();
        };
    }

    private Frame target(Turn t) {
        if (t.target() == null || !t.target().frameTarget()) {
            return null;
        }
        return g.frame(t.target().owner(), t.target().frame()).filter(Frame::alive).orElse(null);
    }

    /** The defense die: easy keeps its best attack die and defends with the best of the rest; hard weighs every pair. */
    private String defend(Turn t, Frame self) {
        List<RolledDie> left = t.left();
        Frame target = target(t);
        List<RolledDie> attack = left.stream().filter(d -> d.colour() == DieColour.RED || d.colour() == DieColour.WHITE)
                .toList();
        List<RolledDie> guard = left.stream().filter(d -> d.colour() == DieColour.BLUE || d.colour() == DieColour.WHITE)
                .toList();
        if (!tactics.hard()) {
            RolledDie kept = target == null ? null : attack.stream().max(byAttack()).orElse(null);
            return guard.stream().filter(d -> d != kept).max(Comparator.comparingInt(RolledDie::value))
                    .map(RolledDie::notation).orElse("none");
        }
        double bestValue = Double.NEGATIVE_INFINITY;
        RolledDie best = null;
        List<RolledDie> attacks = new ArrayList<>(attack);
        attacks.add(null);
        List<RolledDie> guards = new ArrayList<>(guard);
        guards.add(null);
        for (RolledDie a : attacks) {
            for (RolledDie d : guards) {
                if (a != null && a == d) {
                    continue;
                }
                double v = (a == null || target == null ? 0 : tactics.strike(exactly(a.value()), self, target, t.range()))
                        - threat(t, self, d == null ? 0 : d.value());
                if (v > bestValue + 1e-9 || v > bestValue - 1e-9 && spares(d, best)) {
                    bestValue = Math.max(v, bestValue);
                    best = d;
                }
            }
        }
        return best == null ? "none" : best.notation();
    }

    /**
     * Between defenses worth the same, the one that spends less: none, else a blue before a white
     * (a white also moves and spots), else the higher. Hard defended with a white 1 and threw a blue
     * 5 away when nothing could attack it (a play against the seats).
     */
    private static boolean spares(RolledDie d, RolledDie than) {
        if (d == null || than == null) {
            return d == null && than != null;
        }
        if (d.colour() != than.colour()) {
            return d.colour() == DieColour.BLUE;
        }
        return d.value() > than.value();
    }

    /** Hard: what this frame stands to lose at this defense: the attack coming in, or those still to come this round. */
    private double threat(Turn t, Frame self, int defense) {
        Frame guarded = self.withDefense(defense).withActed(true);
        Optional<Incoming> incoming = incoming(t);
        if (incoming.isPresent()) {
            Incoming in = incoming.get();
            return tactics.damage(in.attacker(), guarded, in.value() - defense, in.range());
        }
        List<Frame> mine = g.framesOf(me).stream().filter(Frame::alive).toList();
        double sum = 0;
        for (Frame enemy : tactics.enemies()) {
            if (enemy.acted()) {
                continue;
            }
            double best = 0;
            for (Range r : TurnRules.legalRanges(enemy)) {
                double[] attack = Chances.highest(Tactics.attackDice(Pool.of(enemy, r, 0, false).dice()));
                best = Math.max(best, tactics.strike(attack, enemy, guarded, r));
            }
            sum += best / Math.max(1, mine.size());
        }
        return sum;
    }

    private record Incoming(Frame attacker, int value, Range range) {
    }

    /** The attack that activated this turn, once announced: its die and the spot it uses. */
    private Optional<Incoming> incoming(Turn t) {
        if (t.activatedBy() == null) {
            return Optional.empty();
        }
        for (Turn other : g.roundState().turns()) {
            AttackDeclaration a = other.attack();
            if (a != null && (other.owner() + "/" + other.frame()).equals(t.activatedBy())) {
                Frame self = g.frame(t.owner(), t.frame()).orElseThrow();
                int spot = a.useSpot() && self.spot() != null ? self.spot() : 0;
                Frame attacker = g.frame(other.owner(), other.frame()).orElseThrow();
                return Optional.of(new Incoming(attacker, a.die().value() + spot, other.range()));
            }
        }
        return Optional.empty();
    }

    private static double[] exactly(int value) {
        double[] at = new double[9];
        at[Math.min(8, value)] = 1;
        return at;
    }

    /** Red before white at the same value: the white may still move or spot. */
    private static Comparator<RolledDie> byAttack() {
        return Comparator.comparingInt(RolledDie::value).thenComparing(d -> d.colour() == DieColour.RED ? 1 : 0);
    }

    private List<Command> acting(Turn t, Frame self) {
        Map<Action, Choice> choices = tactics.choices();
        List<Command> out = new ArrayList<>();
        Choice attack = choices.get(Action.ATTACK);
        Frame target = target(t);
        if (attack != null && target != null) {
            RolledDie die = t.left().stream().filter(d -> attack.options().contains(d.notation())).max(byAttack())
                    .orElse(null);
            boolean spot = target.spot() != null;
            int value = die == null ? 0 : die.value() + (spot ? target.spot() : 0);
            boolean damages = !target.acted() || value > (target.defense() == null ? 0 : target.defense());
            if (die != null && damages) {
                out.add(new Command.Attack(me, die.notation(), spot, null, null, null));
            }
        }
        Choice move = choices.get(Action.MOVE);
        if (move != null && g.onTheMap()) {
            // On the map a move is to a point: into the named range of the target first (the attack
            // above is refused while out of it), else to a station worth taking.
            RolledDie kept = attack == null ? null : t.left().stream().filter(d -> attack.options().contains(d.notation()))
                    .max(byAttack()).orElse(null);
            RolledDie die = t.left().stream().filter(d -> move.options().contains(d.notation()) && d != kept)
                    .max(Comparator.comparingInt(RolledDie::value)).or(() -> t.left().stream()
                            .filter(d -> move.options().contains(d.notation())).max(Comparator.comparingInt(RolledDie::value)))
                    .orElse(null);
            if (die != null) {
                Optional<StationTactics.Move> station = tactics.stations().move(self).filter(m -> m.gain() > 0);
                // Not off a station it alone holds against another player (that gave the station away),
                // nor away from one it takes by a move where it stands (a sure gain for an uncertain reach).
                boolean takesWhereItStands = station.isPresent()
                        && station.get().station().equalsIgnoreCase(String.valueOf(g.standingPlace(self)));
                if (attack != null && target != null && !t.attacked() && !tactics.stations().holdsAgainstAnother(self)
                        && !takesWhereItStands) {
                    out.addAll(OnTheMap.moveInto(g, me, self, target, t.range(), die.notation(), die.value()));
                }
                station.ifPresent(m -> out.addAll(OnTheMap.moveNear(g, me, self, m.station(), die.notation(),
                        die.value())));
            }
        } else if (move != null) {
            tactics.stations().move(self).filter(m -> m.gain() > 0).ifPresent(m -> {
                // Its farthest green, a white only without one (a white also spots): the table measures the
                // move, and a seat that took a station with a 1 had the host correct it every time (a play).
                // a die that reaches it (a white only when no green does: a white also spots), else no move
                t.left().stream().filter(d -> move.options().contains(d.notation()) && reaches(g, self, m.station(), d))
                        .max(Comparator.comparing((RolledDie d) -> d.colour() != DieColour.WHITE)
                                .thenComparingInt(RolledDie::value))
                        .ifPresent(die -> out.add(new Command.Move(me, die.notation(), m.station())));
            });
        }
        Choice spot = choices.get(Action.SPOT);
        if (spot != null) {
            RolledDie die = t.left().stream().filter(d -> spot.options().contains(d.notation()))
                    .max(Comparator.comparingInt(RolledDie::value)).orElse(null);
            if (die != null) {
                spotTarget(spot.frames(), die.value()).ifPresent(f ->
                        out.add(new Command.Spot(me, f.frame(), f.owner(), die.notation())));
            }
        }
        out.add(new Command.EndTurn(me));
        return out;
    }

    /** The opposing frame a spot helps most: one still to act (attacked next), the easiest to destroy. */
    private Optional<FrameRef> spotTarget(List<FrameRef> frames, int value) {
        return frames.stream().filter(r -> !r.owner().equals(me)).filter(r -> g.frame(r.owner(), r.frame())
                        .map(f -> f.spot() == null || f.spot() < value).orElse(false))
                .min(Comparator.comparingDouble(r -> {
                    Frame f = g.frame(r.owner(), r.frame()).orElseThrow();
                    return (f.acted() ? 10 : 0) + Chances.toDestroy(f);
                }));
    }

    /** How far a demo's frames start from its centre station, at least (RULES §9: 5–6 units). */
    static final int DEMO_START_DISTANCE = 5;

    /**
     * Whether the seat may declare this move ends near that station. Off the map the table measures
     * and the seat can't; but in a demo every frame starts 5–6 units from the centre, and a seat's
     * frame off the map only ever moves to a station: one not yet near it is taken to be that far,
     * so a shorter move doesn't reach (an audit: "moves 1 unit (G1), now near station Centre", which
     * the host then could not put right before the seat's next turn began). A frame that fell back
     * from the centre stands closer, and is taken to be as far: the seat errs short, never long.
     */
    static boolean reaches(Game g, Frame self, String station, RolledDie die) {
        boolean centre = g.demo() && g.station(station).map(s -> s.neutral()).orElse(false);
        return !centre || g.standsNear(self, station) || die.value() >= DEMO_START_DISTANCE;
    }
}
