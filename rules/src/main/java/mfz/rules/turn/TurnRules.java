package mfz.rules.turn;
// Over 400 lines on purpose: a frame's turn from its start to its end (start, defend, move, attack, spot, end), each step's checks beside the next.

import static mfz.rules.game.Refusal.require;
import static mfz.rules.game.Refusal.requireWithWaiting;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import mfz.rules.attack.AttackDeclaration;
import mfz.rules.attack.AttackRules;
import mfz.rules.attack.Cover;
import mfz.rules.campaign.Constraint;
import mfz.rules.campaign.ObjectiveRules;
import mfz.rules.company.Frame;
import mfz.rules.company.FrameSystem;
import mfz.rules.company.HazardKinds;
import mfz.rules.company.LoadoutNotation;
import mfz.rules.company.SystemType;
import mfz.rules.dice.DieColour;
import mfz.rules.dice.Roll;
import mfz.rules.dice.RolledDie;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.game.Refusal;
import mfz.rules.game.Tx;
import mfz.rules.map.Terrain;
import mfz.rules.options.AdvancedOption;
import mfz.rules.round.Initiative;
import mfz.rules.round.InitiativeSlot;
import mfz.rules.round.RoundState;
import mfz.rules.round.Stage;
import mfz.rules.round.Turn;
import mfz.rules.stations.StationRules;

/**
 * A frame's turn (docs/rules.md §5): name a target and range, roll the whole pool, defend, then
 * move and attack in either order, spot last, end. Each action at most once, each die once,
 * a die of the action's colour or a white.
 *
 * <p>Rulings:
 * <ul>
 *   <li>Without a target there is no range and no red die is rolled (nothing could use one);
 *       SSRs can only be fired at a target.</li>
 *   <li>Range legality counts the frame's systems after any jettisoning.</li>
 *   <li>The defense step is always answered, with a die or {@code none}, before anything else.</li>
 *   <li>A spot that would not replace the marker already there (not higher) is refused: it
 *       would do nothing.</li>
 *   <li>A frame's comms for spotting are counted from the yellow dice it rolled.</li>
 * </ul>
 */
public final class TurnRules {

    private TurnRules() {
    }

    /**
     * Why this frame can't attack at this range firing these SSRs, if it can't: one place for the
     * start's checks and for the map's advice on a range it measured ({@code MapTurns}).
     */
    public static Optional<String> rangeProblem(Frame frame, Range range, int ssrs) {
        if (ssrs > 0 && range != Range.DIRECT) {
            return Optional.of("SSRs are fired at direct-fire range only.");
        }
        if (needsAnSsr(frame, range) && ssrs == 0) {
            return Optional.of("Direct fire needs a direct-fire weapon or at least one SSR fired.");
        }
        if (range == Range.ARTILLERY && frame.count(SystemType.ARTILLERY) == 0) {
            return Optional.of("Artillery range needs an artillery weapon.");
        }
        return Optional.empty();
    }

    // ---- start ------------------------------------------------------------------------------

    public static void start(Tx tx, Command.StartTurn c) {
        Game g = tx.game();
        requireCombat(g);
        Turn top = g.roundState().active();
        Frame frame;
        if (top != null && top.stage() == Stage.STARTING) {
            String who = Frames.label(g, top.owner(), top.frame());
            require(top.owner().equals(c.actor()), "Not your turn: " + who + " was attacked and acts now.");
            require(blank(c.frame()) || top.frame().equalsIgnoreCase(c.frame().strip()),
                    "Not now: your " + top.frame() + " was attacked and acts first.");
            frame = g.frame(top.owner(), top.frame()).orElseThrow();
        } else {
            // Another's frame acting: whose, as every other turn command says (the state's whole description
            // read as a riddle beside it: a player's first games).
            require(top == null || top.owner().equals(c.actor()),
                    () -> "Not your turn: " + Frames.label(g, top.owner(), top.frame()) + " is acting.");
            requireWithWaiting(top == null, "Not now: ", g);
            Initiative.requireHolder(g, c.actor());
            require(!blank(c.frame()), "Name the frame that takes its turn.");
            frame = Frames.own(g, c.actor(), c.frame());
            require(frame.alive(), frame.name() + " is destroyed.");
            require(frame.placed(), frame.name() + " isn't on the table.");
            require(!frame.acted(), frame.name() + " has already acted this round.");
            if (Initiative.perFrame(g)) {
                InitiativeSlot slot = Initiative.nextSlot(g).orElseThrow();
                require(slot.of(frame.owner(), frame.name()), "Per-frame initiative: " + slot.frame()
                        + "'s d20 (" + slot.value() + ") is up, not " + frame.name() + "'s.");
            }
        }
        List<FrameSystem> jettisoned = jettisoned(g, frame, c.jettison());
        boolean named = !blank(c.hazardKind());
        String hazardKind = requireHazard(g, c.hazard(), c.hazardKind());
        // A campaign environment over the whole table puts every frame in it, as a hazard.
        boolean hazard = c.hazard() || named || (environment(g) != null && environment(g).wholeTable());
        Frame after = frame.without(jettisoned);
        Target target = target(g, c.actor(), c.target(), c.targetOwner());
        Range range = c.range();
        require(c.ssrs() >= 0, "The SSRs fired can't be negative.");
        if (target.noTarget()) {
            require(range == null, "Name a target to attack at a range (or no range without one).");
            require(c.ssrs() == 0, "SSRs are fired at a target: name one.");
        } else {
            require(range != null, "Name the range you will attack from: hand, direct or artillery.");
            require(c.ssrs() <= after.ssrs(), after.name() + " carries " + ssrWords(after.ssrs()) + ".");
            rangeProblem(after, range, c.ssrs()).ifPresent(problem -> {
                throw new Refusal(problem);
            });
        }
        if (!jettisoned.isEmpty()) {
            tx.emit(new Event.SystemsJettisoned(frame.owner(), frame.name(), jettisoned));
        }
        tx.emit(new Event.TurnStarted(frame.owner(), frame.name(), target, range, c.ssrs(), hazard,
                hazard ? hazardKind : null));
        Frame now = tx.game().frame(frame.owner(), frame.name()).orElseThrow();
        List<RolledDie> roll = tx.dice().forRoll(Roll.pool(frame.owner()))
                .roll(Pool.of(now, range, c.ssrs(), unprotected(g, now, hazard, hazardKind)));
        tx.emit(new Event.PoolRolled(frame.owner(), frame.name(), roll));
        if (c.defendBest()) {
            bestDefense(roll).ifPresent(die -> defend(tx, new Command.Defend(c.actor(), die)));
        }
    }

    /**
     * The defense no other choice beats, whatever the turn does next: the only one {@link
     * #defensesWorthChoosing} leaves. Empty when it is a real choice.
     */
    public static Optional<String> bestDefense(List<RolledDie> roll) {
        List<String> worth = defensesWorthChoosing(roll);
        return worth.size() == 1 ? Optional.of(worth.getFirst()) : Optional.empty();
    }

    /**
     * The defenses that may be worth choosing from these dice: the highest blue die, each white
     * die higher than it (it defends better but is then spent), and {@code none} only without a
     * blue die (a white one is then kept). A lower blue die, a white one no higher than the best
     * blue, or none beside a blue die never does better, whatever the turn does next: a blue die
     * does nothing but defend. Best first.
     */
    public static List<String> defensesWorthChoosing(List<RolledDie> dice) {
        int blue = dice.stream().filter(d -> d.colour() == DieColour.BLUE).mapToInt(RolledDie::value).max().orElse(0);
        List<String> worth = new ArrayList<>();
        // Best first, as the card's buttons and menu list them, which the prompt's "W4, W5 or B3" read in the
        // roll's order against (a phone review).
        List<RolledDie> best = dice.stream().sorted(Comparator.comparingInt(RolledDie::value).reversed()).toList();
        for (RolledDie die : best) {
            boolean keep = die.colour() == DieColour.BLUE ? die.value() == blue
                    : die.colour() == DieColour.WHITE && die.value() > blue;
            if (keep && !worth.contains(die.notation())) {
                worth.add(die.notation());
            }
        }
        if (blue == 0) {
            worth.add("none");
        }
        return worth;
    }

    /**
     * Whether a frame starting its turn as recorded ({@code hazard}, {@code hazardKind}) sets a
     * white aside: in a hazard it doesn't cope with, or, under an environment over the whole
     * table, without that environment's system whatever else it stands in (naming another kind,
     * heat, no longer let a frame without air tanks off). Imports check a pool by it too.
     */
    public static boolean unprotected(Game g, Frame now, boolean hazard, String hazardKind) {
        boolean everywhere = environment(g) != null && environment(g).wholeTable();
        return hazard && !Hazards.copes(now, hazardKind, g.options().campaign())
                || everywhere && !Hazards.copes(now, null, g.options().campaign());
    }

    /** The campaign battle's environmental constraint, or null. */
    private static Constraint.Environment environment(Game g) {
        return g.options().campaign() == null ? null : g.options().campaign().environment().orElse(null);
    }

    /** The ranges this frame could name now (without jettisoning), given SSRs it may fire. */
    public static List<Range> legalRanges(Frame f) {
        List<Range> out = new ArrayList<>();
        out.add(Range.HAND);
        if (f.count(SystemType.DIRECT_FIRE) > 0 || f.ssrs() > 0) {
            out.add(Range.DIRECT);
        }
        if (f.count(SystemType.ARTILLERY) > 0) {
            out.add(Range.ARTILLERY);
        }
        return out;
    }

    /** Direct fire with no direct-fire weapon left: only a fired SSR makes that range legal. */
    public static boolean needsAnSsr(Frame f, Range range) {
        return range == Range.DIRECT && f.count(SystemType.DIRECT_FIRE) == 0;
    }

    private static String ssrWords(int n) {
        return n == 0 ? "no SSRs" : n == 1 ? "only 1 SSR" : "only " + n + " SSRs";
    }

    /**
     * Refused when a turn can't start with these settings: a hazard where none is in play, a kind
     * the game doesn't know, systems the frame can't jettison (what a turn's plan checks before it
     * offers targets: it offered them for settings the start then refused, an audit).
     */
    public static void requireSettings(Game g, Frame frame, boolean hazard, String hazardKind, String jettison) {
        jettisoned(g, frame, jettison);
        requireHazard(g, hazard, hazardKind);
    }

    /** The hazard's kind as the game records it (null: the usual), refused where no hazard is in play. */
    private static String requireHazard(Game g, boolean hazard, String kind) {
        boolean named = !blank(kind);
        require(!(hazard || named) || g.options().has(AdvancedOption.HAZARDS) || environment(g) != null,
                "Hazardous areas are not in play in this game (an advanced option).");
        String hazardKind = Hazards.recorded(kind, g.options().campaign());
        if (hazardKind != null) {
            HazardKinds.whyNot(hazardKind).ifPresent(reason -> {
                throw new Refusal("`" + kind.strip() + "`: " + reason + ".");
            });
            // Another kind than the campaign's environment is a hazardous area of its own: the option's.
            require(g.options().has(AdvancedOption.HAZARDS), "Hazardous areas are not in play in this game (an "
                    + "advanced option): the only hazard is the campaign's environment, `hazard:true`.");
        }
        return hazardKind;
    }

    /**
     * The frame as it would start its turn after jettisoning the systems {@code text} names
     * (B G Rd …; blank or "none" for nothing), as {@code /turn start} would decide it.
     *
     * @throws Refusal when they can't be jettisoned
     */
    public static Frame afterJettisoning(Game g, Frame frame, String text) {
        return frame.without(jettisoned(g, frame, text));
    }

    private static List<FrameSystem> jettisoned(Game g, Frame frame, String text) {
        if (blank(text) || text.strip().equalsIgnoreCase("none")) {
            return List.of();
        }
        require(g.options().has(AdvancedOption.JETTISON), "Jettisoning is not in play in this game (an advanced option).");
        LoadoutNotation.Reading reading = LoadoutNotation.read(text);
        require(reading.unreadable().isEmpty(), "`" + String.join(" ", reading.unreadable())
                + "` can't be jettisoned: name systems like B G Rd (whites can't be jettisoned).");
        List<FrameSystem> left = new ArrayList<>(frame.systems());
        List<FrameSystem> thrown = new ArrayList<>();
        for (FrameSystem s : reading.systems()) {
            // A plain E names the frame's environmental system when it carries one kind only.
            List<FrameSystem> kinds = left.stream().filter(x -> x.type() == SystemType.ENVIRONMENTAL).distinct().toList();
            FrameSystem named = left.contains(s) || s.type() != SystemType.ENVIRONMENTAL || s.kind() != null
                    || kinds.size() != 1 ? s : kinds.getFirst();
            int at = left.indexOf(named);
            if (at < 0) {
                // Two of a kind asked of a frame with one: it has one, so say how many (it said "no Rd").
                long carried = frame.systems().stream().filter(named::equals).count();
                throw new Refusal(carried == 0 ? frame.name() + " has no " + s.notation() + " to jettison."
                        : frame.name() + " has only " + carried + " " + s.notation() + " to jettison.");
            }
            // the frame's own system, as it is written on it (a split weapon's halves in its order)
            thrown.add(left.remove(at));
        }
        return thrown;
    }

    /**
     * On the map, the piece of terrain a turn's {@code target:} names: one of that name, unless
     * an enemy frame still standing has it too (the frame is the target then; a frame of the
     * actor's own or a destroyed one doesn't hide the piece).
     */
    public static Optional<Terrain> targetPiece(Game g, String actor, String text, String owner) {
        if (!g.onTheMap() || blank(text) || !blank(owner) || g.frames().stream().anyMatch(f -> !f.owner().equals(actor)
                && f.alive() && f.name().equalsIgnoreCase(text.strip()))) {
            return Optional.empty();
        }
        return g.map().flatMap(m -> m.piece(text.strip()));
    }

    /** The map's pieces of terrain by name, for the refusals that list them ("" without any). */
    private static String pieceNames(Game g) {
        return String.join(", ", g.map().map(m -> m.terrain().stream().map(Terrain::name).toList())
                .orElse(List.of()));
    }

    /**
     * What a typed target names: none, terrain off the map, a piece of terrain by name on it, or
     * an enemy frame standing on the table (also what {@code /odds target:} reads).
     */
    public static Target target(Game g, String actor, String text, String owner) {
        if (blank(text) || text.strip().equalsIgnoreCase("none") || text.strip().equalsIgnoreCase("nothing")) {
            return Target.NONE;
        }
        boolean frameOfThatName = g.frames().stream().anyMatch(x -> x.name().equalsIgnoreCase(text.strip()));
        if (text.strip().equalsIgnoreCase("terrain") && blank(owner)) {
            // On the map an attack on terrain names its piece, whose hits wear it down there.
            require(!g.onTheMap(), "On the map, name the piece of terrain: `target:<piece>`"
                    + (pieceNames(g).isEmpty() ? " (there is none)" : " (" + pieceNames(g) + ")") + ".");
            return Target.TERRAIN;
        }
        Optional<Terrain> piece = targetPiece(g, actor, text, owner);
        if (piece.isPresent()) {
            return Target.terrain(piece.get().name());
        }
        // On the map a name may be a piece's: a misspelt one is told the pieces too.
        require(!g.onTheMap() || frameOfThatName || !blank(owner) || g.station(text).isPresent(),
                "There is no frame or piece of terrain named `" + text.strip() + "`"
                        + (pieceNames(g).isEmpty() ? "." : ": the pieces are " + pieceNames(g) + "."));
        require(frameOfThatName || g.station(text).isEmpty(), "`" + text.strip() + "` is a station, and stations "
                + "can't be targets: name an enemy frame, " + (g.onTheMap() ? "a piece of terrain" : "terrain") + ", or none.");
        Frame f = Frames.aimedAt(g, actor, owner, text);
        require(!f.owner().equals(actor), "Your own frame can't be a target.");
        require(f.alive(), Frames.label(g, f) + " is destroyed.");
        require(f.placed(), Frames.label(g, f) + " isn't on the table.");
        return Target.frame(f.owner(), f.name());
    }

    // ---- the actions ---------------------------------------------------------------------------

    public static void defend(Tx tx, Command.Defend c) {
        Game g = tx.game();
        Turn t = myTurn(g, c.actor());
        // A frame an attack woke hasn't rolled yet: nothing to defend with (it was told it had defended).
        require(t.stage() != Stage.STARTING, "Start " + t.frame() + "'s turn first: name its target and roll.");
        require(t.stage() == Stage.DEFENDING, t.frame() + " has already assigned its defense this round.");
        RolledDie die = null;
        if (!DieRef.none(c.die())) {
            die = DieRef.find(c.die(), t.left(), t.rolled());
            require(die.colour() == DieColour.BLUE || die.colour() == DieColour.WHITE,
                    "Defense takes a blue or white die, not " + die.notation() + ".");
        }
        tx.emit(new Event.DefenseAssigned(t.owner(), t.frame(), die));
        if (t.activatedBy() != null) {
            Turn attacker = tx.game().roundState().active();
            AttackRules.resolve(tx, attacker);
        }
    }

    public static void move(Tx tx, Command.Move c) {
        moveOnly(tx, c);
        StationRules.recheckAfterMove(tx);
    }

    /**
     * Whether the frame acting in this turn may pass through and stand on cover (§5.4): a movement
     * system or the sprint d8, which is to say a green die in what it rolled. It depends neither on
     * the die it moves with (docs/rules.md §10 rulings: a white die moves like a green one and no
     * further) nor on systems lost since the roll (§4: a damaged frame resumes with every die it
     * rolled; an audit found the card offering a crossing the move then refused).
     */
    public static boolean mayCrossCover(Turn turn) {
        return turn.rolled().stream().anyMatch(d -> d.colour() == DieColour.GREEN);
    }

    /**
     * The move itself, without the stations' recheck: on the map that waits for where the frame
     * now stands ({@code map.MapMoving}), which the map doesn't know until its point is placed.
     */
    public static void moveOnly(Tx tx, Command.Move c) {
        Game g = tx.game();
        Turn t = acting(g, c.actor());
        require(!t.moved(), t.frame() + " has already moved this turn.");
        RolledDie die = DieRef.find(c.die(), t.left(), t.rolled());
        require(die.colour() == DieColour.GREEN || die.colour() == DieColour.WHITE,
                "Moving takes a green or white die, not " + die.notation() + ".");
        Frame f = g.frame(t.owner(), t.frame()).orElseThrow();
        require(!c.crossesCover() || mayCrossCover(t), t.frame() + " can't cross cover: it has no movement system "
                + "and no sprint die this turn, so it goes around.");
        // Not said: it still stands where it stood (a frame near the objective alone, near it); a move
        // over cover leaves an objective that followed this frame, so only the station is kept.
        boolean leavesTheObjective = c.crossesCover() && ObjectiveRules.carries(g, t.owner(), t.frame());
        String station = c.station() == null ? (leavesTheObjective ? f.nearStation() : g.standingPlace(f))
                : c.station().strip().equalsIgnoreCase("none") ? null : StationRules.stationOnTable(g, c.station());
        tx.emit(new Event.FrameMoved(t.owner(), t.frame(), die, station));
    }

    /**
     * The usual rules' reasons an attack can't come, before anything about cover: whose turn, a
     * defense first, a target, the die and its colour, a spot marker. The map's measures come
     * after them, so a refusal names the usual problem first (an adversarial test: an attack
     * before its defense was told about cover). @return the attack's die
     */
    public static RolledDie attackable(Game g, Command.Attack c) {
        Turn t = acting(g, c.actor());
        require(!t.attacked(), t.frame() + " has already attacked this turn.");
        require(!t.target().noTarget(), t.frame() + " named no target this turn: there is nothing to attack.");
        Frame target = null;
        if (t.target().frameTarget()) {
            target = g.frame(t.target().owner(), t.target().frame()).orElseThrow();
            require(target.alive(), Frames.label(g, target) + " is destroyed: there is nothing left to attack.");
        }
        require(!DieRef.none(c.die()), "Name the die of the attack, or don't attack: an attack is never 0.");
        RolledDie die = DieRef.find(c.die(), t.left(), t.rolled());
        require(die.colour() == DieColour.RED || die.colour() == DieColour.WHITE,
                "Attacking takes a red or white die, not " + die.notation() + ".");
        if (c.spot()) {
            require(target != null, "Terrain carries no spot marker.");
            require(target.spot() != null, Frames.label(g, target) + " carries no spot marker.");
        }
        return die;
    }

    public static void attack(Tx tx, Command.Attack c) {
        Game g = tx.game();
        Turn t = acting(g, c.actor());
        RolledDie die = attackable(g, c);
        Frame target = t.target().frameTarget() ? g.frame(t.target().owner(), t.target().frame()).orElseThrow() : null;
        Cover cover = cover(g, t, target, c.cover(), c.coverOwner());
        if (c.coverHits() != null) {
            require(cover.kind() == Cover.Kind.TERRAIN, "cover-hits counts the hits terrain cover takes: name terrain cover.");
            require(c.coverHits() >= 0, "cover-hits can't be negative.");
        }
        tx.emit(new Event.AttackDeclared(t.owner(), t.frame(), new AttackDeclaration(die, c.spot(), cover, c.coverHits())));
        if (target != null && !target.acted()) {
            tx.emit(new Event.FrameActivated(target.owner(), target.name(), t.owner(), t.frame()));
        } else {
            AttackRules.resolve(tx, tx.game().roundState().active());
        }
    }

    /** The frames on the table that may cover this turn's target (as {@link #cover} takes them): neither it nor the attacker. */
    public static List<Frame> mayCover(Game g, Turn t, Frame target) {
        return g.frames().stream().filter(f -> f.alive() && f.placed() && !f.same(target) && !f.is(t.owner(), t.frame()))
                .toList();
    }

    private static Cover cover(Game g, Turn t, Frame target, String text, String owner) {
        if (blank(text) || text.strip().equalsIgnoreCase("none")) {
            return Cover.NONE;
        }
        require(target != null, "Terrain is never in cover.");
        require(t.range() != Range.HAND, "Cover doesn't count hand-to-hand.");
        if (text.strip().equalsIgnoreCase("terrain") && blank(owner)) {
            return Cover.TERRAIN;
        }
        Frame f = Frames.any(g, owner, text);
        require(f.alive(), Frames.label(g, f) + " is destroyed: it covers nothing.");
        require(!f.same(target), "A frame can't cover itself.");
        require(!f.is(t.owner(), t.frame()), "The attacker can't be the target's cover.");
        return Cover.frame(f.owner(), f.name());
    }

    public static void spot(Tx tx, Command.Spot c) {
        Game g = tx.game();
        Turn t = acting(g, c.actor());
        RolledDie die = DieRef.find(c.die(), t.left(), t.rolled());
        require(die.colour() == DieColour.YELLOW || die.colour() == DieColour.WHITE,
                "Spotting takes a yellow or white die, not " + die.notation() + ".");
        String named = c.frame() == null ? "" : c.frame().strip();
        if ((c.owner() == null || c.owner().isBlank()) && g.frames().stream().noneMatch(f -> f.name().equalsIgnoreCase(named))) {
            g.station(named).ifPresent(station -> {
                throw new Refusal("`" + station.name() + "` is a station: only a frame can be spotted, never a "
                        + "station or terrain.");
            });
        }
        Frame target = Frames.aimedAt(g, t.owner(), c.owner(), c.frame());
        whyNotSpot(g, c.actor(), target, die.value()).ifPresent(reason -> {
            throw new Refusal(reason);
        });
        tx.emit(new Event.SpotPlaced(t.owner(), t.frame(), die, target.owner(), target.name()));
    }

    /**
     * Why a die of this value can't spot the frame for this player, or empty if it can: the
     * spot rule, both for deciding a spot and for offering one.
     */
    public static Optional<String> whyNotSpot(Game g, String spotter, Frame target, int value) {
        if (target.owner().equals(spotter)) {
            return Optional.of("Spot an opponent's frame, not your own.");
        }
        if (!target.alive()) {
            return Optional.of(Frames.label(g, target) + " is destroyed.");
        }
        if (!target.placed()) {
            return Optional.of(Frames.label(g, target) + " isn't on the table.");
        }
        if (target.spot() != null && value <= target.spot()) {
            return Optional.of(Frames.label(g, target) + " already carries a spot of " + target.spot()
                    + ": a new spot must be higher.");
        }
        return Optional.empty();
    }

    /**
     * What a turn's yellow dice let its frame spot, as the condition the player declares by
     * spotting. Counted from the dice rolled, not the systems left: a frame that loses a comms
     * system mid-turn still uses the dice it rolled.
     */
    public static String spotCondition(Turn t) {
        long yellow = t.rolled().stream().filter(d -> d.colour() == DieColour.YELLOW).count();
        return switch ((int) Math.min(2, yellow)) {
            case 0 -> "an opponent's frame no farther than direct fire, not in cover";
            case 1 -> "an opponent's frame no farther than direct fire, in cover or not";
            default -> "any opponent's frame on the table";
        };
    }

    public static void end(Tx tx, Command.EndTurn c) {
        Game g = tx.game();
        Turn t = myTurn(g, c.actor());
        require(t.stage() != Stage.STARTING, "Start " + t.frame() + "'s turn first: name its target and roll.");
        require(t.stage() != Stage.DEFENDING, "Assign " + t.frame() + "'s defense first (a blue or white die, or none).");
        tx.emit(new Event.TurnEnded(t.owner(), t.frame(), t.left()));
    }

    // ---- helpers ---------------------------------------------------------------------------

    static void requireCombat(Game g) {
        requireWithWaiting(g.phase() == Phase.COMBAT && g.roundState() != null, Initiative.notInCombat(g), g);
    }

    /** The turn acting now, which must be the actor's. */
    static Turn myTurn(Game g, String actor) {
        requireCombat(g);
        RoundState r = g.roundState();
        Turn t = r.active();
        if (t == null) {
            throw Refusal.withWaiting("No turn is underway: ", g);
        }
        require(t.owner().equals(actor), () -> "Not your turn: " + Frames.label(g, t.owner(), t.frame()) + " is acting.");
        return t;
    }

    /** The actor's turn, past its defense and free to act. */
    static Turn acting(Game g, String actor) {
        Turn t = myTurn(g, actor);
        require(t.stage() != Stage.STARTING, "Start " + t.frame() + "'s turn first: name its target and roll.");
        require(t.stage() != Stage.DEFENDING, "Assign " + t.frame() + "'s defense first (a blue or white die, or none).");
        require(!t.spotted(), "Spotting is the last action: " + t.frame() + " can only end its turn now.");
        return t;
    }

    static boolean blank(String s) {
        return s == null || s.isBlank();
    }
}
