package mfz.rules.game;

import java.util.List;
import java.util.Optional;
import mfz.rules.attack.AttackDeclaration;
import mfz.rules.attack.Cover;
import mfz.rules.dice.ScriptedDice;
import mfz.rules.options.AdvancedOption;
import mfz.rules.options.GameOptions;
import mfz.rules.turn.Target;

/**
 * Checks an imported history command by command before any of it is kept: an export is a game,
 * not an arbitrary list of facts. Each command is read back from its first event (and, on the
 * map, the point its placement records) and decided again with the dice its events hold; it
 * must be accepted and cause exactly the recorded events, so every name, limit and rule applies
 * as when it was typed. That covers the lobby, bidding's ties, deployment, a frame's turn, the
 * initiative, the clock, hits, falls, a campaign battle's terms (as the host entered the
 * campaign) and its objective; where the events don't say who acted, the player the file
 * records is the actor. Every event must belong to a command so decided: one that begins no
 * command, or is left over after one, is refused. (The event checks below only explain a
 * refusal in the player's words; they never accept anything.)
 */
public final class ImportReplay {

    private ImportReplay() {
    }

    /**
     * Why this command's events can't follow {@code before}, or empty when they can. Without
     * the actor the file recorded, commands whose events don't say who acted are checked event
     * by event only.
     *
     * @param events one exported command's events, in order
     */
    public static Optional<String> problem(Game before, List<Event> events) {
        return problem(before, null, events);
    }

    /**
     * As {@link #problem(Game, List)}, with the player the file says acted (for whom, when the
     * host acted for an absent player): the commands whose events don't say who acted (ending a
     * deployment step, a correction of where a frame stands, a fall, a frame waiting for its
     * later d20, terrain laid or removed) are decided again as that player's.
     */
    public static Optional<String> problem(Game before, String actor, List<Event> events) {
        ScriptedDice dice = new ScriptedDice(RecordedRolls.of(events));
        Game game = before;
        int at = 0;
        while (at < events.size()) {
            List<Event> rest = events.subList(at, events.size());
            Optional<Command> command = commandAt(game, actor, rest);
            if (command.isEmpty()) {
                // Every event is a command's: one that begins none was not decided by the rules.
                Game now = game;
                String which = ordinal(at);
                return playProblem(now, rest).or(() -> Optional.of("its " + which + " event (`"
                        + typeName(rest.getFirst()) + "`) is not how any command begins, so no rule decided it."));
            }
            Decision decision;
            try {
                decision = game.decide(command.get(), dice);
            } catch (IllegalStateException unscripted) {
                Game now = game;
                return playProblem(now, rest).or(() -> Optional.of("its dice don't match what it did."));
            }
            switch (decision) {
                case RuleViolation violation -> {
                    return Optional.of("the rules refuse it: " + violation.message());
                }
                case Decision.Accepted accepted -> {
                    int end = at + accepted.events().size();
                    if (end > events.size() || !accepted.events().equals(events.subList(at, end))) {
                        // Say what is wrong with the recorded events where that can be said.
                        return playProblem(game, rest)
                                .or(() -> Optional.of("decided again, it doesn't give the events it records."));
                    }
                    game = accepted.after();
                    at = end;
                }
            }
        }
        return Optional.empty();
    }

    /**
     * The command that these events begin, read back from them alone (the rules, not this
     * reading, decide whether it gives them): empty when they begin no command.
     *
     * @param actor who the file says acted, for the commands whose events don't say it (null: unknown)
     */
    public static Optional<Command> commandAt(Game game, String actor, List<Event> following) {
        if (following.getFirst() instanceof Event.SystemsJettisoned thrown && following.size() > 1
                && following.get(1) instanceof Event.TurnStarted started) {
            return Optional.of(startTurn(started, thrown.systems().stream()
                    .map(mfz.rules.company.FrameSystem::notation).collect(java.util.stream.Collectors.joining(" "))));
        }
        Optional<Command> command = commandOf(game, following);
        return command.isEmpty() && actor != null ? actedCommandOf(actor, following) : command;
    }

    private static String ordinal(int index) {
        return switch (index) {
            case 0 -> "first";
            case 1 -> "second";
            case 2 -> "third";
            default -> (index + 1) + "th";
        };
    }

    /** An event's name as its file writes it ({@code frame-destroyed}). */
    static String typeName(Event event) {
        for (com.fasterxml.jackson.annotation.JsonSubTypes.Type type
                : Event.class.getAnnotation(com.fasterxml.jackson.annotation.JsonSubTypes.class).value()) {
            if (type.value() == event.getClass()) {
                return type.name();
            }
        }
        return event.getClass().getSimpleName();
    }

    /**
     * The lobby command whose first event this is, or empty for the events of play (and of a
     * campaign's terms, which come from the campaign, not from a command in the file).
     */
    private static Optional<Command> commandOf(Game game, List<Event> following) {
        Event event = following.getFirst();
        if (event instanceof Event.GameCreated created) {
            return Optional.of(new Command.CreateGame(created.host(), created.hostName(),
                    created.options() == null ? null : created.options().size()));
        } else if (event instanceof Event.PlayerJoined joined) {
            return Optional.of(new Command.JoinGame(joined.player(), joined.name()));
        } else if (event instanceof Event.PlayerLeft left) {
            return Optional.of(new Command.LeaveGame(left.player()));
        } else if (event instanceof Event.CompanyChanged changed) {
            return Optional.of(new Command.SetCompany(changed.player(), changed.company()));
        } else if (event instanceof Event.CompanyReady ready) {
            return Optional.of(new Command.DeclareReady(ready.player()));
        } else if (event instanceof Event.GameStarted) {
            return Optional.of(new Command.StartGame(game.host()));
        } else if (event instanceof Event.OptionsChanged changed) {
            return optionCommand(game, changed.options());
        }
        if (event instanceof Event.MapChanged changed && changed.change() instanceof mfz.rules.map.MapEvent.CoverTaken taken
                && following.size() > 1 && following.get(1) instanceof Event.AttackDeclared declared) {
            // On the map an attack behind terrain names the piece first: the attack named it so.
            Command.Attack read = attack(declared);
            return Optional.of(new Command.Attack(read.actor(), read.die(), read.spot(), taken.terrain(), null,
                    read.coverHits()));
        }
        return turnCommandOf(following).or(() -> otherCommandOf(game, following));
    }

    /**
     * The other commands of play whose first event says who did what: ties of bidding,
     * deployment, the doomsday choice, a hit taken or retreated from. Deployment's actor is whoever places now; a hit's, the player who must choose.
     */
    private static Optional<Command> otherCommandOf(Game game, List<Event> following) {
        Event event = following.getFirst();
        String placer = game.deployment() == null ? null : game.deployment().placer();
        PendingDecision pending = game.pending();
        return Optional.ofNullable(switch (event) {
            case Event.TieFrameAdded e -> new Command.AddFrameToBreakTie(e.frame().owner(), e.frame().name(),
                    e.frame().systems().stream().map(mfz.rules.company.FrameSystem::notation)
                            .collect(java.util.stream.Collectors.joining(" ")));
            case Event.TieFrameRemoved e -> new Command.RemoveFrameToBreakTie(e.player(), e.frame(), e.ssrsTo());
            case Event.TieDeferred e -> new Command.DeferTie(e.player());
            case Event.DoomsdayCountedDown e when pending instanceof PendingDecision.DoomsdayChoice ->
                    new Command.ChooseDoomsday(e.player(), true);
            case Event.DoomsdayHeld e when pending instanceof PendingDecision.DoomsdayChoice ->
                    new Command.ChooseDoomsday(e.player(), false);
            case Event.TerrainApproved e -> new Command.ApproveTerrain(e.player());
            // On the map a placement also records the point: the command placed it there.
            case Event.StationPlaced e when placer != null -> placedAt(following, null, e.station(), true)
                    .<Command>map(at -> new Command.PlaceStationAt(placer, e.station(), at))
                    .orElse(new Command.PlaceStation(placer, e.station()));
            case Event.FramePlaced e when placer != null -> placedAt(following, e.owner(), e.frame(), false)
                    .<Command>map(at -> new Command.PlaceFrameAt(placer, e.owner(), e.frame(), at))
                    .orElse(new Command.PlaceFrame(placer, e.owner(), e.frame(), e.nearStation()));
            case Event.FirstPlayerChosen e when placer != null -> new Command.ChooseFirstPlayer(placer, e.player());
            case Event.SystemLost e when pending instanceof PendingDecision.HitChoice hit ->
                    new Command.TakeHit(hit.player(), e.system().notation());
            case Event.WhiteLost e when pending instanceof PendingDecision.HitChoice hit ->
                    new Command.TakeHit(hit.player(), "white");
            case Event.RetreatedFromStation e when pending instanceof PendingDecision.HitChoice hit ->
                    new Command.Retreat(hit.player());
            case Event.DecisionRequested e when e.decision() instanceof PendingDecision.OverrideChoice o ->
                    new Command.DeclareAttack(o.declarer(), o.die(), o.spot(), o.cover(), o.coverOwner(), o.coverHits());
            case Event.DecisionRequested e when e.decision() instanceof PendingDecision.PlacementOverride o -> o.move()
                    ? new Command.DeclareMove(o.declarer(), o.die(), o.at())
                    : new Command.DeclarePlacement(o.declarer(), o.owner(), o.piece(), o.station(), o.at());
            case Event.DecisionRequested e when e.decision() instanceof PendingDecision.SpotOverride o ->
                    new Command.DeclareSpot(o.declarer(), o.target(), o.targetOwner(), o.die());
            case Event.OverrideDecided e -> new Command.ConfirmOverride(e.host(), e.confirmed());
            // On the map, an attack whose target stands in several covers waits for its owner's choice.
            case Event.DecisionRequested e when e.decision() instanceof PendingDecision.CoverChoice o ->
                    new Command.Attack(o.declarer(), o.die(), o.spot(), null, null, null);
            case Event.CoverChosen e -> new Command.ChooseCover(e.player(), e.cover());
            // A correction of where a frame stands may be its owner's or the host's: the event doesn't
            // say whose, so it is left to the event checks.
            default -> null;
        });
    }

    /** A command whose first event doesn't say who acted, as the recorded actor's. */
    private static Optional<Command> actedCommandOf(String actor, List<Event> following) {
        return Optional.ofNullable(switch (following.getFirst()) {
            case Event.DeploymentStepStarted e -> new Command.FinishDeploymentStep(actor);
            case Event.CombatBegan e -> new Command.FinishDeploymentStep(actor);
            case Event.FrameStandsNear e -> new Command.StandNear(actor, e.owner(), e.frame(), e.station());
            case Event.InitiativeDieSkipped e -> new Command.WaitForLaterDie(actor, e.frame());
            case Event.FallDamageRolled e -> new Command.Fall(actor, e.owner(), e.frame(), e.bricks());
            case Event.ObjectiveNamed e -> new Command.NameObjective(actor, e.name(), e.behaviour());
            case Event.ObjectiveApproved e -> new Command.FinishDeploymentStep(actor);
            case Event.ObjectiveMoved e -> new Command.MoveObjective(actor, e.near().stream()
                    .map(standing -> standing.owner() + "/" + standing.frame()).toList());
            case Event.MapChanged e -> switch (e.change()) {
                case mfz.rules.map.MapEvent.TerrainLaid laid -> new Command.LayTerrain(actor, laid.terrain().name(),
                        mfz.rules.map.ShapeNotation.notation(laid.terrain().outline()), laid.terrain().bricks());
                case mfz.rules.map.MapEvent.TerrainRemoved removed -> new Command.RemoveTerrain(actor, removed.name());
                case mfz.rules.map.MapEvent.LayoutLoaded loaded -> new Command.LoadLayout(actor, loaded.name(),
                        loaded.layout());
                case mfz.rules.map.MapEvent.TerrainWorn worn -> null; // an attack's, never a command's first event
                case mfz.rules.map.MapEvent.CoverTaken taken -> null; // begins an attack: see commandOf
            };
            default -> null;
        });
    }

    /**
     * The command of a frame's turn whose first event this is: the turn's start (with what it
     * jettisons), its defense, move, attack and spot, its end, and a pass of the initiative.
     * The actor is the frame's owner, as when the host acts for an absent player. Decided again,
     * these refuse what the rules refuse: a die the pool doesn't hold, a frame out of its turn,
     * a second move.
     */
    private static Optional<Command> turnCommandOf(List<Event> following) {
        return Optional.ofNullable(switch (following.getFirst()) {
            case Event.SystemsJettisoned e -> null; // begins a turn whose start follows: see below
            case Event.TurnStarted e -> startTurn(e, null);
            case Event.DefenseAssigned e -> new Command.Defend(e.owner(), e.die() == null ? "none" : e.die().notation());
            case Event.FrameMoved e -> move(e, following);
            case Event.AttackDeclared e -> attack(e);
            case Event.SpotPlaced e -> new Command.Spot(e.owner(), e.targetFrame(), e.targetOwner(), e.die().notation());
            case Event.TurnEnded e -> new Command.EndTurn(e.owner());
            case Event.InitiativePassed e -> new Command.Pass(e.player());
            default -> null;
        });
    }

    /**
     * A move: on the map, to the point its placement records; in a campaign, carrying the
     * objective that follows its holder.
     */
    private static Command move(Event.FrameMoved e, List<Event> following) {
        if (following.stream().anyMatch(later -> later instanceof Event.ObjectiveMoved)) {
            // The objective moved with its holder: a move that crossed cover is always refused.
            return new Command.MoveWithObjective(e.owner(), e.die().notation(), false);
        }
        return placedAt(following, e.owner(), e.frame(), false)
                .<Command>map(at -> new Command.MoveTo(e.owner(), e.die().notation(), at))
                .orElse(new Command.Move(e.owner(), e.die().notation(), e.nearStation() == null ? "none" : e.nearStation()));
    }

    /** Where this command's events put the piece on the map, if they do (owner null: any). */
    private static Optional<mfz.rules.map.Point> placedAt(List<Event> following, String owner, String name,
                                                         boolean station) {
        return following.stream().skip(1).filter(later -> later instanceof Event.PlacedAt)
                .map(later -> ((Event.PlacedAt) later).placement())
                .filter(p -> p.station() == station && p.name().equals(name) && (owner == null || p.owner().equals(owner)))
                .map(mfz.rules.map.MapPlacement::at).findFirst();
    }

    private static Command.StartTurn startTurn(Event.TurnStarted e, String jettison) {
        Target target = e.target() == null ? Target.NONE : e.target();
        String named = switch (target.kind()) {
            case NONE -> "none";
            case TERRAIN -> "terrain";
            case FRAME -> target.frame();
        };
        return new Command.StartTurn(e.owner(), e.frame(), named, target.frameTarget() ? target.owner() : null, e.range(),
                e.ssrsFired(), e.hazard(), jettison, e.hazardKind());
    }

    private static Command.Attack attack(Event.AttackDeclared e) {
        AttackDeclaration attack = e.attack();
        Cover cover = attack.cover() == null ? Cover.NONE : attack.cover();
        String named = switch (cover.kind()) {
            case NONE -> "none";
            case TERRAIN -> "terrain";
            case FRAME -> cover.frame();
        };
        return new Command.Attack(e.owner(), attack.die().notation(), attack.useSpot(), named,
                cover.frameCover() ? cover.owner() : null, attack.coverHits());
    }

    /** The host's one change of option that makes {@code now} of the game's options. */
    private static Optional<Command> optionCommand(Game game, GameOptions now) {
        GameOptions was = game.options();
        String host = game.host();
        if (was == null || now == null) {
            return Optional.empty();
        }
        if (now.campaign() != null && !now.campaign().equals(was.campaign())) {
            // Only entering a campaign sets its terms (the objective is named by events of its
            // own): decided again as the host's, so the campaign's name and constraints pass the
            // checks they passed when entered, and terms changed in a campaign battle are refused.
            return Optional.of(new Command.EnterCampaign(host, now.campaign().campaign(),
                    now.campaign().constraints()));
        }
        if (now.size() != was.size()) {
            return Optional.of(new Command.SetGameSize(host, now.size()));
        }
        if (now.ssrCount() != was.ssrCount()) {
            return Optional.of(new Command.SetSsrCount(host, now.ssrCount()));
        }
        if (now.startingDoomsday() != was.startingDoomsday()) {
            return Optional.of(new Command.SetStartingDoomsday(host, now.startingDoomsday()));
        }
        if (now.map() != was.map()) {
            return Optional.of(new Command.SetMap(host, now.map()));
        }
        for (AdvancedOption option : AdvancedOption.values()) {
            if (now.has(option) != was.has(option)) {
                return Optional.of(new Command.SetAdvancedOption(host, option, now.has(option)));
            }
        }
        return Optional.of(new Command.SetSsrCount(host, now.ssrCount()));
    }

    /**
     * The checks of play, event by event: every frame an event names exists, a destroyed frame
     * doesn't act, a hit takes a system the frame has, a turn's roll is exactly the pool the
     * rules give that frame for that turn (its colours and sizes, in order: only the values are
     * the file's), and the clock only counts down by one, staying on its dial.
     */
    private static Optional<String> playProblem(Game before, List<Event> events) {
        Game game = before;
        Event.TurnStarted started = null;
        for (Event event : events) {
            Optional<String> problem = frameProblem(game, event);
            if (problem.isPresent()) {
                return problem;
            }
            if (event instanceof Event.TurnStarted turn) {
                started = turn;
            } else if (event instanceof Event.PoolRolled roll) {
                Optional<String> pool = poolProblem(game, started, roll);
                if (pool.isPresent()) {
                    return pool;
                }
            }
            int clock = game.doomsday();
            game = game.apply(event);
            if (game.doomsday() < 0 || game.doomsday() > GameOptions.MAX_DOOMSDAY) {
                return Optional.of("it puts the doomsday clock at " + game.doomsday() + ", off its dial (0 to "
                        + GameOptions.MAX_DOOMSDAY + ").");
            }
            if (event instanceof Event.DoomsdayCountedDown count && count.clock() != clock - 1) {
                return Optional.of("it moves the doomsday clock from " + clock + " to " + count.clock()
                        + ": it only counts down by one.");
            }
        }
        return Optional.empty();
    }

    /** What an event of play says of a frame that can't be so. */
    private static Optional<String> frameProblem(Game game, Event event) {
        record Named(String owner, String frame, boolean acts) {
        }
        Named named = switch (event) {
            case Event.FrameDestroyed e -> new Named(e.owner(), e.frame(), false);
            case Event.TurnStarted e -> new Named(e.owner(), e.frame(), true);
            case Event.PoolRolled e -> new Named(e.owner(), e.frame(), true);
            case Event.DefenseAssigned e -> new Named(e.owner(), e.frame(), true);
            case Event.FrameMoved e -> new Named(e.owner(), e.frame(), true);
            case Event.AttackDeclared e -> new Named(e.owner(), e.frame(), true);
            case Event.SpotPlaced e -> new Named(e.owner(), e.frame(), true);
            case Event.SystemLost e -> new Named(e.owner(), e.frame(), false);
            case Event.WhiteLost e -> new Named(e.owner(), e.frame(), false);
            default -> null;
        };
        if (named == null) {
            return Optional.empty();
        }
        Optional<mfz.rules.company.Frame> frame = game.frame(named.owner(), named.frame());
        if (frame.isEmpty()) {
            return Optional.of(event instanceof Event.FrameDestroyed ? "it destroys a frame the game doesn't have."
                    : "it names a frame the game doesn't have (" + named.frame() + ").");
        }
        if (named.acts() && !frame.get().alive()) {
            return Optional.of("the destroyed " + named.frame() + " acts in it.");
        }
        if (event instanceof Event.SystemLost lost && !frame.get().systems().contains(lost.system())) {
            return Optional.of(named.frame() + " loses a " + lost.system().notation() + " it doesn't have.");
        }
        return Optional.empty();
    }

    /** A turn's roll must be the pool the rules give the frame for the turn that just started. */
    private static Optional<String> poolProblem(Game game, Event.TurnStarted started, Event.PoolRolled roll) {
        if (started == null || !started.owner().equals(roll.owner()) || !started.frame().equals(roll.frame())) {
            return Optional.of("it rolls a pool for " + roll.frame() + " with no turn of it starting.");
        }
        mfz.rules.company.Frame frame = game.frame(roll.owner(), roll.frame()).orElseThrow();
        boolean unprotected = started.hazard() && !mfz.rules.turn.Hazards.copes(frame, started.hazardKind(),
                game.options().campaign());
        List<mfz.rules.dice.Die> pool = mfz.rules.turn.Pool.of(frame, started.range(), started.ssrsFired(),
                unprotected).dice();
        List<mfz.rules.dice.Die> rolled = roll.dice().stream().map(mfz.rules.dice.RolledDie::die).toList();
        if (!pool.equals(rolled)) {
            return Optional.of(roll.frame() + " rolls " + rolled.size() + " dice that aren't its pool ("
                    + new mfz.rules.dice.DicePool(pool).notation() + ").");
        }
        return Optional.empty();
    }
}
