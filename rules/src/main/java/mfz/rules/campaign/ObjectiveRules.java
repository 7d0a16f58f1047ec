package mfz.rules.campaign;

import static mfz.rules.game.Refusal.require;
import static mfz.rules.game.Refusal.requireWithWaiting;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import mfz.rules.company.CompanyValidation;
import mfz.rules.company.Names;
import mfz.rules.company.Frame;
import mfz.rules.deployment.DeploymentStep;
import mfz.rules.game.Command;
import mfz.rules.game.Event;
import mfz.rules.game.Game;
import mfz.rules.game.Phase;
import mfz.rules.game.Player;
import mfz.rules.game.Refusal;
import mfz.rules.game.Tx;
import mfz.rules.options.GameOptions;
import mfz.rules.round.Turn;
import mfz.rules.stations.Station;
import mfz.rules.stations.StationRules;
import mfz.rules.round.Stage;
import mfz.rules.turn.Action;
import mfz.rules.turn.Choice;
import mfz.rules.turn.FrameRef;
import mfz.rules.turn.Frames;
import mfz.rules.turn.TurnRules;
import mfz.rules.round.Initiative;

/**
 * The special objective of a campaign battle (docs/rules.md §3 step 7, §7, §9).
 *
 * <p>On the table it is a neutral station: it starts held by nobody, frames stand near it
 * like near any station, control follows {@link mfz.rules.stations.StationControl}, and its
 * holder counts it as one more asset (so it is worth the holder's PPA, moves scores and the
 * tactical order at once).
 *
 * <p>Rulings:
 * <ul>
 *   <li>Any player may name it (consensus is the table's business), from the lobby until it is
 *       placed; naming it again renames it. Its name must differ from every station's.</li>
 *   <li>Step 7 follows step 6 in every campaign battle. It waits until the objective is named;
 *       the players then say which frames stand near it ({@code /station near}, besides the
 *       station each may stand near) and each agrees
 *       with {@code /deploy done}; the step ends when all have.</li>
 *   <li>Orders and afraid: the mover acts on their initiative (holding it with no turn underway)
 *       or during one of their own turns (not one another's attack forced), and says which
 *       frames now stand within 1 unit of it.
 *       Orders: one such move per round. Afraid: once per round for each player but the holder. The frames stay where they stand, near
 *       their own stations too (a frame may stand near a station and the objective); only the
 *       objective's control is re-checked with the rest.</li>
 *   <li>Follow: the holder's acting frame, standing near it, carries it with its move; the
 *       frame still stands near it afterwards and every other frame that stood near it no
 *       longer does. It comes along by itself with every move but one that crosses cover
 *       ({@link #followHolder}): off the map the mover says so ({@code cover:true}), on the
 *       map it is measured.</li>
 * </ul>
 */
public final class ObjectiveRules {

    private ObjectiveRules() {
    }

    // ---- the lobby ---------------------------------------------------------------------------

    public static void enter(Tx tx, Command.EnterCampaign c) {
        Game g = tx.game();
        require(g.phase() == Phase.LOBBY, "A game becomes a campaign battle in its lobby.");
        require(c.actor().equals(g.host()), "Only the host (" + g.nameOf(g.host()) + ") sets the campaign.");
        if (g.options().campaignBattle()) {
            throw new Refusal("This game is already a battle of " + g.options().campaign().campaign() + ".");
        }
        require(!g.demo(), "A demo game can't be a campaign battle: open a skirmish or a battle.");
        require(c.campaign() != null && !c.campaign().isBlank(), "Name the campaign.");
        // The campaign's own name, chosen when it began (CampaignService), kept as it was then.
        Names.storedProblem("The campaign's name", c.campaign().strip()).ifPresent(problem -> {
            throw new Refusal(problem);
        });
        List<String> problems = Constraints.problems(c.constraints());
        require(problems.isEmpty(), String.join(" ", problems));
        CampaignTerms terms = new CampaignTerms(c.campaign().strip(), c.constraints(), null, ObjectiveBehaviour.NONE);
        GameOptions options = g.options().withCampaign(terms);
        if (terms.size().isPresent()) {
            options = options.withSize(terms.size().get().size()).withDoomsday(g.options().startingDoomsday());
        }
        if (terms.design().isPresent() && terms.design().get().ssrCount() != null) {
            options = options.withSsrCount(terms.design().get().ssrCount());
        }
        tx.emit(new Event.OptionsChanged(options));
    }

    public static void name(Tx tx, Command.NameObjective c) {
        Game g = tx.game();
        terms(g);
        require(g.phase() == Phase.LOBBY || g.phase() == Phase.BIDDING || g.phase() == Phase.DEPLOYMENT,
                "The objective is named before deployment ends.");
        objective(g).ifPresent(o -> {
            throw new Refusal("The objective `" + o.name() + "` is already on the table.");
        });
        String name = c.name() == null ? "" : c.name().strip();
        require(!name.isEmpty(), "Give the objective a name (a leader, a prototype frame, a spaceport…).");
        require(name.length() <= CompanyValidation.MAX_NAME,
                "The objective's name is too long: at most " + CompanyValidation.MAX_NAME + " characters.");
        Names.problem("The objective's name", name).or(() -> Names.targetWordProblem("The objective's name", name))
                .ifPresent(problem -> {
                    throw new Refusal(problem);
                });
        require(c.behaviour() != null, "The objective's behaviour is none, orders, follow or afraid.");
        String key = name.toLowerCase(Locale.ROOT);
        // In the lobby the companies are secret, so none is checked (not even the actor's: the host
        // may act for a player with `as:`); a station named alike is told apart at the reveal
        // (LobbyRules.revealed: "-2").
        for (Player p : g.phase() == Phase.LOBBY ? List.<Player>of() : g.players()) {
            for (String s : p.company().stations()) {
                require(!s.toLowerCase(Locale.ROOT).equals(key),
                        "`" + s + "` is already the name of " + p.name() + "'s station: name the objective otherwise.");
            }
        }
        require(g.station(name).isEmpty(), "`" + name + "` is already a station's name: name the objective otherwise.");
        tx.emit(new Event.ObjectiveNamed(name, c.behaviour()));
        if (g.phase() == Phase.DEPLOYMENT && g.deployment().step() == DeploymentStep.SPECIAL_OBJECTIVE) {
            tx.emit(new Event.ObjectivePlaced(name));
        }
    }

    // ---- deployment step 7 ----------------------------------------------------------------------

    /** Step 7 begins: every player agrees; the objective goes on the table if it is named. */
    public static void beginStep(Tx tx) {
        tx.emit(new Event.DeploymentStepStarted(DeploymentStep.SPECIAL_OBJECTIVE, null));
        String name = terms(tx.game()).objective();
        if (name != null) {
            tx.emit(new Event.ObjectivePlaced(name));
        }
    }

    /** A player agrees to where the objective stands. True when every player has. */
    public static boolean approve(Tx tx, Command.FinishDeploymentStep c) {
        Game g = tx.game();
        require(objective(g).isPresent(), "Name the objective first: `/campaign objective name:<n>`.");
        require(!g.deployment().approved().contains(c.actor()), "You already agreed where the objective stands.");
        tx.emit(new Event.ObjectiveApproved(c.actor()));
        return tx.game().deployment().approved().size() == tx.game().players().size();
    }

    // ---- moving it -------------------------------------------------------------------------------

    public static void move(Tx tx, Command.MoveObjective c) {
        Game g = tx.game();
        CampaignTerms terms = terms(g);
        require(g.phase() == Phase.COMBAT, "The objective moves during the rounds.");
        Station objective = objective(g).orElseThrow();
        String holder = objective.holder();
        switch (terms.behaviour()) {
            case ORDERS -> {
                require(holder != null, "Nobody holds `" + objective.name() + "`: it takes orders from nobody.");
                require(holder.equals(c.actor()), "Only its holder (" + g.nameOf(holder) + ") gives `"
                        + objective.name() + "` orders.");
            }
            case AFRAID -> require(!c.actor().equals(holder), "`" + objective.name()
                    + "` is afraid of you, its holder: only the other players may move it.");
            case FOLLOW -> throw new Refusal("`" + objective.name() + "` follows its holder: it moves only with the "
                    + "holding frame, coming along with its move unless the move crosses cover" + (g.onTheMap() ? ""
                    : " (`/turn move … cover:true` says it did)") + ".");
            case NONE -> throw new Refusal("`" + objective.name() + "` stays where it was placed in this battle.");
        }
        List<String> movers = g.roundState().objectiveMovers();
        switch (terms.behaviour()) {
            case AFRAID -> require(!movers.contains(c.actor()), "You have already moved `" + objective.name()
                    + "` this round.");
            case ORDERS, FOLLOW, NONE -> require(movers.isEmpty(), "`" + objective.name()
                    + "` has already moved this round.");
        }
        Turn t = g.roundState().active();
        require(t == null || !t.owner().equals(c.actor()) || t.activatedBy() == null, "Not in a turn another's attack "
                + "forced: move `" + objective.name() + "` on your initiative, or in a turn you took on it.");
        requireWithWaiting(onTheirInitiative(g, c.actor()), "Move it on your initiative or during your own turn; now: ", g);
        List<Standing> near = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (String text : c.near()) {
            String owner = null;
            String name = text.strip();
            int slash = name.indexOf('/');
            if (slash > 0) {
                owner = name.substring(0, slash);
                name = name.substring(slash + 1);
            }
            Frame f = Frames.any(g, owner, name);
            require(f.alive(), Frames.label(g, f) + " is destroyed.");
            require(f.placed(), Frames.label(g, f) + " isn't on the table.");
            require(seen.add(f.owner() + "/" + f.name().toLowerCase(Locale.ROOT)), Frames.label(g, f) + " is named twice.");
            near.add(new Standing(f.owner(), f.name()));
        }
        tx.emit(new Event.ObjectiveMoved(c.actor(), terms.behaviour(), near));
        // Where it ends is play there, even beside the frames it stood by (a rules audit).
        StationRules.recheck(tx, station -> tx.game().playersNear(station), List.of(objective.name()));
    }

    public static void moveWith(Tx tx, Command.MoveWithObjective c) {
        Game g = tx.game();
        CampaignTerms terms = terms(g);
        require(g.phase() == Phase.COMBAT, "The objective moves during the rounds.");
        Station objective = objective(g).orElseThrow();
        require(terms.behaviour() == ObjectiveBehaviour.FOLLOW, "`" + objective.name()
                + "` doesn't follow its holder in this battle: it " + terms.behaviour().words() + ".");
        // On the map the move is measured, its crossing of cover too (an audit found this path
        // skipped the map: no reach checked, the frame's point unmoved, the crossing typed).
        require(!g.onTheMap(), "On the map `" + objective.name() + "` follows its holder by itself: move with "
                + "`to:x,y`, and it comes along unless the move crosses cover.");
        Turn t = g.roundState().active();
        requireWithWaiting(t != null && t.owner().equals(c.actor()), "Not your turn: ", g);
        Frame frame = g.frame(t.owner(), t.frame()).orElseThrow();
        require(c.actor().equals(objective.holder()), "You don't hold `" + objective.name() + "`"
                + (objective.holder() == null ? " (nobody does)." : " (" + g.nameOf(objective.holder()) + " does)."));
        require(g.nearObjective(frame),
                frame.name() + " isn't standing near `" + objective.name() + "`: only the holding frame carries it.");
        require(!c.crossesCover(), "`" + objective.name() + "` follows its holder only while the move doesn't cross "
                + "cover: move without it, or around the cover.");
        TurnRules.move(tx, new Command.Move(c.actor(), c.die(), objective.name()));
        tx.emit(new Event.ObjectiveMoved(c.actor(), ObjectiveBehaviour.FOLLOW, List.of(new Standing(frame.owner(),
                frame.name()))));
        StationRules.recheck(tx, station -> tx.game().playersNear(station), List.of(objective.name()));
    }

    /**
     * A frame's move off the map ({@code /turn move}): the move, an objective that follows its
     * holder coming along unless the move crossed cover ({@link #followHolder}), then control
     * checked where everything stands.
     */
    public static void moveCarrying(Tx tx, Command.Move c) {
        Game before = tx.game();
        TurnRules.moveOnly(tx, c);
        followHolder(tx, before, c.crossesCover());
        StationRules.recheckAfterMove(tx);
    }

    /**
     * Whether a frame's move ending near {@code endsNear} (a station's name, the objective's, or
     * null) leaves it near the objective, as {@code PlayEvolver.frameMoved} records it: a move to
     * the objective itself, or one staying by the station it is recorded near while it stands near
     * the objective too (the objective has no piece on the map). One that follows its holder comes
     * along by an event of its own ({@link #followHolder}).
     */
    public static boolean nearAfterMove(Game g, Frame f, String endsNear) {
        return g.isTheObjective(endsNear) || g.nearObjective(f) && endsNear != null
                && endsNear.equalsIgnoreCase(String.valueOf(f.nearStation()));
    }

    /** Whether the campaign's objective follows its holder (docs/rules.md §9). */
    public static boolean followsItsHolder(Game g) {
        return g.options().campaign() != null && g.options().campaign().behaviour() == ObjectiveBehaviour.FOLLOW;
    }

    /**
     * Whether this frame carries the objective with its moves: the objective follows its holder,
     * the frame's owner holds it, and the frame stands near it. Its move takes it along unless the
     * move crosses cover.
     */
    public static boolean carries(Game g, String owner, String frame) {
        return followsItsHolder(g) && objective(g).filter(o -> owner.equals(o.holder())).isPresent()
                && g.frame(owner, frame).map(g::nearObjective).orElse(false);
    }

    /**
     * After the acting frame's move (its {@link Event.FrameMoved} emitted, control not yet
     * checked): an objective that follows its holder comes along when the frame was its holder's
     * frame near it and the move crossed no cover (docs/rules.md §9: other frames count as cover
     * there), as declared off the map and measured on it. Nothing happens otherwise, the
     * objective staying where it was. (It was the player's choice off the map, {@code
     * objective:true}, so a move that forgot it left the objective behind: a rules audit.)
     *
     * @param before the game before the move
     */
    public static void followHolder(Tx tx, Game before, boolean crossedCover) {
        Turn t = before.roundState() == null ? null : before.roundState().active();
        if (!crossedCover && t != null && carries(before, t.owner(), t.frame())) {
            Frame frame = before.frame(t.owner(), t.frame()).orElseThrow();
            tx.emit(new Event.ObjectiveMoved(t.owner(), ObjectiveBehaviour.FOLLOW,
                    List.of(new Standing(frame.owner(), frame.name()))));
        }
    }

    /**
     * The objective move this player may make now, if any (for prompts and buttons): by orders or
     * out of fear on their initiative or in their turn; with a following objective, along with the
     * acting frame's move.
     */
    public static Optional<Choice> choice(Game g, String player) {
        Optional<Station> placed = objective(g);
        if (g.phase() != Phase.COMBAT || g.roundState() == null || g.pending() != null || placed.isEmpty()) {
            return Optional.empty();
        }
        Station objective = placed.get();
        Turn t = g.roundState().active();
        List<FrameRef> frames = g.frames().stream().filter(f -> f.alive() && f.placed())
                .map(f -> new FrameRef(f.owner(), f.name(), Frames.label(g, f))).toList();
        switch (g.options().campaign().behaviour()) {
            case FOLLOW -> {
                // Said, not chosen: it comes along by itself (on the map the crossing is measured).
                boolean carrying = t != null && t.owner().equals(player) && t.stage() == Stage.ACTING && !t.moved()
                        && carries(g, t.owner(), t.frame());
                return carrying ? Optional.of(new Choice(Action.MOVE_OBJECTIVE, List.of(), List.of(), objective.name()
                        + " comes along with this frame's move; one that crosses cover leaves it" + (g.onTheMap()
                        ? "." : ": `/turn move die:<die> cover:true`."))) : Optional.empty();
            }
            case ORDERS, AFRAID -> {
                boolean allowed = g.options().campaign().behaviour() == ObjectiveBehaviour.ORDERS
                        ? player.equals(objective.holder()) : !player.equals(objective.holder());
                boolean mine = onTheirInitiative(g, player);
                List<String> movers = g.roundState().objectiveMovers();
                boolean movedAlready = g.options().campaign().behaviour() == ObjectiveBehaviour.ORDERS
                        ? !movers.isEmpty() : movers.contains(player);
                return allowed && mine && !movedAlready
                        ? Optional.of(new Choice(Action.MOVE_OBJECTIVE, List.of(), frames, "Move " + objective.name()
                        + " (once this round), naming the frames near it after: `/campaign move near:<frames|none>`."))
                        : Optional.empty();
            }
            default -> {
                return Optional.empty();
            }
        }
    }

    /**
     * Holding the initiative with no turn underway, or in a turn of theirs taken on it: not in a
     * turn another's attack forced (an activated frame), which is the attacker's initiative.
     */
    private static boolean onTheirInitiative(Game g, String player) {
        Turn t = g.roundState().active();
        return t == null ? Initiative.holder(g).map(player::equals).orElse(false)
                : t.owner().equals(player) && t.activatedBy() == null;
    }

    // ---- reading ---------------------------------------------------------------------------------

    /** The objective on the table, if placed. */
    public static Optional<Station> objective(Game g) {
        CampaignTerms terms = g.options().campaign();
        if (terms == null || terms.objective() == null) {
            return Optional.empty();
        }
        return g.station(terms.objective());
    }

    /** True when this station is the campaign battle's objective. */
    public static boolean isObjective(Game g, Station s) {
        CampaignTerms terms = g.options().campaign();
        return terms != null && terms.objective() != null && s.neutral() && s.is(terms.objective());
    }

    private static CampaignTerms terms(Game g) {
        CampaignTerms terms = g.options().campaign();
        require(terms != null, "Only a campaign battle has a special objective: open the game with `campaign:`.");
        return terms;
    }
}
