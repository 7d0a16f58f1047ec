package mfz.rules.seat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import mfz.rules.company.Frame;
import mfz.rules.company.SystemType;
import mfz.rules.dice.Die;
import mfz.rules.dice.DieColour;
import mfz.rules.game.Command;
import mfz.rules.game.Game;
import mfz.rules.game.GameQueries;
import mfz.rules.map.Battlefield;
import mfz.rules.map.MapCover;
import mfz.rules.map.MapPlacing;
import mfz.rules.round.Turn;
import mfz.rules.stations.Station;
import mfz.rules.turn.Action;
import mfz.rules.turn.Choice;
import mfz.rules.turn.Pool;
import mfz.rules.turn.Range;
import mfz.rules.turn.Reach;
import mfz.rules.turn.TurnRules;

/**
 * A seat's play in the combat phase (docs/rules.md §4–§6), valued in score points: a frame
 * destroyed is worth its owner's PPA, a hit a share of it, a station its holder's PPA.
 *
 * <ul>
 *   <li>Starting a turn: every frame that may start, every range it may name (with or without
 *       an SSR), every opposing frame: the expected value of the attack over the exact chances
 *       of the highest attack die its pool can roll, the target's defense (known once it acted,
 *       else the highest blue or white it can roll) and the damage dice's hits. Hard takes off
 *       the reply a target that has not acted makes first (combat order), and may pass the
 *       initiative when every attack would invite a reply worth more.</li>
 *   <li>Its roll: the best red (or white) is kept for the attack and the best blue (or other
 *       white) defends. Hard weighs every pair of attack and defense dice against the attack
 *       coming in (combat order) or the attacks still to come this round.</li>
 *   <li>Then: attack (when the damage dice can be more than none), move to a station it can
 *       take (or, hard, back to one of its own left unguarded), spot the opposing frame most
 *       worth attacking next, end.</li>
 * </ul>
 * The turn under way (its roll and what follows) is {@link TurnTactics}; this class starts turns
 * and values attacks, frames and stations for both.
 */
final class Tactics {

    /** A fired SSR is gone for good: it must buy at least this share of its owner's PPA. */
    private static final double SSR_COST = 0.12;

    private final Game g;
    private final String me;
    private final Strength strength;
    private Battlefield field;
    /** The covers between two frames (attacker>target), measured once a decision. */
    private final Map<String, List<Shelter>> covers = new HashMap<>();
    /** The target's hits behind a cover, by the number of damage dice. */
    private final Map<Shelter, Map<Integer, double[]>> behind = new HashMap<>();

    private final StationTactics stations;

    Tactics(Game g, String me, Strength strength) {
        this.g = g;
        this.me = me;
        this.strength = strength;
        this.stations = new StationTactics(g, me, this);
    }

    boolean hard() {
        return strength == Strength.HARD;
    }

    List<Command> play() {
        Optional<Turn> active = g.turn();
        if (active.isPresent()) {
            Turn t = active.get();
            return t.owner().equals(me) ? new TurnTactics(g, me, this).turn(t) : List.of();
        }
        if (GameQueries.initiative(g).map(me::equals).orElse(false)) {
            return initiative();
        }
        return List.of();
    }

    // ---- starting a turn ------------------------------------------------------------------------

    record Plan(Frame frame, Frame target, Range range, int ssrs, double value) {
    }

    private List<Command> initiative() {
        Map<Action, Choice> choices = choices();
        Choice start = choices.get(Action.START_TURN);
        List<Command> out = new ArrayList<>();
        if (start == null) {
            if (choices.containsKey(Action.PASS)) {
                out.add(new Command.Pass(me));
            }
            return out;
        }
        objectiveMove(choices.get(Action.MOVE_OBJECTIVE)).ifPresent(out::add);
        List<Frame> frames = start.frames().stream().map(r -> g.frame(r.owner(), r.frame()).orElseThrow()).toList();
        Plan best = best(frames);
        if (hard() && choices.containsKey(Action.PASS) && (best.value() < 0 || best.target() != null && !best.target().acted())) {
            out.add(new Command.Pass(me));
        }
        out.add(start(best, best.frame().name()));
        frames.forEach(f -> out.add(new Command.StartTurn(me, f.name(), null, null, null, 0, false, null)));
        if (choices.containsKey(Action.PASS)) {
            out.add(new Command.Pass(me));
        }
        return out;
    }

    Command start(Plan p, String frame) {
        if (p.target() == null) {
            return new Command.StartTurn(me, frame, null, null, null, 0, false, null);
        }
        return new Command.StartTurn(me, frame, p.target().name(), p.target().owner(), p.range(), p.ssrs(), false, null);
    }

    Plan best(List<Frame> frames) {
        Plan best = null;
        for (Frame f : frames) {
            for (Plan p : plans(f)) {
                if (best == null || p.value() > best.value() + 1e-9) {
                    best = p;
                }
            }
        }
        return best;
    }

    private List<Plan> plans(Frame f) {
        List<Plan> out = new ArrayList<>();
        List<Frame> enemies = enemies();
        double station = hard() ? Math.max(0, stations.move(f).map(StationTactics.Move::gain).orElse(0.0)) : 0;
        if (enemies.isEmpty()) {
            out.add(new Plan(f, null, null, 0, station));
            return out;
        }
        if (out.isEmpty() && enemies.stream().allMatch(e -> TurnRules.legalRanges(f).stream().allMatch(r -> reach(f, e, r) == 0))) {
            out.add(new Plan(f, null, null, 0, station));
        }
        for (Range r : TurnRules.legalRanges(f)) {
            for (int ssrs : ssrOptions(f, r)) {
                double[] attack = Chances.highest(attackDice(Pool.of(f, r, ssrs, false).dice()));
                for (Frame target : enemies) {
                    double reach = reach(f, target, r);
                    if (reach == 0) {
                        continue;
                    }
                    double v = reach * strike(attack, f, target, r) - ssrs * SSR_COST * g.ppa(me) + station;
                    if (hard() && !target.acted()) {
                        v -= reply(target, f);
                    }
                    out.add(new Plan(f, target, r, ssrs, v));
                }
            }
        }
        return out;
    }

    /**
     * On the map, how likely the attack is to be in range when the frame attacks: sure at the range
     * the target stands at now, less when the frame must first move closer (or back off). Off the
     * map the table measures, and the seat names the range it attacks from: always 1.
     */
    private double reach(Frame f, Frame target, Range r) {
        if (!g.onTheMap()) {
            return 1;
        }
        // A frame that must keep its station doesn't move into range (TurnTactics): a plan counting on
        // the move had it name a target it never went for (a review).
        boolean stays = stations.holdsAgainstAnother(f);
        // Nor at a range no move this turn could bring it into, as the players' menus leave it out: it named
        // hand-to-hand with a frame 11 units off, its red dice lost, beside open shots (a map audit).
        boolean mayCome = MapCover.measure(g, f.owner(), f.name(), target.owner(), target.name())
                .map(m -> m.mayCome(r, Reach.beforeAttack(g, f, target))).orElse(true);
        return !mayCome ? 0.0 : OnTheMap.band(battlefield(), f, target).map(now -> now == r ? 1.0 : stays ? 0.0
                : now.ordinal() > r.ordinal() ? 0.4 : 0.2).orElse(0.0);
    }

    private static List<Integer> ssrOptions(Frame f, Range r) {
        if (r != Range.DIRECT) {
            return List.of(0);
        }
        if (TurnRules.needsAnSsr(f, r)) {
            return f.ssrs() > 0 ? List.of(1) : List.of();
        }
        return f.ssrs() > 0 ? List.of(0, 1) : List.of(0);
    }

    /**
     * The expected value of the attacker attacking this frame with the highest of a roll
     * (distribution) at this range. Behind several covers the target's owner picks which is hit
     * first, so the seat counts on the one worst for it.
     */
    double strike(double[] attack, Frame attacker, Frame target, Range r) {
        double worst = Double.POSITIVE_INFINITY;
        for (Shelter shelter : shelters(attacker, target, r)) {
            worst = Math.min(worst, strike(attack, target, r, shelter));
        }
        return worst;
    }

    private double strike(double[] attack, Frame target, Range r, Shelter shelter) {
        double[] defense = defense(target);
        int spot = target.spot() == null ? 0 : target.spot();
        double v = 0;
        for (int a = 1; a < attack.length; a++) {
            if (attack[a] == 0) {
                continue;
            }
            for (int d = 0; d < defense.length; d++) {
                if (defense[d] != 0) {
                    v += attack[a] * defense[d] * damage(target, a + spot - d, r, shelter);
                }
            }
        }
        return v;
    }

    /** What n damage dice from the attacker at this range are worth against this frame, in its owner's score. */
    double damage(Frame attacker, Frame target, int n, Range r) {
        double worst = Double.POSITIVE_INFINITY;
        for (Shelter shelter : shelters(attacker, target, r)) {
            worst = Math.min(worst, damage(target, n, r, shelter));
        }
        return worst;
    }

    private double damage(Frame target, int n, Range r, Shelter shelter) {
        if (n <= 0) {
            return 0;
        }
        int h = Chances.toDestroy(target);
        if (shelter.kind() == Shelter.Kind.OPEN) {
            double p = Chances.hitChance(r);
            return g.ppa(target.owner()) * (Chances.atLeast(n, p, h) + 0.5 * Chances.expectedHits(n, p, h - 1) / h);
        }
        double[] hits = behind.computeIfAbsent(shelter, s -> new HashMap<>()).computeIfAbsent(n, shelter::targetHits);
        return g.ppa(target.owner()) * Chances.worth(hits, h);
    }

    /**
     * The covers between the two frames, as the hit chart sees them: on the map the map's (at
     * range; hand to hand ignores cover), where they stand now; off it open ground, since the
     * seat declares its targets out of cover.
     */
    private List<Shelter> shelters(Frame attacker, Frame target, Range r) {
        if (r == Range.HAND || !g.onTheMap()) {
            return List.of(Shelter.OPEN);
        }
        return covers.computeIfAbsent(attacker.owner() + "/" + attacker.name() + ">" + target.owner() + "/"
                + target.name(), key -> OnTheMap.shelters(g, battlefield(), attacker, target));
    }

    private Battlefield battlefield() {
        if (field == null) {
            field = MapPlacing.battlefield(g); // measured once a decision
        }
        return field;
    }

    /** The target's defense: its marker once it acted (0 without one), else the highest blue or white it can roll. */
    private static double[] defense(Frame f) {
        if (f.acted()) {
            double[] at = new double[9];
            at[f.defense() == null ? 0 : Math.min(8, f.defense())] = 1;
            return at;
        }
        List<Die> dice = new ArrayList<>();
        for (int i = 0; i < f.whites(); i++) {
            dice.add(Die.d6(DieColour.WHITE));
        }
        for (int i = 0; i < f.count(SystemType.DEFENSE); i++) {
            dice.add(Die.d6(DieColour.BLUE));
        }
        return Chances.highest(dice);
    }

    /** Hard: the reply a frame that has not acted makes at once when attacked (its best attack on the attacker). */
    private double reply(Frame target, Frame attacker) {
        double best = 0;
        for (Range r : TurnRules.legalRanges(target)) {
            for (int ssrs : ssrOptions(target, r)) {
                double[] attack = Chances.highest(attackDice(Pool.of(target, r, ssrs, false).dice()));
                Frame unacted = attacker.withActed(false);
                best = Math.max(best, strike(attack, target, unacted, r));
            }
        }
        return best;
    }

    static List<Die> attackDice(List<Die> pool) {
        return pool.stream().filter(d -> d.colour() == DieColour.RED || d.colour() == DieColour.WHITE).toList();
    }

    List<Frame> enemies() {
        return g.frames().stream().filter(f -> !f.owner().equals(me) && f.alive() && f.placed()).toList();
    }

    Map<Action, Choice> choices() {
        return GameQueries.choices(g, me).stream()
                .collect(Collectors.toMap(Choice::action, Function.identity(), (a, b) -> a));
    }

    /**
     * A campaign's objective that takes orders (the seat holds it) or is afraid (another holds it):
     * on its initiative, once a round, the seat moves it next to one of its own frames and nobody
     * else's, so it keeps it or takes it. One that follows its holder comes along with the holding
     * frame's moves by itself (see {@link StationTactics#move}: leaving it costs nothing).
     */
    private Optional<Command> objectiveMove(Choice choice) {
        if (choice == null) {
            return Optional.empty();
        }
        Optional<Station> objective = g.stations().stream()
                .filter(s -> s.neutral() && s.placed() && g.options().campaign() != null
                        && s.name().equalsIgnoreCase(String.valueOf(g.options().campaign().objective())))
                .findFirst();
        if (objective.isEmpty()) {
            return Optional.empty();
        }
        boolean othersNear = g.playersNear(objective.get().name()).stream().anyMatch(p -> !p.equals(me));
        boolean mineNear = g.playersNear(objective.get().name()).contains(me);
        if (me.equals(objective.get().holder()) && mineNear && !othersNear) {
            return Optional.empty(); // safe where it is
        }
        return g.framesOf(me).stream().filter(f -> f.alive() && f.placed()).findFirst()
                .map(f -> new Command.MoveObjective(me, List.of(me + "/" + f.name())));
    }

    /** Where its frames stand, and which stations they may take or must keep ({@link StationTactics}). */
    StationTactics stations() {
        return stations;
    }
}
